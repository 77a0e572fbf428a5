import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { project } from '../../platform/identity';
import { seedDemoData } from '../../seed';
import { detection, detectionDraw, detectionDrawMove, type detectionResult } from './pile-detection.table';

let app: FastifyInstance;
let zhang: string;
let wang: string;
let sun: string;
let liu: string;
let jiangdong: number;
let xianghu: number;
let groupId: number;
/** What the demo seed holds before these stories add theirs. */
let seeded: { byClass: Record<string, number>; bearingFail: number };

const headers = (token: string, lang = 'zh') => ({ 'x-auth-token': token, 'accept-language': lang });
const get = (url: string, token = zhang) => app.inject({ url, headers: headers(token) });
const post = (url: string, payload: unknown, token = zhang) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: headers(token) });
const db = () => testDatabase().db;
/** The database's own message (drizzle wraps it as "Failed query: …" with the cause). */
const refusal = async (query: PromiseLike<unknown>) => {
  try {
    await query;
    return 'accepted';
  } catch (e) {
    const err = e as Error & { cause?: Error };
    return `${err.message} ${err.cause?.message ?? ''}`;
  }
};
const countRows = async (table: typeof detection | typeof detectionDraw | typeof detectionResult) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

/** A group of `n` piles 'T1'…'Tn' in the project. */
async function makeGroup(projectId: number, name: string, n: number, over: Record<string, unknown> = {}) {
  const g = (
    await post('/api/pile/group/save', {
      projectId,
      name,
      pileType: 'bored',
      diameterMm: '800',
      designLength: '45',
      cageDiameter: '700',
      cageLengthM: '30',
      strengthGrade: 'C35',
      pileTopElevation: '-3.500',
      bearing: 'friction',
      singlePile: false,
      gradeA: false,
      ...over,
    })
  ).json().data;
  const res = await post('/api/pile/numberConfig/save', {
    groupId: g.id,
    label: name.slice(0, 2),
    numbers: `1-${n}`,
  });
  expect(res.json().code).toBe(200);
  return g.id as number;
}

beforeAll(async () => {
  await seedDemoData(db());
  app = await testApp();
  zhang = await loginAs(app, 'zhangjianguo');
  wang = await loginAs(app, 'wanghaitao');
  sun = await loginAs(app, 'sunwei');
  liu = await loginAs(app, 'liuming');
  const rows = await db().select().from(project);
  jiangdong = rows.find((r) => r.name === '一标段 桩基工程')?.id ?? 0;
  xianghu = rows.find((r) => r.name === '桩基工程')?.id ?? 0;
  seeded = (await get(`/api/subInspection/statistics?proId=${jiangdong}`)).json().data;
  groupId = await makeGroup(jiangdong, 'TA φ800 试验组', 120);
});
afterAll(async () => app?.close());

describe('option lists', () => {
  it('when asked, then the type, static, dynamic, tubular and integrity-class lists answer', async () => {
    const types = (await get('/api/inspection/typeList')).json().data;
    expect(types).toContainEqual({ method: 'lowStrain', category: 'integrity' });
    const stat = (await get('/api/inspection/staticPressureMethod')).json().data;
    expect(stat.methods).toEqual(['slowMaintained', 'fastMaintained']);
    expect(stat.reasons).toContain('gradeA');
    expect((await get('/api/inspection/dynamicTestMethod')).json().data).toContain('lowStrainReflection');
    const tubular = (await get('/api/inspection/tubularTypeList')).json().data;
    expect(tubular).toContainEqual({
      code: 'PHC 500 AB 125',
      type: 'PHC',
      diameterMm: 500,
      wallMm: 125,
      grade: 'AB',
    });
    const classes = (await get('/api/subInspection/typeList')).json().data;
    expect(classes.map((c: { pass: boolean }) => c.pass)).toEqual([true, true, false, false]);
  });
  it('when not logged in, then the lists are refused', async () => {
    expect((await app.inject({ url: '/api/inspection/typeList' })).json().code).toBe(400);
  });
});

describe('demo seed', () => {
  it('when seeded, then its draw re-verifies and the detections show against the GZ group', async () => {
    const draws = (await get(`/api/inspection/draw/list?proId=${jiangdong}`)).json().data;
    const seededDraw = draws.list.find((d: { seed: string }) => d.seed.startsWith('江东一标段'));
    expect(seededDraw.selected).toContain('GZ11');
    expect((await get(`/api/inspection/draw/verify?id=${seededDraw.id}`)).json().data.selectionMatches).toBe(
      true,
    );
    expect(seeded.byClass.III).toBe(1);
  });
});

describe('required counts', () => {
  it('when a group has 120 ordinary piles, then static 3, high strain 10, integrity 24', async () => {
    const res = await get(`/api/inspection/requirement?proId=${jiangdong}`);
    expect(res.json().code).toBe(200);
    const g = res.json().data.groups.find((x: { groupId: number }) => x.groupId === groupId);
    expect(g.totalPiles).toBe(120);
    expect(g.categories.map((c: { required: number }) => c.required)).toEqual([3, 10, 24]);
  });
  it('when complex ground and 40 column caps are set, then integrity follows the strict rule and the caps', async () => {
    const res = await post('/api/inspection/basis/save', {
      groupId,
      complexGround: true,
      lowReliability: false,
      endBearingLargeDiameter: true,
      columnCaps: 40,
    });
    expect(res.json().code).toBe(200);
    const g = res.json().data.groups.find((x: { groupId: number }) => x.groupId === groupId);
    expect(g.strict).toBe(true);
    // 30 % of 120 = 36 < 40 caps
    expect(g.categories[2]).toMatchObject({ required: 40, basis: 'per-cap', byCoreOrSonic: 12 });
    await post('/api/inspection/basis/save', {
      groupId,
      complexGround: false,
      lowReliability: false,
      endBearingLargeDiameter: false,
      columnCaps: 0,
    });
  });
  it('when 49 piles, then static load needs 2; 50 → 3', async () => {
    const g49 = await makeGroup(jiangdong, 'TB 四十九根', 49);
    const g50 = await makeGroup(jiangdong, 'TC 五十根', 50);
    const data = (await get(`/api/inspection/requirement?proId=${jiangdong}`)).json().data;
    const of = (id: number) =>
      data.groups.find((x: { groupId: number }) => x.groupId === id).categories[0].required;
    expect([of(g49), of(g50)]).toEqual([2, 3]);
  });
  it('when a non-member asks, then 404; when the basis has a bad value, then 422 and nothing changes', async () => {
    expect((await get(`/api/inspection/requirement?proId=${xianghu}`, wang)).json().code).toBe(404);
    const bad = await post('/api/inspection/basis/save', {
      groupId,
      complexGround: true,
      lowReliability: false,
      endBearingLargeDiameter: false,
      columnCaps: -1,
    });
    expect(bad.json().code).toBe(422);
    const g = (await get(`/api/inspection/requirement?proId=${jiangdong}`))
      .json()
      .data.groups.find((x: { groupId: number }) => x.groupId === groupId);
    expect(g.complexGround).toBe(false);
  });
});

describe('random draw', () => {
  let drawId = 0;
  it('when drawn with a seed, then the stored record holds the seed, the hashed candidates and the piles', async () => {
    const res = await post('/api/inspection/randomPileNumberList', {
      projectId: jiangdong,
      groupId,
      category: 'integrity',
      mustInclude: ['TA7'],
      seed: 'seed-2026',
    });
    expect(res.json().code).toBe(200);
    const d = res.json().data;
    drawId = d.id;
    expect(d.count).toBe(24);
    expect(d.selected).toHaveLength(24);
    expect(d.selected).toContain('TA7');
    expect(d.candidates).toHaveLength(120);
    expect(d.candidatesHash).toMatch(/^[0-9a-f]{64}$/);
    expect(d.seed).toBe('seed-2026');
  });
  it('when the same seed and inputs are drawn again, then the same piles come out; another seed differs', async () => {
    const again = (
      await post('/api/inspection/randomPileNumberList', {
        projectId: jiangdong,
        groupId,
        category: 'integrity',
        mustInclude: ['TA7'],
        seed: 'seed-2026',
      })
    ).json().data;
    const first = (await get(`/api/inspection/randomPileNumberList?id=${drawId}`)).json().data;
    expect(again.selected).toEqual(first.selected);
    expect(again.candidatesHash).toBe(first.candidatesHash);
    const other = (
      await post('/api/inspection/randomPileNumberList', {
        projectId: jiangdong,
        groupId,
        category: 'integrity',
        mustInclude: ['TA7'],
        seed: 'seed-2027',
      })
    ).json().data;
    expect(other.selected).not.toEqual(first.selected);
  });
  it('when verified, then the draw re-runs from its stored inputs to the same piles', async () => {
    const v = (await get(`/api/inspection/draw/verify?id=${drawId}`)).json().data;
    expect(v).toMatchObject({ hashMatches: true, selectionMatches: true });
    const list = (await get(`/api/inspection/draw/list?proId=${jiangdong}&groupId=${groupId}`)).json().data;
    expect(list.total).toBe(3);
  });
  it('when someone tries to alter or delete a draw in the database, then the trigger refuses', async () => {
    expect(
      await refusal(db().update(detectionDraw).set({ seed: 'forged' }).where(eq(detectionDraw.id, drawId))),
    ).toMatch(/append-only/);
    expect(await refusal(db().delete(detectionDraw).where(eq(detectionDraw.id, drawId)))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().execute(sql`truncate detection_draw`))).toMatch(/append-only/);
    const [row] = await db().select().from(detectionDraw).where(eq(detectionDraw.id, drawId));
    expect(row?.seed).toBe('seed-2026');
    // and the API has no route for it
    expect((await post('/api/inspection/randomPileNumberList/update', { id: drawId })).statusCode).toBe(404);
  });
  it("when a must-include pile is unknown, the group is not the project's, or a non-member draws, then refused and nothing stored", async () => {
    const before = await countRows(detectionDraw);
    const unknown = await post('/api/inspection/randomPileNumberList', {
      projectId: jiangdong,
      groupId,
      category: 'staticLoad',
      mustInclude: ['ZZ99'],
    });
    expect(unknown.json().code).toBe(422);
    expect(unknown.json().msg).toContain('ZZ99');
    const wrong = await post('/api/inspection/randomPileNumberList', {
      projectId: xianghu,
      groupId,
      category: 'staticLoad',
    });
    expect(wrong.json().code).toBe(422);
    const stranger = await post(
      '/api/inspection/randomPileNumberList',
      { projectId: xianghu, groupId, category: 'staticLoad' },
      wang,
    );
    expect(stranger.json().code).toBe(404);
    expect(
      (
        await get(`/api/inspection/randomPileNumberList?id=${drawId}`, await loginAs(app, 'lixiaofeng'))
      ).json().code,
    ).toBe(200);
    expect(await countRows(detectionDraw)).toBe(before);
  });
});

describe('detection records', () => {
  let id = 0;
  const lowStrain = (results: unknown[]) => ({
    projectId: jiangdong,
    groupId,
    method: 'lowStrain',
    dynamicTestMethod: 'lowStrainReflection',
    labName: '浙江省建设工程质量检测中心',
    reportNo: 'DY-2026-001',
    testDate: '2026-11-20',
    results,
  });
  it('when results with a class III pile are added by the lab, then it fails, a rectification is raised and expanded testing is noted', async () => {
    const res = await post(
      '/api/inspection/add',
      lowStrain([
        { pileNo: 'TA1', integrityClass: 'I' },
        { pileNo: 'TA2', integrityClass: 'II' },
        { pileNo: 'TA3', integrityClass: 'III', note: '桩身 12 m 处扩颈' },
      ]),
      sun,
    );
    expect(res.json().code).toBe(200);
    const d = res.json().data;
    id = d.id;
    expect(d).toMatchObject({
      pileCount: 3,
      failedCount: 1,
      pass: false,
      expandedTesting: { needed: true, count: 2 },
    });
    const failed = d.results.find((r: { pileNo: string }) => r.pileNo === 'TA3');
    expect(failed.rectificationId).toBeGreaterThan(0);
    const rect = await db().execute(
      sql`select source, source_id, title, problem from rectification where id = ${failed.rectificationId}`,
    );
    expect(rect.rows[0]).toMatchObject({ source: 'pile-detection', source_id: failed.id });
    expect(String(rect.rows[0]?.problem)).toContain('扩大抽检');
    const req = (await get(`/api/inspection/requirement?proId=${jiangdong}`)).json().data;
    expect(req.groups.find((g: { groupId: number }) => g.groupId === groupId).categories[2].done).toBe(3);
  });
  it('when a static load test lacks its method or reason, a pile is unknown, or a class is missing, then 422 and nothing written', async () => {
    const before = await countRows(detection);
    const noMethod = await post(
      '/api/inspection/add',
      { ...lowStrain([{ pileNo: 'TA1', bearingPass: true }]), method: 'staticLoad', dynamicTestMethod: null },
      sun,
    );
    expect(noMethod.json().code).toBe(422);
    expect(noMethod.json().msg).toContain('加载方法');
    const noReason = await post(
      '/api/inspection/add',
      {
        ...lowStrain([{ pileNo: 'TA1', bearingPass: true }]),
        method: 'staticLoad',
        staticPressureMethod: 'slowMaintained',
      },
      sun,
    );
    expect(noReason.json().msg).toContain('原因');
    expect(
      (await post('/api/inspection/add', lowStrain([{ pileNo: 'NOPE1', integrityClass: 'I' }]), sun)).json()
        .code,
    ).toBe(422);
    expect((await post('/api/inspection/add', lowStrain([{ pileNo: 'TA1' }]), sun)).json().msg).toContain(
      '完整性类别',
    );
    expect(
      (
        await post(
          '/api/inspection/add',
          lowStrain([
            { pileNo: 'TA1', integrityClass: 'I' },
            { pileNo: 'TA1', integrityClass: 'II' },
          ]),
          sun,
        )
      ).json().msg,
    ).toContain('重复');
    expect(
      (await post('/api/inspection/add', lowStrain([{ pileNo: 'TA1', integrityClass: 'I' }]), wang)).json()
        .code,
    ).toBe(403);
    expect(await countRows(detection)).toBe(before);
  });
  it('when a static load test is recorded with a failed pile, then bearing failure raises a rectification', async () => {
    const res = await post(
      '/api/inspection/add',
      {
        projectId: jiangdong,
        groupId,
        method: 'staticLoad',
        staticPressureMethod: 'slowMaintained',
        staticPressureReasons: ['gradeA', 'complexGround'],
        labName: '浙江省建设工程质量检测中心',
        testDate: '2026-11-21',
        results: [
          { pileNo: 'TA10', bearingPass: true, ultimateCapacityKn: '9600' },
          { pileNo: 'TA20', bearingPass: false, ultimateCapacityKn: '7200' },
        ],
      },
      sun,
    );
    expect(res.json().code).toBe(200);
    expect(res.json().data.results[1]).toMatchObject({ pileNo: 'TA20', pass: false });
    expect(res.json().data.results[1].rectificationId).toBeGreaterThan(0);
  });
  it('when updated, then results are replaced, the list, detail, pile list and pile info follow', async () => {
    const res = await post(
      '/api/inspection/update',
      {
        ...lowStrain([
          { pileNo: 'TA1', integrityClass: 'I' },
          { pileNo: 'TA3', integrityClass: 'III' },
          { pileNo: 'TA4', integrityClass: 'II' },
        ]),
        id,
      },
      sun,
    );
    expect(res.json().code).toBe(200);
    expect(res.json().data.results.map((r: { pileNo: string }) => r.pileNo)).toEqual(['TA1', 'TA3', 'TA4']);
    // the rectification is not raised twice
    const rects = await db().execute(
      sql`select count(*)::int as n from rectification r join detection_result d on d.id = r.source_id
          join pile p on p.id = d.pile_id where r.source = 'pile-detection' and p.group_id = ${groupId}`,
    );
    expect(rects.rows[0]?.n).toBe(2);
    const list = (await get(`/api/inspection/list?proId=${jiangdong}&method=lowStrain`)).json().data;
    // Found by id: the seed's own detection is dated a few days before today, so its place in the
    // date-ordered list moves with the calendar.
    expect(list.list.find((r: { id: number }) => r.id === id)).toMatchObject({ id, pileCount: 3 });
    const numbers = (await get(`/api/inspection/pileNumberList?proId=${jiangdong}&groupId=${groupId}`)).json()
      .data;
    expect(numbers).toHaveLength(120);
    expect(numbers.find((p: { pileNo: string }) => p.pileNo === 'TA3').tested).toEqual(['lowStrain']);
    const pileId = numbers.find((p: { pileNo: string }) => p.pileNo === 'TA3').pileId;
    const info = (await get(`/api/inspection/inspectInfo/${pileId}`)).json().data;
    expect(info.results[0]).toMatchObject({ integrityClass: 'III', labName: '浙江省建设工程质量检测中心' });
    expect((await get(`/api/pile/staticDynamicDetail/${pileId}`)).json().data.pileNo).toBe('TA3');
    expect(
      (await get(`/api/inspection/inspectInfo/${pileId}`, await loginAs(app, 'zhaolihua'))).json().code,
    ).toBe(200);
    expect((await get(`/api/inspection/detail?id=${id}`)).json().data.results).toHaveLength(3);
  });
  it('when a non-member asks for a detail or a pile, then 404', async () => {
    const jb = await db().execute(sql`select id from pile where project_id = ${xianghu} limit 1`);
    expect((await get(`/api/inspection/inspectInfo/${jb.rows[0]?.id}`, wang)).json().code).toBe(404);
    const other = await loginAs(app, 'sunwei');
    expect((await get(`/api/inspection/list?proId=${xianghu}`, other)).json().code).toBe(404);
  });

  describe('sub-inspections', () => {
    it('when the supervisor checks results, then the check status follows; the lab cannot check', async () => {
      const detail = (await get(`/api/inspection/detail?id=${id}`)).json().data;
      const ids = detail.results.map((r: { id: number }) => r.id);
      expect((await post('/api/subInspection/manualCheck', { ids }, sun)).json().code).toBe(403);
      expect((await get(`/api/subInspection/getCheckStatus?detectionId=${id}`)).json().data).toMatchObject({
        total: 3,
        checked: 0,
        allChecked: false,
      });
      expect((await post('/api/subInspection/manualCheck', { ids }, wang)).json().data.checked).toBe(3);
      expect((await get(`/api/subInspection/getCheckStatus?detectionId=${id}`)).json().data.allChecked).toBe(
        true,
      );
    });
    it('when a result is corrected with a reason, then the check clears and a new failure raises a rectification', async () => {
      const detail = (await get(`/api/inspection/detail?id=${id}`)).json().data;
      const ta4 = detail.results.find((r: { pileNo: string }) => r.pileNo === 'TA4');
      expect(
        (await post('/api/subInspection/manualUpdate', { id: ta4.id, integrityClass: 'IV' }, sun)).json()
          .code,
      ).toBe(422);
      const res = await post(
        '/api/subInspection/manualUpdate',
        { id: ta4.id, integrityClass: 'IV', reason: '复核波形：桩底反射异常，判为Ⅳ类' },
        sun,
      );
      expect(res.json().data).toMatchObject({ integrityClass: 'IV', pass: false, checked: false });
      expect(res.json().data.rectificationId).toBeGreaterThan(0);
      expect(
        (
          await post(
            '/api/subInspection/manualUpdate',
            { id: ta4.id, integrityClass: 'I', reason: '测试' },
            wang,
          )
        ).json().code,
      ).toBe(403);
    });
    it('when listed and counted, then the statistics, list and pile numbers agree', async () => {
      const stats = (await get(`/api/subInspection/statistics?proId=${jiangdong}`)).json().data;
      expect(stats.byClass).toMatchObject({
        I: (seeded.byClass.I ?? 0) + 1,
        III: (seeded.byClass.III ?? 0) + 1,
        IV: (seeded.byClass.IV ?? 0) + 1,
      });
      expect(stats.bearingFail).toBe(seeded.bearingFail + 1);
      const failed = (
        await get(`/api/subInspection/getList?proId=${jiangdong}&failedOnly=true&limit=50`)
      ).json().data;
      const ours = failed.list
        .map((r: { pileNo: string }) => r.pileNo)
        .filter((no: string) => no.startsWith('TA'));
      expect(ours.sort()).toEqual(['TA20', 'TA3', 'TA4']);
      const byClass = (
        await get(`/api/subInspection/getList?proId=${jiangdong}&detectionId=${id}&integrityClass=III`)
      ).json().data;
      expect(byClass.total).toBe(1);
      expect((await get(`/api/subInspection/getPileNumberList?detectionId=${id}`)).json().data).toEqual([
        'TA1',
        'TA3',
        'TA4',
      ]);
      expect((await get(`/api/subInspection/getList?proId=${jiangdong}&integrityClass=V`)).json().code).toBe(
        422,
      );
      expect((await get(`/api/subInspection/statistics?proId=${xianghu}`, wang)).json().code).toBe(404);
    });
  });
});

describe('government variant', () => {
  let submissionId = 0;
  let drawId = 0;
  it('when the contractor submits, the regulator draws, moves a pile and the set is registered, then each step is recorded', async () => {
    expect(
      (
        await post(
          '/api/government/construction/submit',
          { projectId: jiangdong, groupId, category: 'highStrain' },
          liu,
        )
      ).json().code,
    ).toBe(403);
    const sub = await post('/api/government/construction/submit', {
      projectId: jiangdong,
      groupId,
      category: 'highStrain',
    });
    expect(sub.json().code).toBe(200);
    submissionId = sub.json().data.id;
    expect(sub.json().data).toMatchObject({ status: 'submitted', count: 10, candidateCount: 120 });

    expect((await post('/api/government/construction/random', { submissionId }, zhang)).json().code).toBe(
      403,
    );
    const drawn = await post(
      '/api/government/construction/random',
      { submissionId, seed: 'gov-2026-11' },
      liu,
    );
    expect(drawn.json().code).toBe(200);
    const draw = drawn.json().data.draw;
    drawId = draw.id;
    expect(draw).toMatchObject({ kind: 'government', seed: 'gov-2026-11' });
    expect(draw.selected).toHaveLength(10);
    expect((await post('/api/government/construction/random', { submissionId }, liu)).json().code).toBe(409);

    const from = draw.selected[0];
    const to = draw.candidates.find((p: string) => !draw.selected.includes(p));
    expect(
      (
        await post(
          '/api/government/construction/move',
          { drawId, fromPileNo: from, toPileNo: draw.selected[1], reason: '承台已浇筑' },
          liu,
        )
      ).json().code,
    ).toBe(422);
    const moved = await post(
      '/api/government/construction/move',
      { drawId, fromPileNo: from, toPileNo: to, reason: '桩顶已被承台覆盖，无法检测' },
      liu,
    );
    expect(moved.json().code).toBe(200);
    const plan = moved.json().data.draw.plan;
    expect(plan).toContain(to);
    expect(plan).not.toContain(from);
    expect(moved.json().data.draw.selected).toContain(from);
    expect(moved.json().data.draw.moves[0]).toMatchObject({
      reason: '桩顶已被承台覆盖，无法检测',
      userName: '刘明',
    });

    const reg = await post('/api/government/construction/registration', { submissionId }, liu);
    expect(reg.json().data).toMatchObject({ status: 'registered', registeredByName: '刘明' });
    expect(
      (
        await post(
          '/api/government/construction/move',
          { drawId, fromPileNo: to, toPileNo: from, reason: '再调一次' },
          liu,
        )
      ).json().code,
    ).toBe(409);
  });
  it('when the lists are read, then each stage shows; the moves cannot be altered in the database', async () => {
    const ours = async (stage: string) =>
      (await get(`/api/government/construction/${stage}?proId=${jiangdong}`))
        .json()
        .data.filter((s: { groupId: number }) => s.groupId === groupId);
    expect(await ours('submit')).toHaveLength(1);
    expect(await ours('random')).toHaveLength(0);
    expect(await ours('registration')).toHaveLength(1);
    const waiting = (
      await get(`/api/government/construction/submit?proId=${jiangdong}&status=submitted`)
    ).json().data;
    expect(waiting[0]).toMatchObject({ category: 'highStrain', submittedByName: '张建国' });
    expect((await get(`/api/government/construction/move?id=${drawId}`, liu)).json().data.moves).toHaveLength(
      1,
    );
    expect(await refusal(db().update(detectionDrawMove).set({ reason: 'x' }))).toMatch(/append-only/);
    expect((await get(`/api/government/construction/submit?proId=${xianghu}`, wang)).json().code).toBe(404);
    expect(
      (await post('/api/government/construction/registration', { submissionId: 999999 }, liu)).json().code,
    ).toBe(404);
  });
});
