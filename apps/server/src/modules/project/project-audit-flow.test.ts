import { COMPANY_TYPE } from '@zhuji/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { flowInstance } from '../../platform/flow';
import { appUser, company, project } from '../../platform/identity';
import { message } from '../../platform/notify';

// The platform's review of a project registration runs on the flow engine (definition 'project-audit').

let ownerId = 0;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.request(method, url, payload, token ?? null);
const count = async (table: typeof project | typeof auditLog | typeof flowInstance) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
const written = async () => [await count(project), await count(auditLog), await count(flowInstance)];

let seq = 0;
/** A main project with one sub-project, registered by 张建国, as a draft. */
async function draftMain(): Promise<number> {
  seq += 1;
  const main = await call('POST', '/api/project/manage/add', tok.zhang, {
    name: `钱江世纪城安置房（${seq}期）`,
    areaList: ['33', '3301', '330109'],
    address: '杭州市萧山区市心北路88号',
    ownerCompanyId: ownerId,
    money: '36800',
    contractMode: 'PUBLIC_BIDDING',
    division: 'MAIN',
  });
  const id = main.json().data.id as number;
  const sub = await call('POST', '/api/project/manage/addSub', tok.zhang, {
    parentId: id,
    name: '一标段 桩基工程',
    division: 'PILE_FOUNDATION',
    money: '9200',
  });
  expect(sub.statusCode).toBe(200);
  return id;
}
const submit = (id: number) => call('POST', '/api/project/manage/submit', tok.zhang, { id });
const instancesOf = (id: number) =>
  t.db
    .select()
    .from(flowInstance)
    .where(and(eq(flowInstance.businessType, 'project-audit'), eq(flowInstance.businessId, id)))
    .orderBy(flowInstance.id);
const mainRow = async (id: number) => (await t.db.select().from(project).where(eq(project.id, id)))[0]!;

const tok = {
  zhang: 'zhangjianguo',
  wang: 'wanghaitao',
  admin: 'admin',
  liu: 'liuming',
};
const t = seededApp({ users: [...Object.values(tok)], caller: null });
beforeAll(async () => {
  const [owner] = await t.db.select().from(company).where(eq(company.compType, COMPANY_TYPE.OWNER));
  ownerId = owner!.id;
});

describe('project registration audit on the flow engine', () => {
  it('when a registration is submitted, then a project-audit instance waits on platform staff, who are told', async () => {
    const id = await draftMain();
    expect((await submit(id)).json().code).toBe(200);
    const [instance] = await instancesOf(id);
    expect(instance).toMatchObject({ status: 'pending', projectId: id, currentStep: 0 });
    expect(instance!.steps[0]).toMatchObject({ key: 'platformAudit', platform: true });

    const [admin] = await t.db.select().from(appUser).where(eq(appUser.account, 'admin'));
    const told = await t.db
      .select()
      .from(message)
      .where(and(eq(message.recipientUserId, admin!.id), eq(message.businessId, id)));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ businessType: 'project-audit', category: 'audit' });

    // The platform's todo box and navbar count carry it, whatever the current project.
    const counts = (await call('GET', '/api/flow/counts', tok.admin)).json().data;
    expect(counts.todo).toBeGreaterThanOrEqual(1);
    const todo = (await call('GET', '/api/flow/list?box=todo&businessType=project-audit', tok.admin)).json()
      .data;
    expect(todo.list.map((r: { businessId: number }) => r.businessId)).toContain(id);
    // Not the contractor's: they applied, they do not audit.
    const theirs = (await call('GET', '/api/flow/list?box=todo&businessType=project-audit', tok.zhang)).json()
      .data;
    expect(theirs.list.map((r: { businessId: number }) => r.businessId)).not.toContain(id);

    const detail = (await call('GET', `/api/flow/detail?id=${instance!.id}`, tok.admin)).json().data;
    expect(detail.canAct).toEqual(['approve', 'reject']);
  });

  it('when someone who is not platform staff (nor a member of the main project) acts on the step, then 404 and nothing is written', async () => {
    const id = await draftMain();
    await submit(id);
    const [instance] = await instancesOf(id);
    const before = await written();
    for (const token of [tok.zhang, tok.wang, tok.liu]) {
      const res = await call('POST', '/api/flow/act', token, { id: instance!.id, action: 'approve' });
      expect(res.statusCode).toBe(404);
    }
    expect(await written()).toEqual(before);
    expect((await mainRow(id)).auditStatus).toBe(1);
  });

  it('when platform staff reject through the flow without a reason, then 422; with one, the project is rejected with it', async () => {
    const id = await draftMain();
    await submit(id);
    const [instance] = await instancesOf(id);
    const noReason = await call('POST', '/api/flow/act', tok.admin, { id: instance!.id, action: 'reject' });
    expect(noReason.statusCode).toBe(422);
    expect((await mainRow(id)).auditStatus).toBe(1);

    const res = await call('POST', '/api/flow/act', tok.admin, {
      id: instance!.id,
      action: 'reject',
      comment: '施工许可证扫描件不清晰，请重新上传',
    });
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'rejected' } });
    expect(await mainRow(id)).toMatchObject({
      auditStatus: 2,
      rejectReason: '施工许可证扫描件不清晰，请重新上传',
    });
    // The registrant is told on the sub-project, where he reads his messages.
    const [zhang] = await t.db.select().from(appUser).where(eq(appUser.account, 'zhangjianguo'));
    const told = await t.db
      .select()
      .from(message)
      .where(and(eq(message.recipientUserId, zhang!.id), eq(message.businessId, id)));
    const sub = (await t.db.select().from(project).where(eq(project.parentId, id)))[0]!;
    expect(told.map((m) => m.projectId)).toContain(sub.id);
    expect(told.find((m) => m.projectId === sub.id)).toMatchObject({
      businessType: 'project-audit',
      title: expect.stringContaining('【审核驳回】'),
      content: expect.stringContaining('施工许可证扫描件不清晰'),
    });
    // A finished step is not acted on again.
    const again = await call('POST', '/api/flow/act', tok.admin, { id: instance!.id, action: 'approve' });
    expect(again.statusCode).toBe(409);
  });

  it('when resubmitted and approved on the manage page, then the second instance approves the project and its sub-projects; the trail shows both rounds', async () => {
    const id = await draftMain();
    await submit(id);
    const review = (body: Record<string, unknown>, token = tok.admin) =>
      call('POST', '/api/project/manage/audit', token, { id, ...body });
    expect((await review({ approve: false, reason: '业主单位资料不全' })).json().code).toBe(200);
    expect((await submit(id)).json().code).toBe(200);
    expect((await review({ approve: true })).json().code).toBe(200);

    const instances = await instancesOf(id);
    expect(instances.map((i) => i.status)).toEqual(['rejected', 'approved']);
    const main = await mainRow(id);
    expect(main).toMatchObject({ auditStatus: 3, rejectReason: null });
    const subs = await t.db.select().from(project).where(eq(project.parentId, id));
    expect(subs.map((s) => s.auditStatus)).toEqual([3]);

    for (const token of [tok.admin, tok.zhang]) {
      const trail = (await call('GET', `/api/project/manage/audit/trail?id=${id}`, token)).json().data;
      expect(trail.instanceId).toBeNull();
      expect(trail.actions.map((a: { action: string }) => a.action)).toEqual([
        'apply',
        'reject',
        'apply',
        'approve',
      ]);
      expect(trail.actions[1]).toMatchObject({ comment: '业主单位资料不全', actorName: expect.any(String) });
      expect(trail.actions[0].actorName).toBe('张建国');
    }
  });

  it('when someone who neither manages the project nor is platform staff asks for the trail, then 404', async () => {
    const id = await draftMain();
    await submit(id);
    for (const token of [tok.wang, tok.liu]) {
      const res = await call('GET', `/api/project/manage/audit/trail?id=${id}`, token);
      expect(res.statusCode).toBe(404);
    }
    const mine = (await call('GET', `/api/project/manage/audit/trail?id=${id}`, tok.admin)).json().data;
    expect(mine.instanceId).toEqual(expect.any(Number));
    expect(mine.version).toBe(1);
    expect((await call('GET', '/api/project/manage/audit/trail?id=999999', tok.admin)).statusCode).toBe(404);
  });

  it('when a registration was submitted before it had a flow, then the review opens its instance on the way', async () => {
    const id = await draftMain();
    await t.db.update(project).set({ auditStatus: 1, submittedAt: new Date() }).where(eq(project.id, id));
    expect(await instancesOf(id)).toHaveLength(0);
    const res = await call('POST', '/api/project/manage/audit', tok.admin, { id, approve: true });
    expect(res.json().code).toBe(200);
    const [instance] = await instancesOf(id);
    const [zhang] = await t.db.select().from(appUser).where(eq(appUser.account, 'zhangjianguo'));
    expect(instance).toMatchObject({ status: 'approved', applicantId: zhang!.id });
    expect((await mainRow(id)).auditStatus).toBe(3);
  });
});
