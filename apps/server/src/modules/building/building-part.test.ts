import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injector, testApp } from '../../../test/app';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { project } from '../../platform/identity';
import { XLSX_TYPE } from '../../platform/kit/excel';
import { seedDemoData } from '../../seed';
import { building, buildingPart } from './building.table';

// Main-part setting (主体部位设置): the parts poured per floor, named by building number and floor.

let app: FastifyInstance;
let zhang: string;
let pile: number;
let xianghu: number;
const API = '/api/project/architecture/part';
const { get, post } = injector(() => app);
const db = () => testDatabase().db;
const parts = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(buildingPart))[0]?.n;

beforeAll(async () => {
  await seedDemoData(db());
  app = await testApp();
  zhang = await loginAs(app, 'zhangjianguo');
  const rows = await db().select().from(project);
  pile = rows.find((p) => p.name === '一标段 桩基工程')?.id ?? 0;
  xianghu = rows.find((p) => p.name === '桩基工程')?.id ?? 0;
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await db().delete(buildingPart);
  await db().delete(building);
  await db()
    .insert(building)
    .values([
      { projectId: pile, buildNumber: '1#楼', floorsAbove: 18, floorsBelow: 1 },
      { projectId: xianghu, buildNumber: '1#楼', floorsAbove: 6 },
    ]);
});

/** A sheet with the export's headers (building number, floor, part, grade). */
async function importSheet(rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('主体部位');
  ws.addRow(['楼栋号', '楼层', '部位', '混凝土强度等级']);
  for (const row of rows) ws.addRow(row);
  return app.inject({
    method: 'POST',
    url: `${API}/import?proId=${pile}`,
    payload: Buffer.from(await wb.xlsx.writeBuffer()),
    headers: { 'x-auth-token': zhang, 'content-type': XLSX_TYPE },
  });
}

const good = (over: Record<string, unknown> = {}) => ({
  projectId: pile,
  buildNumber: '1#楼',
  layer: 3,
  part: '梁、板',
  concreteGrade: 'C35',
  ...over,
});

describe('building parts', () => {
  it('when a part is added by building number, then it is linked to that building of the project', async () => {
    const res = await post(`${API}/add`, good(), zhang);
    expect(res.json().code).toBe(200);
    const [own] = await db().select().from(building).where(eq(building.projectId, pile));
    expect(res.json().data).toMatchObject({
      buildingId: own?.id,
      buildNumber: '1#楼',
      layer: 3,
      part: '梁、板',
    });
    const list = (await get(`${API}/list?proId=${pile}&buildingId=${own?.id}&layer=3`, zhang)).json();
    expect(list.data.total).toBe(1);
    expect((await get(`${API}/list?proId=${pile}&layer=4`, zhang)).json().data.total).toBe(0);
  });

  it.each([
    ['a building the project does not have', { buildNumber: '9#楼' }, 'buildNumber'],
    ['floor 0', { layer: 0 }, 'layer'],
    ['a floor above the building', { layer: 19 }, 'layer'],
    ['a basement floor it lacks', { layer: -2 }, 'layer'],
    ['a concrete grade that is not one', { concreteGrade: 'C3' }, 'concreteGrade'],
    ['an empty part', { part: ' ' }, 'part'],
  ])(
    'when the part names %s, then 422 naming the field and nothing is written',
    async (_case, over, field) => {
      const res = await post(`${API}/add`, good(over), zhang);
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toContain(field);
      expect(await parts()).toBe(0);
    },
  );

  it('when the same part is added twice on a floor, then 409 and one row', async () => {
    await post(`${API}/add`, good(), zhang);
    expect((await post(`${API}/add`, good(), zhang)).statusCode).toBe(409);
    expect(await parts()).toBe(1);
  });

  it('when a part is edited, then only its name and grade change; its building and floor stay', async () => {
    const id = (await post(`${API}/add`, good(), zhang)).json().data.id;
    const res = await post(`${API}/update`, { id, part: '梁板', concreteGrade: 'C40', layer: 5 }, zhang);
    expect(res.json().data).toMatchObject({ part: '梁板', concreteGrade: 'C40', layer: 3 });
  });

  it('when a sheet names a building the project lacks, then the import is refused naming it and nothing is written', async () => {
    const refused = await importSheet([
      ['1#楼', 1, '柱', 'C40'],
      ['7#楼', 2, '柱', 'C40'],
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toContain('7#楼');
    expect(await parts()).toBe(0);
  });

  it('when a clean sheet is imported twice, then its rows go in once', async () => {
    const rows = [
      ['1#楼', 1, '柱', 'C40'],
      ['1#楼', -1, '剪力墙', 'C45'],
    ];
    expect((await importSheet(rows)).json().data).toMatchObject({ total: 2, inserted: 2, skipped: 0 });
    expect((await importSheet(rows)).json().data).toMatchObject({ total: 2, inserted: 0, skipped: 2 });
    expect(await parts()).toBe(2);
  });
});
