import { Readable } from 'node:stream';
import { creditCodeCheckChar } from '@zhuji/shared';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { company, project, projectParty } from '../../platform/identity';
import { XLSX_TYPE } from '../../platform/kit/excel';

const pid: Record<string, number> = {};
const credit: Record<number, string> = {};
let xianghu = 0;
const API = '/api/project/division';

const partiesOf = (projectId: number) =>
  t.db.select().from(projectParty).where(eq(projectParty.projectId, projectId));
const auditCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;

const good = (over: Record<string, unknown> = {}) => ({
  projectId: xianghu,
  partyType: 'OWNER',
  creditCode: credit[2],
  personName: '何立新',
  personPhone: '13705710088',
  ...over,
});

const tok = {
  zhang: 'zhangjianguo',
  li: 'lixiaofeng',
  wang: 'wanghaitao',
};
const t = seededApp({ users: [...Object.values(tok)] });
const { get, post } = t;
beforeAll(async () => {
  for (const p of await t.db.select().from(project)) pid[p.name] = p.id;
  for (const c of await t.db.select().from(company)) credit[c.compType] = c.creditCode;
  xianghu = pid.桩基工程!;
});
beforeEach(async () => {
  await t.db.delete(projectParty).where(eq(projectParty.projectId, xianghu));
});

describe('fivePart', () => {
  it('when the 江东 pile project is read, then its five parties in order', async () => {
    const res = await get(`${API}/fivePart?id=${pid['一标段 桩基工程']}`);
    expect(
      res.json().data.map((p: { partyType: string; personName: string }) => [p.partyType, p.personName]),
    ).toEqual([
      ['OWNER', '赵丽华'],
      ['SURVEYOR', '徐友良'],
      ['DESIGNER', '王晓东'],
      ['CONTRACTOR', '张建国'],
      ['SUPERVISOR', '陈志明'],
    ]);
  });

  it('when a party is missing, then its entry is blank', async () => {
    await post(`${API}/add`, good());
    const five = (await get(`${API}/fivePart?id=${xianghu}`)).json().data;
    expect(five[0]).toMatchObject({ partyType: 'OWNER', companyName: '杭州钱塘城市建设投资集团有限公司' });
    expect(five[1]).toEqual({
      partyType: 'SURVEYOR',
      id: null,
      companyId: null,
      companyName: null,
      creditCode: null,
      personName: null,
      personPhone: null,
    });
  });

  it('when not a member, a bad id or an unknown project, then 404 / 422 / 404', async () => {
    expect((await get(`${API}/fivePart?id=${xianghu}`, tok.wang)).statusCode).toBe(404);
    expect((await get(`${API}/fivePart?id=x`)).json().msg).toContain('id');
    expect((await get(`${API}/fivePart?id=999999`)).statusCode).toBe(404);
  });
});

describe('party writes', () => {
  it('when added, then the company is resolved from its credit code and the write audited', async () => {
    const res = await post(`${API}/add`, good());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      partyType: 'OWNER',
      companyName: '杭州钱塘城市建设投资集团有限公司',
      personName: '何立新',
    });
    expect(res.json().data.companyId).toBeGreaterThan(0);
    const list = (await get(`${API}/list?proId=${xianghu}&partyType=OWNER`)).json().data;
    expect(list.total).toBe(1);
  });

  it.each([
    ['partyType', 'ARCHITECT'],
    ['creditCode', '91330000142913088'],
    ['creditCode', ''],
    ['personName', '何立新3'],
    ['personName', ''],
    ['personPhone', '23705710088'],
    ['projectId', undefined],
  ])('when %s is %j, then 422 naming it and nothing is written', async (field, value) => {
    const before = await auditCount();
    const res = await post(`${API}/add`, good({ [field]: value }));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
    expect(await partiesOf(xianghu)).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it.each([
    ['an owner company as the supervisor', { partyType: 'SUPERVISOR' }, 2],
    ['an owner company as the designer', { partyType: 'DESIGNER' }, 2],
    ['a contractor company as the supervisor', { partyType: 'SUPERVISOR' }, 1],
  ])('when %s is named, then 422 naming creditCode and nothing is written', async (_, over, type) => {
    const res = await post(`${API}/add`, good({ ...over, creditCode: credit[type] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('creditCode');
    expect(await partiesOf(xianghu)).toEqual([]);
  });

  it('when the company is unregistered or not approved, then 422 naming creditCode', async () => {
    const code = `91330000MA2000001${creditCodeCheckChar('91330000MA2000001')}`;
    expect((await post(`${API}/add`, good({ creditCode: code }))).json().msg).toContain('creditCode');
    const pendingCode = `91330000MA2000002${creditCodeCheckChar('91330000MA2000002')}`;
    await t.db
      .insert(company)
      .values({ name: '待审建设单位', compType: 2, creditCode: pendingCode, status: 'pending' });
    const pending = await post(`${API}/add`, good({ creditCode: pendingCode }));
    expect(pending.statusCode).toBe(422);
    expect(await partiesOf(xianghu)).toEqual([]);
  });

  it('when updated, then a changed company is checked against the party type', async () => {
    const { id } = (await post(`${API}/add`, good())).json().data;
    const ok = await post(`${API}/update`, { id, personPhone: '13705710099' });
    expect(ok.json().data).toMatchObject({
      personPhone: '13705710099',
      companyName: '杭州钱塘城市建设投资集团有限公司',
    });
    const wrongType = await post(`${API}/update`, { id, partyType: 'SUPERVISOR' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().msg).toContain('creditCode');
    const moved = await post(`${API}/update`, { id, partyType: 'SUPERVISOR', creditCode: credit[3] });
    expect(moved.json().data).toMatchObject({
      partyType: 'SUPERVISOR',
      companyName: '浙江江南工程管理股份有限公司',
    });
  });

  it('when the same person is registered twice for a party, then 409', async () => {
    await post(`${API}/add`, good());
    expect((await post(`${API}/add`, good())).statusCode).toBe(409);
    expect(await partiesOf(xianghu)).toHaveLength(1);
  });

  it('when the caller is not a member, then 404; when they may only read, 403; and nothing is written', async () => {
    expect((await post(`${API}/add`, good(), tok.wang)).statusCode).toBe(404);
    const pile = pid['一标段 桩基工程']!;
    const res = await post(`${API}/add`, good({ projectId: pile, personName: '钱新' }), tok.li);
    expect(res.statusCode).toBe(403);
    expect((await get(`${API}/list?proId=${pile}`, tok.li)).statusCode).toBe(200);
    expect(await partiesOf(xianghu)).toEqual([]);
  });

  it('when a sheet names a company of the wrong type, then the import is refused and nothing is written', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('五方责任主体');
    ws.addRow(['partyType', 'creditCode', 'personName', 'personPhone']);
    ws.addRow(['OWNER', credit[2], '何立新', '13705710088']);
    ws.addRow(['DESIGNER', credit[3], '王晓东', '13605710031']);
    const body = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/import?proId=${xianghu}`,
      payload: body,
      headers: { 'x-auth-token': t.token(tok.zhang), 'content-type': XLSX_TYPE },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('creditCode');
    expect(await partiesOf(xianghu)).toEqual([]);
    ws.getRow(3).getCell(2).value = credit[5];
    const good = await t.app.inject({
      method: 'POST',
      url: `${API}/import?proId=${xianghu}`,
      payload: Buffer.from(await wb.xlsx.writeBuffer()),
      headers: { 'x-auth-token': t.token(tok.zhang), 'content-type': XLSX_TYPE },
    });
    expect(good.json().data).toMatchObject({ total: 2, inserted: 2, errors: [] });
    const exported = await get(`${API}/export?proId=${xianghu}`);
    const read = new ExcelJS.Workbook();
    await read.xlsx.read(Readable.from([exported.rawPayload]));
    expect(read.worksheets[0]?.rowCount).toBe(3);
  });
});
