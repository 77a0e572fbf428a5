import {
  addDays,
  businessDate,
  businessDaysFromToday,
  CONTRACT_MODE,
  monthOf,
  previousMonth,
} from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { complaint } from '../modules/complaint';
import { seedCostDemo } from '../modules/cost';
import { seedFireDemo } from '../modules/fire';
import { fundPayment, recomputeFunds } from '../modules/funds';
import { seedMaterialLedgerDemo } from '../modules/material';
import { outputReport, recomputeCumulative } from '../modules/output';
import { seedPartyDemo } from '../modules/party';
import { gzPileQuantities, gzPlannedDays, pile as pileTable } from '../modules/pile';
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
  /** 万元: the month's measures (措施项目: temporary works, slurry system, rigs); the piles come on top. */
  planned: string;
  actual: string;
  progress: string;
  nextWork: string;
  labour: number;
  plant: number;
  problems?: string;
}

/**
 * The bill of quantities of the 桩基 contract (投标清单综合单价, 元): a bored pile per m³ of its concrete (hole,
 * slurry and its removal, C35 underwater concrete at about 650 元/m³ from the plant) and its cage per t
 * (HRB400E at about 4,200 元/t, cut, welded and lowered). 月度产值 is the piles recorded in the month at these
 * prices plus the month's measures, so the output follows the pile records (issue 22).
 */
export const PILE_BOQ = { concretePerM3: 1180, cagePerT: 5600 } as const;

/** 万元 a pile is worth at the BoQ prices: its concrete (m³) and its cage (t). */
export const pileValue = (concreteM3: number, cageT: number) =>
  (concreteM3 * PILE_BOQ.concretePerM3 + cageT * PILE_BOQ.cagePerT) / 10_000;

/**
 * The 桩基 contract (万元): the measures of the four preparation months, the 60 piles at their design
 * quantities and the BoQ prices, and 18.5 万元 for the trial holes, the detection and the site's safety measures.
 */
export const PILE_CONTRACT_VALUE = '346.9000';

/**
 * 一标段 桩基工程: months 5 … 2 before now (oldest first). Months 5–3 prepare the site (the measures only); the
 * piles GZ1–GZ60 of 施工记录 are bored from five weeks ago (pile module demo), so month 2 may have the first of
 * them: seedPileProgressDemo adds the month's piles, their metres, concrete, cages and value from the pile records.
 */
const PILE_MONTHS: MonthFigures[] = [
  {
    planned: '20.0000',
    actual: '21.6000',
    progress: '进场施工准备：临时设施搭设完成，场地平整及施工便道硬化完成',
    nextWork: '泥浆池及泥浆循环系统、钢筋加工场建设，GZ1～GZ60 桩位测量放样',
    labour: 26,
    plant: 4,
    problems: '连续降雨 6 天，场地泥泞影响便道硬化',
  },
  {
    planned: '25.0000',
    actual: '26.4000',
    progress: '泥浆池及循环系统、钢筋加工场完成，桩位放样 GZ1～GZ60 复核完毕',
    nextWork: '2 台旋挖钻机进场调试，试成孔 2 个',
    labour: 32,
    plant: 5,
  },
  {
    planned: '16.0000',
    actual: '14.8000',
    progress: '旋挖钻机 XR360 两台进场调试完成，试成孔 2 个，孔径、垂直度、沉渣检测满足设计要求',
    nextWork: '钢筋进场及钢筋笼预制，商品混凝土供货合同签订',
    labour: 30,
    plant: 6,
    problems: '商品混凝土供货合同谈判延后约一周',
  },
  {
    planned: '6.0000',
    actual: '6.2000',
    progress: '工程桩开钻准备就绪：泥浆性能指标复核、桩基施工方案经监理审批',
    nextWork: '工程桩 GZ1～GZ60 成孔灌注，两台钻机交替作业',
    labour: 34,
    plant: 6,
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
      money: PILE_CONTRACT_VALUE,
      contractMode: CONTRACT_MODE.PUBLIC_BIDDING,
      qualification: 'FOUNDATION_1',
      signDate: '2026-03-25',
      plannedStart: '2026-04-10',
      plannedEnd: '2027-01-31',
      buildArea: '186500.00',
      overview:
        '泥浆护壁钻孔灌注桩 60 根，桩径 800mm，成孔深度 45～48m，钢筋笼长 30m，桩端持力层为圆砾层，混凝土强度等级 C35 水下。',
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
        contractValue: PILE_CONTRACT_VALUE,
        plannedValue: m.planned,
        actualValue: m.actual,
        monthRate: (Math.round((Number(m.actual) / Number(m.planned)) * 10000) / 100).toFixed(2),
        // The piles, their concrete and cages, and the next month's plan are written from the pile records and
        // the pile plan once they exist (seedPileProgressDemo).
        pileCount: null,
        pileLength: null,
        concreteVolume: '0.000',
        rebarWeight: '0.000',
        imageProgress: m.progress,
        nextMonthPlan: PILE_MONTHS[i + 1]?.planned ?? null,
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

/**
 * Payments of the three oldest filed months of 桩基: the output as the owner approved it (the trial holes'
 * rework, 0.8 万元, taken off the third), 80 % of it paid; and three complaints.
 */
async function seedFundsAndComplaints(tx: DbOrTx, pile: number, thisMonth: string, now: Date) {
  const paid: [number, number, string][] = [
    [5, 0, '付款申请单 FK-01'],
    [4, 0, '付款申请单 FK-02'],
    [3, 0.8, '扣除试成孔返工费用 0.8 万元'],
  ];
  await tx.insert(fundPayment).values(
    paid.map(([back, deducted, remark]) => {
      const month = monthsBack(thisMonth, back);
      const output = PILE_MONTHS[5 - back]?.actual ?? '0';
      const approved = Number(output) - deducted;
      return {
        projectId: pile,
        reportMonth: month,
        outputValue: output,
        approvedValue: approved.toFixed(4),
        payableRate: '80.000',
        paidAmount: (approved * 0.8).toFixed(4),
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
    .select({
      no: pileTable.pileNo,
      seq: pileTable.noSeq,
      status: pileTable.status,
      recordedAt: pileTable.recordedAt,
      values: pileTable.values,
    })
    .from(pileTable)
    .where(eq(pileTable.projectId, projectId));
  if (piles.length === 0) return;
  const day = (offset: number) => businessDaysFromToday(offset, now);
  const total = piles.length;
  const planned = gzPlannedDays();
  const [first] = planned;
  const last = planned.at(-1);
  const from = day(first?.[0] ?? 0);
  const to = day(last?.[0] ?? 0);
  const plans = await tx
    .insert(amountPlan)
    .values([
      {
        projectId,
        itemName: '工程桩成桩',
        unit: '根',
        plannedQuantity: `${total}.000`,
        plannedStart: from,
        plannedEnd: to,
        remark: '泥浆护壁钻孔灌注桩 Φ800',
      },
      {
        projectId,
        itemName: '水下混凝土浇筑',
        unit: 'm³',
        plannedQuantity: (total * PER_PILE.水下混凝土浇筑).toFixed(3),
        plannedStart: from,
        plannedEnd: to,
        remark: 'C35 水下混凝土',
      },
      {
        projectId,
        itemName: '钢筋笼制作安装',
        unit: 't',
        plannedQuantity: (total * PER_PILE.钢筋笼制作安装).toFixed(3),
        // Cages are made ahead of the holes.
        plannedStart: day((first?.[0] ?? 0) - 2),
        plannedEnd: day((last?.[0] ?? 0) - 2),
        remark: 'HRB400E Φ25 主筋、Φ12 螺旋箍及加劲箍',
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

  // 月度产值: each filed month's piles, metres, concrete (as poured) and cages are the piles recorded in that
  // month, its value their worth at the BoQ prices on top of the month's measures, and its next-month plan the
  // piles the pile plan has for the month after, at their design quantities.
  const reports = await tx
    .select({
      id: outputReport.id,
      month: outputReport.reportMonth,
      planned: outputReport.plannedValue,
      actual: outputReport.actualValue,
      progress: outputReport.imageProgress,
      nextWork: outputReport.nextMonthWork,
    })
    .from(outputReport)
    .where(eq(outputReport.projectId, projectId));
  const monthAfter = (month: string) => monthOf(addDays(`${month}-28`, 7));
  const plannedIn = (month: string) =>
    planned.filter(([offset]) => monthOf(day(offset)) === month).reduce((sum, [, n]) => sum + n, 0);
  const designValue = pileValue(PER_PILE.水下混凝土浇筑, PER_PILE.钢筋笼制作安装);
  const filedMonths = new Set(reports.map((r) => r.month));
  for (const report of reports) {
    const done = piles
      .filter(
        (p) =>
          PILE_DONE.includes(p.status) &&
          p.recordedAt &&
          monthOf(businessDate(p.recordedAt)) === report.month,
      )
      .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    const metres = done.reduce((sum, p) => sum + Number(p.values?.drilledDepth ?? 0), 0);
    const concrete = done.reduce((sum, p) => sum + Number(p.values?.actualVolume ?? 0), 0);
    const cages = done.length * PER_PILE.钢筋笼制作安装;
    const plannedValue = Number(report.planned ?? 0) + plannedIn(report.month) * designValue;
    const actualValue = Number(report.actual ?? 0) + pileValue(concrete, cages);
    const next = monthAfter(report.month);
    const nextPiles = plannedIn(next);
    await tx
      .update(outputReport)
      .set({
        pileCount: done.length,
        pileLength: done.length ? metres.toFixed(3) : null,
        concreteVolume: concrete.toFixed(3),
        rebarWeight: cages.toFixed(3),
        plannedValue: plannedValue.toFixed(4),
        actualValue: actualValue.toFixed(4),
        monthRate: plannedValue > 0 ? ((actualValue / plannedValue) * 100).toFixed(2) : null,
        ...(done.length
          ? {
              imageProgress: `${report.progress}；工程桩 ${done[0]?.no}～${done.at(-1)?.no} 成孔灌注完成 ${done.length} 根`,
            }
          : {}),
        // The month after a filed one that is itself filed keeps the plan its own row carries.
        ...(nextPiles > 0 && !filedMonths.has(next)
          ? {
              nextMonthPlan: (nextPiles * designValue).toFixed(4),
              nextMonthWork: `${report.nextWork}，计划成桩 ${nextPiles} 根`,
            }
          : {}),
      })
      .where(eq(outputReport.id, report.id));
  }
  await recomputeCumulative(tx, projectId);
}

/** Design quantities per demo pile (Φ800, holes about 46.5 m; pile module): concrete in m³, the cage in t. */
const PILE_DESIGN = gzPileQuantities();
const PER_PILE = {
  工程桩成桩: 1,
  水下混凝土浇筑: Math.round(PILE_DESIGN.concreteM3 * 1000) / 1000,
  钢筋笼制作安装: Math.round(PILE_DESIGN.cageT * 1000) / 1000,
} as const;
/** A pile counts as done once its construction record is in (docs/domains/pile.md statuses). */
const PILE_DONE = ['recorded', 'confirmed', 'accepted'];
