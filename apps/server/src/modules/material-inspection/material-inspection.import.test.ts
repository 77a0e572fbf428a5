import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { rectification } from '../../platform/rectification';
import { pile } from '../pile';
import { concreteDelivery } from './material-inspection.table';

let jiangdong: number;
let xianghu: number;
/** Two registered pile numbers of 江东. */
let pileNos: [string, string];

const zhang = 'zhangjianguo';
const wang = 'wanghaitao';
const li = 'lixiaofeng';
const t = seededApp({ users: [zhang, wang, li], tempDataDir: true, caller: null });
beforeAll(async () => {
  jiangdong = t.project('jiangdongPile');
  xianghu = t.project('xianghuPile');
  const piles = await t.db
    .select({ pileNo: pile.pileNo })
    .from(pile)
    .where(eq(pile.projectId, jiangdong))
    .orderBy(pile.id)
    .limit(2);
  pileNos = [piles[0]?.pileNo ?? '', piles[1]?.pileNo ?? ''];
});
const { get, post } = t;

const PLANT = '杭州钱塘混凝土有限公司';
const HEADER = [
  '送货单号',
  '桩号',
  '搅拌站',
  '强度等级',
  '方量(m³)',
  '进场日期',
  '环境类别',
  '预应力',
  '氯离子含量(%)',
  '备注',
];

/** 4 valid rows (one a seeded delivery already there) and 6 refused ones, in sheet rows 2–11. */
const workbook = async () => {
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('混凝土进场');
  sheet.addRow(HEADER);
  sheet.addRow([
    'IMPC-001',
    pileNos[0],
    PLANT,
    'C35',
    12,
    new Date('2026-11-12'),
    '潮湿但不含氯离子的环境',
    '否',
    0.06,
    '',
  ]);
  sheet.addRow(['IMPC-002', '', PLANT, 'C40', '8.5', '2026/11/13', 'dry', '是', 0.08, '预应力管桩']);
  sheet.addRow(['IMPC-003', pileNos[1], PLANT, 'C30', 6, '2026-11-13', '', '', '', '']);
  sheet.addRow(['QT-1106-011', '', PLANT, 'C35', 12, '2026-11-06', '潮湿', '否', 0.05, '']);
  sheet.addRow(['IMPC-005', '', PLANT, 'X30', 12, '2026-11-13', 'humid', '否', '', '']);
  sheet.addRow(['IMPC-006', '', PLANT, 'C35', 12, '2026-11-13', '海水', '否', '', '']);
  sheet.addRow(['IMPC-007', 'NOPE-99', PLANT, 'C35', 12, '2026-11-13', 'humid', '否', '', '']);
  sheet.addRow(['IMPC-008', '', PLANT, 'C35', 12, '2026-11-13', 'humid', '也许', '', '']);
  sheet.addRow(['IMPC-009', '', PLANT, 'C35', '', '2026-11-13', 'humid', '否', '', '']);
  sheet.addRow(['IMPC-001', '', PLANT, 'C35', 12, '2026-11-13', 'humid', '否', '', '']);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

const send = (url: string, body: Buffer, token = zhang, lang = 'zh') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      'x-auth-token': t.token(token),
      'content-type': 'application/octet-stream',
      'accept-language': lang,
    },
  });
const importOnce = async (body: Buffer) => {
  const res = await send(`/api/registration/concrete/import?proId=${jiangdong}`, body);
  expect(res.statusCode).toBe(200);
  const id = res.json().data.id;
  const { drainImportJobs } = await import('../../platform/jobs/import-jobs');
  await drainImportJobs();
  return (await post('/api/common/import/result', { id }, zhang)).json().data;
};
const imported = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(concreteDelivery)
      .where(
        and(eq(concreteDelivery.projectId, jiangdong), sql`${concreteDelivery.deliveryNo} like 'IMPC-%'`),
      )
  )[0]?.n;
const byNo = async (deliveryNo: string) =>
  (await t.db.select().from(concreteDelivery).where(eq(concreteDelivery.deliveryNo, deliveryNo)))[0];
const readXlsx = async (payload: Buffer) => {
  const wb = new (await import('exceljs')).default.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  return sheet.getSheetValues().flatMap((r) => (Array.isArray(r) ? [r.slice(1)] : []));
};

describe('Excel import of concrete arrivals (registration/concrete/display, /import)', () => {
  it('when a workbook has 6 bad rows, then the preview lists each with its reason and writes nothing', async () => {
    const res = await send(`/api/registration/concrete/display?proId=${jiangdong}`, await workbook());
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ total: 10, valid: 4, existing: 1, errorCount: 6 });
    const errors = d.errors as { row: number; message: string }[];
    expect(errors.map((e) => e.row)).toEqual([6, 7, 8, 9, 10, 11]);
    const reason = (row: number) => errors.find((e) => e.row === row)?.message ?? '';
    expect(reason(6)).toContain('强度等级');
    expect(reason(7)).toContain('环境类别');
    expect(reason(8)).toBe('本项目没有桩号“NOPE-99”，请先登记该桩或清空桩号');
    expect(reason(9)).toContain('请填写“是”或“否”');
    expect(reason(10)).toContain('方量');
    expect(reason(11)).toContain('第 2 行');
    expect(d.rows[0]).toMatchObject({
      row: 2,
      deliveryNo: 'IMPC-001',
      pileNo: pileNos[0],
      volume: '12',
      arrivalDate: '2026-11-12',
      environment: 'humid',
      prestressed: false,
      chloridePercent: 0.06,
      exists: false,
    });
    expect(d.rows[1]).toMatchObject({ arrivalDate: '2026-11-13', environment: 'dry', prestressed: true });
    expect(d.rows[3]).toMatchObject({ deliveryNo: 'QT-1106-011', exists: true });
    expect(await imported()).toBe(0);
  });

  it('when previewed in English, then the refusals are in English', async () => {
    const res = await send(
      `/api/registration/concrete/display?proId=${jiangdong}`,
      await workbook(),
      zhang,
      'en',
    );
    const errors = res.json().data.errors as { row: number; message: string }[];
    const reason = (row: number) => errors.find((e) => e.row === row)?.message ?? '';
    expect(reason(7)).toContain('The exposure environment must be a name the page lists');
    expect(reason(8)).toBe(
      'This project has no pile numbered "NOPE-99"; register the pile first or leave the pile number blank',
    );
    expect(reason(9)).toContain('Enter yes or no');
  });

  it('when imported, then the valid rows are committed and judged as by hand; a second import adds nothing', async () => {
    const rectificationsBefore = (await t.db.select({ n: count() }).from(rectification))[0]?.n ?? 0;
    const first = await importOnce(await workbook());
    // The job does not keep every number it has read: the repeat of IMPC-001 is skipped by the unique
    // index there, where the preview (which does) refuses it.
    expect(first).toMatchObject({ status: 'done', okCount: 3, skippedCount: 2, errorCount: 5 });
    expect(await imported()).toBe(3);

    const linked = await byNo('IMPC-001');
    const [p0] = await t.db
      .select({ id: pile.id })
      .from(pile)
      .where(and(eq(pile.projectId, jiangdong), eq(pile.pileNo, pileNos[0])));
    expect(linked).toMatchObject({
      pileId: p0?.id,
      registrationId: null,
      volume: '12.000',
      arrivalDate: '2026-11-12',
      environment: 'humid',
      chloridePercent: '0.060',
      chlorideLimit: '0.200',
      chloridePass: true,
      rectificationId: null,
    });
    // A prestressed load takes the prestressed limit: 0.08 % > 0.06 % fails and raises a rectification.
    const failed = await byNo('IMPC-002');
    expect(failed).toMatchObject({ prestressed: true, chlorideLimit: '0.060', chloridePass: false });
    expect(failed?.rectificationId).toBeGreaterThan(0);
    const [raised] = await t.db
      .select()
      .from(rectification)
      .where(eq(rectification.id, failed?.rectificationId ?? 0));
    expect(raised).toMatchObject({
      source: 'material-inspection',
      sourceId: failed?.id,
      severity: 'serious',
    });
    expect(raised?.title).toBe('混凝土 IMPC-002 氯离子含量超标');
    expect((await t.db.select({ n: count() }).from(rectification))[0]?.n).toBe(rectificationsBefore + 1);
    // Untested: no verdict yet, the default environment.
    expect(await byNo('IMPC-003')).toMatchObject({
      chloridePercent: null,
      chloridePass: null,
      environment: 'humid',
    });
    const audits = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'concrete-delivery'), eq(auditLog.action, 'import')));
    expect(audits[0]?.n).toBe(3);

    const list = await get(
      `/api/inspection/rebar/concreteList?proId=${jiangdong}&chloride=fail&page=1&limit=50`,
      zhang,
    );
    expect(list.json().data.list.map((c: { deliveryNo: string }) => c.deliveryNo)).toContain('IMPC-002');

    const second = await importOnce(await workbook());
    expect(second).toMatchObject({ status: 'done', okCount: 0, skippedCount: 5, errorCount: 5 });
    expect(await imported()).toBe(3);
    expect((await t.db.select({ n: count() }).from(rectification))[0]?.n).toBe(rectificationsBefore + 1);
  });

  it('when the only new row names a pile the project has not registered, then the import refuses it', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('混凝土进场');
    sheet.addRow(HEADER);
    sheet.addRow(['IMPC-100', 'NOPE-100', PLANT, 'C35', 12, '2026-11-14', 'humid', '否', 0.05, '']);
    const result = await importOnce(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(result).toMatchObject({ status: 'done', okCount: 0, errorCount: 1 });
    expect(result.errors).toEqual([{ row: 2, message: '本项目没有桩号“NOPE-100”，请先登记该桩或清空桩号' }]);
    expect(await byNo('IMPC-100')).toBeUndefined();
    const rows = await readXlsx(
      (await get(`/api/registration/concrete/import/errors?id=${result.id}`, zhang)).rawPayload,
    );
    expect(rows).toEqual([
      ['行号', '错误原因'],
      [2, '本项目没有桩号“NOPE-100”，请先登记该桩或清空桩号'],
    ]);
  });

  it('when a non-member imports, then 404; a member without the import action, 403; and nothing written', async () => {
    expect(
      (await send(`/api/registration/concrete/import?proId=${xianghu}`, await workbook(), li)).statusCode,
    ).toBe(404);
    expect(
      (await send(`/api/registration/concrete/display?proId=${xianghu}`, await workbook(), li)).statusCode,
    ).toBe(404);
    // The supervisor checks deliveries (update) but does not import them.
    expect(
      (await send(`/api/registration/concrete/import?proId=${jiangdong}`, await workbook(), wang)).statusCode,
    ).toBe(403);
    expect((await get(`/api/registration/concrete/template?proId=${xianghu}`, li)).statusCode).toBe(404);
    expect(
      (await send(`/api/registration/concrete/display?proId=${jiangdong}`, Buffer.from('not a workbook')))
        .statusCode,
    ).toBe(422);
    expect(await imported()).toBe(3);
  });

  it('when the template is downloaded and filled in, then it has the headers and the import reads it', async () => {
    const res = await get(`/api/registration/concrete/template?proId=${jiangdong}`, zhang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    expect(await readXlsx(res.rawPayload)).toEqual([HEADER]);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    wb.worksheets[0]!.addRow(['TPL-C-001', '', PLANT, 'C30', 10, '2026-11-15', '干燥环境', '否', 0.1, '']);
    const preview = await send(
      `/api/registration/concrete/display?proId=${jiangdong}`,
      Buffer.from(await wb.xlsx.writeBuffer()),
    );
    expect(preview.json().data).toMatchObject({ total: 1, valid: 1, errors: [] });
    expect(preview.json().data.rows[0]).toMatchObject({ environment: 'dry', chloridePercent: 0.1 });
  });
});
