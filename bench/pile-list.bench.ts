// Pile construction list (filtered, page 500) and project pile statistics through the whole API
// (Fastify + zod + session + membership/menu check + drizzle + pg) against the same SQL run bare
// through pg, with 1,000,000 piles over 200 projects on the embedded PostgreSQL. The measured
// project holds 20,000 piles (half of them recorded, so page 500 of the 'recorded' filter is its
// last full page); the other 980,000 spread over 199 projects. Prints figures only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { listQuery, naturalOrder, pileListPageQuery } from '../apps/server/src/modules/pile';
import { connect, runMigrations } from '../apps/server/src/platform/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded';
import { project } from '../apps/server/src/platform/identity/project.table';
import { seedDemoData } from '../apps/server/src/seed';
import { loginToken, startBenchServer } from './http';
import { summaryRow } from './summary';

const TOTAL = Number(process.env.BENCH_PILES ?? 1_000_000);
const PROJECTS = 200;
const MEASURED = Math.min(20_000, TOTAL);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

const dir = await mkdtemp(join(tmpdir(), 'zhuji-bench-'));
const pgServer = await startEmbeddedPostgres(join(dir, 'pg'));
const database = connect(pgServer.url, CONNECTIONS + 2);
try {
  await runMigrations(database.db);
  await seedDemoData(database.db);
  const [target] = await database.db.select().from(project).where(eq(project.name, '一标段 桩基工程'));
  if (!target) throw new Error('seeded project missing');
  await database.pool.query('delete from pile; delete from pile_abnormal; delete from pile_group');
  const t0 = performance.now();
  await generatePiles(target.id);
  await database.pool.query('analyze pile; analyze pile_group');
  console.log(
    `generated ${TOTAL.toLocaleString()} piles over ${PROJECTS} projects in ${(performance.now() - t0).toFixed(0)} ms`,
  );

  const { app, base } = await startBenchServer(database);
  const token = await loginToken(base);

  const filter = { proId: target.id, status: 'recorded' as const };
  const page = 500;
  const limit = 20;
  const list = listQuery(database.db, filter)
    .orderBy(...naturalOrder)
    .limit(limit)
    .offset((page - 1) * limit)
    .toSQL();
  const count = {
    sql: 'select count(*) from "pile" where ("pile"."project_id" = $1 and "pile"."status" = $2)',
    params: [target.id, 'recorded'],
  };
  const stats = {
    sql: 'select "status", count(*), count(*) filter (where "pile"."abnormal")::int from "pile" where "pile"."project_id" = $1 group by "pile"."status"',
    params: [target.id],
  };
  // The same page reached with the cursor that page ${page - 1} answers (keyset paging).
  const before = await fetch(
    `${base}/api/pile/construction/list?proId=${target.id}&status=recorded&page=${page - 1}&limit=${limit}`,
    { headers: { 'x-auth-token': token } },
  );
  const cursor = ((await before.json()) as { data: { nextCursor: string } }).data.nextCursor;
  const keyset = pileListPageQuery(database.db, { ...filter, page, limit, cursor }).toSQL();
  const cases = [
    {
      what: `pile list, ${TOTAL.toLocaleString()} piles, page ${page}, vs the same SQL bare through pg`,
      name: `list status=recorded page ${page}`,
      path: `/api/pile/construction/list?proId=${target.id}&status=recorded&page=${page}&limit=${limit}`,
      bare: [list, count],
    },
    {
      what: 'same, keyset',
      name: `list status=recorded page ${page} (keyset)`,
      path: `/api/pile/construction/list?proId=${target.id}&status=recorded&page=${page}&limit=${limit}&cursor=${cursor}`,
      bare: [keyset, count],
    },
    {
      what: 'project pile statistics',
      name: 'project statistics',
      path: `/api/pile/construction/status?proId=${target.id}`,
      bare: [stats],
    },
  ];
  const rows: Record<string, string | number>[] = [];
  for (const c of cases) {
    const check = await fetch(base + c.path, { headers: { 'x-auth-token': token } });
    const body = (await check.json()) as { code: number; data: { list?: unknown[] } };
    if (body.code !== 200) throw new Error(`${c.name}: ${JSON.stringify(body)}`);
    const api = await autocannon({
      url: base + c.path,
      headers: { 'x-auth-token': token },
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    const bare = await bareQuery(c.bare);
    rows.push({
      case: c.name,
      'API req/s': Math.round(api.requests.average),
      'API p50 ms': api.latency.p50,
      'API p99 ms': api.latency.p99,
      'API errors': api.errors + api.non2xx,
      'pg q/s': Math.round(bare.perSecond),
      'pg p50 ms': bare.p50.toFixed(2),
      'pg p99 ms': bare.p99.toFixed(2),
      'overhead (API p99 / pg p99)': (api.latency.p99 / Math.max(bare.p99, 0.01)).toFixed(2),
    });
  }
  console.log(`\npile list and statistics, ${CONNECTIONS} connections, ${SECONDS} s per run (loopback):`);
  console.table(rows);
  cases.forEach((c, i) => {
    const r = rows[i] as Record<string, number | string>;
    summaryRow({
      what: c.what,
      now: `${r['API req/s']} req/s, p99 ${r['API p99 ms']} ms`,
      floor: `bare pg ${r['pg q/s']} q/s, p99 ${r['pg p99 ms']} ms`,
      ratio: Number(r['API req/s']) / Number(r['pg q/s']),
      target: `≥ 0.8× the floor${i === 0 ? `, p99 ≤ 50 ms at ${CONNECTIONS} connections` : ''}`,
    });
  });
  await app.close();
} finally {
  await database.close();
  await pgServer.stop();
  await rm(dir, { recursive: true, force: true });
}

/** 200 groups, one per project; the measured project gets MEASURED piles, the rest the remainder. */
async function generatePiles(targetId: number) {
  const others = PROJECTS - 1;
  const perOther = Math.floor((TOTAL - MEASURED) / others);
  await database.pool.query(
    `insert into pile_group (project_id, name, pile_type, sub_item_code, diameter_mm, design_length)
     select case when g = 0 then $1 else 1000000 + g end, 'ZH φ800 工程桩', 'bored', '010208', 800, '45-48'
     from generate_series(0, $2) g`,
    [targetId, others],
  );
  const insert = (projectSql: string, count: number, extra: unknown[]) =>
    database.pool.query(
      `insert into pile (project_id, group_id, pile_no, no_prefix, no_seq, status, machine_no, finished_at, filling_coefficient, failed, abnormal, "values")
         select p.project_id, p.id, 'ZH' || i, 'ZH', i,
                case when i % 2 = 0 then 'recorded' when i % 5 = 1 then 'confirmed' else 'notStarted' end,
                'XR360-0' || (i % 4 + 1),
                now() - (i % 90) * interval '1 day',
                1.05 + (i % 10) * 0.01,
                case when i % 97 = 0 then array['fillingCoefficient'] else '{}'::text[] end,
                i % 97 = 0,
                jsonb_build_object('drilledDepth', '46.2', 'actualVolume', '24.5')
         from (${projectSql}) p, generate_series(1, ${count}) i`,
      extra,
    );
  await insert('select id, project_id from pile_group where project_id = $1', MEASURED, [targetId]);
  for (let start = 1; start <= others; start += 20) {
    await insert('select id, project_id from pile_group where project_id between $1 and $2', perOther, [
      1000000 + start,
      1000000 + Math.min(others, start + 19),
    ]);
  }
}

/** The call's statements issued bare through pg at the same concurrency. */
async function bareQuery(statements: { sql: string; params: unknown[] }[]) {
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      await Promise.all(statements.map((s) => database.pool.query(s.sql, s.params)));
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99) };
}
