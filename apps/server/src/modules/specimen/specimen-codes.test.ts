import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { TEST_BLOCK_HEADERS } from '../../../test/test-block-sheet';
import { codeCounter } from '../../platform/db/code-counter.table';
import { specimen } from './specimen.table';

// Test-block group codes come from the project's counter of the pour day (docs/domains/witness.md "Labelled
// specimens"): a number once issued is never issued again, even after its group is deleted.

const zhang = 'zhangjianguo';
const t = seededApp({ users: [zhang], caller: zhang });
const { post } = t;
let jiangdong: number;
beforeAll(() => {
  jiangdong = t.project('jiangdongPile');
});

const DAY = '2026-11-23';
const prefix = () => `SK-${jiangdong}-20261123-`;
const pour = (groups: number, pileNo = 'GZ5') => ({
  proId: jiangdong,
  pileNos: [pileNo],
  location: pileNo,
  strengthGrade: 'C30',
  plant: '杭州钱江商品混凝土有限公司',
  volumeM3: '20',
  continuousHours: '2',
  pouredOn: DAY,
  groups: Array.from({ length: groups }, () => ({ curing: 'standard' })),
});
const add = async (groups: number) => {
  const res = await post('/api/inspection/pour/add', pour(groups));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.specimens as { id: number; sampleNo: string }[]).map((s) => s.sampleNo).sort();
};

describe('test-block group codes', () => {
  it('when the day’s last group is deleted, then the next pour that day draws a new number, not the deleted one', async () => {
    expect(await add(2)).toEqual([`${prefix()}001`, `${prefix()}002`]);
    // No call deletes a group today; the row goes as a recycle-bin purge or a database fix would take it.
    await t.db
      .delete(specimen)
      .where(and(eq(specimen.projectId, jiangdong), eq(specimen.sampleNo, `${prefix()}002`)));
    expect(await add(1)).toEqual([`${prefix()}003`]);
  });

  it('when two pours of one day are registered at once, then their groups get distinct consecutive codes', async () => {
    const [a, b] = await Promise.all([add(2), add(3)]);
    const all = [...(a ?? []), ...(b ?? [])].sort();
    expect(all).toEqual([4, 5, 6, 7, 8].map((n) => `${prefix()}${String(n).padStart(3, '0')}`));
  });

  it('when the demo pours were seeded, then the counter stands at their highest code of each day', async () => {
    const seeded = await t.db.execute<{ day: string; n: number }>(sql`
      select substring(sample_no from 'SK-\\d+-(\\d{8})-') as day, max(substring(sample_no from '(\\d+)$')::int) as n
      from specimen where project_id = ${jiangdong} and sample_no like ${`SK-${jiangdong}-%`} and make_date <> ${DAY}
      group by 1`);
    expect(seeded.rows.length).toBeGreaterThan(0);
    const counters = await t.db
      .select()
      .from(codeCounter)
      .where(and(eq(codeCounter.projectId, jiangdong), eq(codeCounter.kind, 'SK')));
    for (const r of seeded.rows)
      expect(counters.find((c) => c.day === r.day)?.n, `counter of ${r.day}`).toBe(Number(r.n));
  });

  it('when a workbook imports a group numbered like a label code, then later pours of that day skip past it', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('试块');
    sheet.addRow(TEST_BLOCK_HEADERS);
    sheet.addRow([`${prefix()}011`, 'C30', '标准养护', 150, 28, DAY, 'GZ20', '杭州钱江商品混凝土有限公司']);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/inspection/import?proId=${jiangdong}`,
      payload: Buffer.from(await wb.xlsx.writeBuffer()),
      headers: { 'x-auth-token': t.token(zhang), 'content-type': 'application/octet-stream' },
    });
    expect(res.statusCode).toBe(200);
    const { drainImportJobs } = await import('../../platform/jobs/import-jobs');
    await drainImportJobs();
    const result = (await post('/api/common/import/result', { id: res.json().data.id })).json().data;
    expect(result).toMatchObject({ status: 'done', okCount: 1 });
    expect(await add(1)).toEqual([`${prefix()}012`]);
  });
});
