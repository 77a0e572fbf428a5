import {
  businessDateOf,
  businessDaysFromToday,
  fillingCoefficientOf,
  judgePileRecord,
  judgeSetOut,
  PILE_SUB_ITEM_CODE,
  type PileDesign,
  startOfBusinessDay,
} from '@zhuji/shared';
import type { DbOrTx } from '../../platform/db/client';
import { seedPileUses } from '../material';
import { pile, pileAbnormal, pileGroup, pileMachine, pilePlan } from './pile.table';

interface Ids {
  projects: ReadonlyMap<string, number>;
  users: ReadonlyMap<string, number>;
}

const DAY = 86_400_000;

/**
 * Demo piles: 江东一标段 has 60 slurry-supported bored piles GZ1–GZ60 (two rigs), the first 36
 * recorded over the last five weeks (gzPouredDaysAgo), 24 of them confirmed by the supervisor, two flagged
 * (a filling coefficient of 0.97, sediment of 170 mm) plus a hole collapse reported by hand; 湘湖 has 40
 * cement mixing piles JB1–JB40, 15 recorded. Values vary like a site's do; the judgement is the real one.
 */
export const JIANGDONG_BORED_PILES = { prefix: 'GZ', total: 60, recorded: 36, confirmed: 24 } as const;

/**
 * The GZ piles' design (施工图, as in the pile group below): Φ800 holes of about 46.5 m (45–48), C35 underwater
 * concrete poured with a 15 % filling allowance, a 30 m cage of 15 HRB400E Φ25 main bars, Φ12 spirals at
 * 200 mm on a 700 mm cage and a Φ12 stiffening ring every 2 m.
 */
export const GZ_PILE_DESIGN = {
  diameterM: 0.8,
  holeDepthM: 46.5,
  fillingAllowance: 1.15,
  cageLengthM: 30,
  mainBars: 15,
  cageDiameterM: 0.7,
  spiralPitchM: 0.2,
  ringEveryM: 2,
} as const;

/** kg per metre of the bars (GB/T 1499.2-2018, nominal). */
const BAR_KG_PER_M = { phi25: 3.853, phi12: 0.888 } as const;

/**
 * What one GZ pile takes by its design: concrete (m³, with the filling allowance), main bars and spirals with
 * rings (t). The material plan, the goods received and the pile progress plan are made from these (issue 22).
 */
export function gzPileQuantities(d = GZ_PILE_DESIGN) {
  const concreteM3 = Math.PI * (d.diameterM / 2) ** 2 * d.holeDepthM * d.fillingAllowance;
  const mainBarT = (d.mainBars * d.cageLengthM * BAR_KG_PER_M.phi25) / 1000;
  const hoop = Math.PI * d.cageDiameterM;
  const spiralM = (d.cageLengthM / d.spiralPitchM) * Math.hypot(hoop, d.spiralPitchM);
  const ringM = (d.cageLengthM / d.ringEveryM) * hoop;
  const spiralT = ((spiralM + ringM) * BAR_KG_PER_M.phi12) / 1000;
  return { concreteM3, mainBarT, spiralT, cageT: mainBarT + spiralT };
}

/**
 * How many days before today GZn (1–36) was bored and poured: GZ1–GZ3 as the trial piles five weeks ago,
 * then, after the supervisor's review of them, about five piles every four days with the two rigs up to three
 * days ago. The test blocks of a pile are made on this day (specimen seed), so the oldest have their 28-day
 * results and the newest are still curing (issue 22).
 */
export function gzPouredDaysAgo(n: number): number {
  if (n <= 3) return 35 - n;
  return 28 - Math.floor(((n - 4) * 4) / 5);
}

/**
 * The pile plan of 江东一标段 (施工计划): one trial pile a day for GZ1–GZ3, then from 28 days ago one and two
 * piles on alternate days until all 60 are planned; [days from today, piles].
 */
export function gzPlannedDays(): [number, number][] {
  const days: [number, number][] = [
    [-34, 1],
    [-33, 1],
    [-32, 1],
  ];
  let left = JIANGDONG_BORED_PILES.total - 3;
  for (let d = -28; left > 0; d++) {
    const piles = Math.min(left, (d + 28) % 2 ? 2 : 1);
    days.push([d, piles]);
    left -= piles;
  }
  return days;
}
/** Site grid origins (城建坐标, m) and spacing of the demo piles: 10 a row, 4 diameters apart. */
const GZ_ORIGIN = { x: 3345620, y: 512380, spacing: 3.2, perRow: 10, surveyed: 44 };
const JB_ORIGIN = { x: 3351240, y: 498615, spacing: 1.2, perRow: 8, surveyed: 0 };
/**
 * 湘湖's cement mixing piles JB1…JB40, the first ones recorded: the start-up demo's messages name only these
 * (seed/startup.ts), so the demo tells one story (issue 22).
 */
export const XIANGHU_MIXING_PILES = { prefix: 'JB', total: 40, recorded: 15 } as const;

/**
 * A demo pile's design position, and for the first `surveyed` piles a setting-out check a few mm off
 * (GZ41 is 23 mm off, over the 20 mm of GB 50202-2018 5.1.1, and waits for a new survey).
 */
function positionOf(
  n: number,
  origin: typeof GZ_ORIGIN,
  surveyor: number | null,
  at: number,
): Partial<typeof pile.$inferInsert> {
  const row = Math.floor((n - 1) / origin.perRow);
  const col = (n - 1) % origin.perRow;
  const designX = (origin.x + row * origin.spacing).toFixed(4);
  const designY = (origin.y + col * origin.spacing + (row % 2) * (origin.spacing / 2)).toFixed(4);
  if (n > origin.surveyed) return { designX, designY };
  const [dx, dy] = n === 41 ? [0.0184, 0.0138] : [((n % 7) - 3) / 1000, ((n % 5) - 2) / 1000];
  const setOutX = (Number(designX) + dx).toFixed(4);
  const setOutY = (Number(designY) + dy).toFixed(4);
  const judgement = judgeSetOut({ x: designX, y: designY }, { x: setOutX, y: setOutY });
  return {
    designX,
    designY,
    setOutX,
    setOutY,
    setOutDeviationMm: judgement.deviationMm.toFixed(1),
    setOutPass: judgement.pass,
    setOutBy: surveyor,
    setOutAt: new Date(at),
  };
}

export async function seedPileDemo(tx: DbOrTx, ids: Ids, now = new Date()): Promise<void> {
  const jiangdong = ids.projects.get('jiangdongPile');
  const xianghu = ids.projects.get('xianghuPile');
  const recorder = ids.users.get('lixiaofeng') ?? null;
  const supervisor = ids.users.get('wanghaitao') ?? null;
  if (jiangdong === undefined) return;

  const boredDesign = {
    diameterMm: '800.00',
    designLength: '45-48',
    cageDiameter: '700',
    cageLengthM: '30.000',
    mainBarSpacingMm: '150.000',
    stirrupSpacingMm: '200.000',
    pileTopElevation: '-3.500',
    bearing: 'friction' as const,
  };
  const [bored] = await tx
    .insert(pileGroup)
    .values({
      projectId: jiangdong,
      name: 'GZ φ800 工程桩',
      pileType: 'bored',
      subItemCode: PILE_SUB_ITEM_CODE.bored,
      strengthGrade: 'C35',
      gradeA: true,
      ...boredDesign,
    })
    .returning({ id: pileGroup.id });
  if (!bored) return;
  // Midnight of a business day, so the hours below land on the business days the plan and the daily counts read.
  const pourDay = (n: number) =>
    startOfBusinessDay(businessDaysFromToday(-gzPouredDaysAgo(n), now)).getTime();
  const { total, recorded: recordedPiles, confirmed: confirmedPiles } = JIANGDONG_BORED_PILES;
  const rows = Array.from({ length: total }, (_, i) => {
    const n = i + 1;
    const base = {
      projectId: jiangdong,
      groupId: bored.id,
      pileNo: `GZ${n}`,
      noPrefix: 'GZ',
      noSeq: n,
      // Set out the afternoon before the pile is bored (GZ37–GZ44, not bored yet, two days ago).
      ...positionOf(
        n,
        GZ_ORIGIN,
        recorder,
        n > recordedPiles ? now.getTime() - 2 * DAY : pourDay(n) - 8 * 3600_000,
      ),
    };
    if (n > recordedPiles) return { ...base, status: 'notStarted' };
    const depth = (46 + (n % 5) * 0.3).toFixed(1);
    const theoretical = (Math.PI * 0.4 * 0.4 * Number(depth)).toFixed(2);
    const fc = n === 11 ? 0.97 : 1.08 + (n % 7) * 0.02;
    const values: Record<string, string> = {
      drilledDepth: depth,
      holeDiameter: String(805 + (n % 4) * 3),
      verticalityPercent: (0.4 + (n % 5) * 0.1).toFixed(1),
      slurryDensity: (1.15 + (n % 4) * 0.02).toFixed(2),
      slurrySandContent: String(4 + (n % 3)),
      slurryViscosity: String(20 + (n % 5)),
      sediment: n === 23 ? '170' : String(60 + (n % 6) * 10),
      cageLength: (30 + ((n % 3) - 1) * 0.04).toFixed(2),
      cageDiameter: String(698 + (n % 5)),
      mainBarSpacing: String(148 + (n % 5)),
      stirrupSpacing: String(195 + (n % 9)),
      theoreticalVolume: theoretical,
      actualVolume: (Number(theoretical) * fc).toFixed(2),
      slump: String(190 + (n % 4) * 5),
      overPourHeight: '0.9',
      pileTopElevation: (-3.5 + ((n % 5) - 2) * 0.01).toFixed(3),
      emptyHoleDepth: '3.5',
      positionOffset: String(20 + (n % 8) * 6),
    };
    const judgement = judgePileRecord({ type: 'bored', design: boredDesign as PileDesign, values });
    const day = pourDay(n);
    const confirmed = n <= confirmedPiles;
    return {
      ...base,
      status: confirmed ? 'confirmed' : 'recorded',
      machineNo: n % 2 ? 'XR360-01' : 'XR360-02',
      crew: n % 2 ? '钻孔一班' : '钻孔二班',
      startedAt: new Date(day + 8 * 3600_000),
      finishedAt: new Date(day + 15 * 3600_000),
      values,
      fillingCoefficient: fillingCoefficientOf(values, boredDesign)?.toFixed(3) ?? null,
      failed: judgement.failed,
      abnormal: judgement.failed.length > 0 || n === 30,
      recordedBy: recorder,
      recordedAt: new Date(day + 16 * 3600_000),
      confirmedBy: confirmed ? supervisor : null,
      confirmedAt: confirmed ? new Date(day + 18 * 3600_000) : null,
    };
  });
  const inserted = await tx
    .insert(pile)
    .values(rows)
    .returning({ id: pile.id, no: pile.pileNo, failed: pile.failed });
  const abnormals = inserted
    .filter((p) => p.failed.length > 0)
    .map((p) => ({
      projectId: jiangdong,
      pileId: p.id,
      kind: 'tolerance',
      items: p.failed,
      description: p.failed.join('; '),
      source: 'auto',
      createdBy: recorder,
    }));
  const collapse = inserted.find((p) => p.no === 'GZ30');
  if (collapse)
    abnormals.push({
      projectId: jiangdong,
      pileId: collapse.id,
      kind: 'collapse',
      items: [],
      description: '钻至 18.5 m 粉砂层时孔壁坍塌约 0.6 m³，已回填黏土并提高泥浆比重至 1.22 后重新成孔',
      source: 'manual',
      createdBy: recorder,
    });
  if (abnormals.length) await tx.insert(pileAbnormal).values(abnormals);
  // What went into the first piles, booked against the 材料库存 ledger's receipts (material seed): each cage's
  // HRB400E Φ25 main bars (15 bars × 30 m × 3.853 kg/m ≈ 1.734 t) and GZ1's pour by its recorded actual volume.
  const byNo = new Map(inserted.map((p) => [p.no, p.id]));
  const volume = rows.find((r) => r.pileNo === 'GZ1')?.values?.actualVolume;
  const clerk = '李晓峰';
  const uses: Parameters<typeof seedPileUses>[2][number][] = Array.from({ length: 12 }, (_, i) => ({
    pileId: byNo.get(`GZ${i + 1}`) ?? 0,
    category: 'REBAR',
    specification: 'HRB400E Φ25',
    unit: 'T',
    quantity: '1.734',
    userName: clerk,
    createdAt: new Date(pourDay(i + 1) + 17 * 3600_000),
  }));
  if (volume)
    uses.push({
      pileId: byNo.get('GZ1') ?? 0,
      category: 'READY_MIX_CONCRETE',
      specification: 'C30 水下',
      unit: 'M3',
      quantity: volume,
      userName: clerk,
      createdAt: new Date(pourDay(1) + 17 * 3600_000),
    });
  await seedPileUses(tx, jiangdong, uses);
  await tx.insert(pilePlan).values(
    gzPlannedDays().map(([offset, plannedPiles]) => ({
      projectId: jiangdong,
      planDate: businessDaysFromToday(offset, now),
      plannedPiles,
    })),
  );

  // The rigs on site: two rotary rigs for the bored piles (they came a week before the first pile).
  const onSite = businessDateOf(pourDay(1) - 7 * DAY);
  await tx.insert(pileMachine).values([
    {
      projectId: jiangdong,
      machineNo: 'XR360-01',
      kind: 'rotaryDrill',
      model: '徐工 XR360',
      operator: '赵德胜',
      enteredOn: onSite,
    },
    {
      projectId: jiangdong,
      machineNo: 'XR360-02',
      kind: 'rotaryDrill',
      model: '徐工 XR360',
      operator: '钱海波',
      enteredOn: onSite,
    },
  ]);

  if (xianghu === undefined) return;
  const mixingDesign = {
    diameterMm: '500.00',
    designLength: '12',
    cementContentKgPerM: '55.000',
    pileTopElevation: '-1.000',
  };
  const [mixing] = await tx
    .insert(pileGroup)
    .values({
      projectId: xianghu,
      name: 'JB φ500 水泥搅拌桩',
      pileType: 'mixing',
      subItemCode: PILE_SUB_ITEM_CODE.mixing,
      ...mixingDesign,
    })
    .returning({ id: pileGroup.id });
  if (!mixing) return;
  await tx.insert(pile).values(
    Array.from({ length: XIANGHU_MIXING_PILES.total }, (_, i) => {
      const n = i + 1;
      const base = {
        projectId: xianghu,
        groupId: mixing.id,
        pileNo: `${XIANGHU_MIXING_PILES.prefix}${n}`,
        noPrefix: XIANGHU_MIXING_PILES.prefix,
        noSeq: n,
        ...positionOf(n, JB_ORIGIN, null, 0),
      };
      if (n > XIANGHU_MIXING_PILES.recorded) return { ...base, status: 'notStarted' };
      const values = {
        pileLength: (12 + (n % 3) * 0.1).toFixed(1),
        pileDiameter: String(500 + (n % 5)),
        cementContent: String(55 + (n % 4)),
        waterCementRatio: '0.60',
        sprayPasses: '2',
        mixPasses: '3',
        liftSpeed: (0.4 + (n % 2) * 0.05).toFixed(2),
        sinkSpeed: '0.8',
        pumpPressure: '0.5',
        verticalityPercent: '0.5',
        pileTopElevation: '-0.95',
        positionOffset: String(40 + n),
      };
      const judgement = judgePileRecord({ type: 'mixing', design: mixingDesign, values });
      const day = startOfBusinessDay(
        businessDaysFromToday(n - XIANGHU_MIXING_PILES.recorded - 1, now),
      ).getTime();
      return {
        ...base,
        status: 'recorded',
        machineNo: 'PH-5A',
        crew: '搅拌桩班组',
        startedAt: new Date(day + 9 * 3600_000),
        finishedAt: new Date(day + 10 * 3600_000),
        values,
        failed: judgement.failed,
        abnormal: judgement.failed.length > 0,
        recordedBy: recorder,
        recordedAt: new Date(day + 11 * 3600_000),
      };
    }),
  );
}
