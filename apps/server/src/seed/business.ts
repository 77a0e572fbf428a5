import { businessDate, businessDaysFromToday, CONTRACT_MODE, monthOf, previousMonth } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { complaint } from '../modules/complaint';
import { seedCostDemo } from '../modules/cost';
import { seedFireDemo } from '../modules/fire';
import { fundPayment, recomputeFunds } from '../modules/funds';
import { seedMaterialLedgerDemo } from '../modules/material';
import { outputReport, recomputeCumulative } from '../modules/output';
import { seedPartyDemo } from '../modules/party';
import { pile as pileTable } from '../modules/pile';
import { amountPlan, mondayOf, progressRecord } from '../modules/progress';
import { seedRecordsDemo } from '../modules/records';
import { consInfo, designTender, tenderAnnouncement } from '../modules/tender';
import type { DbOrTx } from '../platform/db/client';
import type { StartupSeedIds } from './startup';

/**
 * Demo data of the project business records (issue 6): the contract and overview of the 江东
 * sub-projects (湘湖 has none, so its page shows the empty state), the tender announcement of
 * 一标段 桩基工程 and the design tender of the main structure, and monthly output reports: 主体 files
 * every month, 桩基 files up to the month before last (last month is missing, so the notice shows).
 */

const monthsBack = (from: string, n: number) => {
  let month = from;
  for (let i = 0; i < n; i++) month = previousMonth(month);
  return month;
};

interface MonthFigures {
  planned: string;
  actual: string;
  concrete: string;
  rebar: string;
  progress: string;
  next: string;
  nextWork: string;
  labour: number;
  plant: number;
  problems?: string;
}

/**
 * 一标段 桩基工程: months 5 … 2 before now (oldest first), the preparation before the engineering piles: the
 * 60 piles GZ1–GZ60 of 施工记录 are bored in the last two weeks (pile module demo), so these months report no
 * piles (their pile count is written from the pile records by seedPileProgressDemo, one set of numbers).
 */
const PILE_MONTHS: MonthFigures[] = [
  {
    planned: '420.0000',
    actual: '386.2000',
    concrete: '860.500',
    rebar: '12.400',
    progress: '进场施工准备：临时设施搭设完成，场地平整及施工便道硬化完成',
    next: '520.0000',
    nextWork: '泥浆池及泥浆循环系统、钢筋加工场建设，GZ1～GZ60 桩位测量放样',
    labour: 68,
    plant: 6,
    problems: '连续降雨 6 天，场地泥泞影响便道硬化',
  },
  {
    planned: '520.0000',
    actual: '548.6000',
    concrete: '412.000',
    rebar: '18.600',
    progress: '泥浆池及循环系统、钢筋加工场完成，桩位放样 GZ1～GZ60 复核完毕',
    next: '560.0000',
    nextWork: '2 台旋挖钻机进场调试，试成孔 2 个',
    labour: 82,
    plant: 8,
  },
  {
    planned: '560.0000',
    actual: '512.3000',
    concrete: '96.000',
    rebar: '6.200',
    progress: '旋挖钻机 XR360 两台进场调试完成，试成孔 2 个，孔径、垂直度、沉渣检测满足设计要求',
    next: '540.0000',
    nextWork: '钢筋进场及钢筋笼预制，商品混凝土供货合同签订',
    labour: 80,
    plant: 8,
    problems: '商品混凝土供货合同谈判延后约一周',
  },
  {
    planned: '540.0000',
    actual: '566.0000',
    concrete: '0.000',
    rebar: '0.000',
    progress: '工程桩开钻准备就绪：泥浆性能指标复核、桩基施工方案经监理审批',
    next: '480.0000',
    nextWork: '工程桩 GZ1～GZ60 成孔灌注，两台钻机每日约 3 根',
    labour: 54,
    plant: 5,
  },
];

export async function seedBusinessDemo(tx: DbOrTx, ids: StartupSeedIds, now = new Date()): Promise<void> {
  const pile = ids.projects.get('jiangdongPile');
  const main = ids.projects.get('jiangdongMain');
  const author = ids.users.get('zhangjianguo');
  if (pile === undefined || main === undefined || author === undefined) return;

  await tx.insert(consInfo).values([
    {
      projectId: pile,
      contractNo: 'JDAZF-2026-SG-01',
      contractName: '钱塘新区江东安置房（一期）一标段桩基工程施工合同',
      money: '3860.5000',
      contractMode: CONTRACT_MODE.PUBLIC_BIDDING,
      qualification: 'FOUNDATION_1',
      signDate: '2026-03-25',
      plannedStart: '2026-04-10',
      plannedEnd: '2027-01-31',
      buildArea: '186500.00',
      overview:
        '泥浆护壁钻孔灌注桩 60 根，桩径 800mm，有效桩长 48～56m，桩端持力层为圆砾层，混凝土强度等级 C35 水下。',
      createdBy: author,
    },
    {
      projectId: main,
      contractNo: 'JDAZF-2026-SG-02',
      contractName: '钱塘新区江东安置房（一期）一标段主体结构工程施工合同',
      money: '12650.0000',
      contractMode: CONTRACT_MODE.PUBLIC_BIDDING,
      qualification: 'GENERAL_1',
      signDate: '2026-06-18',
      plannedStart: '2026-07-01',
      plannedEnd: '2028-03-31',
      buildArea: '186500.00',
      overview: '安置房 8 幢，地上 18～26 层、地下 1 层，剪力墙结构，总建筑面积约 18.65 万㎡。',
      createdBy: author,
    },
  ]);
  await tx.insert(tenderAnnouncement).values({
    projectId: pile,
    title: '钱塘新区江东安置房（一期）一标段桩基工程施工招标公告',
    announcementNo: 'HZGGZY-2026-SG-0318',
    publishDate: '2026-02-20',
    publishMedia: '杭州市公共资源交易网',
    deadline: '2026-03-12',
    content: '招标范围：一标段工程桩、试桩及桩基检测配合；投标人须具备地基基础工程专业承包一级及以上资质。',
    createdBy: author,
  });
  await tx.insert(designTender).values({
    projectId: main,
    tenderMode: CONTRACT_MODE.PUBLIC_BIDDING,
    designUnit: '杭州市建筑设计研究院有限公司',
    bidMoney: '468.0000',
    bidDate: '2025-11-06',
    designLeader: '王晓东',
    createdBy: author,
  });

  const thisMonth = monthOf(businessDate(now));
  const filed = (monthsAgo: number) => new Date(now.getTime() - (monthsAgo * 30 - 22) * 86_400_000);
  await tx.insert(outputReport).values(
    PILE_MONTHS.map((m, i) => {
      const back = 5 - i;
      return {
        projectId: pile,
        reportMonth: monthsBack(thisMonth, back),
        contractValue: '3860.5000',
        plannedValue: m.planned,
        actualValue: m.actual,
        monthRate: (Math.round((Number(m.actual) / Number(m.planned)) * 10000) / 100).toFixed(2),
        // Written from the pile records once they exist (seedPileProgressDemo).
        pileCount: null,
        pileLength: null,
        concreteVolume: m.concrete,
        rebarWeight: m.rebar,
        imageProgress: m.progress,
        nextMonthPlan: m.next,
        nextMonthWork: m.nextWork,
        labourCount: m.labour,
        plantCount: m.plant,
        problems: m.problems ?? null,
        reporterId: author,
        filedAt: filed(back - 1),
      };
    }),
  );
  // 主体: the two months seeded for the start-up notice get their full figures.
  const mainMonths: [number, Partial<typeof outputReport.$inferInsert>][] = [
    [
      2,
      {
        concreteVolume: '5820.000',
        rebarWeight: '612.300',
        imageProgress: '1#、2#楼基础筏板浇筑完成，3#楼承台施工',
        nextMonthPlan: '860.0000',
        nextMonthWork: '3#～5#楼承台及地下室底板',
        labourCount: 146,
        plantCount: 9,
      },
    ],
    [
      1,
      {
        concreteVolume: '6140.500',
        rebarWeight: '655.800',
        imageProgress: '地下室底板完成 70%，1#楼地下室外墙施工',
        nextMonthPlan: '900.0000',
        nextMonthWork: '地下室顶板、1#～2#楼主体结构出正负零',
        labourCount: 172,
        plantCount: 11,
        problems: '塔吊安装验收延后 5 天',
      },
    ],
  ];
  for (const [back, values] of mainMonths) {
    await tx
      .update(outputReport)
      .set({ ...values, contractValue: '12650.0000', reporterId: author })
      .where(
        and(eq(outputReport.projectId, main), eq(outputReport.reportMonth, monthsBack(thisMonth, back))),
      );
  }
  await recomputeCumulative(tx, pile);
  await recomputeCumulative(tx, main);
  await seedFundsAndComplaints(tx, pile, thisMonth, now);
  await seedFireDemo(tx, main, now);
  await seedPartyDemo(tx, pile, now);
  await seedCostDemo(tx, pile, now);
  await seedMaterialLedgerDemo(tx, pile, now);
  await seedRecordsDemo(tx, { pile, main, xianghu: ids.projects.get('xianghuPile') }, now);
}

/** Payments of the three oldest filed months of 桩基 (80% of the approved value) and three complaints. */
async function seedFundsAndComplaints(tx: DbOrTx, pile: number, thisMonth: string, now: Date) {
  const paid: [number, string, string, string][] = [
    [5, '380.0000', '304.0000', '付款申请单 FK-01'],
    [4, '540.0000', '432.0000', '付款申请单 FK-02'],
    [3, '505.0000', '404.0000', '扣除试成孔返工费用 6.3 万元'],
  ];
  await tx.insert(fundPayment).values(
    paid.map(([back, approved, amount, remark]) => {
      const month = monthsBack(thisMonth, back);
      return {
        projectId: pile,
        reportMonth: month,
        outputValue: PILE_MONTHS[5 - back]?.actual ?? null,
        approvedValue: approved,
        payableRate: '80.000',
        paidAmount: amount,
        paidDate: `${monthsBack(thisMonth, back - 1)}-25`,
        remark,
      };
    }),
  );
  await recomputeFunds(tx, pile);
  const day = (offset: number) => businessDaysFromToday(-offset, now);
  await tx.insert(complaint).values([
    {
      projectId: pile,
      complaintNo: 'TS-2026-0012',
      complainant: '周女士',
      phone: '13867120345',
      respondentType: 'CONTRACTOR',
      respondentName: '浙江华东建工集团有限公司',
      category: 'NOISE',
      content: '江东安置房工地夜间 22 点后仍有旋挖钻机作业，噪声影响附近小区居民休息。',
      receivedDate: day(40),
      status: 'CLOSED',
      handlingResult:
        '已约谈项目经理，夜间 22:00～次日 6:00 停止桩机作业，确需连续浇筑的提前办理夜间施工许可并公示。',
    },
    {
      projectId: pile,
      complaintNo: 'TS-2026-0019',
      complainant: '王师傅',
      phone: '13757198820',
      respondentType: 'CONTRACTOR',
      respondentName: '浙江华东建工集团有限公司',
      category: 'WAGES',
      content: '钢筋班组 12 名工人反映 9 月份工资未按时发放。',
      receivedDate: day(12),
      status: 'HANDLING',
      handlingResult: '已核实班组考勤，总包单位承诺通过农民工工资专户于本月 25 日前发放。',
    },
    {
      projectId: pile,
      complaintNo: 'TS-2026-0023',
      complainant: '江东社区居委会',
      phone: '057182961234',
      respondentType: 'CONTRACTOR',
      respondentName: '浙江华东建工集团有限公司',
      category: 'OTHER',
      content: '出场渣土车未冲洗，道路泥浆污染严重。',
      receivedDate: day(3),
      status: 'PENDING',
      handlingResult: '',
    },
  ]);
}

/**
 * 一标段 桩基工程's quantity plans and the weeks reported so far, made from the piles themselves so that
 * 计划与进度, 施工记录 and 进度报表 tell one story: the pile plan's total is the piles the project has,
 * and each week's "piles done" is the piles recorded that week (recorded, confirmed or accepted — the
 * same "done" 进度报表 and the 施工记录 statistics count). Runs after the pile module's demo; concrete and
 * rebar follow at the design quantities per pile.
 */
export async function seedPileProgressDemo(tx: DbOrTx, ids: StartupSeedIds, now = new Date()): Promise<void> {
  const projectId = ids.projects.get('jiangdongPile');
  if (projectId === undefined) return;
  const piles = await tx
    .select({ status: pileTable.status, recordedAt: pileTable.recordedAt, values: pileTable.values })
    .from(pileTable)
    .where(eq(pileTable.projectId, projectId));
  if (piles.length === 0) return;
  const day = (offset: number) => businessDaysFromToday(offset, now);
  const total = piles.length;
  const plans = await tx
    .insert(amountPlan)
    .values([
      {
        projectId,
        itemName: '工程桩成桩',
        unit: '根',
        plannedQuantity: `${total}.000`,
        plannedStart: day(-15),
        plannedEnd: day(15),
        remark: '泥浆护壁钻孔灌注桩 Φ800',
      },
      {
        projectId,
        itemName: '水下混凝土浇筑',
        unit: 'm³',
        plannedQuantity: (total * PER_PILE.水下混凝土浇筑).toFixed(3),
        plannedStart: day(-15),
        plannedEnd: day(15),
        remark: 'C35 水下混凝土',
      },
      {
        projectId,
        itemName: '钢筋笼制作安装',
        unit: 't',
        plannedQuantity: (total * PER_PILE.钢筋笼制作安装).toFixed(3),
        plannedStart: day(-17),
        plannedEnd: day(13),
        remark: 'HRB400 主筋',
      },
    ])
    .returning({ id: amountPlan.id, itemName: amountPlan.itemName });
  const perWeek = new Map<string, number>();
  for (const p of piles) {
    if (!PILE_DONE.includes(p.status) || !p.recordedAt) continue;
    const week = new Date(mondayOf(Date.parse(`${businessDate(p.recordedAt)}T00:00:00Z`)))
      .toISOString()
      .slice(0, 10);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const rows: (typeof progressRecord.$inferInsert)[] = [];
  for (const plan of plans) {
    for (const [weekStart, count] of [...perWeek].sort(([a], [b]) => a.localeCompare(b))) {
      rows.push({
        projectId,
        planId: plan.id,
        itemName: plan.itemName,
        weekStart,
        actualQuantity: (count * (PER_PILE[plan.itemName as keyof typeof PER_PILE] ?? 1)).toFixed(3),
        remark: '',
      });
    }
  }
  if (rows.length) await tx.insert(progressRecord).values(rows);

  // 月度产值: each filed month's piles and metres are the piles recorded in that month.
  const reports = await tx
    .select({ id: outputReport.id, month: outputReport.reportMonth })
    .from(outputReport)
    .where(eq(outputReport.projectId, projectId));
  for (const report of reports) {
    const done = piles.filter(
      (p) =>
        PILE_DONE.includes(p.status) && p.recordedAt && monthOf(businessDate(p.recordedAt)) === report.month,
    );
    const metres = done.reduce((sum, p) => sum + Number(p.values?.drilledDepth ?? 0), 0);
    await tx
      .update(outputReport)
      .set({ pileCount: done.length, pileLength: done.length ? metres.toFixed(3) : null })
      .where(eq(outputReport.id, report.id));
  }
}

/** Design quantities per demo pile (Φ800, about 48 m): concrete in m³, rebar cage in t. */
const PER_PILE = { 工程桩成桩: 1, 水下混凝土浇筑: 26.5, 钢筋笼制作安装: 1.85 } as const;
/** A pile counts as done once its construction record is in (docs/domains/pile.md statuses). */
const PILE_DONE = ['recorded', 'confirmed', 'accepted'];
