// Large-data generator: fills a database with believable rows at volume, set-based in SQL so
// 200k rows take about a second. Later modules add their generators here.
import type pg from 'pg';

const categories = ['监管通知', '平台公告', '技术提示', '检测通报'];
const publishers = [
  '杭州市建设工程质量安全监督总站',
  '筑基平台运营中心',
  '宁波市建设工程质量监督站',
  '绍兴市住建局',
];
const subjects = [
  '桩基检测',
  '混凝土试块',
  '钢筋原材复试',
  '隐蔽工程验收',
  '冬期施工',
  '产值填报',
  '安全生产',
];

export async function generateNotices(pool: pg.Pool, count: number): Promise<number> {
  const t0 = performance.now();
  await pool.query(
    `insert into public_notice (title, category, content, publisher, published_at)
     select format('关于%s工作的通知（第%s号）', ($2::text[])[1 + i % array_length($2::text[], 1)], i),
            ($3::text[])[1 + i % array_length($3::text[], 1)],
            repeat('请各参建单位认真落实相关要求。', 1 + i % 5),
            ($4::text[])[1 + i % array_length($4::text[], 1)],
            timestamptz '2020-01-01' + (i * interval '17 minutes')
     from generate_series(1, $1::int) as s(i)`,
    [count, subjects, categories, publishers],
  );
  // Steady state as autovacuum leaves it: visibility map set, so counts can use index-only scans.
  await pool.query('vacuum analyze public_notice');
  return performance.now() - t0;
}

const structures = ['框架结构', '剪力墙结构', '框架-剪力墙结构', '砌体结构'];

/**
 * `count` buildings of one project, numbered G1#楼… (the G keeps clear of the demo seed's own 1#楼…),
 * every decimal column filled.
 */
export async function generateBuildings(pool: pg.Pool, projectId: number, count: number): Promise<number> {
  const t0 = performance.now();
  await pool.query(
    `insert into building (project_id, build_number, name, floors_above, floors_below, cell_floor,
                           cell_area, build_height, structure_type)
     select $1, 'G' || i || '#楼', format('江东安置房%s号住宅楼', i), 6 + i % 28, i % 3, 2.90 + (i % 4) * 0.1,
            4800 + (i % 997) * 3.25, (6 + i % 28) * 2.9 + 1.2, ($3::text[])[1 + i % array_length($3::text[], 1)]
     from generate_series(1, $2::int) as s(i)`,
    [projectId, count, structures],
  );
  await pool.query('vacuum analyze building');
  return performance.now() - t0;
}
