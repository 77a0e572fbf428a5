import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { auditLog } from '../../platform/audit/audit.table';
import { project } from '../../platform/identity';
import { seedDemoData } from '../../seed';
import { pile, pileGroup } from './pile.table';

let app: FastifyInstance;
let zhang: string;
let li: string;
let jiangdong: number;
let xianghu: number;

const headers = (token: string, lang = 'zh') => ({ 'x-auth-token': token, 'accept-language': lang });
const get = (url: string, token = zhang) => app.inject({ url, headers: headers(token) });
const post = (url: string, payload: unknown, token = zhang) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: headers(token) });
const db = () => testDatabase().db;

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('桩位坐标');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const importSheet = (body: Buffer, proId = jiangdong, token = zhang) =>
  app.inject({
    method: 'POST',
    url: `/api/pile/layout/import?proId=${proId}`,
    payload: body,
    headers: { ...headers(token), 'content-type': 'application/octet-stream' },
  });

async function setup(arrangement: 'group' | 'singleRow' = 'group', projectId = jiangdong) {
  const group = await post('/api/pile/group/save', {
    projectId,
    name: 'ZH φ800 工程桩',
    pileType: 'bored',
    diameterMm: '800',
    singlePile: false,
    gradeA: false,
    arrangement,
  });
  expect(group.statusCode).toBe(200);
  expect(group.json().data.arrangement).toBe(arrangement);
  const res = await post('/api/pile/numberConfig/save', {
    groupId: group.json().data.id,
    label: 'ZH',
    numbers: '1-5',
  });
  expect(res.json().data.created).toBe(5);
}
const pileOf = async (no: string) => (await db().select().from(pile).where(eq(pile.pileNo, no)))[0];

beforeAll(async () => {
  await seedDemoData(db());
  app = await testApp();
  zhang = await loginAs(app, 'zhangjianguo');
  li = await loginAs(app, 'lixiaofeng');
  const rows = await db().select().from(project);
  jiangdong = rows.find((r) => r.name === '一标段 桩基工程')?.id ?? 0;
  xianghu = rows.find((r) => r.name === '桩基工程')?.id ?? 0;
  expect(jiangdong).toBeGreaterThan(0);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  for (const t of [pile, pileGroup, auditLog]) await db().delete(t);
});

describe('design positions (桩位坐标导入)', () => {
  it('when the sheet sets ZH1–ZH3, then the plan places them; a bad coordinate and an unknown pile are reported by row and change nothing', async () => {
    await setup();
    const sheet = await workbook([
      ['桩号', 'X坐标(m)', 'Y坐标(m)'],
      ['ZH1', 3345620, 512380],
      ['ZH2', '3345620.0000', '512383.2000'],
      ['ZH3', 3345623.2, 512381.6],
      ['ZH4', '33456x', 512384],
      ['ZH99', 3345626.4, 512380],
    ]);
    const res = await importSheet(sheet);
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({ total: 5, updated: 3 });
    expect(result.errors.map((e: { row: number }) => e.row)).toEqual([5, 6]);
    expect(result.errors[1].message).toBe('桩号 ZH99 不存在');

    const layout = (await get(`/api/pile/layout/list?proId=${jiangdong}`)).json().data;
    expect(layout).toMatchObject({ total: 5, placed: 3 });
    expect(layout.list.find((p: { pileNo: string }) => p.pileNo === 'ZH3')).toMatchObject({
      x: '3345623.2000',
      y: '512381.6000',
      setOut: null,
    });
    expect((await pileOf('ZH4'))?.designX).toBeNull();
    const audits = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.resource, 'pilePosition'));
    expect(audits[0]?.n).toBe(3);
  });

  it('when the same sheet is imported twice, then the positions are the same and nothing is duplicated', async () => {
    await setup();
    const sheet = await workbook([
      ['桩号', 'X坐标(m)', 'Y坐标(m)'],
      ['ZH1', 3345620, 512380],
    ]);
    await importSheet(sheet);
    const again = (await importSheet(sheet)).json().data;
    expect(again).toMatchObject({ total: 1, updated: 1, errors: [] });
    expect((await get(`/api/pile/layout/list?proId=${jiangdong}`)).json().data.placed).toBe(1);
  });

  it('when the body is not a workbook, then 422 and nothing changes', async () => {
    await setup();
    const res = await importSheet(Buffer.from('桩号,X,Y\nZH1,1,2'));
    expect(res.statusCode).toBe(422);
    expect((await pileOf('ZH1'))?.designX).toBeNull();
  });

  it('when the template is asked, then a workbook with the three headers comes back', async () => {
    const res = await get(`/api/pile/layout/template?proId=${jiangdong}`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.getRow(1).values).toEqual([undefined, '桩号', 'X坐标(m)', 'Y坐标(m)']);
  });
});

describe('setting-out check (放样复核, GB 50202-2018 5.1.1)', () => {
  const place = async () =>
    importSheet(
      await workbook([
        ['桩号', 'X坐标(m)', 'Y坐标(m)'],
        ['ZH1', 3345620, 512380],
        ['ZH2', 3345620, 512383.2],
      ]),
    );

  it('when a group pile is surveyed 12 mm east and 16 mm north, then it is 20 mm off and passes; 20.1 mm fails', async () => {
    await setup();
    await place();
    const id = (await pileOf('ZH1'))?.id;
    const ok = await post('/api/pile/layout/setOut', { pileId: id, x: '3345620.0120', y: '512380.0160' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ deviationMm: 20, toleranceMm: 20, pass: true });
    const off = await post('/api/pile/layout/setOut', { pileId: id, x: '3345620.0201', y: '512380' });
    expect(off.json().data).toMatchObject({ deviationMm: 20.1, pass: false });
    const item = (await get(`/api/pile/layout/list?proId=${jiangdong}`))
      .json()
      .data.list.find((p: { pileNo: string }) => p.pileNo === 'ZH1');
    expect(item.setOut).toMatchObject({ deviationMm: 20.1, pass: false });
  });

  it('when the piles are a single row, then 12 mm fails against 10 mm', async () => {
    await setup('singleRow');
    await place();
    const id = (await pileOf('ZH2'))?.id;
    const res = await post('/api/pile/layout/setOut', { pileId: id, x: '3345620.0120', y: '512383.2' });
    expect(res.json().data).toMatchObject({ deviationMm: 12, toleranceMm: 10, pass: false });
  });

  it('when the pile has no design position, or is already built, then 422 says why and nothing is stored', async () => {
    await setup();
    const unplaced = await post('/api/pile/layout/setOut', {
      pileId: (await pileOf('ZH1'))?.id,
      x: '3345620',
      y: '512380',
    });
    expect(unplaced.statusCode).toBe(422);
    expect(unplaced.json().msg).toBe('该桩没有设计坐标，请先导入桩位坐标');
    await place();
    await db().update(pile).set({ status: 'recorded' }).where(eq(pile.pileNo, 'ZH1'));
    const built = await post('/api/pile/layout/setOut', {
      pileId: (await pileOf('ZH1'))?.id,
      x: '3345620',
      y: '512380',
    });
    expect(built.statusCode).toBe(422);
    expect(built.json().msg).toBe('桩已成桩，不能再做放样复核');
    expect((await pileOf('ZH1'))?.setOutAt).toBeNull();
  });

  it('when a coordinate has 5 decimals, then 422 names the field', async () => {
    await setup();
    await place();
    const res = await post('/api/pile/layout/setOut', {
      pileId: (await pileOf('ZH1'))?.id,
      x: '3345620.00001',
      y: '512380',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('x');
  });
});

describe('access', () => {
  it("when a member of another project reads, imports or surveys this project's piles, then 404 and nothing changes", async () => {
    await setup('group', xianghu);
    expect((await get(`/api/pile/layout/list?proId=${xianghu}`, li)).statusCode).toBe(404);
    const sheet = await workbook([
      ['桩号', 'X坐标(m)', 'Y坐标(m)'],
      ['ZH1', 1, 2],
    ]);
    expect((await importSheet(sheet, xianghu, li)).statusCode).toBe(404);
    expect((await pileOf('ZH1'))?.designX).toBeNull();
    const res = await post(
      '/api/pile/layout/setOut',
      { pileId: (await pileOf('ZH1'))?.id, x: '1', y: '2' },
      li,
    );
    expect(res.statusCode).toBe(404);
  });
});
