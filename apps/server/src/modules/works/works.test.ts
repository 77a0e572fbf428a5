import { judgeFoundationCheck } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { rectification } from '../../platform/rectification';
import { foundationCheck, worksAbnormal } from './works.table';

const zhang = 'zhangjianguo'; // 项目经理 (contractor)
const li = 'lixiaofeng'; // 专职质量检查员 (contractor)
const wang = 'wanghaitao'; // 专业监理工程师 on 一标段 桩基工程 only
const zhao = 'zhaolihua'; // 建设单位项目负责人 (owner)
const t = seededApp({ users: [zhang, li, wang, zhao], caller: null });
const { get, post } = t;
const pile = () => t.project('jiangdongPile');
const main = () => t.project('jiangdongMain');

type Item = { key: string; type: string; level: string; status: string; title: string; related: string };
const warnings = async (projectId: number, who = zhang) =>
  (await get(`/api/warning/abnormal/list?proId=${projectId}&limit=50`, who)).json().data.list as Item[];
const abnormals = async (query: string, who = zhang) =>
  (await get(`/api/works/abnormal/list?proId=${pile()}&limit=50${query}`, who)).json().data;

const pourBody = (pourNo: string, slumpReadings: string) => ({
  projectId: pile(),
  pourNo,
  location: '3#楼 承台 CT9～CT12',
  strengthGrade: 'C35',
  plannedVolume: '86.00',
  plant: '杭州三狮商品混凝土有限公司',
  startTime: '2026-11-21 07:00',
  designSlump: 180,
  slumpReadings,
  recorder: '张建国',
});

describe('主体工程 records raise abnormal records in 异常清单', () => {
  it('when a pour is saved with a failing slump, then a 主体工程 row appears in 异常清单; a passing pour raises none', async () => {
    const bad = await post('/api/mainBody/concretePour/add', pourBody('JZ-2026-201', '180,230'), li);
    expect(bad.statusCode).toBe(200);
    expect(bad.json().data.slumpResult).toBe('FAIL');
    const good = await post('/api/mainBody/concretePour/add', pourBody('JZ-2026-202', '180,190'), li);
    expect(good.json().data.slumpResult).toBe('PASS');

    const list = await warnings(pile());
    const row = list.find((i) => i.type === 'mainBodyAbnormal' && i.related === 'JZ-2026-201');
    expect(row).toMatchObject({
      status: 'open',
      level: 'normal',
      title: '混凝土浇筑 JZ-2026-201 坍落度超差',
    });
    expect(list.some((i) => i.related === 'JZ-2026-202')).toBe(false);
    const mine = await abnormals('&recordType=concretePour&keyword=JZ-2026-201');
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({
      source: 'mainBody',
      origin: 'judged',
      kind: 'slump',
      status: 'open',
    });
    expect(mine.list[0].description).toContain('230');

    // The slump corrected: the same record re-judged closes it (handled in 异常清单), nothing new raised.
    const fixed = await post(
      '/api/mainBody/concretePour/update',
      { id: bad.json().data.id, slumpReadings: '180,200' },
      li,
    );
    expect(fixed.statusCode).toBe(200);
    const after = (await warnings(pile())).find((i) => i.key === row?.key);
    expect(after?.status).toBe('handled');
    expect((await abnormals('&keyword=JZ-2026-201')).list).toHaveLength(1);
  });

  it('when masonry joints are too thin, then the record fails and raises its abnormal record in the same write', async () => {
    const res = await post(
      '/api/mainBody/masonry/add',
      {
        projectId: pile(),
        recordNo: 'QT-2026-201',
        location: '3#楼 集水井 JSJ4 砖胎模',
        blockType: 'FIRED_BRICK',
        mortarType: 'CEMENT',
        mortarGrade: 'M7.5',
        volume: '5.20',
        fullness: '72',
        builtOn: '2026-11-20',
        inspector: '李晓峰',
      },
      li,
    );
    expect(res.json().data.result).toBe('FAIL');
    const [row] = await t.db
      .select()
      .from(worksAbnormal)
      .where(and(eq(worksAbnormal.recordType, 'masonry'), eq(worksAbnormal.recordId, res.json().data.id)));
    expect(row).toMatchObject({ kind: 'mortarFullness', status: 'open', source: 'mainBody' });
  });

  it('when the demo is opened, then 异常清单 shows the seeded main-body and foundation rows', async () => {
    const list = await warnings(pile());
    expect(list.find((i) => i.type === 'mainBodyAbnormal' && i.related === 'FS-2026-002')).toMatchObject({
      level: 'serious',
      status: 'open',
    });
    expect(list.find((i) => i.type === 'foundationAbnormal' && i.related === 'JC-2026-002')).toMatchObject({
      status: 'open',
    });
    expect(list.find((i) => i.related === 'JZ-2026-002' && i.type === 'mainBodyAbnormal')?.status).toBe(
      'handled',
    );
    // The leak of FS-2026-012 went to rectification with the record: listed on the main-structure project.
    expect((await warnings(main(), li)).find((i) => i.related === 'FS-2026-012')).toMatchObject({
      level: 'serious',
    });
  });
});

describe('基础工程 checks', () => {
  it('when a check is saved, then its stored verdict is the shared function on the same values, and a failure reaches 异常清单', async () => {
    const body = {
      projectId: pile(),
      checkNo: 'JC-2026-201',
      location: '3#楼 承台基坑 CT1～CT6 基底',
      kind: 'PIT_ELEVATION',
      designValue: '-6.450',
      measuredValue: '-6.520',
      checkedOn: '2026-11-19',
      inspector: '李晓峰',
    } as const;
    const res = await post('/api/works/foundationCheck/add', body, li);
    expect(res.statusCode).toBe(200);
    const judged = judgeFoundationCheck(body.kind, Number(body.designValue), Number(body.measuredValue));
    const [stored] = await t.db
      .select()
      .from(foundationCheck)
      .where(eq(foundationCheck.id, res.json().data.id));
    expect(stored?.result).toBe(judged.pass ? 'PASS' : 'FAIL');
    expect(res.json().data).toMatchObject({ result: 'FAIL', judgedValue: '-70' });
    const row = (await warnings(pile())).find(
      (i) => i.type === 'foundationAbnormal' && i.related === 'JC-2026-201',
    );
    expect(row).toMatchObject({ status: 'open', title: '基础验收 JC-2026-201 基底标高超差' });
  });

  it('when the input is bad, then 422 naming the field and nothing is written', async () => {
    const res = await post(
      '/api/works/foundationCheck/add',
      {
        projectId: pile(),
        checkNo: 'JC-2026-202',
        location: '3#楼',
        kind: 'COMPACTION',
        designValue: 'abc',
        measuredValue: '0.95',
        checkedOn: '2026-11-19',
        inspector: '李晓峰',
      },
      li,
    );
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('designValue');
    expect(
      await t.db.select().from(foundationCheck).where(eq(foundationCheck.checkNo, 'JC-2026-202')),
    ).toHaveLength(0);
  });
});

describe('监理抽检 (supervisor spot checks)', () => {
  const spot = (over: Record<string, unknown> = {}) => ({
    projectId: pile(),
    recordType: 'concretePour',
    recordNo: 'JZ-2026-003',
    result: 'FAIL',
    remark: '底板后浇带两侧抽测坍落度 225 mm，超出设计要求。',
    checkedOn: '2026-11-18',
    checker: '王海涛',
    ...over,
  });

  it('when the supervisor records a failed spot check, then it raises a 主体工程 abnormal record', async () => {
    const res = await post('/api/works/spotCheck/add', spot(), wang);
    expect(res.statusCode).toBe(200);
    const check = res.json().data;
    expect(check).toMatchObject({
      source: 'mainBody',
      result: 'FAIL',
      location: expect.stringContaining('底板'),
    });
    expect(check.abnormalId).toBeGreaterThan(0);
    const [row] = await t.db.select().from(worksAbnormal).where(eq(worksAbnormal.id, check.abnormalId));
    expect(row).toMatchObject({
      origin: 'spotCheck',
      kind: 'spotCheck',
      spotCheckId: check.id,
      status: 'open',
    });
    const item = (await warnings(pile())).find((i) => i.key === `mainBodyAbnormal-${check.abnormalId}`);
    expect(item).toMatchObject({ level: 'serious', status: 'open' });
    // A pass raises nothing.
    const pass = await post(
      '/api/works/spotCheck/add',
      spot({ result: 'PASS', remark: '', checkedOn: '2026-11-19' }),
      wang,
    );
    expect(pass.json().data.abnormalId).toBeNull();
  });

  it('when the contractor or the owner tries to record one, then 403; on a project the supervisor is not on, 404', async () => {
    const before = await t.count(worksAbnormal);
    // The contractor's quality inspector and the owner read spot checks but do not record them.
    expect((await post('/api/works/spotCheck/add', spot({ checkedOn: '2026-11-20' }), zhao)).statusCode).toBe(
      403,
    );
    expect((await post('/api/works/spotCheck/add', spot({ checkedOn: '2026-11-20' }), li)).statusCode).toBe(
      403,
    );
    expect((await post('/api/works/spotCheck/add', spot({ projectId: main() }), wang)).statusCode).toBe(404);
    // The contractor reads them.
    expect((await get(`/api/works/spotCheck/list?proId=${pile()}`, zhang)).statusCode).toBe(200);
    expect(await t.count(worksAbnormal)).toBe(before);
  });

  it('when a failed check has no remark or names no record of the project, then 422 on that field', async () => {
    const noRemark = await post(
      '/api/works/spotCheck/add',
      spot({ remark: '', checkedOn: '2026-11-21' }),
      wang,
    );
    expect(noRemark.statusCode).toBe(422);
    expect(JSON.stringify(noRemark.json())).toContain('remark');
    const missing = await post(
      '/api/works/spotCheck/add',
      spot({ recordNo: 'JZ-1999-999', checkedOn: '2026-11-21' }),
      wang,
    );
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.json())).toContain('JZ-1999-999');
  });
});

describe('handling an abnormal record', () => {
  it('when the contractor writes down the handling, then it closes and 异常清单 shows it handled', async () => {
    const open = (await abnormals('&status=open&source=foundation')).list.find(
      (a: { recordNo: string }) => a.recordNo === 'JC-2026-002',
    );
    expect(open).toBeDefined();
    const res = await post(
      '/api/works/abnormal/update',
      { id: open.id, handling: '人工清槽至设计标高，复测 -6.455～-6.470 m。' },
      li,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'closed' });
    expect((await warnings(pile())).find((i) => i.key === `foundationAbnormal-${open.id}`)?.status).toBe(
      'handled',
    );
    // Closed stays closed.
    expect(
      (await post('/api/works/abnormal/update', { id: open.id, handling: '再次处理' }, li)).statusCode,
    ).toBe(409);
  });

  it('when supervision sends one to rectification, then a rectification is raised in the same write and the record is sent', async () => {
    const open = (await abnormals('&status=open&recordType=waterproof')).list[0];
    expect(open).toBeDefined();
    const res = await post('/api/works/abnormal/rectify', { id: open.id }, wang);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('sent');
    const [rect] = await t.db
      .select()
      .from(rectification)
      .where(eq(rectification.id, res.json().data.rectificationId));
    expect(rect).toMatchObject({ source: 'main-body', sourceId: open.id, status: 'open' });
    expect((await post('/api/works/abnormal/rectify', { id: open.id }, wang)).statusCode).toBe(409);
  });
});
