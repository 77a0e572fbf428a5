import { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { project } from '../../platform/identity';
import { XLSX_TYPE } from '../../platform/kit/excel';
import { building } from './building.table';

let pile: number;

const API = '/api/project/architecture';
const countRows = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(building))[0]?.n;

/** n buildings set-based, numbered 1#…n#, floors 1…n. */
async function fill(projectId: number, n: number) {
  await t.db.execute(sql`
    insert into building (project_id, build_number, name, floors_above, structure_type)
    select ${projectId}, i || '#楼', '江东' || i || '号住宅', i, case when i % 2 = 0 then '框架结构' else '剪力墙结构' end
    from generate_series(1, ${n}) as s(i)`);
}

const good = (over: Record<string, unknown> = {}) => ({
  projectId: pile,
  buildNumber: 'A1#楼',
  name: '1号住宅楼',
  floorsAbove: 18,
  floorsBelow: 2,
  cellFloor: '3.2',
  cellArea: '12345678.12',
  buildHeight: '56.8',
  structureType: '剪力墙结构',
  ...over,
});

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('楼栋');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function readXlsx(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.read(Readable.from([body]));
  const ws = wb.worksheets[0];
  if (!ws) throw new Error('no sheet');
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows };
}

const zhang = 'zhangjianguo';
const t = seededApp({ users: [zhang], lang: 'zh' });
const { get, post } = t;
beforeAll(async () => {
  const [row] = await t.db.select().from(project).where(eq(project.name, '一标段 桩基工程'));
  pile = row?.id ?? 0;
});
beforeEach(async () => {
  await t.db.delete(building);
  await t.db.delete(auditLog);
});

describe('building list', () => {
  it('when listed without paging, then 20 rows of the total come back; other sizes of §9 work', async () => {
    await fill(pile, 45);
    const first = (await get(`${API}/list?proId=${pile}`)).json();
    expect(first.data).toMatchObject({ total: 45, page: 1, limit: 20 });
    expect(first.data.list).toHaveLength(20);
    expect((await get(`${API}/list?proId=${pile}&page=3`)).json().data.list).toHaveLength(5);
    for (const size of [5, 10, 30, 50])
      expect((await get(`${API}/list?proId=${pile}&limit=${size}`)).json().data.list).toHaveLength(
        Math.min(size, 45),
      );
    const bad = await get(`${API}/list?proId=${pile}&limit=7`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('limit');
  });

  it('when filtered, then only matching rows count', async () => {
    await fill(pile, 30);
    const framed = (
      await get(`${API}/list?proId=${pile}&structureType=${encodeURIComponent('框架结构')}`)
    ).json();
    expect(framed.data.total).toBe(15);
    const tall = (await get(`${API}/list?proId=${pile}&floorsAboveMin=10&floorsAboveMax=12`)).json();
    expect(tall.data.list.map((b: { floorsAbove: number }) => b.floorsAbove).sort()).toEqual([10, 11, 12]);
  });

  it('when sorted by a whitelisted field, then in that order; an unknown field is 422', async () => {
    await fill(pile, 12);
    const desc = (await get(`${API}/list?proId=${pile}&sortField=floorsAbove&sortOrder=desc`)).json();
    expect(desc.data.list.slice(0, 3).map((b: { floorsAbove: number }) => b.floorsAbove)).toEqual([
      12, 11, 10,
    ]);
    const asc = (await get(`${API}/list?proId=${pile}&sortField=floorsAbove`)).json();
    expect(asc.data.list[0].floorsAbove).toBe(1);
    const bad = await get(`${API}/list?proId=${pile}&sortField=project_id`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('sortField');
  });

  it('when searched by keyword, then build number and name match, and % is literal', async () => {
    await fill(pile, 30);
    expect(
      (await get(`${API}/list?proId=${pile}&keyword=${encodeURIComponent('12号')}`)).json().data.total,
    ).toBe(1);
    expect(
      (await get(`${API}/list?proId=${pile}&keyword=${encodeURIComponent('3#')}`)).json().data.total,
    ).toBe(3);
    expect((await get(`${API}/list?proId=${pile}&keyword=%25`)).json().data.total).toBe(0);
  });
});

describe('building writes', () => {
  it('when added, then the numbers come back as strings at their scale and an audit entry holds the row', async () => {
    const res = await post(`${API}/add`, good());
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      buildNumber: 'A1#楼',
      cellFloor: '3.20',
      cellArea: '12345678.12',
      buildHeight: '56.80',
    });
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      resource: 'building',
      action: 'add',
      recordId: item.id,
      projectId: pile,
      before: null,
    });
    expect(entry?.after).toMatchObject({ buildNumber: 'A1#楼', cellFloor: '3.20' });
  });

  it.each([
    ['buildNumber', '0'],
    ['buildNumber', ''],
    ['buildNumber', '楼'.repeat(21)],
    ['floorsAbove', -1],
    ['floorsAbove', 1.5],
    ['floorsAbove', undefined],
    ['cellFloor', '0'],
    ['cellFloor', '1234.5'],
    ['cellFloor', '3.123'],
    ['cellArea', '0.00'],
    ['cellArea', '123456789'],
    ['buildHeight', '0'],
    ['buildHeight', '1234567'],
    ['name', 'x'.repeat(51)],
  ])('when %s is %j, then 422 naming the field and nothing is written', async (field, value) => {
    const res = await post(`${API}/add`, good({ [field]: value }));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
    expect(await countRows()).toBe(0);
    expect(await t.db.select().from(auditLog)).toHaveLength(0);
  });

  it('when a build number exists in the project, then 409 and nothing more is written', async () => {
    await post(`${API}/add`, good());
    const dup = await post(`${API}/add`, good({ name: '另一栋' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toContain('A1#楼');
    expect(await countRows()).toBe(1);
    expect(await t.db.select().from(auditLog)).toHaveLength(1);
  });

  it('when updated, then only the sent fields change, "" clears a number, and the audit has before and after', async () => {
    const { id } = (await post(`${API}/add`, good())).json().data;
    const res = await post(`${API}/update`, { id, name: '1号楼（调整）', cellFloor: '' });
    expect(res.json().data).toMatchObject({ name: '1号楼（调整）', cellFloor: null, buildHeight: '56.80' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'update'));
    expect(entry?.before).toMatchObject({ name: '1号住宅楼', cellFloor: '3.20' });
    expect(entry?.after).toMatchObject({ name: '1号楼（调整）', cellFloor: null });
  });

  it('when an update would repeat a build number, then 409; an unknown id is 404', async () => {
    await post(`${API}/add`, good());
    const { id } = (await post(`${API}/add`, good({ buildNumber: 'A2#楼' }))).json().data;
    expect((await post(`${API}/update`, { id, buildNumber: 'A1#楼' })).statusCode).toBe(409);
    expect((await post(`${API}/update`, { id: 999999, name: 'x' })).statusCode).toBe(404);
    const bad = await post(`${API}/update`, { id, cellArea: '0' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('cellArea');
  });

  it('when removed, then the rows are gone and each has an audit entry with its last state', async () => {
    const a = (await post(`${API}/add`, good())).json().data;
    const b = (await post(`${API}/add`, good({ buildNumber: 'A2#楼' }))).json().data;
    expect((await post(`${API}/remove`, { ids: [a.id, b.id] })).json().data).toEqual({ removed: 2 });
    expect((await get(`${API}/detail?id=${a.id}`)).statusCode).toBe(404);
    const removed = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'remove'))
      .orderBy(asc(auditLog.recordId));
    expect(removed.map((e) => (e.before as { buildNumber: string }).buildNumber)).toEqual(['A1#楼', 'A2#楼']);
    expect(removed.every((e) => e.after === null)).toBe(true);
  });

  it('when one of the ids does not exist, then 404 and nothing is removed', async () => {
    const a = (await post(`${API}/add`, good())).json().data;
    expect((await post(`${API}/remove`, { ids: [a.id, 999999] })).statusCode).toBe(404);
    expect(await countRows()).toBe(1);
  });

  it('when the current role lacks the action, then refused even though another held role has it', async () => {
    const a = (await post(`${API}/add`, good())).json().data;
    // zhangjianguo is 项目经理 (3, every action) and 项目技术负责人 (19, no remove) on this project.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/user/role',
          headers: t.headers(zhang),
          payload: { currentRole: 19 },
        })
      ).json().code,
    ).toBe(200);
    expect((await post(`${API}/remove`, { ids: [a.id] })).statusCode).toBe(403);
    expect((await post(`${API}/update`, { id: a.id, name: '技术负责人改名' })).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/role',
      headers: t.headers(zhang),
      payload: { currentRole: 3 },
    });
    expect((await post(`${API}/remove`, { ids: [a.id] })).statusCode).toBe(200);
  });
});

describe('building export', () => {
  it('when exported, then an .xlsx streams with localized headers, list order, and formulas neutralised', async () => {
    await post(`${API}/add`, good({ buildNumber: '=1+1', name: '=HYPERLINK("http://evil.invalid","点我")' }));
    await post(`${API}/add`, good({ buildNumber: 'B2', name: '@SUM(A1)', structureType: '-2+3' }));
    await post(`${API}/add`, good({ buildNumber: '\tC3', name: 'C3', cellFloor: '' }));
    const res = await get(`${API}/export?proId=${pile}&sortField=createdAt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX_TYPE);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="building-\d{8}\.xlsx"; filename\*=UTF-8''%E6%A5%BC%E6%A0%8B-\d{8}\.xlsx$/,
    );
    const { name, rows } = await readXlsx(res.rawPayload);
    expect(name).toBe('楼栋');
    expect(rows[0]?.slice(0, 4)).toEqual(['楼栋号', '楼栋名称', '地上层数', '地下层数']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["'=1+1", 'B2', "'\tC3"]);
    expect(rows[1]?.[1]).toBe('\'=HYPERLINK("http://evil.invalid","点我")');
    expect(rows[2]?.[1]).toBe("'@SUM(A1)");
    expect(rows[2]?.[7]).toBe("'-2+3");
    expect(rows[1]?.slice(2, 7)).toEqual([18, 2, 3.2, 12345678.12, 56.8]);
    expect(rows[3]?.[4]).toBeUndefined();
  });

  it('when exported in English with a filter, then English headers and only the matching rows', async () => {
    await fill(pile, 10);
    const res = await get(
      `${API}/export?proId=${pile}&floorsAboveMin=9&sortField=floorsAbove&sortOrder=desc`,
      zhang,
      'en',
    );
    const { name, rows } = await readXlsx(res.rawPayload);
    expect(name).toBe('Buildings');
    expect(rows[0]?.[0]).toBe('Building No.');
    expect(rows.slice(1).map((r) => r[2])).toEqual([10, 9]);
    expect(res.headers['content-disposition']).toContain("UTF-8''Buildings-");
  });
});

describe('building import', () => {
  const header = [
    '楼栋号',
    '楼栋名称',
    '地上层数',
    '地下层数',
    '标准层高(m)',
    '单体面积(㎡)',
    '建筑高度(m)',
    '结构类型',
    '备注',
  ];

  it('when a sheet has good and bad rows, then bad rows are reported by number, good ones inserted, and a re-import adds nothing', async () => {
    const file = await sheet([
      header,
      ['1#楼', '一号楼', 18, 2, 2.9, 5230.5, 53.4, '剪力墙结构', '无关列'],
      ['0', '零号楼', 18, 2, 2.9, 5230.5, 53.4, '剪力墙结构'],
      ['3#楼', '三号楼', 18, 2, 0, 5230.5, 53.4, '框架结构'],
      [],
      ['4#楼', '四号楼', '十八', 1, '3.1', '100', '12', '框架结构'],
      ['1#楼', '重复的一号楼', 11, 1],
      ["'=5#楼", '五号楼', 6, 0, 3, '', '', ''],
    ]);
    const url = `${API}/import?proId=${pile}`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...t.headers(zhang), 'content-type': XLSX_TYPE },
      payload: file,
    });
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({ total: 6, inserted: 2, skipped: 0 });
    expect(result.errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 6, 7]);
    expect(result.errors[0].message).toContain('楼栋号');
    expect(result.errors[1].message).toContain('标准层高(m)');
    expect(result.errors[2].message).toContain('地上层数');
    expect(result.errors[3].message).toContain('第 2 行');
    const rows = await t.db.select().from(building).orderBy(asc(building.buildNumber));
    expect(rows.map((r) => [r.buildNumber, r.cellFloor, r.cellArea])).toEqual([
      ['1#楼', '2.90', '5230.50'],
      ['=5#楼', '3.00', null],
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.projectId, pile)));
    expect(audits).toHaveLength(2);

    const again = (
      await t.app.inject({
        method: 'POST',
        url,
        headers: { ...t.headers(zhang), 'content-type': XLSX_TYPE },
        payload: file,
      })
    ).json().data;
    expect(again).toMatchObject({ total: 6, inserted: 0, skipped: 2 });
    expect(await countRows()).toBe(2);
  });

  it('when an export is imported into another project, then every row comes across unchanged', async () => {
    await fill(pile, 3);
    await post(`${API}/add`, good({ buildNumber: '=X', cellFloor: '' }));
    const exported = (await get(`${API}/export?proId=${pile}`)).rawPayload;
    const [xianghu] = await t.db.select().from(project).where(eq(project.name, '桩基工程'));
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/import?proId=${xianghu?.id}`,
      headers: { ...t.headers(zhang), 'content-type': 'application/octet-stream' },
      payload: exported,
    });
    expect(res.json().data).toMatchObject({ total: 4, inserted: 4, skipped: 0, errors: [] });
    const copied = await t.db
      .select()
      .from(building)
      .where(eq(building.projectId, xianghu?.id ?? 0));
    expect(copied.map((b) => b.buildNumber).sort()).toEqual(['1#楼', '2#楼', '3#楼', '=X']);
  });

  it('when the upload is not an .xlsx or has no known column, then 422 and nothing is written', async () => {
    const url = `${API}/import?proId=${pile}`;
    const junk = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...t.headers(zhang), 'content-type': XLSX_TYPE },
      payload: Buffer.from('not a workbook'),
    });
    expect(junk.statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...t.headers(zhang), 'content-type': XLSX_TYPE },
      payload: await sheet([
        ['甲', '乙'],
        ['1', '2'],
      ]),
    });
    expect(unknown.statusCode).toBe(422);
    const json = await post(url, { rows: [] });
    expect(json.statusCode).toBe(422);
    expect(await countRows()).toBe(0);
  });
});
