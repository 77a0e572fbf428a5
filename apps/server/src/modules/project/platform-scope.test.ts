import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { project } from '../../platform/identity';
import { projectProgressStatus } from '../output';

/*
 * Platform staff's reach (issue 16 "Trust"): only the platform administrator acts on every project; a
 * docking engineer (对接工程师) acts on the projects assigned to them. zhouwenbo looks after the 江东
 * sub-projects, qianxiaoyan 湘湖's 桩基工程; neither holds a role on any project.
 */
const tok: Record<string, string> = {};
const pid: Record<string, number> = {};

const JIANGDONG_MAIN = '钱塘新区江东安置房（一期）项目';
const JIANGDONG_PILE = '一标段 桩基工程';
const XIANGHU_MAIN = '萧山湘湖未来社区（二期）';
const XIANGHU_PILE = '桩基工程';

const audits = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
const projectRow = async (id: number) => (await t.db.select().from(project).where(eq(project.id, id)))[0];
const progress = async (id: number) =>
  (await t.db.select().from(projectProgressStatus).where(eq(projectProgressStatus.projectId, id)))[0]
    ?.status ?? null;
const notFound = { code: 404, msg: '记录不存在' };

const t = seededApp();
beforeAll(async () => {
  for (const account of ['zhouwenbo', 'qianxiaoyan', 'admin']) tok[account] = await loginAs(t.app, account);
  for (const p of await t.db.select().from(project)) pid[p.name] = p.id;
});
const { get, post, put } = t;

describe('a docking engineer on a project not assigned to them', () => {
  it('when zhouwenbo changes 湘湖’s status, completes its design, edits or extends it, then 404 as for a missing project and nothing changes', async () => {
    const sub = pid[XIANGHU_PILE] ?? 0;
    const main = pid[XIANGHU_MAIN] ?? 0;
    const before = { audits: await audits(), sub: await projectRow(sub), main: await projectRow(main) };
    const progressBefore = await progress(sub);
    const calls = [
      await post('/api/project/status/change', { id: sub, status: 'stopped' }, tok.zhouwenbo),
      await post('/api/project/design/complete', { id: sub, part: 'base' }, tok.zhouwenbo),
      await put('/api/project/update', { id: sub, name: '改名' }, tok.zhouwenbo),
      await post(
        '/api/project/manage/addSub',
        { parentId: main, name: '二标段 主体结构工程', division: 'MAIN', money: '8600' },
        tok.zhouwenbo,
      ),
      await post(
        '/api/project/contractor/update',
        { id: main, managerName: '周文博', managerPhone: '13906710011' },
        tok.zhouwenbo,
      ),
      await get(`/api/project/manage/detail?id=${main}`, tok.zhouwenbo),
      await get(`/api/project/detail?id=${sub}`, tok.zhouwenbo),
      await get(`/api/project/stage/list?proId=${sub}`, tok.zhouwenbo),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notFound);
    }
    expect(await audits()).toBe(before.audits);
    expect(await projectRow(sub)).toEqual(before.sub);
    expect(await projectRow(main)).toEqual(before.main);
    expect(await progress(sub)).toBe(progressBefore);
    expect((await t.db.select().from(project).where(eq(project.parentId, main))).length).toBe(1);
  });

  it('when zhouwenbo lists the managed main projects, then only 江东 (his) is there', async () => {
    const res = await post('/api/project/manage/list', { limit: 50 }, tok.zhouwenbo);
    expect(res.json().data.list.map((p: { name: string }) => p.name)).toEqual([JIANGDONG_MAIN]);
  });

  it('when zhouwenbo reviews 湘湖’s registration, then 404; the administrator passes the scope', async () => {
    const main = pid[XIANGHU_MAIN] ?? 0;
    const res = await post('/api/project/manage/audit', { id: main, approve: true }, tok.zhouwenbo);
    expect(res.json()).toMatchObject(notFound);
    // The administrator gets past the scope: the demo project is not under review (409).
    expect((await post('/api/project/manage/audit', { id: main, approve: true }, tok.admin)).statusCode).toBe(
      409,
    );
  });
});

describe('a docking engineer on their own project, and the administrator everywhere', () => {
  it('when zhouwenbo changes the status of his 江东 桩基工程, then it changes', async () => {
    const sub = pid[JIANGDONG_PILE] ?? 0;
    const res = await post('/api/project/status/change', { id: sub, status: 'stopped' }, tok.zhouwenbo);
    expect(res.statusCode).toBe(200);
    expect(await progress(sub)).toBe('stopped');
    await post('/api/project/status/change', { id: sub, status: 'in_progress' }, tok.zhouwenbo);
    expect(await progress(sub)).toBe('in_progress');
  });

  it('when qianxiaoyan changes 湘湖’s status, then it changes; on 江东, 404', async () => {
    const xianghu = pid[XIANGHU_PILE] ?? 0;
    expect(
      (await post('/api/project/status/change', { id: xianghu, status: 'completed' }, tok.qianxiaoyan))
        .statusCode,
    ).toBe(200);
    expect(await progress(xianghu)).toBe('completed');
    const jiangdong = pid[JIANGDONG_PILE] ?? 0;
    const refused = await post(
      '/api/project/status/change',
      { id: jiangdong, status: 'stopped' },
      tok.qianxiaoyan,
    );
    expect(refused.json()).toMatchObject(notFound);
    expect(await progress(jiangdong)).toBe('in_progress');
  });

  it('when the administrator changes 湘湖 and 江东, then both change', async () => {
    for (const name of [XIANGHU_PILE, JIANGDONG_PILE]) {
      const id = pid[name] ?? 0;
      const res = await post('/api/project/status/change', { id, status: 'stopped' }, tok.admin);
      expect(res.statusCode).toBe(200);
      expect(await progress(id)).toBe('stopped');
    }
    const list = (await post('/api/project/manage/list', { limit: 50 }, tok.admin)).json().data;
    expect(list.list.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([JIANGDONG_MAIN, XIANGHU_MAIN]),
    );
  });

  it('when a docking engineer adds a sub-project to his main project, then he is its engineer, not an administrator', async () => {
    const main = pid[JIANGDONG_MAIN] ?? 0;
    const res = await post(
      '/api/project/manage/addSub',
      { parentId: main, name: '二标段 主体结构工程', division: 'MAIN', money: '8600' },
      tok.zhouwenbo,
    );
    expect(res.statusCode).toBe(200);
    const added = await projectRow(res.json().data.id);
    expect(added?.dockingEngineerId).toBe((await projectRow(pid[JIANGDONG_PILE] ?? 0))?.dockingEngineerId);
    // Still no reach beyond his projects.
    const xianghu = pid[XIANGHU_PILE] ?? 0;
    const refused = await post(
      '/api/project/status/change',
      { id: xianghu, status: 'stopped' },
      tok.zhouwenbo,
    );
    expect(refused.statusCode).toBe(404);
  });
});

describe('platform-wide work outside projects', () => {
  it('when a docking engineer asks for the company registrations to review, then 403; the administrator gets them', async () => {
    const refused = await get('/api/admin/company/list?status=pending', tok.zhouwenbo);
    expect(refused.statusCode).toBe(403);
    expect((await get('/api/admin/company/list?status=pending', tok.admin)).statusCode).toBe(200);
  });
});
