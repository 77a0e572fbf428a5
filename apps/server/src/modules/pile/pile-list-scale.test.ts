import type { PileListQuery } from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { EXACT_COUNT_UP_TO } from '../../platform/db/count';
import { pileListPageQuery } from './pile.service';

// The pile list at volume (docs/domains/pile.md, issue 21 "Lists at any size"): 50,000 generated piles
// in one project and as many in another, analysed, then each filtered path of the list is planned by
// PostgreSQL: none may read the whole table (Seq Scan). The total is exact while small, estimated above.

const zhang = 'zhangjianguo';
const t = seededApp({ users: [zhang], lang: 'zh' });
const PILES = 50_000;
let jiangdong: number;

/** The plan of a statement as text, one node a line. */
async function plan(statement: { sql: string; params: unknown[] }): Promise<string> {
  const pool = (t.db as unknown as { $client: import('pg').Pool }).$client;
  const res = await pool.query<{ 'QUERY PLAN': string }>(`explain ${statement.sql}`, statement.params);
  return res.rows.map((r) => r['QUERY PLAN']).join('\n');
}

beforeAll(async () => {
  jiangdong = t.project('jiangdongPile');
  for (const [projectId, name] of [
    [jiangdong, 'ZH 规模测试'],
    [jiangdong + 100_000, 'ZH 其他项目'],
  ] as const) {
    await t.db.execute(sql`
      with g as (
        insert into pile_group (project_id, name, pile_type, sub_item_code, diameter_mm, design_length)
        values (${projectId}, ${name}, 'bored', '010208', 800, '45-48') returning id, project_id)
      insert into pile (project_id, group_id, pile_no, no_prefix, no_seq, status, machine_no, finished_at, abnormal)
      select g.project_id, g.id, 'SC' || i, 'SC', i,
             case when i % 2 = 0 then 'recorded' when i % 5 = 1 then 'confirmed' else 'notStarted' end,
             'XR360-0' || (i % 4 + 1), now() - (i % 90) * interval '1 day', i % 97 = 0
      from g, generate_series(1, ${PILES}) i`);
  }
  await t.db.execute(sql`analyze pile`);
  await t.db.execute(sql`analyze pile_group`);
}, 120_000);

describe('pile list at 100,000 piles', () => {
  const base = (): Omit<PileListQuery, 'page' | 'limit'> => ({ proId: jiangdong });
  const cases: [string, () => Omit<PileListQuery, 'page' | 'limit'>][] = [
    ['no filter', base],
    ['status', () => ({ ...base(), status: 'recorded' })],
    ['machine', () => ({ ...base(), machineNo: 'XR360-01' })],
    ['abnormal only', () => ({ ...base(), abnormalOnly: true })],
    ['finished between', () => ({ ...base(), dateFrom: '2026-01-01', dateTo: '2026-12-31' })],
  ];

  it.each(cases)('when filtered by %s, then the page deep in the list reads no whole table', async (_, q) => {
    const deep = { ...q(), page: 400, limit: 20 } as PileListQuery;
    expect(await plan(pileListPageQuery(t.db, deep).toSQL())).not.toMatch(/Seq Scan on pile\b/);
    const cursor = Buffer.from(JSON.stringify(['SC', 8000, 0])).toString('base64url');
    const keyset = pileListPageQuery(t.db, { ...deep, cursor }).toSQL();
    const keysetPlan = await plan(keyset);
    expect(keysetPlan).not.toMatch(/Seq Scan on pile\b/);
    expect(keysetPlan).toMatch(/Index (Only )?Scan/);
  });

  it('when the project has more piles than are counted exactly, then the total is an estimate the pager can step past', async () => {
    const res = await t.get(`/api/pile/construction/list?proId=${jiangdong}&page=2&limit=20`, zhang);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.totalExact).toBe(false);
    expect(data.total).toBeGreaterThan(EXACT_COUNT_UP_TO);
    // The planner's figure, near the truth (50,000 generated plus the seed's own few).
    expect(data.total).toBeGreaterThan(PILES * 0.5);
    expect(data.total).toBeLessThan(PILES * 2);
    expect(data.list).toHaveLength(20);
  });

  it('when a filter leaves few piles, then the total is counted exactly', async () => {
    const res = await t.get(
      `/api/pile/construction/list?proId=${jiangdong}&abnormalOnly=true&machineNo=XR360-01&limit=20`,
      zhang,
    );
    const data = res.json().data;
    const [exact] = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pile where project_id = ${jiangdong} and abnormal and machine_no = 'XR360-01'`,
      )
    ).rows;
    expect(data.totalExact).toBe(true);
    expect(data.total).toBe(exact?.n);
    expect(data.total).toBeGreaterThan(0);
  });
});
