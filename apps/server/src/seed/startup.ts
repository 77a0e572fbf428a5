import {
  businessDate,
  businessDaysFromToday,
  CONTRACT_MODE,
  MESSAGE_CATEGORY,
  type MessageCategory,
  monthOf,
  OUTPUT_NOTICE_DEFAULTS,
  previousMonth,
  SPECIMEN_CURING,
  type SpecimenCuring,
} from '@zhuji/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { outputNoticeParam, outputReport } from '../modules/output';
import { gzPouredDaysAgo, XIANGHU_MIXING_PILES } from '../modules/pile';
import { specimen } from '../modules/specimen';
import { tender } from '../modules/tender';
import type { Db, DbOrTx } from '../platform/db/client';
import { appUser } from '../platform/identity/account.table';
import { project } from '../platform/identity/project.table';
import { message } from '../platform/notify/message.table';
import { SEED_PROJECTS, SEED_USERS, type SeedProjectKey } from './identity';

/**
 * Demo data of the app shell's start-up checks: tender, output notice, specimen reminder, messages.
 * The demo is built so that each check shows somewhere:
 * - 一标段 桩基工程 has its tender; 湘湖 桩基工程 has none (invitation to tender, 1280 万元 ≥ 50) → tender alert;
 * - 一标段 主体结构工程 filed last month's output report; 一标段 桩基工程 did not → output notice (5th–28th);
 * - 一标段 桩基工程 has 12 specimen groups, 4 of them not linked to a pile → pile association reminder;
 * - 张建国 has 120 unread messages on 湘湖 桩基工程 (badge 99+) and 6 (2 read) on 一标段 桩基工程.
 */

/** Ids of the rows seedDemoData created, by seed key. */
export interface StartupSeedIds {
  /** Seed project key ('jiangdongPile', 'jiangdongMain', 'xianghuPile') → project id. */
  projects: ReadonlyMap<string, number>;
  /** Account ('zhangjianguo', 'lixiaofeng', …) → user id. */
  users: ReadonlyMap<string, number>;
}

const need = (map: ReadonlyMap<string, number>, key: string, what: string): number => {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seedStartupDemo: no id for ${what} '${key}'`);
  return id;
};

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

interface SeedMessage {
  category: MessageCategory;
  title: string;
  content: string;
}

/**
 * 一标段 桩基工程 specimen groups; a null pile is one the reminder counts. A group is made at its pile's pour, so
 * its make date is the pile's (pile seed, gzPouredDaysAgo); groups with no pile give their own age.
 */
const JIANGDONG_SPECIMENS: {
  grade: string;
  curing: SpecimenCuring;
  location: string;
  /**
   * Placeholder ids 1–8 of the piles GZ1…GZ8 (the demo's 60 piles GZ1–GZ60 of the pile module's seed, inserted
   * first, so GZn has id n): only "linked or not" matters to the reminder.
   */
  pileId: number | null;
  /** Days before today, for a group whose location is no pile of the project. */
  daysAgo?: number;
}[] = [
  { grade: 'C30', curing: SPECIMEN_CURING.STANDARD, location: 'GZ1', pileId: 1 },
  { grade: 'C30', curing: SPECIMEN_CURING.STANDARD, location: 'GZ2', pileId: 2 },
  { grade: 'C30', curing: SPECIMEN_CURING.SAME_CONDITION, location: 'GZ3', pileId: 3 },
  { grade: 'C35', curing: SPECIMEN_CURING.STANDARD, location: 'GZ4', pileId: 4 },
  { grade: 'C35', curing: SPECIMEN_CURING.STANDARD, location: 'GZ5', pileId: 5 },
  { grade: 'C30', curing: SPECIMEN_CURING.STANDARD, location: 'GZ6', pileId: 6 },
  { grade: 'C35', curing: SPECIMEN_CURING.SAME_CONDITION, location: 'GZ7', pileId: 7 },
  { grade: 'C30', curing: SPECIMEN_CURING.STANDARD, location: 'GZ8', pileId: 8 },
  // Not linked yet: made at the pours of GZ20 and GZ21, the contractor has not tied them to the pile records.
  { grade: 'C30', curing: SPECIMEN_CURING.STANDARD, location: 'GZ20', pileId: null },
  { grade: 'C30', curing: SPECIMEN_CURING.STANDARD, location: 'GZ21', pileId: null },
  // Submitted location does not match a pile number.
  { grade: 'C35', curing: SPECIMEN_CURING.STANDARD, location: '3#承台 1#桩', pileId: null, daysAgo: 8 },
  { grade: 'C35', curing: SPECIMEN_CURING.STANDARD, location: '东侧 40 号桩', pileId: null, daysAgo: 5 },
];

/** Days before today a group was made: at its pile's pour when its location is a GZ pile. */
function madeDaysAgo(s: (typeof JIANGDONG_SPECIMENS)[number]): number {
  const gz = /^GZ(\d+)$/.exec(s.location);
  return gz ? gzPouredDaysAgo(Number(gz[1])) : (s.daysAgo ?? 0);
}

const sampleNoOf = (i: number) => `ZJ-HNT-2026-${String(412 + i).padStart(4, '0')}`;

/** The standard group that reaches 28 days tomorrow: the 送检提醒 message names it. */
function dueTomorrow(): { sampleNo: string; location: string; grade: string } {
  const i = JIANGDONG_SPECIMENS.findIndex(
    (s) => s.curing === SPECIMEN_CURING.STANDARD && s.pileId !== null && madeDaysAgo(s) === 27,
  );
  const s = JIANGDONG_SPECIMENS[i];
  if (!s) throw new Error('seedStartupDemo: no specimen group due tomorrow');
  return { sampleNo: sampleNoOf(i), location: s.location, grade: s.grade };
}

/** 一标段 桩基工程: the last six messages of 张建国, the oldest two already read. */
const JIANGDONG_PILE_MESSAGES: (SeedMessage & { read: boolean })[] = [
  {
    category: MESSAGE_CATEGORY.RECTIFICATION,
    title: '【整改通知】3#承台钢筋保护层不足',
    content:
      '监理巡检发现3#承台底板钢筋保护层厚度实测35mm，设计要求50mm。请于3日内调整垫块并回复整改单，整改完成前不得浇筑混凝土。',
    read: false,
  },
  {
    category: MESSAGE_CATEGORY.ACCEPTANCE,
    title: '【验收提醒】桩基检验批待验收',
    content: 'GZ1～GZ20 泥浆护壁成孔灌注桩检验批已提交，待专业监理工程师王海涛验收。',
    read: false,
  },
  (() => {
    const due = dueTomorrow();
    return {
      category: MESSAGE_CATEGORY.SUBMISSION,
      title: `【送检提醒】${due.grade}试块28天龄期到期`,
      content: `试块 ${due.sampleNo}（${due.location} 桩，标准养护）28天龄期明日到期，请通知见证人员一同送检。`,
      read: false,
    };
  })(),
  {
    category: MESSAGE_CATEGORY.AUDIT,
    title: '【审核通知】GZ16 桩施工记录已审核通过',
    content: 'GZ16 桩成孔、钢筋笼安放及水下混凝土浇筑记录经监理审核通过，充盈系数1.12。',
    read: false,
  },
  {
    category: MESSAGE_CATEGORY.RECTIFICATION,
    title: '【整改通知】GZ23 桩沉渣厚度超标',
    content: '终孔后孔底沉渣厚度实测170mm，超过摩擦桩允许值150mm。请二次清孔后复测，并补充清孔记录。',
    read: true,
  },
  {
    category: MESSAGE_CATEGORY.SYSTEM,
    title: '【系统通知】桩基施工记录新增充盈系数自动校核',
    content: '灌注桩施工记录将自动计算充盈系数（实际灌注量÷理论体积），小于1.0时提示复核。',
    read: true,
  },
];

/**
 * 湘湖 桩基工程: a busy site of cement mixing piles (水泥土搅拌桩地基), one template per kind of message, each
 * naming one of the piles already recorded there (pile.seed.ts, XIANGHU_MIXING_PILES): no cage, sediment or
 * filling coefficient, which are bored-pile words (issue 22). The lift-speed limit is GB 51004-2015 4.10's
 * (docs/domains/pile.md, the mixing pile row).
 */
const XIANGHU_TEMPLATES: ((pile: string) => SeedMessage)[] = [
  (pile) => ({
    category: MESSAGE_CATEGORY.SUBMISSION,
    title: `【送检提醒】${pile} 桩水泥土试块待送检`,
    content: `${pile} 桩成桩时留置的水泥土试块请按设计龄期与见证人员一同送检桩身强度。`,
  }),
  (pile) => ({
    category: MESSAGE_CATEGORY.ACCEPTANCE,
    title: `【验收提醒】${pile} 桩施工参数待旁站确认`,
    content: `${pile} 桩喷浆搅拌已完成，水泥掺量、提升速度及复搅次数待旁站监理确认。`,
  }),
  (pile) => ({
    category: MESSAGE_CATEGORY.RECTIFICATION,
    title: `【整改通知】${pile} 桩提升速度记录不全`,
    content: `${pile} 桩自动记录仪的提升速度曲线缺段，无法核对提升速度不大于0.5m/min，请补齐记录并说明。`,
  }),
  (pile) => ({
    category: MESSAGE_CATEGORY.AUDIT,
    title: `【审核通知】${pile} 桩施工记录待审核`,
    content: `${pile} 桩施工记录（水泥掺量、水灰比、喷浆搅拌次数）已提交，请及时审核。`,
  }),
  (pile) => ({
    category: MESSAGE_CATEGORY.ACCEPTANCE,
    title: `【验收提醒】${pile} 桩桩顶标高待复测`,
    content: `${pile} 桩已施工完成，桩顶标高及桩位偏差待测量员复测后报监理。`,
  }),
  (pile) => ({
    category: MESSAGE_CATEGORY.RECTIFICATION,
    title: `【整改通知】${pile} 桩喷浆中断未复喷`,
    content: `${pile} 桩喷浆时输浆管堵塞中断，请将搅拌头下沉至停浆点以下0.5m复喷复搅，并补记录。`,
  }),
];

const XIANGHU_MESSAGE_COUNT = 120;

/** Seeds the start-up demo rows; `now` fixes "last month" and the relative dates. */
export async function seedStartupDemo(tx: DbOrTx, ids: StartupSeedIds, now = new Date()): Promise<void> {
  const jiangdongPile = need(ids.projects, 'jiangdongPile', 'project');
  const jiangdongMain = need(ids.projects, 'jiangdongMain', 'project');
  const xianghuPile = need(ids.projects, 'xianghuPile', 'project');
  const zhangjianguo = need(ids.users, 'zhangjianguo', 'user');

  await tx.insert(tender).values({
    projectId: jiangdongPile,
    tenderMode: CONTRACT_MODE.PUBLIC_BIDDING,
    winningUnit: '浙江华东建工集团有限公司',
    bidMoney: '346.9000',
    bidDate: '2026-03-18',
    announcementNo: 'HZGGZY-2026-SG-0318',
    createdBy: zhangjianguo,
  });

  await tx.insert(outputNoticeParam).values({ projectId: jiangdongPile, ...OUTPUT_NOTICE_DEFAULTS });
  const lastMonth = previousMonth(monthOf(businessDate(now)));
  await tx.insert(outputReport).values([
    {
      projectId: jiangdongMain,
      reportMonth: previousMonth(lastMonth),
      plannedValue: '780.0000',
      actualValue: '742.6000',
      filedAt: daysBefore(now, 38),
    },
    {
      projectId: jiangdongMain,
      reportMonth: lastMonth,
      plannedValue: '860.0000',
      actualValue: '812.3500',
      filedAt: daysBefore(now, 8),
    },
  ]);

  await tx.insert(specimen).values(
    JIANGDONG_SPECIMENS.map((s, i) => ({
      projectId: jiangdongPile,
      sampleNo: sampleNoOf(i),
      strengthGrade: s.grade,
      curing: s.curing,
      makeDate: businessDaysFromToday(-madeDaysAgo(s), now),
      location: s.location,
      pileId: s.pileId,
    })),
  );

  await tx.insert(message).values([
    ...JIANGDONG_PILE_MESSAGES.map((m, i) => ({
      projectId: jiangdongPile,
      recipientUserId: zhangjianguo,
      category: m.category,
      title: m.title,
      content: m.content,
      createdAt: hoursBefore(now, 2 + i * 7),
      readAt: m.read ? hoursBefore(now, 1 + i * 7) : null,
    })),
    ...Array.from({ length: XIANGHU_MESSAGE_COUNT }, (_, i) => {
      const template = XIANGHU_TEMPLATES[i % XIANGHU_TEMPLATES.length]!;
      // The newest message is about the pile recorded last (JB15), then back through JB1 and round again.
      const { prefix, recorded } = XIANGHU_MIXING_PILES;
      const m = template(`${prefix}${recorded - (i % recorded)}`);
      return {
        projectId: xianghuPile,
        recipientUserId: zhangjianguo,
        ...m,
        createdAt: hoursBefore(now, 1 + i * 5),
        readAt: null,
      };
    }),
  ]);
}

/** The ids seedStartupDemo needs, looked up in a database seeded by seedDemoData. */
export async function startupSeedIds(db: DbOrTx): Promise<StartupSeedIds> {
  const main = alias(project, 'main_project');
  const rows = await db
    .select({ id: project.id, name: project.name, mainName: main.name })
    .from(project)
    .innerJoin(main, eq(main.id, project.parentId));
  const projects = new Map<string, number>();
  for (const m of SEED_PROJECTS) {
    for (const c of m.children) {
      const row = rows.find((r) => r.name === c.name && r.mainName === m.name);
      if (row) projects.set(c.key satisfies SeedProjectKey, row.id);
    }
  }
  const users = await db
    .select({ id: appUser.id, account: appUser.account })
    .from(appUser)
    .where(
      inArray(
        appUser.account,
        SEED_USERS.map((u) => u.account),
      ),
    );
  return { projects, users: new Map(users.map((u) => [u.account, u.id])) };
}

/**
 * Seeds the start-up demo into a database seeded by seedDemoData unless it is there already
 * (tests, and databases seeded before seedDemoData called seedStartupDemo).
 */
export async function seedStartupDemoOnce(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const ids = await startupSeedIds(tx);
    const jiangdongPile = ids.projects.get('jiangdongPile');
    if (jiangdongPile === undefined) return false;
    const [seeded] = await tx
      .select({ id: tender.id })
      .from(tender)
      .where(eq(tender.projectId, jiangdongPile));
    if (seeded) return false;
    await seedStartupDemo(tx, ids, now);
    return true;
  });
}
