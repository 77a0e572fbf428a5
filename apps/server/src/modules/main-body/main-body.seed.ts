import { businessDaysFromToday } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { startFlow } from '../../platform/flow';
import { createRectification } from '../../platform/rectification';
import type { StartupSeedIds } from '../../seed/startup';
import { mainBodyPour, masonryRecord, waterproofRecord } from './main-body.table';
import { syncMainBodyAbnormals } from './main-body-abnormal';

type PourSeed = Omit<typeof mainBodyPour.$inferInsert, 'projectId'>;
type MasonrySeed = Omit<typeof masonryRecord.$inferInsert, 'projectId'>;
type WaterproofSeed = Omit<typeof waterproofRecord.$inferInsert, 'projectId'>;

const PLANT = '杭州三狮商品混凝土有限公司';
const PLANT_2 = '浙江钱塘建材有限公司江东搅拌站';

/**
 * 主体施工 records. On 一标段 桩基工程: the pile caps, ground beams and basement raft poured over the
 * piles (the raft above 1000 m³, so sampled every 200 m³), their brick formwork (砖胎模) and the raft's
 * membrane; the 2#楼 raft's pour order waits for supervision. On 一标段 主体结构工程: 1#楼's walls and
 * slabs, its aerated-block infill walls and the bathrooms' ponding tests, one of which leaked and is
 * being rectified. Pours before the platform carry their approval without a flow trail.
 */
export async function seedMainBodyDemo(tx: DbOrTx, ids: StartupSeedIds, now: Date): Promise<void> {
  const pile = ids.projects.get('jiangdongPile');
  const main = ids.projects.get('jiangdongMain');
  const recorder = ids.users.get('zhangjianguo');
  // The chief supervising engineer witnessed the bathrooms' ponding test and issues its rectification.
  const chief = ids.users.get('chenzhiming');
  if (pile === undefined || main === undefined || recorder === undefined || chief === undefined) return;
  // Business-zone clock: 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm' `offset` days back.
  const day = (offset: number) => businessDaysFromToday(-offset, now);
  const at = (offset: number, hm: string) => `${day(offset)} ${hm}`;

  const pilePours: PourSeed[] = [
    {
      pourNo: 'JZ-2026-001',
      location: '1#楼 承台 CT1～CT12',
      buildNumber: '1#楼',
      floor: -2,
      strengthGrade: 'C35',
      impermeabilityGrade: 'P6',
      plannedVolume: '186.00',
      actualVolume: '192.50',
      plant: PLANT,
      shifts: 1,
      startTime: at(26, '07:30'),
      endTime: at(26, '16:40'),
      designSlump: 180,
      slumpReadings: '175,185,190,200',
      applicationStatus: 'APPROVED',
      recorder: '张建国',
    },
    {
      pourNo: 'JZ-2026-002',
      location: '2#楼 承台及地梁 CT1～CT10、DL1～DL8',
      buildNumber: '2#楼',
      floor: -2,
      strengthGrade: 'C35',
      impermeabilityGrade: 'P6',
      plannedVolume: '168.00',
      actualVolume: '171.00',
      plant: PLANT,
      shifts: 1,
      startTime: at(19, '06:50'),
      endTime: at(19, '15:10'),
      designSlump: 180,
      slumpReadings: '180,190,215',
      applicationStatus: 'APPROVED',
      recorder: '张建国',
    },
    {
      pourNo: 'JZ-2026-003',
      location: '1#楼 地下室底板 1～9/A～H 轴',
      buildNumber: '1#楼',
      floor: -2,
      strengthGrade: 'C35',
      impermeabilityGrade: 'P8',
      plannedVolume: '1080.00',
      actualVolume: '1062.50',
      plant: PLANT_2,
      batches: 886,
      shifts: 3,
      startTime: at(9, '06:00'),
      endTime: at(8, '14:30'),
      designSlump: 180,
      slumpReadings: '185,190,180,175,195,200',
      applicationStatus: 'APPROVED',
      recorder: '张建国',
    },
    {
      pourNo: 'JZ-2026-004',
      location: '2#楼 地下室底板 10～18/A～H 轴',
      buildNumber: '2#楼',
      floor: -2,
      strengthGrade: 'C35',
      impermeabilityGrade: 'P8',
      plannedVolume: '960.00',
      plant: PLANT_2,
      shifts: 2,
      startTime: at(-2, '06:00'),
      designSlump: 180,
      slumpReadings: '',
      applicationStatus: 'PENDING',
      recorder: '张建国',
    },
  ];
  const mainPours: PourSeed[] = [
    {
      pourNo: 'ZT-2026-011',
      location: '1#楼 3层 剪力墙',
      buildNumber: '1#楼',
      floor: 3,
      strengthGrade: 'C45',
      plannedVolume: '96.00',
      actualVolume: '98.50',
      plant: PLANT,
      shifts: 1,
      startTime: at(15, '08:00'),
      endTime: at(15, '13:20'),
      designSlump: 180,
      slumpReadings: '180,175,190',
      applicationStatus: 'APPROVED',
      recorder: '李晓峰',
    },
    {
      pourNo: 'ZT-2026-012',
      location: '1#楼 4层 梁、板',
      buildNumber: '1#楼',
      floor: 4,
      strengthGrade: 'C30',
      plannedVolume: '142.00',
      actualVolume: '139.00',
      plant: PLANT,
      shifts: 1,
      startTime: at(8, '07:00'),
      endTime: at(8, '17:30'),
      designSlump: 160,
      slumpReadings: '160,170,150,165',
      applicationStatus: 'APPROVED',
      recorder: '李晓峰',
    },
    {
      pourNo: 'ZT-2026-013',
      location: '1#楼 5层 梁、板',
      buildNumber: '1#楼',
      floor: 5,
      strengthGrade: 'C30',
      plannedVolume: '140.00',
      plant: PLANT,
      shifts: 1,
      startTime: at(1, '07:00'),
      designSlump: 160,
      slumpReadings: '',
      applicationStatus: 'APPROVED',
      recorder: '李晓峰',
    },
  ];
  const pours = await tx
    .insert(mainBodyPour)
    .values([
      ...pilePours.map((p) => ({ ...p, projectId: pile })),
      ...mainPours.map((p) => ({ ...p, projectId: main })),
    ])
    .returning();
  // The 2#楼 raft's pour order is with supervision: a real flow, in the specialist engineer's todo box.
  const waiting = pours.find((p) => p.applicationStatus === 'PENDING');
  if (waiting) {
    const instance = await startFlow(
      tx,
      { userId: recorder },
      {
        projectId: pile,
        businessType: 'concrete-pour',
        businessId: waiting.id,
        title: `浇筑令 ${waiting.pourNo}：${waiting.location} C35 P8 960.00 m³`,
        comment: '底板钢筋、模板及后浇带止水钢板已自检合格，泵车两台，申请浇筑。',
      },
      'zh',
    );
    await tx.update(mainBodyPour).set({ flowInstanceId: instance.id }).where(eq(mainBodyPour.id, waiting.id));
  }

  const pileMasonry: MasonrySeed[] = [
    {
      recordNo: 'QT-2026-001',
      location: '1#楼 承台 CT1～CT12 砖胎模',
      blockType: 'FIRED_BRICK',
      mortarType: 'CEMENT',
      mortarGrade: 'M7.5',
      volume: '38.60',
      mortarGroupsMade: 1,
      fullness: '86',
      builtOn: day(29),
      inspector: '李晓峰',
      result: 'PASS',
    },
    {
      recordNo: 'QT-2026-002',
      location: '2#楼 承台 CT1～CT10 砖胎模',
      blockType: 'FIRED_BRICK',
      mortarType: 'CEMENT',
      mortarGrade: 'M7.5',
      volume: '31.20',
      mortarGroupsMade: 1,
      fullness: '83',
      builtOn: day(22),
      inspector: '李晓峰',
      result: 'PASS',
    },
    {
      recordNo: 'QT-2026-003',
      location: '2#楼 集水井 JSJ1～JSJ3 砖胎模',
      blockType: 'FIRED_BRICK',
      mortarType: 'CEMENT',
      mortarGrade: 'M7.5',
      volume: '6.80',
      mortarGroupsMade: 0,
      fullness: '76',
      builtOn: day(21),
      inspector: '李晓峰',
      result: 'FAIL',
    },
  ];
  const mainMasonry: MasonrySeed[] = [
    {
      recordNo: 'QT-2026-011',
      location: '1#楼 2层 填充墙 1～9/A～H 轴',
      blockType: 'AAC_BLOCK',
      mortarType: 'PREMIXED',
      mortarGrade: 'M5',
      volume: '64.50',
      mortarGroupsMade: 1,
      fullness: '85',
      builtOn: day(6),
      inspector: '李晓峰',
      result: 'PASS',
    },
    {
      recordNo: 'QT-2026-012',
      location: '1#楼 1层 配电间及楼梯间隔墙',
      blockType: 'CONCRETE_HOLLOW_BLOCK',
      mortarType: 'PREMIXED',
      mortarGrade: 'M10',
      volume: '22.40',
      mortarGroupsMade: 1,
      fullness: '92',
      builtOn: day(11),
      inspector: '李晓峰',
      result: 'PASS',
    },
  ];
  await tx
    .insert(masonryRecord)
    .values([
      ...pileMasonry.map((m) => ({ ...m, projectId: pile })),
      ...mainMasonry.map((m) => ({ ...m, projectId: main })),
    ]);

  const pileWaterproof: WaterproofSeed[] = [
    {
      recordNo: 'FS-2026-001',
      location: '1#楼 地下室底板 1～9/A～H 轴',
      part: 'BASEMENT_SLAB',
      material: 'MEMBRANE',
      materialName: '4mm SBS 改性沥青防水卷材 II 型（聚酯胎）',
      layers: 2,
      area: '2860.00',
      testMethod: 'NONE',
      inspector: '李晓峰',
    },
    {
      recordNo: 'FS-2026-002',
      location: '1#楼 承台及集水井侧壁',
      part: 'BASEMENT_WALL',
      material: 'COATING',
      materialName: '1.5mm 单组分聚氨酯防水涂料',
      layers: 2,
      area: '486.50',
      testMethod: 'NONE',
      inspector: '李晓峰',
    },
  ];
  const mainWaterproof: WaterproofSeed[] = [
    {
      recordNo: 'FS-2026-011',
      location: '1#楼 2层 卫生间（01～04 户）',
      part: 'BATHROOM',
      material: 'COATING',
      materialName: '1.5mm JS 聚合物水泥防水涂料 II 型',
      layers: 2,
      area: '38.60',
      testMethod: 'PONDING',
      testStart: at(5, '08:00'),
      testEnd: at(4, '09:30'),
      testResult: 'PASS',
      inspector: '李晓峰',
    },
    {
      recordNo: 'FS-2026-012',
      location: '1#楼 3层 卫生间（01～04 户）',
      part: 'BATHROOM',
      material: 'COATING',
      materialName: '1.5mm JS 聚合物水泥防水涂料 II 型',
      layers: 2,
      area: '38.60',
      testMethod: 'PONDING',
      testStart: at(3, '08:00'),
      testEnd: at(2, '08:30'),
      testResult: 'FAIL',
      problem: '03 户卫生间地漏根部及下层顶板对应位置洇湿，地漏周边附加层缺失。',
      inspector: '李晓峰',
    },
  ];
  const written = await tx
    .insert(waterproofRecord)
    .values([
      ...pileWaterproof.map((w) => ({ ...w, projectId: pile })),
      ...mainWaterproof.map((w) => ({ ...w, projectId: main })),
    ])
    .returning();
  const leaked = written.find((w) => w.testResult === 'FAIL');
  if (leaked) {
    const notice = await createRectification(tx, {
      projectId: main,
      source: 'main-body',
      sourceId: leaked.id,
      title: `防水试水不合格：${leaked.location}`,
      problem: `${leaked.recordNo} ${leaked.location}（卫生间）蓄水 24.5 h 后发现渗漏：${leaked.problem}`,
      deadline: day(-5),
      issuerId: chief,
    });
    await tx
      .update(waterproofRecord)
      .set({ rectificationId: notice.id })
      .where(eq(waterproofRecord.id, leaked.id));
  }
  // The failed slump of JZ-2026-002, the thin joints of QT-2026-003 and the leak of FS-2026-012 reach
  // 异常清单 as 主体工程 abnormal records, as the pages' own writes would raise them.
  await syncMainBodyAbnormals(tx, recorder, [pile, main]);
}
