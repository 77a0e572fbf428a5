import { COMPANY_TYPE, divisionPreselection } from '@zhuji/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import {
  company,
  project,
  projectStage,
  projectSubitem,
  projectTag,
  projectVipInterest,
} from '../../platform/identity';

const pid: Record<string, number> = {};
let contractorId = 0;

const JIANGDONG = '钱塘新区江东安置房（一期）项目';
const PILE = '一标段 桩基工程';
const MAIN = '一标段 主体结构工程';
const XIANGHU = '桩基工程';

const rows = async (table: typeof project | typeof auditLog | typeof projectStage | typeof projectTag) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
/** Everything these calls could touch: a refused call changes none of it. */
const written = async () => [
  await rows(project),
  await rows(auditLog),
  await rows(projectStage),
  await rows(projectTag),
];
const withLang = (url: string, token: string, lang: string) => t.get(url, token, lang);

const tok = {
  zhang: 'zhangjianguo',
  li: 'lixiaofeng',
  wang: 'wanghaitao',
  admin: 'admin',
  zhou: 'zhouwenbo',
  sun: 'sunwei',
};
const t = seededApp({ users: [...Object.values(tok)], caller: null });
beforeAll(async () => {
  for (const p of await t.db.select().from(project)) pid[p.name] = p.id;
  const [contractor] = await t.db.select().from(company).where(eq(company.compType, COMPANY_TYPE.CONTRACTOR));
  contractorId = contractor?.id ?? 0;
});
const { get, post } = t;

/**
 * The refusals every project-scoped read shares: bad proId 422 naming it, unknown 404, a
 * non-member 403, no token the not-logged-in answer; and nothing is written by any of them.
 */
function refusals(path: string) {
  it(`when ${path} gets a bad or unknown proId, a non-member or no token, then 422 / 404 / 404 / not logged in`, async () => {
    const before = await written();
    for (const bad of ['', 'abc', '0', '-3', '1.5']) {
      const res = await get(`${path}?proId=${bad}`, tok.zhang);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().msg).toContain('proId');
    }
    expect((await get(path, tok.zhang)).json().msg).toContain('proId');
    expect((await get(`${path}?proId=999999`, tok.zhang)).statusCode).toBe(404);
    // A project the caller is not on answers exactly like an unknown one.
    const stranger = await get(`${path}?proId=${pid[MAIN]}`, tok.wang);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().msg).toBe('记录不存在');
    expect((await get(`${path}?proId=${pid[XIANGHU]}`, tok.sun)).statusCode).toBe(404);
    const anonymous = await get(`${path}?proId=${pid[PILE]}`);
    expect(anonymous.json()).toMatchObject({ code: 400 });
    expect(await written()).toEqual(before);
  });
}

describe('GET /api/project/list', () => {
  it('when a member asks, then their sub-projects with main project, division, statuses, money and contract mode, newest first', async () => {
    const res = await get('/api/project/list', tok.zhang);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(page.list.map((p: { projectName: string }) => p.projectName)).toEqual([XIANGHU, PILE]);
    expect(page.list[1]).toMatchObject({
      id: pid[PILE],
      proId: pid[PILE],
      mainProjectId: pid[JIANGDONG],
      mainProjectName: JIANGDONG,
      division: 'PILE_FOUNDATION',
      auditStatus: 3,
      progressStatus: 'in_progress',
      money: '346.9000',
      contractMode: 'PUBLIC_BIDDING',
      baseStatus: 1,
      mainStatus: 1,
    });
    expect(page.list[0]).toMatchObject({
      contractMode: 'INVITATION_TO_TENDER',
      mainProjectName: '萧山湘湖未来社区（二期）',
    });
  });

  it('when filtered by keyword, division, audit or progress status, or paged, then only those', async () => {
    const names = async (query: string, token = tok.admin) =>
      (await get(`/api/project/list?${query}`, token))
        .json()
        .data.list.map((p: { projectName: string }) => p.projectName);
    expect(await names(`keyword=${encodeURIComponent('湘湖')}`)).toEqual([XIANGHU]);
    expect(await names(`keyword=${encodeURIComponent('主体')}`)).toEqual([MAIN]);
    expect(await names('division=MAIN')).toEqual([MAIN]);
    expect(await names('auditStatus=3&division=PILE_FOUNDATION')).toEqual([XIANGHU, PILE]);
    expect(await names('auditStatus=0')).toEqual([]);
    expect(await names('progressStatus=completed')).toEqual([]);
    const paged = (await get('/api/project/list?limit=5&page=2', tok.admin)).json().data;
    expect(paged).toMatchObject({ total: 3, page: 2, limit: 5, list: [] });
    // 李晓峰 sees his two; the docking engineer holds no role anywhere, so his list is empty.
    expect(await names('', tok.li)).toEqual([MAIN, PILE]);
    expect((await get('/api/project/list', tok.zhou)).json().data).toEqual({
      total: 0,
      page: 1,
      limit: 20,
      list: [],
    });
  });

  it.each([
    ['limit', '7'],
    ['page', '0'],
    ['division', 'ROOF'],
    ['auditStatus', '9'],
    ['auditStatus', 'x'],
    ['progressStatus', 'paused'],
    ['keyword', 'x'.repeat(51)],
  ])('when %s is %j, then 422 naming it and nothing is written', async (field, value) => {
    const before = await written();
    const res = await get(`/api/project/list?${field}=${value}`, tok.zhang);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
    expect(await written()).toEqual(before);
  });

  it('when no token is sent, then the not-logged-in answer', async () => {
    expect((await get('/api/project/list')).json()).toMatchObject({ code: 400 });
  });
});

describe('GET /api/project/columns', () => {
  it('when asked, then the list columns labelled in the caller’s language', async () => {
    const zh = (await get('/api/project/columns', tok.li)).json().data;
    expect(zh.map((c: { key: string }) => c.key)).toEqual([
      'projectName',
      'mainProjectName',
      'division',
      'auditStatus',
      'progressStatus',
      'money',
      'contractMode',
      'createdAt',
    ]);
    expect(zh[0]).toEqual({ key: 'projectName', label: '子项目名称', width: 220, defaultVisible: true });
    expect(zh.find((c: { key: string }) => c.key === 'contractMode').defaultVisible).toBe(false);
    const en = (await withLang('/api/project/columns', tok.li!, 'en')).json().data;
    expect(en[1].label).toBe('Main project');
    const es = (await withLang('/api/project/columns', tok.li!, 'es')).json().data;
    expect(es[5].label).toBe('Importe (10 mil CNY)');
    // The list item has every column's key.
    const item = (await get('/api/project/list', tok.li)).json().data.list[0];
    for (const c of zh) expect(item).toHaveProperty(c.key);
  });

  it('when no token is sent, then the not-logged-in answer', async () => {
    expect((await get('/api/project/columns')).json()).toMatchObject({ code: 400 });
  });
});

describe('GET /api/project/stage/list', () => {
  it('when a member asks about the piling sub-project, then its five stages with dates, the current one under way', async () => {
    const res = await get(`/api/project/stage/list?proId=${pid[PILE]}`, tok.wang);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ proId: pid[PILE], division: 'PILE_FOUNDATION', currentStage: 'PILE_WORK' });
    expect(data.stages.map((s: { label: string }) => s.label)).toEqual([
      '施工准备',
      '试桩',
      '工程桩施工',
      '桩基检测',
      '桩基验收',
    ]);
    expect(data.stages.map((s: { state: string }) => s.state)).toEqual([
      'done',
      'done',
      'active',
      'pending',
      'pending',
    ]);
    const [prep] = data.stages;
    expect(prep).toMatchObject({ code: 'PREPARATION', sort: 1, overdue: false });
    expect(prep.plannedStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(prep.actualEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('when the main-structure foundations run past their planned end, then that stage is current and overdue; labels follow the language', async () => {
    const data = (await withLang(`/api/project/stage/list?proId=${pid[MAIN]}`, tok.li!, 'en')).json().data;
    expect(data.currentStage).toBe('FOUNDATION_WORK');
    expect(data.stages[1]).toMatchObject({ label: 'Foundation work', state: 'active', overdue: true });
    expect(data.stages.at(-1)).toMatchObject({ code: 'STRUCTURE_ACCEPTANCE', label: 'Structure acceptance' });
    // 湘湖 has no dates yet for testing and acceptance: those stages are listed without dates.
    const xianghu = (await get(`/api/project/stage/list?proId=${pid[XIANGHU]}`, tok.zhang)).json().data;
    expect(xianghu.currentStage).toBe('PREPARATION');
    expect(xianghu.stages[4]).toMatchObject({
      code: 'PILE_ACCEPTANCE',
      plannedStart: null,
      plannedEnd: null,
      actualStart: null,
      actualEnd: null,
      state: 'pending',
      overdue: false,
    });
  });

  it('when platform staff who hold no role ask, then they are answered; a main project is 422 naming proId', async () => {
    expect((await get(`/api/project/stage/list?proId=${pid[PILE]}`, tok.zhou)).statusCode).toBe(200);
    const res = await get(`/api/project/stage/list?proId=${pid[JIANGDONG]}`, tok.zhou);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('proId');
  });

  refusals('/api/project/stage/list');
});

describe('GET /api/project/tag/list', () => {
  it('when a member asks, then the project’s tags in order', async () => {
    const res = await get(`/api/project/tag/list?proId=${pid[MAIN]}`, tok.li);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((t: { name: string; color: string }) => [t.name, t.color])).toEqual([
      ['省重点工程', 'red'],
      ['装配式建筑', 'cyan'],
      ['绿色建筑二星', 'green'],
    ]);
    expect((await get(`/api/project/tag/list?proId=${pid[XIANGHU]}`, tok.admin)).json().data).toHaveLength(2);
    expect((await get(`/api/project/tag/list?proId=${pid[JIANGDONG]}`, tok.zhou)).json().data).toEqual([]);
  });

  refusals('/api/project/tag/list');
});

describe('GET /api/project/division/config', () => {
  it('when pile foundation is asked, then 0101 地基 with 水泥土搅拌桩地基 and 0102 基础 with 预制桩 and 灌注桩 pre-selected, and the pile modules', async () => {
    const res = await get('/api/project/division/config?division=PILE_FOUNDATION', tok.zhang);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      division: 'PILE_FOUNDATION',
      label: '桩基工程',
      codes: ['01', '0101', '010110', '0102', '010207', '010208'],
    });
    expect(data.subDivisions).toEqual([
      { code: '0101', name: '地基', subItems: [{ code: '010110', name: '水泥土搅拌桩地基' }] },
      {
        code: '0102',
        name: '基础',
        subItems: [
          { code: '010207', name: '钢筋混凝土预制桩基础' },
          { code: '010208', name: '泥浆护壁成孔灌注桩基础' },
        ],
      },
    ]);
    expect(data.modules.map((m: { key: string }) => m.key)).toContain('pileConstruction');
    expect(data.modules[0]).toEqual({ key: 'pileConstruction', label: '桩基施工记录' });
  });

  it('when MAIN or BASIC is asked in English, then their own selections and modules', async () => {
    const main = (await withLang('/api/project/division/config?division=MAIN', tok.zhang!, 'en')).json().data;
    expect(main.label).toBe('Main structure');
    expect(main.subDivisions.map((s: { code: string }) => s.code)).toEqual(['0201', '0202']);
    expect(main.subDivisions[0].subItems).toHaveLength(6);
    expect(main.modules).toContainEqual({ key: 'fireControl', label: 'Fire control' });
    const basic = (await get('/api/project/division/config?division=BASIC', tok.zhang)).json().data;
    expect(basic.subDivisions.map((s: { name: string }) => s.name)).toEqual(['基础', '地下防水']);
    expect(basic.modules.map((m: { key: string }) => m.key)).not.toContain('pileConstruction');
  });

  it('when the division is missing or unknown, then 422 naming it; no token, not logged in', async () => {
    const before = await written();
    for (const query of ['', '?division=ROOF', '?division=main']) {
      const res = await get(`/api/project/division/config${query}`, tok.zhang);
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toContain('division');
    }
    expect((await get('/api/project/division/config?division=MAIN')).json()).toMatchObject({ code: 400 });
    expect(await written()).toEqual(before);
  });
});

describe('GET /api/project/mainContractor', () => {
  it('when a member of a sub-project asks, then its main project’s contractor and people', async () => {
    const res = await get(`/api/project/mainContractor?proId=${pid[PILE]}`, tok.wang);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      projectId: pid[JIANGDONG],
      companyId: contractorId,
      companyName: '浙江华东建工集团有限公司',
      creditCode: expect.any(String),
      managerName: '张建国',
      managerPhone: '13805710001',
      techLeadName: null,
      techLeadPhone: null,
    });
    // Platform staff may ask about a main project too.
    const main = await get(`/api/project/mainContractor?proId=${pid[JIANGDONG]}`, tok.zhou);
    expect(main.json().data.projectId).toBe(pid[JIANGDONG]);
  });

  refusals('/api/project/mainContractor');
});

describe('GET /api/project/unit/getDockingEngineer', () => {
  it('when a member asks, then the platform engineer assigned to the project: name and phone', async () => {
    const res = await get(`/api/project/unit/getDockingEngineer?proId=${pid[PILE]}`, tok.li);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: '周文博', phone: '13906710011' });
    const xianghu = await get(`/api/project/unit/getDockingEngineer?proId=${pid[XIANGHU]}`, tok.zhang);
    expect(xianghu.json().data).toMatchObject({ name: '钱晓燕', phone: '13906710012' });
  });

  it('when the sub-project has none, then its main project’s; when neither has one, then null', async () => {
    const sub = pid[MAIN]!;
    await t.db.update(project).set({ dockingEngineerId: null }).where(eq(project.id, sub));
    expect((await get(`/api/project/unit/getDockingEngineer?proId=${sub}`, tok.li)).json()).toMatchObject({
      code: 200,
      data: null,
    });
    const [qian] = await t.db
      .select({ id: project.dockingEngineerId })
      .from(project)
      .where(eq(project.id, pid[XIANGHU]!));
    await t.db.update(project).set({ dockingEngineerId: qian?.id }).where(eq(project.id, pid[JIANGDONG]!));
    expect((await get(`/api/project/unit/getDockingEngineer?proId=${sub}`, tok.li)).json().data.name).toBe(
      '钱晓燕',
    );
  });

  refusals('/api/project/unit/getDockingEngineer');
});

describe('GET /api/project/getProInfoDetail', () => {
  it('when a member asks, then the sub-project, its main project, contractor, five parties and counts in one answer', async () => {
    const res = await get(`/api/project/getProInfoDetail?proId=${pid[PILE]}`, tok.wang);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.project).toMatchObject({
      id: pid[PILE],
      name: PILE,
      parentName: JIANGDONG,
      ownerCompanyName: '杭州钱塘城市建设投资集团有限公司',
      division: 'PILE_FOUNDATION',
    });
    expect(data.mainProject).toMatchObject({ id: pid[JIANGDONG], parentId: null, subCount: 2 });
    expect(data.contractor).toMatchObject({ companyName: '浙江华东建工集团有限公司', managerName: '张建国' });
    expect(data.fiveParties.map((p: { partyType: string }) => p.partyType)).toEqual([
      'OWNER',
      'SURVEYOR',
      'DESIGNER',
      'CONTRACTOR',
      'SUPERVISOR',
    ]);
    expect(data.fiveParties[4]).toMatchObject({
      personName: '陈志明',
      companyName: '浙江江南工程管理股份有限公司',
    });
    // 平台管理员, 张建国 (two roles, counted once), 李晓峰, 王海涛, 陈志明, 赵丽华, 孙伟, 陆海燕, 刘明.
    expect(data).toMatchObject({ partiesRegistered: 5, buildingCount: 6, memberCount: 9 });
  });

  it('when the sub-project has no parties and a building, then the blanks and the counts say so', async () => {
    const xianghu = pid[XIANGHU]!;
    const building = await post(
      '/api/project/architecture/add',
      { projectId: xianghu, buildNumber: '1#楼', floorsAbove: 26 },
      tok.zhang,
    );
    expect(building.statusCode).toBe(200);
    const data = (await get(`/api/project/getProInfoDetail?proId=${xianghu}`, tok.zhang)).json().data;
    expect(data.fiveParties.every((p: { id: number | null }) => p.id === null)).toBe(true);
    expect(data).toMatchObject({ partiesRegistered: 0, buildingCount: 1, memberCount: 3 });
    expect(data.mainProject.name).toBe('萧山湘湖未来社区（二期）');
  });

  it('when asked about a main project, then 422 naming proId', async () => {
    const res = await get(`/api/project/getProInfoDetail?proId=${pid[JIANGDONG]}`, tok.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('proId');
  });

  refusals('/api/project/getProInfoDetail');
});

describe('POST /api/common/vip/rule', () => {
  it('when a member asks, then every interest on offer and which the project has', async () => {
    const res = await post('/api/common/vip/rule', { proId: pid[PILE] }, tok.zhang);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.proId).toBe(pid[PILE]);
    expect(data.enabledIds).toEqual([1, 2]);
    expect(data.interests).toHaveLength(5);
    expect(data.interests[0]).toEqual({
      id: 1,
      name: '桩基数字化施工记录',
      description: expect.stringContaining('监理'),
      enabled: true,
    });
    expect(
      data.interests.filter((i: { enabled: boolean }) => i.enabled).map((i: { id: number }) => i.id),
    ).toEqual([1, 2]);
    // The same ids as vip/interests.
    const held = (await get(`/api/project/vip/interests?proId=${pid[PILE]}`, tok.zhang)).json().data;
    expect(held).toEqual(data.enabledIds);
    const main = (await post('/api/common/vip/rule', { proId: pid[MAIN] }, tok.li)).json().data;
    expect(main.enabledIds).toEqual([1, 2, 3]);
  });

  it.each([
    ['proId', {}],
    ['proId', { proId: 'abc' }],
    ['proId', { proId: 0 }],
    ['proId', { proId: 1.5 }],
  ])('when %s is bad (%j), then 422 naming it and nothing is written', async (field, body) => {
    const before = [await written(), await t.db.select().from(projectVipInterest)];
    const res = await post('/api/common/vip/rule', body, tok.zhang);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
    expect([await written(), await t.db.select().from(projectVipInterest)]).toEqual(before);
  });

  it('when the caller is no member, the project unknown or no token, then 404 / 404 / not logged in', async () => {
    expect((await post('/api/common/vip/rule', { proId: pid[MAIN] }, tok.wang)).statusCode).toBe(404);
    expect((await post('/api/common/vip/rule', { proId: 999999 }, tok.zhang)).statusCode).toBe(404);
    expect((await post('/api/common/vip/rule', { proId: pid[PILE] })).json()).toMatchObject({ code: 400 });
    expect((await post('/api/common/vip/rule', { proId: pid[PILE] }, tok.zhou)).statusCode).toBe(200);
  });
});

describe('a new sub-project', () => {
  it('when added, then its division’s sub-items are pre-selected and its stages wait for dates', async () => {
    const res = await post(
      '/api/project/manage/addSub',
      { parentId: pid[JIANGDONG], name: '二标段 桩基工程', division: 'PILE_FOUNDATION', money: '2200' },
      tok.zhang,
    );
    expect(res.statusCode).toBe(200);
    const sub = res.json().data.id as number;
    const selection = await t.db
      .select({ code: projectSubitem.code })
      .from(projectSubitem)
      .where(eq(projectSubitem.projectId, sub))
      .orderBy(asc(projectSubitem.code));
    expect(selection.map((s) => s.code)).toEqual(divisionPreselection('PILE_FOUNDATION'));
    const config = (await get('/api/project/division/config?division=PILE_FOUNDATION', tok.zhang)).json()
      .data;
    expect(selection.map((s) => s.code)).toEqual(config.codes);

    const stages = (await get(`/api/project/stage/list?proId=${sub}`, tok.zhang)).json().data;
    expect(stages.currentStage).toBe('PREPARATION');
    expect(stages.stages.every((s: { state: string }) => s.state === 'pending')).toBe(true);
    expect((await get(`/api/project/tag/list?proId=${sub}`, tok.zhang)).json().data).toEqual([]);
    // No engineer of its own: the main project's (set by the docking-engineer story above).
    expect((await get(`/api/project/unit/getDockingEngineer?proId=${sub}`, tok.zhang)).json().data.name).toBe(
      '钱晓燕',
    );
    const list = (await get('/api/project/list', tok.zhang)).json().data;
    expect(list.list[0]).toMatchObject({ proId: sub, auditStatus: 3, progressStatus: 'in_progress' });
    expect((await get(`/api/project/stage/list?proId=${sub}`, tok.li)).statusCode).toBe(404);
  });
});
