import {
  judgeChloride,
  judgeWeldBend,
  judgeWeldTensile,
  type RebarSpecimen,
  rebarGrade,
} from '@zhuji/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { takeLabelCodes } from '../../platform/db/label-code';
import { pile } from '../pile';
import { withSampleNos } from './material-common';
import {
  concreteDelivery,
  jointLot,
  materialRegistration,
  rebarBatch,
  rebarTest,
} from './material-inspection.table';
import { judgeSpecimens } from './material-rebar-test.service';

interface Ids {
  projects: ReadonlyMap<string, number>;
  users: ReadonlyMap<string, number>;
}

const LAB = '浙江建科检测技术有限公司';

/**
 * Demo material inspection for 江东一标段 (no failures, so no rectification is raised): a rebar
 * receipt with three batches — Φ25 main bars accepted first time, Φ12 spirals accepted after a
 * double retest of the weight deviation, Φ28 HRB400E waiting for its retest —, a flash-butt lot
 * and a straight-thread splice lot on the first cages, and the concrete of the poured piles with
 * their chloride checks.
 */
export async function seedMaterialDemo(tx: DbOrTx, ids: Ids): Promise<void> {
  const projectId = ids.projects.get('jiangdongPile');
  const clerk = ids.users.get('zhangjianguo');
  const lab = ids.users.get('sunwei') ?? clerk;
  if (projectId === undefined || clerk === undefined || lab === undefined) return;
  const piles = await tx
    .select({ id: pile.id, pileNo: pile.pileNo, status: pile.status })
    .from(pile)
    .where(eq(pile.projectId, projectId))
    .orderBy(asc(pile.noPrefix), asc(pile.noSeq), asc(pile.id))
    .limit(8);
  const cages = piles.slice(0, 6).map((p) => p.id);

  const [reg] = await tx
    .insert(materialRegistration)
    .values({
      projectId,
      kind: 'rebar',
      supplier: '浙江物产金属集团有限公司',
      deliveryNote: 'WC-20261028-0315',
      arrivalDate: '2026-10-28',
      remark: '随车质量证明书齐全，已见证取样',
      createdBy: clerk,
    })
    .returning();
  const batchRows = await tx
    .insert(rebarBatch)
    .values(
      await withSampleNos(tx, projectId, [
        {
          projectId,
          registrationId: reg?.id ?? null,
          batchNo: 'GJ-2026-001',
          grade: 'HRB400',
          heatNo: '24A-10288',
          diameterMm: 25,
          tonnage: '58.360',
          manufacturer: '杭州钢铁集团有限公司',
          arrivalDate: '2026-10-28',
          certificateNo: 'HG-ZB-2610-2281',
          pileIds: cages,
          remark: '钢筋笼主筋',
          status: 'accepted',
          createdBy: clerk,
        },
        {
          projectId,
          registrationId: reg?.id ?? null,
          batchNo: 'GJ-2026-002',
          grade: 'HRB400',
          heatNo: '24C-55172',
          diameterMm: 12,
          tonnage: '24.800',
          manufacturer: '中天钢铁集团有限公司',
          arrivalDate: '2026-10-28',
          certificateNo: 'ZT-2610-09917',
          pileIds: cages,
          remark: '螺旋箍筋',
          status: 'accepted',
          firstFailed: ['weightDeviation'],
          createdBy: clerk,
        },
        {
          projectId,
          registrationId: reg?.id ?? null,
          batchNo: 'GJ-2026-003',
          grade: 'HRB400E',
          heatNo: '24S-30641',
          diameterMm: 28,
          tonnage: '45.120',
          manufacturer: '江苏沙钢集团有限公司',
          certified: true,
          arrivalDate: '2026-11-18',
          certificateNo: 'SG-2611-40233',
          remark: '承台钢筋，待复试',
          status: 'pending',
          capacityTonnes: 120,
          createdBy: clerk,
        },
      ]),
    )
    .returning();
  const [main, spiral] = batchRows;
  const spec = (y: number, m: number, a: number, agt: number): RebarSpecimen => ({
    yieldStrength: y,
    tensileStrength: m,
    elongation: a,
    agt,
    bendOk: true,
  });
  const round = (
    batch: NonNullable<typeof main>,
    n: number,
    reportNo: string,
    testDate: string,
    specimens: RebarSpecimen[],
    weightDeviation: number | undefined,
    only?: string[],
  ) => {
    const judged = judgeSpecimens(batch, specimens, weightDeviation);
    const checks = only ? judged.checks.filter((c) => only.includes(c.key)) : judged.checks;
    const items = [...new Set(checks.map((c) => c.key))];
    const failed = items.filter((i) => checks.some((c) => c.key === i && !c.pass));
    return {
      batchId: batch.id,
      projectId,
      round: n,
      reportNo,
      testDate,
      lab: LAB,
      specimens,
      weightDeviation: weightDeviation === undefined ? null : String(weightDeviation),
      items: items.map((item) => ({ item, pass: !failed.includes(item) })),
      checks,
      failedItems: failed,
      pass: failed.length === 0,
      createdBy: lab,
    };
  };
  if (main && spiral)
    await tx
      .insert(rebarTest)
      .values([
        round(
          main,
          1,
          'JK-GJ-2026-1031-07',
          '2026-10-31',
          [spec(455, 615, 23.5, 13.0), spec(460, 620, 22.0, 12.5)],
          -1.8,
        ),
        round(
          spiral,
          1,
          'JK-GJ-2026-1031-08',
          '2026-10-31',
          [spec(470, 625, 24.0, 14.0), spec(465, 618, 25.5, 13.5)],
          -6.8,
        ),
        round(spiral, 2, 'JK-GJ-2026-1104-02', '2026-11-04', [], -4.3, ['weightDeviation']),
      ]);

  const fstk = rebarGrade('HRB400')?.tensileStrength ?? 540;
  const tensile = [
    { strength: 605, location: 'parent', mode: 'ductile' },
    { strength: 598, location: 'parent', mode: 'ductile' },
    { strength: 612, location: 'haz', mode: 'ductile' },
  ] as const;
  const t = judgeWeldTensile(tensile, fstk);
  const bend = [0, 0, 0.2];
  // Label codes of the days the lots were recorded (their test days here), from the project's counter.
  const [weldCode, spliceCode] = [
    ...(await takeLabelCodes(tx, 'JT', projectId, '2026-11-02', 1)),
    ...(await takeLabelCodes(tx, 'JT', projectId, '2026-11-03', 1)),
  ] as [string, string];
  await tx.insert(jointLot).values([
    {
      projectId,
      category: 'welding',
      lotNo: 'HJ-2026-001',
      sampleNo: weldCode,
      jointKind: 'flashButt',
      barGrade: 'HRB400',
      diameterMm: 25,
      jointCount: 286,
      lotSize: 300,
      pileIds: cages,
      operator: '周永强（焊工证 浙A0231）',
      tensile: [...tensile],
      bend,
      tensileVerdict: t.verdict,
      bendVerdict: judgeWeldBend(bend).verdict,
      verdict: t.verdict,
      basis: `${t.clause} ${t.row}`,
      reportNo: 'JK-HJ-2026-1102-03',
      testDate: '2026-11-02',
      createdBy: clerk,
    },
    {
      projectId,
      category: 'sleeve',
      lotNo: 'TT-2026-001',
      sampleNo: spliceCode,
      jointKind: 'straightThread',
      spliceGrade: 'I',
      barGrade: 'HRB400',
      diameterMm: 25,
      jointCount: 420,
      lotSize: 500,
      pileIds: cages,
      operator: '陈立军',
      specimens: [
        { strength: 610, breaksIn: 'bar' },
        { strength: 604, breaksIn: 'bar' },
        { strength: 615, breaksIn: 'bar' },
      ],
      tensileVerdict: 'pass',
      verdict: 'pass',
      basis: 'JGJ 107-2016 7.0.7 first',
      reportNo: 'JK-TT-2026-1103-01',
      testDate: '2026-11-03',
      createdBy: clerk,
    },
  ]);

  const poured = await tx
    .select({ id: pile.id, pileNo: pile.pileNo })
    .from(pile)
    .where(and(eq(pile.projectId, projectId), ne(pile.status, 'notStarted')))
    .orderBy(asc(pile.noPrefix), asc(pile.noSeq))
    .limit(3);
  if (poured.length === 0) return;
  const [creg] = await tx
    .insert(materialRegistration)
    .values({
      projectId,
      kind: 'concrete',
      supplier: '杭州钱塘混凝土有限公司',
      deliveryNote: 'QT-HNT-202611',
      arrivalDate: '2026-11-06',
      remark: 'C35 水下混凝土，坍落度 180–220 mm',
      createdBy: clerk,
    })
    .returning();
  const chloride = [0.05, 0.07, 0.06];
  await tx.insert(concreteDelivery).values(
    poured.map((p, i) => {
      const value = chloride[i % chloride.length] ?? 0.06;
      return {
        projectId,
        registrationId: creg?.id ?? null,
        pileId: p.id,
        deliveryNo: `QT-1106-${String(i + 11).padStart(3, '0')}`,
        plant: '杭州钱塘混凝土有限公司',
        strengthGrade: 'C35',
        volume: '12.000',
        arrivalDate: '2026-11-06',
        environment: 'humid',
        chloridePercent: String(value),
        chlorideLimit: '0.2',
        chloridePass: judgeChloride({ environment: 'humid', chloridePercent: value }).pass,
        remark: `${p.pileNo} 灌注`,
        createdBy: clerk,
      };
    }),
  );
}
