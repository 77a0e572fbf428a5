import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';

const zhang = 'zhangjianguo';
const wang = 'wanghaitao';
const t = seededApp({ users: [zhang, wang], caller: null });
const { get } = t;

describe('goods list (projectName, pageSize, pageNum)', () => {
  it('when listed, then only goods of the caller’s projects come, newest first, with the amount', async () => {
    const res = (await get('/api/project/goods/list?pageSize=5&pageNum=1', zhang)).json().data;
    // zhangjianguo: 江东 桩基 (5) and 湘湖 桩基 (1); not the 主体 he is no member of.
    expect(res).toMatchObject({ total: 6, pageNum: 1, pageSize: 5 });
    expect(res.list).toHaveLength(5);
    expect(res.list.some((g: { name: string }) => g.name === '防火门')).toBe(false);
    const second = (await get('/api/project/goods/list?pageSize=5&pageNum=2', zhang)).json().data;
    expect(second.list).toHaveLength(1);
    const rebar = res.list.find((g: { spec: string }) => g.spec === 'HRB400E Φ25');
    expect(rebar).toMatchObject({ unit: 't', quantity: '94.970', amount: '377980.60' });
    expect(rebar.projectName).toBe('钱塘新区江东安置房（一期）项目 一标段 桩基工程');
  });

  it('when filtered by project name (sub or main), then only that project’s goods come', async () => {
    const res = (await get(`/api/project/goods/list?projectName=${encodeURIComponent('湘湖')}`, zhang)).json()
      .data;
    expect(res.total).toBe(1);
    expect(res.list[0]).toMatchObject({ name: '普通硅酸盐水泥', spec: 'P·O 42.5 散装' });
    const none = (await get(`/api/project/goods/list?projectName=${encodeURIComponent('%')}`, zhang)).json()
      .data;
    expect(none.total).toBe(0);
  });

  it('when the paging is bad, then 422 naming it; anonymous is not logged in', async () => {
    const bad = await get('/api/project/goods/list?pageSize=7', zhang);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('pageSize');
    expect((await get('/api/project/goods/list?pageNum=0', zhang)).statusCode).toBe(422);
    expect((await get('/api/project/goods/list')).json().code).toBe(400);
  });
});

describe('geological data', () => {
  it('when the boreholes are listed, then each has its strata count and bottom layer', async () => {
    const res = (await get(`/api/project/geo/list?proId=${t.project('jiangdongPile')}&limit=5`, zhang)).json()
      .data;
    expect(res.total).toBe(8);
    expect(res.list).toHaveLength(5);
    expect(res.list[0]).toMatchObject({
      holeNo: 'ZK1',
      kind: 'SAMPLING',
      strataCount: 8,
      bottomLayer: '⑦ 中风化泥质粉砂岩',
      depth: '58.00',
    });
    expect(res.list[1]).toMatchObject({ holeNo: 'ZK2', kind: 'IDENTIFICATION', strataCount: 7 });
  });

  it('when a borehole’s detail is read, then its strata come top to bottom with thickness and elevation', async () => {
    const list = (await get(`/api/project/geo/list?proId=${t.project('jiangdongPile')}`, zhang)).json().data
      .list;
    const zk1 = list.find((h: { holeNo: string }) => h.holeNo === 'ZK1');
    const detail = (await get(`/api/project/geo/detail/list?id=${zk1.id}`, zhang)).json().data;
    expect(detail.borehole.holeNo).toBe('ZK1');
    expect(detail.strata.map((s: { layerNo: string }) => s.layerNo)).toEqual([
      '①',
      '②-1',
      '②-2',
      '③',
      '④',
      '⑤',
      '⑥-1',
      '⑦',
    ]);
    expect(detail.strata[0]).toMatchObject({ name: '素填土', topDepth: '0.00', thickness: '1.80' });
    // Hole mouth 4.620 m, gravel bottom at 50.00 m: −45.380 m.
    expect(detail.strata[6]).toMatchObject({
      name: '圆砾',
      bottomElevation: '-45.380',
      endResistanceKpa: 2800,
    });
  });

  it('when the id or project is bad, missing or foreign, then 422 or 404', async () => {
    expect((await get('/api/project/geo/list?proId=abc', zhang)).statusCode).toBe(422);
    expect((await get('/api/project/geo/detail/list?id=0', zhang)).statusCode).toBe(422);
    expect((await get('/api/project/geo/detail/list?id=999999', zhang)).statusCode).toBe(404);
    const list = (await get(`/api/project/geo/list?proId=${t.project('jiangdongPile')}`, zhang)).json().data
      .list;
    const foreigner = await loginAs(t.app, 'lixiaofeng');
    // lixiaofeng is a member of 江东 桩基 too; the 湘湖 project he is not.
    expect((await get(`/api/project/geo/detail/list?id=${list[0].id}`, foreigner)).statusCode).toBe(200);
    expect((await get(`/api/project/geo/list?proId=${t.project('xianghuPile')}`, foreigner)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/project/geo/list?proId=${t.project('xianghuPile')}`, wang)).statusCode).toBe(404);
  });
});

describe('pile data list', () => {
  it('when listed, then the piles come in site order with their group’s design data; keyword and status filter', async () => {
    const proId = t.project('jiangdongPile');
    const res = (await get(`/api/project/pile/data/list?proId=${proId}&limit=10`, zhang)).json().data;
    expect(res.total).toBeGreaterThan(10);
    expect(res.list[0]).toHaveProperty('groupName');
    expect(res.list[0]).toHaveProperty('diameterMm');
    const status = res.list[0].status;
    const filtered = (
      await get(`/api/project/pile/data/list?proId=${proId}&status=${status}&limit=50`, zhang)
    ).json().data;
    expect(filtered.list.every((p: { status: string }) => p.status === status)).toBe(true);
    const no = res.list[0].pileNo;
    const byNo = (
      await get(`/api/project/pile/data/list?proId=${proId}&keyword=${encodeURIComponent(no)}`, zhang)
    ).json().data;
    expect(byNo.list.map((p: { pileNo: string }) => p.pileNo)).toContain(no);
  });

  it('when the status is unknown or the caller no member, then 422 or 404', async () => {
    const proId = t.project('jiangdongPile');
    const bad = await get(`/api/project/pile/data/list?proId=${proId}&status=broken`, zhang);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('status');
    expect(
      (await get(`/api/project/pile/data/list?proId=${t.project('xianghuPile')}`, wang)).statusCode,
    ).toBe(404);
  });
});

describe('role users by department', () => {
  it('when read, then the people come grouped by company with their roles and masked phones', async () => {
    const depts = (
      await get(`/api/project/role/usersByDept?proId=${t.project('jiangdongPile')}`, zhang)
    ).json().data;
    const contractor = depts.find(
      (d: { companyName: string }) => d.companyName === '浙江华东建工集团有限公司',
    );
    const me = contractor.users.find((u: { name: string }) => u.name === '张建国');
    expect(me).toMatchObject({ phone: '138****0001', roles: ['项目经理', '项目技术负责人'] });
    expect(depts.map((d: { compType: number }) => d.compType)).toEqual(
      [...depts.map((d: { compType: number }) => d.compType)].sort((a, b) => a - b),
    );
  });

  it('when the caller is no member or anonymous, then 404 or not logged in', async () => {
    expect(
      (await get(`/api/project/role/usersByDept?proId=${t.project('xianghuPile')}`, wang)).statusCode,
    ).toBe(404);
    expect((await get(`/api/project/role/usersByDept?proId=${t.project('xianghuPile')}`)).json().code).toBe(
      400,
    );
    expect((await get('/api/project/role/usersByDept?proId=-1', zhang)).statusCode).toBe(422);
  });
});
