import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { seededApp } from '../../../test/seeded-app';
import { behaviorLog } from '../../platform/audit/behavior-log.table';
import { project } from '../../platform/identity';

const zhang = 'zhangjianguo';
const t = seededApp({ users: [zhang], startup: true });

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.get(url, { as: token ?? null, headers });

describe('address tree', () => {
  it('when addressId is 0 or absent, then the provinces come, none of them a leaf', async () => {
    const res = await get('/api/common/address?addressId=0', zhang);
    const provinces = res.json().data;
    expect(provinces).toHaveLength(31);
    expect(provinces).toContainEqual({ code: '33', name: '浙江省', leaf: false });
    expect((await get('/api/common/address', zhang)).json().data).toEqual(provinces);
  });

  it('when a province, then its cities; when a city, then its districts as leaves; when a district, then nothing', async () => {
    const cities = (await get('/api/common/address?addressId=33', zhang)).json().data;
    expect(cities).toContainEqual({ code: '3301', name: '杭州市', leaf: false });
    expect(cities).toHaveLength(11);
    const districts = (await get('/api/common/address?addressId=3301', zhang)).json().data;
    expect(districts).toContainEqual({ code: '330109', name: '萧山区', leaf: true });
    expect((await get('/api/common/address?addressId=330109', zhang)).json().data).toEqual([]);
  });

  it('when addressId is not a code, then 422; when anonymous, then refused', async () => {
    expect((await get('/api/common/address?addressId=../33', zhang)).statusCode).toBe(422);
    expect((await get('/api/common/address?addressId=0')).json()).toMatchObject({
      code: 400,
      data: 'not logged in',
    });
  });

  it('when the whole tree is asked for without login, then it comes with an ETag, and a matching If-None-Match answers 304', async () => {
    const res = await get('/auth/getAllAddress');
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(200);
    const zj = data.find((p: { code: string }) => p.code === '33');
    const hz = zj.children.find((c: { code: string }) => c.code === '3301');
    expect(hz.children).toContainEqual({ code: '330106', name: '西湖区' });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/auth/getAllAddress', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/auth/getAllAddress', undefined, { 'if-none-match': '"stale"' })).statusCode).toBe(
      200,
    );
  });
});

describe('dictionaries', () => {
  it('when the unit type and enterprise type are asked for, then company types 1–8 come in the caller’s language', async () => {
    const zh = (await get('/api/common/unitType', zhang)).json().data;
    expect(zh.map((o: { value: number }) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(zh[0]).toEqual({ value: 1, label: '施工单位' });
    const en = (
      await get('/api/common/enterpriseType', zhang, { 'accept-language': 'en-US,en;q=0.9' })
    ).json().data;
    expect(en[2]).toEqual({ value: 3, label: 'Supervisor' });
    const es = (await get('/api/common/unitType', zhang, { 'accept-language': 'es' })).json().data;
    expect(es[5]).toEqual({ value: 6, label: 'Laboratorio de ensayos' });
  });

  it('when positions are asked for a company type, then only its positions come, translated', async () => {
    const contractor = (await get('/api/common/position?compType=1', zhang)).json().data;
    expect(contractor.map((p: { label: string }) => p.label)).toEqual([
      '项目经理',
      '项目技术负责人',
      '施工员',
      '质检员',
      '安全员',
      '材料员',
      '试验员',
      '资料员',
      '测量员',
      '机械员',
    ]);
    const supervisor = (
      await get('/api/common/position?compType=3', zhang, { 'accept-language': 'en' })
    ).json().data;
    expect(supervisor).toContainEqual({
      value: 'CHIEF_SUPERVISOR',
      label: 'Chief supervising engineer',
      compType: 3,
    });
    expect(supervisor).toHaveLength(4);
    const owner = (await get('/api/common/position?compType=2', zhang)).json().data;
    expect(owner.map((p: { label: string }) => p.label)).toEqual(['项目负责人', '专业工程师', '见证人员']);
  });

  it('when positions are asked without a type, then all come with unique codes; a type out of 1–8 is 422', async () => {
    const all = (await get('/api/common/position', zhang)).json().data;
    const values = all.map((p: { value: string }) => p.value);
    expect(new Set(values).size).toBe(values.length);
    expect(new Set(all.map((p: { compType: number }) => p.compType))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8]),
    );
    expect((await get('/api/common/position?compType=9', zhang)).statusCode).toBe(422);
  });

  it('when the project doc dict is asked for, then the document categories come in zh or en', async () => {
    const zh = (await get('/api/common/projectDocDict', zhang)).json().data;
    expect(zh).toContainEqual({ value: 'CONSTRUCTION_ORGANIZATION_DESIGN', label: '施工组织设计' });
    expect(zh.map((d: { label: string }) => d.label)).toEqual(
      expect.arrayContaining([
        '专项施工方案',
        '技术交底',
        '检验批验收记录',
        '隐蔽工程验收记录',
        '监理通知单',
      ]),
    );
    const en = (await get('/api/common/projectDocDict', zhang, { 'accept-language': 'en' })).json().data;
    expect(en).toContainEqual({ value: 'CONCEALED_WORK_RECORD', label: 'Concealed work acceptance record' });
  });

  it('when anonymous, then every dictionary is refused', async () => {
    for (const url of [
      '/api/common/unitType',
      '/api/common/enterpriseType',
      '/api/common/position',
      '/api/common/projectDocDict',
    ])
      expect((await get(url)).json()).toMatchObject({ code: 400, data: 'not logged in' });
  });
});

describe('judgeTender', () => {
  it('when 一标段 桩基工程 (public bidding, 346.9 万元) has its tender, then required and registered', async () => {
    const res = await get(`/api/common/judgeTender?proId=${t.project('jiangdongPile')}`, zhang);
    expect(res.json()).toMatchObject({ code: 200, data: { required: true, registered: true } });
  });

  it('when 湘湖 桩基工程 (invitation to tender, 1280 万元) has none, then required and not registered', async () => {
    const res = await get(`/api/common/judgeTender?proId=${t.project('xianghuPile')}`, zhang);
    expect(res.json().data).toEqual({ required: true, registered: false });
  });

  it('when the money is under 50 万元 or the contract mode is another, then not required', async () => {
    const { db } = testDatabase();
    const main = t.project('jiangdongMain');
    const li = await loginAs(t.app, 'lixiaofeng');
    await db.update(project).set({ money: '49.9999' }).where(eq(project.id, main));
    expect((await get(`/api/common/judgeTender?proId=${main}`, li)).json().data).toEqual({
      required: false,
      registered: false,
    });
    await db
      .update(project)
      .set({ money: '50.0000', contractMode: 'DIRECT_AWARD' })
      .where(eq(project.id, main));
    expect((await get(`/api/common/judgeTender?proId=${main}`, li)).json().data.required).toBe(false);
    await db.update(project).set({ contractMode: 'PUBLIC_BIDDING' }).where(eq(project.id, main));
    expect((await get(`/api/common/judgeTender?proId=${main}`, li)).json().data.required).toBe(true);
  });

  it('when the caller is not a member, then 404; when proId is missing, then 422', async () => {
    const wang = await loginAs(t.app, 'wanghaitao');
    expect((await get(`/api/common/judgeTender?proId=${t.project('xianghuPile')}`, wang)).statusCode).toBe(
      404,
    );
    expect((await get('/api/common/judgeTender', wang)).statusCode).toBe(422);
  });
});

describe('behaviour log', () => {
  const insert = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/common/behaviorLog/insert',
      payload: payload as object,
      headers: { ...t.headers(token ?? null), 'user-agent': 'Mozilla/5.0 (zhuji test)' },
    });
  const rows = () => t.db.select().from(behaviorLog);

  it('when an action is recorded, then one row holds the user, project, ip and user agent', async () => {
    const res = await insert({ page: '/home', action: 'open', proId: t.project('jiangdongPile') }, zhang);
    expect(res.json()).toMatchObject({ code: 200, data: null });
    const [row] = await rows();
    expect(row).toMatchObject({
      page: '/home',
      action: 'open',
      detail: null,
      projectId: t.project('jiangdongPile'),
      userAgent: 'Mozilla/5.0 (zhuji test)',
    });
    expect(row!.userId).toBeGreaterThan(0);
    expect(row!.ip).toBeTruthy();
  });

  it('when the input is bad, then 422 naming the field and nothing is written', async () => {
    const before = (await rows()).length;
    for (const bad of [
      {},
      { page: '', action: 'open' },
      { page: '/home' },
      { page: 'x'.repeat(201), action: 'open' },
      { page: '/home', action: 'open', detail: 'd'.repeat(2001) },
      { page: '/home', action: 'open', proId: 'abc' },
    ]) {
      const res = await insert(bad, zhang);
      expect(res.statusCode).toBe(422);
    }
    expect((await insert({ page: '/home' }, zhang)).json().msg).toContain('action');
    expect(await rows()).toHaveLength(before);
  });

  it('when the project is not the caller’s, then 404 and nothing is written; when anonymous, then refused', async () => {
    const before = (await rows()).length;
    const wang = await loginAs(t.app, 'wanghaitao');
    expect(
      (await insert({ page: '/home', action: 'open', proId: t.project('xianghuPile') }, wang)).statusCode,
    ).toBe(404);
    expect((await insert({ page: '/home', action: 'open' })).json()).toMatchObject({
      code: 400,
      data: 'not logged in',
    });
    expect(await rows()).toHaveLength(before);
  });

  it('when one user sends more than 120 a minute, then 429', async () => {
    const zhao = await loginAs(t.app, 'zhaolihua');
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await insert({ page: '/home', action: `a${i}` }, zhao)).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    // Another user is not held back by it.
    expect((await insert({ page: '/home', action: 'open' }, zhang)).statusCode).toBe(200);
  });
});
