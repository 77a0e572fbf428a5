import { COMPANY_TYPE, isProjectInfoComplete } from '@zhuji/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { company, project, projectMember } from '../../platform/identity';
import { projectProgressStatus } from '../output';

const cid: Record<string, number> = {};
const pid: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.request(method, url, payload, token ?? null);
const count = async (table: typeof project | typeof auditLog) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
/** Projects and audit entries: a refused call changes neither. */
const written = async () => [await count(project), await count(auditLog)];

const goodMain = (over: Record<string, unknown> = {}) => ({
  name: '滨江科创园（三期）',
  areaList: ['33', '3301', '330108'],
  address: '杭州市滨江区江南大道100号',
  ownerCompanyId: cid.owner,
  money: '52000.5',
  contractMode: 'PUBLIC_BIDDING',
  division: 'MAIN',
  ...over,
});
const register = async (over: Record<string, unknown> = {}, token = tok.zhang) =>
  call('POST', '/api/project/manage/add', token, goodMain(over));
const addSub = (parentId: number, over: Record<string, unknown> = {}, token = tok.zhang) =>
  call('POST', '/api/project/manage/addSub', token, {
    parentId,
    name: '二标段 主体结构工程',
    division: 'MAIN',
    money: '8600',
    ...over,
  });
const newMain = async (over: Record<string, unknown> = {}) => (await register(over)).json().data.id as number;

const tok = {
  zhang: 'zhangjianguo',
  li: 'lixiaofeng',
  wang: 'wanghaitao',
  admin: 'admin',
  liu: 'liuming',
};
const t = seededApp({ users: [...Object.values(tok)], caller: null });
beforeAll(async () => {
  for (const c of await t.db.select().from(company)) {
    const key = Object.entries(COMPANY_TYPE)
      .find(([, v]) => v === c.compType)?.[0]
      .toLowerCase();
    if (key) cid[key] = c.id;
  }
  for (const p of await t.db.select().from(project)) pid[p.name] = p.id;
});

describe('new/options', () => {
  it('when asked, then divisions, contract modes, statuses and party types come labelled in the caller’s language', async () => {
    const zh = (await call('GET', '/api/project/new/options', tok.li)).json().data;
    expect(zh.divisions.map((d: { value: string }) => d.value)).toEqual(['PILE_FOUNDATION', 'MAIN', 'BASIC']);
    expect(zh.contractModes[0]).toEqual({ value: 'PUBLIC_BIDDING', label: '公开招标' });
    expect(zh.auditStatuses.map((s: { value: number }) => s.value)).toEqual([-1, 0, 1, 2, 3]);
    expect(zh.partyTypes).toHaveLength(5);
    const en = await t.app.inject({
      url: '/api/project/new/options',
      headers: { 'x-auth-token': t.token(tok.li), 'accept-language': 'en' },
    });
    expect(en.json().data.progressStatuses[1]).toEqual({ value: 'completed', label: 'Completed' });
    expect((await call('GET', '/api/project/new/options')).json().code).toBe(400);
  });
});

describe('getCompNameList', () => {
  it('when asked by type and keyword, then active companies of that type; bad type 422; anonymous refused', async () => {
    const owners = (await call('GET', '/api/project/getCompNameList?compType=2', tok.zhang)).json().data;
    expect(owners.map((c: { name: string }) => c.name)).toEqual(['杭州钱塘城市建设投资集团有限公司']);
    const all = (
      await call('GET', `/api/project/getCompNameList?keyword=${encodeURIComponent('浙江')}`, tok.zhang)
    ).json().data;
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.every((c: { compType: number }) => c.compType !== 9)).toBe(true);
    const bad = await call('GET', '/api/project/getCompNameList?compType=9', tok.zhang);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('compType');
    expect((await call('GET', '/api/project/getCompNameList')).json().code).toBe(400);
  });
});

describe('main project registration', () => {
  it('when a contractor’s project manager registers, then a draft of their company with an audit entry', async () => {
    const res = await register();
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      parentId: null,
      name: '滨江科创园（三期）',
      auditStatus: 0,
      money: '52000.5000',
      areaList: ['33', '3301', '330108'],
      ownerCompanyId: cid.owner,
      ownerCompanyName: '杭州钱塘城市建设投资集团有限公司',
      contractorCompanyName: '浙江华东建工集团有限公司',
      registrantName: '张建国',
      subCount: 0,
      progressStatus: 'in_progress',
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'project'), eq(auditLog.recordId, item.id)));
    expect(entry).toMatchObject({ action: 'register', before: null });
  });

  it.each([
    ['name', ''],
    ['name', '项'],
    ['areaList', ['33', '3301', '999999']],
    ['areaList', ['33', '3301']],
    ['address', '江南大道 100号#'],
    ['address', ''],
    ['ownerCompanyId', 999999],
    ['ownerCompanyId', 'x'],
    ['money', '123456789'],
    ['money', '-1'],
    ['money', '1.23456'],
    ['money', ''],
    ['contractMode', 'LOTTERY'],
    ['division', 'ROOF'],
    ['noAudit', true],
    ['contractorCompanyId', 1],
  ])('when %s is %j, then 422 naming it and nothing is written', async (field, value) => {
    const before = await written();
    const res = await register({ [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
    expect(await written()).toEqual(before);
  });

  it('when the owner is a company of another type or not yet approved, then 422 naming ownerCompanyId', async () => {
    const wrongType = await register({ ownerCompanyId: cid.supervisor });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().msg).toContain('建设单位');
    const [pending] = await t.db
      .insert(company)
      .values({ name: '待审建设单位', compType: 2, creditCode: 'PENDING-OWNER-1', status: 'pending' })
      .returning();
    const res = await register({ ownerCompanyId: pending?.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('ownerCompanyId');
  });

  it('when the caller is no contractor project manager, then 403; anonymous, then not logged in', async () => {
    const before = await written();
    expect((await register({}, tok.li)).statusCode).toBe(403);
    expect((await register({}, tok.wang)).statusCode).toBe(403);
    expect((await register({}, tok.liu)).statusCode).toBe(403);
    expect((await call('POST', '/api/project/manage/add', undefined, goodMain())).json().code).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('when platform staff register, then they name the contractor and may exempt the project from audit', async () => {
    const missing = await register({}, tok.admin);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().msg).toContain('contractorCompanyId');
    const wrong = await register({ contractorCompanyId: cid.owner }, tok.admin);
    expect(wrong.statusCode).toBe(422);
    const res = await register({ contractorCompanyId: cid.contractor, noAudit: true }, tok.admin);
    expect(res.json().data).toMatchObject({
      auditStatus: -1,
      contractorCompanyName: '浙江华东建工集团有限公司',
    });
    const sub = await addSub(res.json().data.id, {}, tok.admin);
    expect(sub.json().data.auditStatus).toBe(-1);
  });
});

describe('sub-projects', () => {
  it('when added, then a draft with design information pending, and its creator is its 项目经理', async () => {
    const main = await newMain();
    const res = await addSub(main, { contractMode: undefined });
    expect(res.statusCode).toBe(200);
    const sub = res.json().data;
    expect(sub).toMatchObject({
      parentId: main,
      parentName: '滨江科创园（三期）',
      division: 'MAIN',
      money: '8600.0000',
      contractMode: 'PUBLIC_BIDDING',
      auditStatus: 0,
      baseStatus: 0,
      mainStatus: 0,
      ownerCompanyName: '杭州钱塘城市建设投资集团有限公司',
      areaList: ['33', '3301', '330108'],
    });
    const roles = await t.db
      .select({ roleId: projectMember.roleId })
      .from(projectMember)
      .where(eq(projectMember.projectId, sub.id));
    expect(roles).toEqual([{ roleId: 3 }]);
    const list = (await call('GET', '/auth/project/list', tok.zhang)).json().data;
    expect(list.find((p: { id: number }) => p.id === sub.id)).toMatchObject({ auditStatus: 0 });
  });

  it.each([
    ['name', ''],
    ['division', 'ROOF'],
    ['division', undefined],
    ['money', 'abc'],
    ['contractMode', 'X'],
  ])('when %s is %j, then 422 naming it and nothing is written', async (field, value) => {
    const main = await newMain();
    const before = await written();
    const res = await addSub(main, { [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
    expect(await written()).toEqual(before);
  });

  it('when the parent is a sub-project, then 422 (parentId); unknown or not the caller’s, 404', async () => {
    expect((await addSub(pid['一标段 桩基工程']!)).json().msg).toContain('parentId');
    expect((await addSub(999999)).statusCode).toBe(404);
    const main = await newMain();
    const before = await written();
    expect((await addSub(main, {}, tok.li)).statusCode).toBe(404);
    expect((await addSub(main, {}, tok.wang)).statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });
});

describe('manage list and detail', () => {
  it('when listed, then the caller’s main projects page; platform staff see all; filters apply', async () => {
    const mine = (await call('POST', '/api/project/manage/list', tok.zhang, { limit: 50 })).json().data;
    const names = mine.list.map((p: { name: string }) => p.name);
    expect(names).toContain('钱塘新区江东安置房（一期）项目');
    expect(names).toContain('萧山湘湖未来社区（二期）');
    expect(mine.list.every((p: { parentId: number | null }) => p.parentId === null)).toBe(true);
    const all = (await call('POST', '/api/project/manage/list', tok.admin, { limit: 50 })).json().data;
    expect(all.total).toBeGreaterThanOrEqual(mine.total);
    const none = (await call('POST', '/api/project/manage/list', tok.li, {})).json().data;
    expect(none).toEqual({ total: 0, page: 1, limit: 20, list: [] });
    const keyword = (
      await call('POST', '/api/project/manage/list', tok.zhang, { keyword: '湘湖', auditStatus: 3 })
    ).json().data;
    expect(keyword.list.map((p: { name: string }) => p.name)).toEqual(['萧山湘湖未来社区（二期）']);
    expect(keyword.list[0].subCount).toBe(1);
    const paged = (await call('POST', '/api/project/manage/list', tok.zhang, { limit: 5, page: 1 })).json()
      .data;
    expect(paged.list.length).toBeLessThanOrEqual(5);
  });

  it.each([
    ['limit', 7],
    ['page', 0],
    ['auditStatus', 9],
    ['keyword', 'x'.repeat(51)],
  ])('when %s is %j, then 422 naming it', async (field, value) => {
    const res = await call('POST', '/api/project/manage/list', tok.zhang, { [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
  });

  it('when detailed, then the main project with its sub-projects; others are refused', async () => {
    const main = pid['钱塘新区江东安置房（一期）项目']!;
    const res = await call('GET', `/api/project/manage/detail?id=${main}`, tok.zhang);
    expect(res.json().data.subProjects.map((s: { name: string }) => s.name)).toEqual([
      '一标段 桩基工程',
      '一标段 主体结构工程',
    ]);
    expect((await call('GET', `/api/project/manage/detail?id=${main}`, tok.wang)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/manage/detail?id=${main}`, tok.li)).statusCode).toBe(403);
    const sub = await call('GET', `/api/project/manage/detail?id=${pid['一标段 桩基工程']}`, tok.zhang);
    expect(sub.statusCode).toBe(422);
    expect((await call('GET', '/api/project/manage/detail?id=999999', tok.zhang)).statusCode).toBe(404);
    expect((await call('GET', '/api/project/manage/detail?id=abc', tok.zhang)).json().msg).toContain('id');
  });
});

describe('project detail and update', () => {
  it('when a member reads a sub-project, then it shows its main project’s registration; a non-member is refused', async () => {
    const main = pid['一标段 主体结构工程']!;
    const res = await call('GET', `/api/project/detail?id=${main}`, tok.li);
    expect(res.json().data).toMatchObject({
      name: '一标段 主体结构工程',
      parentName: '钱塘新区江东安置房（一期）项目',
      ownerCompanyName: '杭州钱塘城市建设投资集团有限公司',
      fireControl: 1,
      auditStatus: 3,
    });
    expect((await call('GET', `/api/project/detail?id=${main}`, tok.wang)).statusCode).toBe(404);
    expect((await call('GET', '/api/project/detail?id=abc', tok.li)).statusCode).toBe(422);
    expect((await call('GET', '/api/project/detail?id=999999', tok.li)).statusCode).toBe(404);
  });

  it('when a manager updates, then the sent fields change with before and after in the audit', async () => {
    const main = await newMain();
    const res = await call('PUT', '/api/project/update', tok.zhang, {
      id: main,
      name: '滨江科创园（三期）A区',
      money: '0',
    });
    expect(res.json().data).toMatchObject({
      name: '滨江科创园（三期）A区',
      money: '0.0000',
      address: '杭州市滨江区江南大道100号',
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, main), eq(auditLog.action, 'update')));
    expect(entry?.before).toMatchObject({ name: '滨江科创园（三期）' });
    expect(entry?.after).toMatchObject({ name: '滨江科创园（三期）A区' });
  });

  it.each([
    ['money', '1234567890'],
    ['areaList', ['33', '3301', '110101']],
    ['ownerCompanyId', 999999],
    ['fireControl', 2],
    ['division', 'X'],
  ])('when %s is %j, then 422 naming it and nothing changes', async (field, value) => {
    const main = await newMain();
    const before = await written();
    const res = await call('PUT', '/api/project/update', tok.zhang, { id: main, [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
    expect(await written()).toEqual(before);
  });

  it('when a sub-project is sent main-project fields, then 422; a non-manager member, 403', async () => {
    const pile = pid['一标段 桩基工程']!;
    const res = await call('PUT', '/api/project/update', tok.zhang, { id: pile, address: '杭州市' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('address');
    expect((await call('PUT', '/api/project/update', tok.li, { id: pile, name: '改名' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/api/project/update', tok.wang, { id: pile, name: '改名' })).statusCode).toBe(
      403,
    );
    const ok = await call('PUT', '/api/project/update', tok.zhang, { id: pile, money: '3900' });
    expect(ok.json().data.money).toBe('3900.0000');
  });
});

describe('the audit flow', () => {
  it('when a main project goes draft → submitted → rejected → submitted → approved, then illegal moves are 409 and approval completes its sub-projects', async () => {
    const main = await newMain();
    const submit = () => call('POST', '/api/project/manage/submit', tok.zhang, { id: main });
    const review = (body: Record<string, unknown>, token = tok.admin) =>
      call('POST', '/api/project/manage/audit', token, { id: main, ...body });

    expect((await submit()).statusCode).toBe(409); // no sub-project yet
    const sub = (await addSub(main)).json().data.id as number;
    expect((await review({ approve: true })).statusCode).toBe(409); // a draft is not reviewed
    expect((await call('POST', '/api/project/manage/submit', tok.wang, { id: main })).statusCode).toBe(404);
    expect((await submit()).json()).toMatchObject({ code: 200, msg: '已提交审核' });
    expect((await submit()).statusCode).toBe(409); // already under review

    // Under review nothing changes.
    expect(
      (await call('PUT', '/api/project/update', tok.zhang, { id: main, name: '改名中' })).statusCode,
    ).toBe(409);
    expect((await addSub(main)).statusCode).toBe(409);

    // Only platform staff review; a rejection needs a reason.
    expect((await review({ approve: true }, tok.zhang)).statusCode).toBe(403);
    expect((await review({ approve: false, reason: '资料不全' }, tok.liu)).statusCode).toBe(403);
    const noReason = await review({ approve: false });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().msg).toContain('reason');
    expect((await review({ approve: false, reason: '业主单位资料不全' })).json().msg).toContain(
      '业主单位资料不全',
    );
    let detail = (await call('GET', `/api/project/manage/detail?id=${main}`, tok.zhang)).json().data;
    expect(detail).toMatchObject({ auditStatus: 2, rejectReason: '业主单位资料不全' });
    expect((await review({ approve: true })).statusCode).toBe(409); // a rejected project is resubmitted first

    expect((await submit()).statusCode).toBe(200);
    expect((await review({ approve: true })).json().code).toBe(200);
    detail = (await call('GET', `/api/project/manage/detail?id=${main}`, tok.zhang)).json().data;
    expect(detail).toMatchObject({ auditStatus: 3, rejectReason: null });
    expect(detail.subProjects.map((s: { auditStatus: number }) => s.auditStatus)).toEqual([3]);
    expect((await review({ approve: true })).statusCode).toBe(409);
    expect((await review({ approve: false, reason: '再审' })).statusCode).toBe(409);
    expect((await submit()).statusCode).toBe(409);

    // A sub-project added after approval is complete at once.
    expect(
      (await addSub(main, { name: '三标段 桩基工程', division: 'PILE_FOUNDATION' })).json().data.auditStatus,
    ).toBe(3);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'project'), eq(auditLog.recordId, main)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual(['register', 'submit', 'reject', 'submit', 'approve']);
    expect(sub).toBeGreaterThan(main);
  });

  it('when the reviewed id is unknown or a sub-project, then 404 or 422', async () => {
    expect(
      (await call('POST', '/api/project/manage/audit', tok.admin, { id: 999999, approve: true })).statusCode,
    ).toBe(404);
    const res = await call('POST', '/api/project/manage/audit', tok.admin, {
      id: pid.桩基工程,
      approve: true,
    });
    expect(res.statusCode).toBe(422);
    expect((await call('POST', '/api/project/manage/submit', tok.zhang, { id: 'x' })).statusCode).toBe(422);
  });
});

describe('main contractor', () => {
  it('when read through a sub-project, then the main project’s contractor; managers update it', async () => {
    const pile = pid['一标段 桩基工程']!;
    const main = pid['钱塘新区江东安置房（一期）项目']!;
    expect(
      (await call('GET', `/api/project/contractor/detail?id=${pile}`, tok.li)).json().data,
    ).toMatchObject({
      projectId: main,
      companyName: '浙江华东建工集团有限公司',
      managerName: '张建国',
    });
    expect((await call('GET', `/api/project/contractor/detail?id=${pile}`, tok.liu)).statusCode).toBe(200);
    const body = {
      id: main,
      managerName: '张建国',
      managerPhone: '13805710001',
      techLeadName: '钱工',
      techLeadPhone: '13805710009',
    };
    const res = await call('POST', '/api/project/contractor/update', tok.zhang, body);
    expect(res.json().data).toMatchObject({ techLeadName: '钱工', techLeadPhone: '13805710009' });
    expect((await call('POST', '/api/project/contractor/update', tok.li, body)).statusCode).toBe(403);
    expect((await call('GET', `/api/project/contractor/detail?id=${pile}`, tok.wang)).statusCode).toBe(200);
    const stranger = await loginAs(t.app, 'sunwei');
    expect((await call('GET', `/api/project/contractor/detail?id=${main}`, stranger)).statusCode).toBe(403);
  });

  it.each([
    ['managerPhone', '1380571000'],
    ['managerName', ''],
    ['techLeadName', '钱工3'],
    ['companyId', -1],
  ])('when %s is %j, then 422 naming it and nothing is written', async (field, value) => {
    const main = pid['钱塘新区江东安置房（一期）项目']!;
    const before = await written();
    const res = await call('POST', '/api/project/contractor/update', tok.zhang, {
      id: main,
      managerName: '张建国',
      managerPhone: '13805710001',
      [field]: value,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
    expect(await written()).toEqual(before);
  });

  it('when the contractor company is of another type, then 422 naming companyId', async () => {
    const res = await call('POST', '/api/project/contractor/update', tok.zhang, {
      id: pid['钱塘新区江东安置房（一期）项目'],
      companyId: cid.supervisor,
      managerName: '张建国',
      managerPhone: '13805710001',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('companyId');
  });
});

describe('progress status', () => {
  it('when a manager marks a sub-project completed, then project_progress_status says so (no more output notices)', async () => {
    const pile = pid.桩基工程!;
    const res = await call('POST', '/api/project/status/change', tok.zhang, {
      id: pile,
      status: 'completed',
    });
    expect(res.json().data.progressStatus).toBe('completed');
    const [row] = await t.db
      .select()
      .from(projectProgressStatus)
      .where(eq(projectProgressStatus.projectId, pile));
    expect(row?.status).toBe('completed');
    await call('POST', '/api/project/status/change', tok.zhang, { id: pile, status: 'stopped' });
    const [again] = await t.db
      .select()
      .from(projectProgressStatus)
      .where(eq(projectProgressStatus.projectId, pile));
    expect(again?.status).toBe('stopped');
    await call('POST', '/api/project/status/change', tok.zhang, { id: pile, status: 'in_progress' });
  });

  it('when the status or id is bad or the caller no manager, then 422 / 404 / 403 and nothing is written', async () => {
    const pile = pid['一标段 桩基工程']!;
    const before = await written();
    const bad = await call('POST', '/api/project/status/change', tok.zhang, { id: pile, status: 'paused' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('status');
    const main = pid['钱塘新区江东安置房（一期）项目'];
    expect(
      (await call('POST', '/api/project/status/change', tok.zhang, { id: main, status: 'stopped' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call('POST', '/api/project/status/change', tok.zhang, { id: 999999, status: 'stopped' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/project/status/change', tok.li, { id: pile, status: 'stopped' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/project/status/change', tok.wang, { id: pile, status: 'stopped' }))
        .statusCode,
    ).toBe(403);
    expect(await written()).toEqual(before);
    expect(
      await t.db.select().from(projectProgressStatus).where(eq(projectProgressStatus.projectId, pile)),
    ).toEqual([]);
  });
});

describe('design information', () => {
  it('when the main part is completed without a building, then 409; with one, mainStatus 1; by strangers, 404', async () => {
    const main = await newMain();
    const sub = (await addSub(main)).json().data.id as number;
    const complete = (part: string, token = tok.zhang) =>
      call('POST', '/api/project/design/complete', token, { id: sub, part });
    expect((await complete('main')).statusCode).toBe(409);
    expect((await complete('base')).json().data).toEqual({ id: sub, baseStatus: 1, mainStatus: 0 });
    const building = await call('POST', '/api/project/architecture/add', tok.zhang, {
      projectId: sub,
      buildNumber: '1#楼',
      floorsAbove: 18,
    });
    expect(building.statusCode).toBe(200);
    expect((await complete('main', tok.li)).statusCode).toBe(404);
    expect((await complete('main', tok.wang)).statusCode).toBe(404);
    expect((await complete('main')).json().data).toEqual({ id: sub, baseStatus: 1, mainStatus: 1 });
    const bad = await complete('roof');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('part');
    expect(
      (await call('POST', '/api/project/design/complete', tok.zhang, { id: main, part: 'base' })).statusCode,
    ).toBe(422);
  });
});

describe('the story: register → two sub-projects → five parties → buildings → submit → approve', () => {
  it('when the reviewer approves, then the sub-projects’ information is complete for their members', async () => {
    const main = (await register({ name: '之江实验室配套工程' })).json().data.id as number;
    const subs: number[] = [];
    for (const [name, division] of [
      ['一标段 桩基工程', 'PILE_FOUNDATION'],
      ['一标段 主体结构工程', 'MAIN'],
    ])
      subs.push((await addSub(main, { name, division })).json().data.id);

    const companies = await t.db.select().from(company);
    const creditOf = (type: number) => companies.find((c) => c.compType === type)?.creditCode;
    const parties = [
      ['OWNER', COMPANY_TYPE.OWNER, '赵丽华', '13705710005'],
      ['SURVEYOR', COMPANY_TYPE.SURVEYOR, '徐友良', '13605740021'],
      ['DESIGNER', COMPANY_TYPE.DESIGNER, '王晓东', '13605710031'],
      ['CONTRACTOR', COMPANY_TYPE.CONTRACTOR, '张建国', '13805710001'],
      ['SUPERVISOR', COMPANY_TYPE.SUPERVISOR, '陈志明', '13905710004'],
    ] as const;
    for (const projectId of subs) {
      for (const [partyType, type, personName, personPhone] of parties) {
        const res = await call('POST', '/api/project/division/add', tok.zhang, {
          projectId,
          partyType,
          creditCode: creditOf(type),
          personName,
          personPhone,
        });
        expect(res.statusCode).toBe(200);
      }
      const five = (await call('GET', `/api/project/division/fivePart?id=${projectId}`, tok.zhang)).json()
        .data;
      expect(five.every((p: { companyId: number | null }) => p.companyId !== null)).toBe(true);
      const building = await call('POST', '/api/project/architecture/add', tok.zhang, {
        projectId,
        buildNumber: '1#楼',
        floorsAbove: 24,
      });
      expect(building.statusCode).toBe(200);
      for (const part of ['base', 'main'])
        expect(
          (await call('POST', '/api/project/design/complete', tok.zhang, { id: projectId, part })).statusCode,
        ).toBe(200);
    }

    const before = (await call('GET', '/auth/project/list', tok.zhang)).json().data;
    for (const id of subs)
      expect(isProjectInfoComplete(before.find((p: { id: number }) => p.id === id).auditStatus)).toBe(false);

    expect((await call('POST', '/api/project/manage/submit', tok.zhang, { id: main })).statusCode).toBe(200);
    const queue = (await call('POST', '/api/project/manage/list', tok.admin, { auditStatus: 1 })).json().data;
    expect(queue.list.map((p: { id: number }) => p.id)).toContain(main);
    expect(
      (await call('POST', '/api/project/manage/audit', tok.li, { id: main, approve: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/project/manage/audit', tok.admin, { id: main, approve: true })).statusCode,
    ).toBe(200);

    const after = (await call('GET', '/auth/project/list', tok.zhang)).json().data;
    for (const id of subs) {
      const item = after.find((p: { id: number }) => p.id === id);
      expect(item.auditStatus).toBe(3);
      expect(isProjectInfoComplete(item.auditStatus)).toBe(true);
      const detail = (await call('GET', `/api/project/detail?id=${id}`, tok.zhang)).json().data;
      expect(detail).toMatchObject({ baseStatus: 1, mainStatus: 1, auditStatus: 3 });
    }
  });
});
