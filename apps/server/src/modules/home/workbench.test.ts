import { businessDate, COMPANY_TYPE, monthOf, type WorkbenchItem } from '@zhuji/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { edgeOf } from '../../../test/clock';
import { testDatabase } from '../../../test/per-file-db';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import type { SessionUser } from '../../platform/auth/session';
import { appUser, company, project, projectMember } from '../../platform/identity';
import { outputNoticeFor, outputNoticeRead } from '../output';
import { collectAbnormal } from '../warning';
import { workbench } from './workbench.service';

const pid: Record<string, number> = {};
const uid: Record<string, number> = {};

const JIANGDONG = '钱塘新区江东安置房（一期）项目';
const PILE = '一标段 桩基工程';
const MAIN = '一标段 主体结构工程';
const XIANGHU = '桩基工程';

const cards = async (token?: string) =>
  (await get('/api/project/workbench', token)).json().data as WorkbenchItem[];
const card = (list: WorkbenchItem[], name: string) => list.find((c) => c.projectName === name);
/** Noon in China on a day of the current month. */
const day = (d: number) =>
  new Date(`${monthOf(businessDate(new Date()))}-${String(d).padStart(2, '0')}T04:00:00Z`);
const sessionOf = async (account: string): Promise<SessionUser> => {
  const [u] = await t.db.select().from(appUser).where(eq(appUser.account, account));
  if (!u) throw new Error(account);
  return {
    sessionId: 0,
    userId: u.id,
    companyId: u.companyId,
    name: u.name,
    account,
    currentRoleId: null,
    currentProjectId: null,
  };
};

// "Today" is fixed for the demo and the expectations alike (test/clock.ts).
const seededAt = edgeOf('before');
const tok = {
  zhang: 'zhangjianguo',
  li: 'lixiaofeng',
  admin: 'admin',
  zhou: 'zhouwenbo',
};
const t = seededApp({ users: [...Object.values(tok)], clock: seededAt, caller: null });
beforeAll(async () => {
  for (const p of await t.db.select().from(project)) pid[p.name] = p.id;
  for (const u of await t.db.select().from(appUser)) uid[u.account] = u.id;
});
const { get, post } = t;

describe('GET /api/project/workbench', () => {
  it('when a project manager asks, then one card per project they belong to with its counts', async () => {
    const res = await get('/api/project/workbench', tok.zhang);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as WorkbenchItem[];
    expect(list.map((c) => c.projectName)).toEqual([PILE, XIANGHU]);
    expect(card(list, PILE)).toEqual({
      proId: pid[PILE],
      projectName: PILE,
      mainProjectId: pid[JIANGDONG],
      mainProjectName: JIANGDONG,
      division: 'PILE_FOUNDATION',
      auditStatus: 3,
      progressStatus: 'in_progress',
      outputReportDue: expect.any(Boolean),
      pendingApprovals: expect.any(Number),
      openWarnings: expect.any(Number),
      memberCount: 9,
      // The six seeded towers of 江东安置房.
      buildingCount: 6,
      partiesRegistered: 5,
    });
    expect(card(list, XIANGHU)).toMatchObject({
      mainProjectName: '萧山湘湖未来社区（二期）',
      memberCount: 3,
      partiesRegistered: 0,
    });
  });

  it('when a card counts approvals and warnings, then they are the approval centre’s todo box and the open items of 异常清单', async () => {
    for (const [account, token] of [
      ['zhangjianguo', tok.zhang],
      ['lixiaofeng', tok.li],
    ] as const) {
      for (const c of await cards(token)) {
        const where = `${account} ${c.projectName}`;
        expect((await get(`/api/user/project/change?proId=${c.proId}`, token)).statusCode, where).toBe(200);
        const todo = (await get('/api/flow/list?box=todo&page=1&limit=10', token)).json().data.total;
        expect(c.pendingApprovals, where).toBe(todo);
        const open = await get(
          `/api/warning/abnormal/list?proId=${c.proId}&status=open&page=1&limit=10`,
          token,
        );
        expect(c.openWarnings, where).toBe(open.statusCode === 200 ? open.json().data.total : 0);
      }
    }
    // The demo has flows waiting and open abnormal items on 桩基 for its project manager: not the old 0s.
    const pile = card(await cards(tok.zhang), PILE);
    expect(pile?.pendingApprovals).toBeGreaterThan(0);
    expect(pile?.openWarnings).toBeGreaterThan(0);
  });

  it('when nobody closed the notice, then outputReportDue is user info’s showOutputNotice decision for each project', async () => {
    for (const [account, token] of [
      ['zhangjianguo', tok.zhang],
      ['lixiaofeng', tok.li],
    ] as const) {
      for (const c of await cards(token))
        expect(c.outputReportDue, `${account} ${c.projectName}`).toBe(
          await outputNoticeFor(t.db, uid[account]!, c.proId),
        );
    }
  });

  it('when the day, the filed report, the project status or the user’s closing of the notice differ, then so does outputReportDue', async () => {
    const li = await sessionOf('lixiaofeng');
    const due = async (now: Date) =>
      Object.fromEntries((await workbench(t.db, li, now)).map((c) => [c.projectName, c.outputReportDue]));
    // Inside the window: 桩基 has not filed last month's report, 主体 has.
    expect(await due(day(10))).toEqual({ [PILE]: true, [MAIN]: false });
    expect(await due(day(2))).toEqual({ [PILE]: false, [MAIN]: false });
    expect(await due(day(28))).toEqual({ [PILE]: true, [MAIN]: false });
    // 李晓峰 closed the notice this month: the notice is gone for him, the report is still owed;
    // 张建国 still sees the notice.
    await t.db
      .insert(outputNoticeRead)
      .values({ userId: li.userId, projectId: pid[PILE]!, month: monthOf(businessDate(day(10))) });
    expect(await outputNoticeFor(t.db, li.userId, pid[PILE]!, day(10))).toBe(false);
    expect(await due(day(10))).toEqual({ [PILE]: true, [MAIN]: false });
    const zhang = await workbench(t.db, await sessionOf('zhangjianguo'), day(10));
    expect(card(zhang, PILE)?.outputReportDue).toBe(true);
    expect(await outputNoticeFor(t.db, uid.zhangjianguo!, pid[PILE]!, day(10))).toBe(true);
    // A stopped project needs no more reports.
    const stop = await post('/api/project/status/change', { id: pid[XIANGHU], status: 'stopped' }, tok.zhang);
    expect(stop.statusCode).toBe(200);
    const after = await workbench(t.db, await sessionOf('zhangjianguo'), day(10));
    expect(card(after, XIANGHU)).toMatchObject({ progressStatus: 'stopped', outputReportDue: false });
  });

  it('when the caller is not the contractor’s (supervision, owner, lab, supplier), then nothing is due and no notice shows', async () => {
    for (const account of ['wanghaitao', 'chenzhiming', 'zhaolihua', 'sunwei', 'luhaiyan']) {
      const pile = card(await workbench(t.db, await sessionOf(account), day(10)), PILE);
      expect(pile?.outputReportDue, account).toBe(false);
      expect(await outputNoticeFor(t.db, uid[account]!, pid[PILE]!, day(10)), account).toBe(false);
    }
    // The contractor's project manager on the same project and day still owes it.
    expect(card(await workbench(t.db, await sessionOf('zhangjianguo'), day(10)), PILE)?.outputReportDue).toBe(
      true,
    );
  });

  it('when buildings and parties are registered, then the counts follow', async () => {
    const xianghu = pid[XIANGHU]!;
    for (const buildNumber of ['1#楼', '2#楼'])
      expect(
        (
          await post(
            '/api/project/architecture/add',
            { projectId: xianghu, buildNumber, floorsAbove: 18 },
            tok.zhang,
          )
        ).statusCode,
      ).toBe(200);
    const [owner] = await t.db.select().from(company).where(eq(company.compType, COMPANY_TYPE.OWNER));
    for (const personName of ['何立新', '赵丽华']) {
      const res = await post(
        '/api/project/division/add',
        {
          projectId: xianghu,
          partyType: 'OWNER',
          creditCode: owner?.creditCode,
          personName,
          personPhone: '13705710088',
        },
        tok.zhang,
      );
      expect(res.statusCode).toBe(200);
    }
    // Two owner people are still one party of five.
    expect(card(await cards(tok.zhang), XIANGHU)).toMatchObject({ buildingCount: 2, partiesRegistered: 1 });
  });

  it('when a main project is under review, then platform staff see one pending approval on its sub-projects; its manager sees none', async () => {
    const [contractor] = await t.db
      .select()
      .from(company)
      .where(eq(company.compType, COMPANY_TYPE.CONTRACTOR));
    const main = await post(
      '/api/project/manage/add',
      {
        name: '临平新城未来科技园',
        areaList: ['33', '3301', '330113'],
        address: '杭州市临平区顺达路500号',
        ownerCompanyId: (await t.db.select().from(company).where(eq(company.compType, COMPANY_TYPE.OWNER)))[0]
          ?.id,
        money: '46000',
        contractMode: 'PUBLIC_BIDDING',
        contractorCompanyId: contractor?.id,
      },
      tok.admin,
    );
    expect(main.statusCode).toBe(200);
    const mainId = main.json().data.id as number;
    const sub = await post(
      '/api/project/manage/addSub',
      { parentId: mainId, name: '一标段 基础工程', division: 'BASIC', money: '5200' },
      tok.admin,
    );
    const subId = sub.json().data.id as number;
    await t.db
      .insert(projectMember)
      .values({ userId: uid.zhangjianguo!, projectId: subId, roleId: 3, companyId: contractor?.id ?? 0 });

    expect(card(await cards(tok.admin), '一标段 基础工程')).toMatchObject({
      pendingApprovals: 0,
      auditStatus: 0,
    });
    expect((await post('/api/project/manage/submit', { id: mainId }, tok.admin)).statusCode).toBe(200);
    const staff = await cards(tok.admin);
    expect(card(staff, '一标段 基础工程')).toMatchObject({
      proId: subId,
      mainProjectName: '临平新城未来科技园',
      division: 'BASIC',
      pendingApprovals: 1,
      openWarnings: 0,
      memberCount: 2,
    });
    expect(card(staff, PILE)?.pendingApprovals).toBe(0);
    expect(card(await cards(tok.zhang), '一标段 基础工程')?.pendingApprovals).toBe(0);
    expect(
      (await post('/api/project/manage/audit', { id: mainId, approve: true }, tok.admin)).statusCode,
    ).toBe(200);
    expect(card(await cards(tok.admin), '一标段 基础工程')).toMatchObject({
      pendingApprovals: 0,
      auditStatus: 3,
    });
  });

  it('when the caller belongs to no project, then no cards; no token, then not logged in and nothing is written', async () => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
    const before = await count();
    expect(await cards(tok.zhou)).toEqual([]);
    expect((await get('/api/project/workbench')).json()).toMatchObject({ code: 400 });
    expect((await get('/api/project/workbench', 'not-a-token')).json()).toMatchObject({ code: 400 });
    expect(await count()).toBe(before);
  });

  it('when many projects are shown, then the number of queries does not grow with them', async () => {
    const admin = await sessionOf('admin');
    const queries: string[] = [];
    const { pool } = testDatabase();
    const original = pool.query.bind(pool);
    const spy = ((...args: Parameters<typeof pool.query>) => {
      queries.push(String(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text));
      return original(...args);
    }) as typeof pool.query;
    pool.query = spy;
    let list: WorkbenchItem[] = [];
    try {
      list = await workbench(t.db, admin);
      expect(list.length).toBeGreaterThanOrEqual(3);
    } finally {
      pool.query = original;
    }
    // projects, members, buildings, parties, three for the output notice, one for platform staff, one
    // for the pending approvals; beyond these only the 异常清单's own reading of each project.
    const all = queries.length;
    queries.length = 0;
    pool.query = spy;
    try {
      for (const c of list) await collectAbnormal(t.db, admin, c.proId, 'zh');
    } finally {
      pool.query = original;
    }
    const warningReads = queries.length;
    expect(all - warningReads).toBeGreaterThanOrEqual(8);
    expect(all - warningReads).toBeLessThanOrEqual(9);
  });
});
