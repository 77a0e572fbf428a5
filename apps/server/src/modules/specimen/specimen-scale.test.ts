import { and, asc, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { specimen } from './specimen.table';

// The test-block register at volume (docs/domains/specimen.md, issue 21): 50,000 generated groups in
// one project among 150,000 in others, analysed. The export's cursor and the register's order are
// planned on their indexes (no Seq Scan), and the export streams every row of the project.

const zhang = 'zhangjianguo';
const t = seededApp({ users: [zhang], lang: 'zh' });
const GROUPS = 50_000;
let jiangdong: number;

async function plan(statement: { sql: string; params: unknown[] }): Promise<string> {
  const pool = (t.db as unknown as { $client: import('pg').Pool }).$client;
  const res = await pool.query<{ 'QUERY PLAN': string }>(`explain ${statement.sql}`, statement.params);
  return res.rows.map((r) => r['QUERY PLAN']).join('\n');
}

beforeAll(async () => {
  jiangdong = t.project('jiangdongPile');
  for (const [projectId, count] of [
    [jiangdong, GROUPS],
    [jiangdong + 100_001, GROUPS],
    [jiangdong + 100_002, GROUPS],
    [jiangdong + 100_003, GROUPS],
  ] as const) {
    await t.db.execute(sql`
      insert into specimen (project_id, sample_no, strength_grade, curing, make_date, location, status)
      select ${projectId}, 'SC-' || lpad(i::text, 7, '0'), 'C30', 'standard',
             date '2026-01-01' + (i % 300), 'ZH' || i, case when i % 3 = 0 then 'submitted' else 'made' end
      from generate_series(1, ${count}) i`);
  }
  await t.db.execute(sql`analyze specimen`);
}, 120_000);

describe('test-block register at 200,000 groups', () => {
  it('when exported or listed, then the project is read on its indexes, not the whole table', async () => {
    const exportOrder = t.db
      .select({ id: specimen.id })
      .from(specimen)
      .where(eq(specimen.projectId, jiangdong))
      .orderBy(asc(specimen.id))
      .toSQL();
    const exportPlan = await plan(exportOrder);
    expect(exportPlan).not.toMatch(/Seq Scan on specimen\b/);
    expect(exportPlan).toMatch(/specimen_project_id_idx/);
    const register = t.db
      .select({ id: specimen.id })
      .from(specimen)
      .where(and(eq(specimen.projectId, jiangdong), eq(specimen.status, 'submitted')))
      .orderBy(desc(specimen.makeDate), asc(specimen.sampleNo))
      .limit(500)
      .toSQL();
    const registerPlan = await plan(register);
    expect(registerPlan).not.toMatch(/Seq Scan on specimen\b/);
    expect(registerPlan).toMatch(/specimen_project_made_idx/);
  });

  it('when the project is exported, then every one of its groups is a row of the workbook', async () => {
    const res = await t.get(`/api/inspection/export?proId=${jiangdong}`, zhang);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const [{ n } = { n: 0 }] = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from specimen where project_id = ${jiangdong}`,
      )
    ).rows;
    expect(n).toBeGreaterThanOrEqual(GROUPS);
    expect(sheet.actualRowCount).toBe(n + 1);
    // In id order: the generated groups follow the seed's, the last one last.
    expect(sheet.getRow(n + 1).getCell(1).text).toBe(`SC-${String(GROUPS).padStart(7, '0')}`);
  }, 120_000);
});
