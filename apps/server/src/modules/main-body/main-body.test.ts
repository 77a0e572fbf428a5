import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { flowInstance } from '../../platform/flow';
import { rectification } from '../../platform/rectification';
import { specimen } from '../specimen';
import { mainBodyPour, masonryRecord, waterproofRecord } from './main-body.table';

const zhang = 'zhangjianguo';
const wang = 'wanghaitao';
const zhao = 'zhaolihua';
const t = seededApp({ users: [zhang, wang, zhao], caller: null });
const { get, post } = t;

const pile = () => t.project('jiangdongPile');
const main = () => t.project('jiangdongMain');

const pourBody = (over: Record<string, unknown> = {}) => ({
  projectId: pile(),
  pourNo: 'JZ-2026-101',
  location: '3#楼 承台 CT1～CT8',
  buildNumber: '3#楼',
  floor: -2,
  strengthGrade: 'C35',
  impermeabilityGrade: 'P6',
  plannedVolume: '126.00',
  plant: '杭州三狮商品混凝土有限公司',
  startTime: '2026-11-20 07:00',
  designSlump: 180,
  slumpReadings: '180,190',
  recorder: '张建国',
  ...over,
});

/** The supervisor acts on the pour's pending flow instance through the approval centre. */
async function act(pourId: number, action: 'approve' | 'return', comment = '') {
  const instances = await t.db
    .select()
    .from(flowInstance)
    .where(and(eq(flowInstance.businessType, 'concrete-pour'), eq(flowInstance.businessId, pourId)));
  const pending = instances.find((i) => i.status === 'pending');
  expect(pending).toBeDefined();
  return post('/api/flow/act', { id: pending!.id, action, comment }, wang);
}

describe('混凝土浇筑 (concrete pours)', () => {
  it('when the seeded pours are listed, then slump and test-block groups are judged on the server', async () => {
    const res = await get(`/api/mainBody/concretePour/list?proId=${pile()}&limit=50`, zhang);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as Record<string, unknown>[];
    const byNo = new Map(list.map((p) => [p.pourNo, p]));
    // 1062.5 m³ continuous raft: above 1000 m³, every 200 m³ → 6 groups (GB 50204-2015 7.4.1).
    expect(byNo.get('JZ-2026-003')).toMatchObject({
      requiredGroups: 6,
      samplingBasis: 'large-pour',
      slumpResult: 'PASS',
    });
    // 215 mm against 180 ± 30 fails.
    expect(byNo.get('JZ-2026-002')).toMatchObject({
      slumpResult: 'FAIL',
      slumpToleranceMm: 30,
      requiredGroups: 2,
    });
    expect(byNo.get('JZ-2026-004')).toMatchObject({ applicationStatus: 'PENDING', slumpResult: 'NONE' });
  });

  it('when a pour is added, then its pour order waits for supervision, who approves it in the approval centre', async () => {
    const res = await post('/api/mainBody/concretePour/add', pourBody(), zhang);
    expect(res.statusCode).toBe(200);
    const pour = res.json().data;
    expect(pour).toMatchObject({ applicationStatus: 'PENDING', requiredGroups: 2, slumpResult: 'PASS' });
    expect(pour.flowInstanceId).toBeGreaterThan(0);
    expect((await act(pour.id, 'approve', '钢筋隐蔽验收合格，同意浇筑')).statusCode).toBe(200);
    const detail = (await get(`/api/mainBody/concretePour/detail?id=${pour.id}`, zhang)).json().data;
    expect(detail.applicationStatus).toBe('APPROVED');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'concretePour'), eq(auditLog.recordId, pour.id)));
    expect(audits.map((a) => a.action)).toEqual(['add']);
  });

  it('when supervision returns a pour order, then it is 已退回 and can be applied again once; a pending one cannot be removed', async () => {
    const res = await post('/api/mainBody/concretePour/add', pourBody({ pourNo: 'JZ-2026-102' }), zhang);
    const id = res.json().data.id;
    const removed = await post('/api/mainBody/concretePour/remove', { ids: [id] }, zhang);
    expect(removed.statusCode).toBe(409);
    expect((await act(id, 'return', '后浇带止水钢板未验收')).statusCode).toBe(200);
    expect(
      (await get(`/api/mainBody/concretePour/detail?id=${id}`, zhang)).json().data.applicationStatus,
    ).toBe('RETURNED');
    const again = await post('/api/mainBody/concretePour/apply', { id }, zhang);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.applicationStatus).toBe('PENDING');
    expect((await post('/api/mainBody/concretePour/apply', { id }, zhang)).statusCode).toBe(409);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.resource, 'concretePour'));
    expect(audits.filter((a) => a.recordId === id).map((a) => a.action)).toEqual(['add', 'apply']);
  });

  it('when a pour is at a location the test-block module has groups for, then the groups route counts them', async () => {
    const [made] = await t.db.select().from(specimen).where(eq(specimen.projectId, pile())).limit(1);
    const location = made!.location;
    const registered = (await t.db.select().from(specimen).where(eq(specimen.projectId, pile()))).filter(
      (s) => s.location === location,
    ).length;
    const res = await post(
      '/api/mainBody/concretePour/add',
      pourBody({ pourNo: 'JZ-2026-103', location, buildNumber: '', floor: null, plannedVolume: '250.00' }),
      zhang,
    );
    expect(res.statusCode).toBe(200);
    const groups = await get(`/api/mainBody/concretePour/groups?id=${res.json().data.id}`, zhang);
    expect(groups.json().data).toMatchObject({ required: 3, basis: 'volume', registered });
    expect(groups.json().data.short).toBe(Math.max(0, 3 - registered));
  });

  it('when the input is bad, then 422 naming the field and nothing is written', async () => {
    const before = (await t.db.select().from(mainBodyPour).where(eq(mainBodyPour.projectId, pile()))).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ slumpReadings: '180,abc' }, 'slumpReadings'],
      [{ startTime: '2026-11-31 07:00' }, 'startTime'],
      [{ strengthGrade: 'C33' }, 'strengthGrade'],
      [{ plannedVolume: '0' }, 'plannedVolume'],
      [{ buildNumber: '9#楼' }, 'buildNumber'],
      [{ floor: 19 }, 'floor'],
      [{ floor: 0 }, 'floor'],
      [{ buildNumber: '', floor: 3 }, 'buildNumber'],
      [{ endTime: '2026-11-20 06:00' }, 'endTime'],
    ];
    for (const [over, field] of cases) {
      const res = await post(
        '/api/mainBody/concretePour/add',
        pourBody({ pourNo: 'JZ-2026-190', ...over }),
        zhang,
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().msg).toContain(field);
    }
    const after = (await t.db.select().from(mainBodyPour).where(eq(mainBodyPour.projectId, pile()))).length;
    expect(after).toBe(before);
  });
});

describe('砌体工程 (masonry)', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    projectId: pile(),
    recordNo: 'QT-2026-101',
    location: '3#楼 承台 CT1～CT8 砖胎模',
    blockType: 'FIRED_BRICK',
    mortarType: 'CEMENT',
    mortarGrade: 'M7.5',
    volume: '600.00',
    fullness: '79.5',
    builtOn: '2026-11-18',
    inspector: '李晓峰',
    ...over,
  });

  it('when joints are below 80 % full, then the record fails; re-measured at 85 % it passes; 600 m³ needs 3 groups', async () => {
    const res = await post('/api/mainBody/masonry/add', body(), zhang);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ result: 'FAIL', fullnessMin: 80, mortarGroupsRequired: 3 });
    const id = res.json().data.id;
    const fixed = await post('/api/mainBody/masonry/update', { id, fullness: '85' }, zhang);
    expect(fixed.json().data.result).toBe('PASS');
    const hollow = await post(
      '/api/mainBody/masonry/update',
      { id, blockType: 'CONCRETE_HOLLOW_BLOCK' },
      zhang,
    );
    expect(hollow.json().data).toMatchObject({ result: 'FAIL', fullnessMin: 90 });
  });

  it('when the result is sent or a value is bad, then 422 and nothing written', async () => {
    const before = (await t.db.select().from(masonryRecord)).length;
    for (const over of [
      { fullness: '101' },
      { mortarGrade: 'M6' },
      { volume: '' },
      { builtOn: '2026-13-01' },
    ]) {
      const res = await post('/api/mainBody/masonry/add', body({ recordNo: 'QT-2026-190', ...over }), zhang);
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
    }
    expect((await t.db.select().from(masonryRecord)).length).toBe(before);
  });
});

describe('防水工程 (waterproofing)', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    projectId: main(),
    recordNo: 'FS-2026-101',
    location: '1#楼 4层 卫生间（01～04 户）',
    part: 'BATHROOM',
    material: 'COATING',
    layers: 2,
    area: '38.60',
    testMethod: 'PONDING',
    testStart: '2026-11-20 08:00',
    testEnd: '2026-11-21 08:00',
    testResult: 'PASS',
    inspector: '李晓峰',
    ...over,
  });
  let li: string;
  beforeAll(async () => {
    li = await loginAs(t.app, 'lixiaofeng');
  });

  it('when the seeded leak is read, then its rectification is linked', async () => {
    const list = (await get(`/api/mainBody/waterproof/list?proId=${main()}&testResult=FAIL`, li)).json().data
      .list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ recordNo: 'FS-2026-012', actualHours: 24.5, durationSufficient: true });
    expect(list[0].rectificationId).toBeGreaterThan(0);
  });

  it('when a test is short, sprayed in a bathroom, or failed without the leak, then 422 and nothing written', async () => {
    const before = (await t.db.select().from(waterproofRecord)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ testEnd: '2026-11-21 07:59' }, 'testEnd'],
      [{ testMethod: 'SPRAY' }, 'testMethod'],
      [{ testResult: 'FAIL' }, 'problem'],
      [{ testEnd: '2026-11-19 08:00', testResult: '' }, 'testEnd'],
      [{ testEnd: '', testResult: 'PASS' }, 'testEnd'],
      [{ part: 'BASEMENT_SLAB', testMethod: 'NONE', testStart: '', testEnd: '' }, 'testResult'],
    ];
    for (const [over, field] of cases) {
      const res = await post('/api/mainBody/waterproof/add', body(over), li);
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().msg).toContain(field);
    }
    expect((await t.db.select().from(waterproofRecord)).length).toBe(before);
  });

  it('when a water test fails, then one rectification is raised in the same write; a re-test passing keeps it', async () => {
    const res = await post(
      '/api/mainBody/waterproof/add',
      body({ testResult: 'FAIL', problem: '02 户地漏根部渗水' }),
      li,
    );
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item.rectificationId).toBeGreaterThan(0);
    const [notice] = await t.db
      .select()
      .from(rectification)
      .where(eq(rectification.id, item.rectificationId));
    expect(notice).toMatchObject({
      source: 'main-body',
      sourceId: item.id,
      projectId: main(),
      status: 'open',
    });
    expect(notice!.problem).toContain('02 户地漏根部渗水');
    const again = await post('/api/mainBody/waterproof/update', { id: item.id, problem: '仍渗水' }, li);
    expect(again.json().data.rectificationId).toBe(item.rectificationId);
    const passed = await post(
      '/api/mainBody/waterproof/update',
      { id: item.id, testStart: '2026-11-25 08:00', testEnd: '2026-11-26 09:00', testResult: 'PASS' },
      li,
    );
    expect(passed.json().data).toMatchObject({ testResult: 'PASS', rectificationId: item.rectificationId });
    const notices = await t.db.select().from(rectification).where(eq(rectification.sourceId, item.id));
    expect(notices.filter((n) => n.source === 'main-body')).toHaveLength(1);
  });

  it('when a roof is sprayed for 2 h, then it passes', async () => {
    const res = await post(
      '/api/mainBody/waterproof/add',
      body({
        recordNo: 'FS-2026-102',
        part: 'ROOF',
        material: 'MEMBRANE',
        testMethod: 'SPRAY',
        testStart: '2026-11-22 09:00',
        testEnd: '2026-11-22 11:00',
      }),
      li,
    );
    expect(res.json().data).toMatchObject({ requiredHours: 2, actualHours: 2, durationSufficient: true });
  });
});

describe('who may do what', () => {
  it('when a non-member calls, then 404; a reader, 403; anonymous, not logged in; and nothing is written', async () => {
    // 张建国 is not on the main-structure project.
    expect((await get(`/api/mainBody/waterproof/list?proId=${main()}`, zhang)).statusCode).toBe(404);
    const [seeded] = await t.db.select().from(mainBodyPour).where(eq(mainBodyPour.pourNo, 'ZT-2026-011'));
    expect((await get(`/api/mainBody/concretePour/groups?id=${seeded!.id}`, zhang)).statusCode).toBe(404);
    // Supervision and the owner read but do not record; supervision approves in the approval centre.
    expect((await get(`/api/mainBody/concretePour/list?proId=${pile()}`, wang)).statusCode).toBe(200);
    expect((await get(`/api/mainBody/masonry/list?proId=${pile()}`, zhao)).statusCode).toBe(200);
    const before = (await t.db.select().from(mainBodyPour)).length;
    expect(
      (await post('/api/mainBody/concretePour/add', pourBody({ pourNo: 'JZ-2026-180' }), wang)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/mainBody/concretePour/add', pourBody({ pourNo: 'JZ-2026-181' }), zhao)).statusCode,
    ).toBe(403);
    const [pending] = await t.db.select().from(mainBodyPour).where(eq(mainBodyPour.pourNo, 'JZ-2026-004'));
    expect((await post('/api/mainBody/concretePour/apply', { id: pending!.id }, wang)).statusCode).toBe(403);
    expect((await post('/api/mainBody/concretePour/apply', { id: 999999 }, zhang)).statusCode).toBe(404);
    expect((await t.db.select().from(mainBodyPour)).length).toBe(before);
    const anonymous = await get(`/api/mainBody/concretePour/list?proId=${pile()}`);
    expect(anonymous.json().code).not.toBe(200);
  });

  it('when the contractor approves its own pour order, then the flow refuses it', async () => {
    const [pending] = await t.db.select().from(mainBodyPour).where(eq(mainBodyPour.pourNo, 'JZ-2026-004'));
    const res = await post('/api/flow/act', { id: pending!.flowInstanceId, action: 'approve' }, zhang);
    expect(res.statusCode).toBe(403);
  });
});
