import { businessToday } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { edgeOf } from '../../../test/clock';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { partyActivity, partyExamine, partyMember, partyOrg } from './party.table';

// "Today" is fixed for the demo and the expectations alike (test/clock.ts).
const seededAt = edgeOf('after');
const zhang = 'zhangjianguo'; // 项目经理 of 一标段 桩基: the branch's superior
const li = 'lixiaofeng'; // 专职质量检查员: records and submits activities, reads the rest
const t = seededApp({ users: [zhang, li], clock: seededAt, caller: null });
const { get, post } = t;

const pile = () => t.project('jiangdongPile');
const BRANCH = '江东安置房项目临时党支部';
const GROUP = '江东安置房项目劳务临时党支部';
const orgRow = async (name: string) =>
  (
    await t.db
      .select()
      .from(partyOrg)
      .where(and(eq(partyOrg.projectId, pile()), eq(partyOrg.name, name)))
  )[0]!;
const activityRow = async (id: number) =>
  (await t.db.select().from(partyActivity).where(eq(partyActivity.id, id)))[0]!;
const auditsOf = (resource: string, recordId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, recordId)));

describe('party organisations', () => {
  it('when listed, then the seeded branch and group come with the members counted', async () => {
    const res = await get(`/api/party/org/list?proId=${pile()}&sortField=name&sortOrder=asc`, li);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as { name: string; memberCount: number; orgType: string }[];
    expect(list.map((o) => [o.name, o.orgType, o.memberCount])).toEqual([
      [BRANCH, 'TEMPORARY_BRANCH', 7],
      [GROUP, 'TEMPORARY_BRANCH', 5],
    ]);
  });

  it('when one is added, renamed and removed, then the records naming it follow and each write is audited', async () => {
    const add = await post(
      '/api/party/org/add',
      {
        projectId: pile(),
        name: '江东安置房项目青年党支部',
        orgType: 'BRANCH',
        parentName: BRANCH,
        secretary: '吴浩',
        establishedOn: '2026-09-01',
      },
      zhang,
    );
    expect(add.statusCode).toBe(200);
    const id = add.json().data.id as number;
    expect(add.json().data).toMatchObject({ memberCount: 0, remark: '' });
    const self = await post('/api/party/org/update', { id, parentName: '江东安置房项目青年党支部' }, zhang);
    expect(self.statusCode).toBe(422);
    expect(self.json().msg).toContain('parentName');
    // A member joins it, the organisation is renamed: the member's organisation name follows.
    const member = await post(
      '/api/party/member/add',
      {
        projectId: pile(),
        name: '韩小军',
        gender: 'MALE',
        orgName: '江东安置房项目青年党支部',
        memberType: 'PROBATIONARY',
        joinedOn: '2026-07-01',
        post: '测量员',
        phone: '13905719901',
      },
      zhang,
    );
    expect(member.statusCode).toBe(200);
    const renamed = await post(
      '/api/party/org/update',
      { id, name: '江东安置房项目青年突击队党支部' },
      zhang,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.memberCount).toBe(1);
    const [m] = await t.db.select().from(partyMember).where(eq(partyMember.id, member.json().data.id));
    expect(m!.orgName).toBe('江东安置房项目青年突击队党支部');
    // Still has a member: not removed, nothing written.
    const busy = await post('/api/party/org/remove', { ids: [id] }, zhang);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().msg).toContain('不能删除');
    expect(await orgRow('江东安置房项目青年突击队党支部')).toBeDefined();
    expect((await post('/api/party/member/remove', { ids: [m!.id] }, zhang)).statusCode).toBe(200);
    expect((await post('/api/party/org/remove', { ids: [id] }, zhang)).statusCode).toBe(200);
    expect((await auditsOf('partyOrg', id)).map((a) => a.action)).toEqual(['add', 'update', 'remove']);
  });

  it('when a reader writes or a role without the page reads, then 403; a non-member, 404; anonymous is not logged in', async () => {
    const body = {
      projectId: pile(),
      name: '江东安置房项目第二党支部',
      orgType: 'BRANCH',
      secretary: '吴浩',
      establishedOn: '2026-09-01',
    };
    expect((await post('/api/party/org/add', body, li)).statusCode).toBe(403);
    const main = t.project('jiangdongMain');
    expect((await get(`/api/party/org/list?proId=${main}`, zhang)).statusCode).toBe(404);
    const supervisor = await loginAs(t.app, 'wanghaitao');
    expect((await get(`/api/party/org/list?proId=${pile()}`, supervisor)).statusCode).toBe(403);
    expect((await get(`/api/party/member/list?proId=${pile()}`, supervisor)).statusCode).toBe(403);
    expect((await get(`/api/party/org/list?proId=${pile()}`)).json().code).toBe(400);
    expect(await t.db.select().from(partyOrg).where(eq(partyOrg.name, body.name))).toHaveLength(0);
  });
});

describe('party members', () => {
  const body = () => ({
    projectId: pile(),
    name: '郑伟',
    gender: 'MALE',
    orgName: GROUP,
    memberType: 'FULL',
    joinedOn: '2014-07-01',
    post: '混凝土班组长',
    phone: '13905719902',
    idNumber: '11010519491231002X',
  });

  it('when listed, then the ID numbers come masked and never in full', async () => {
    const res = await get(`/api/party/member/list?proId=${pile()}&keyword=张建国`, li);
    const [item] = res.json().data.list;
    expect(item).toMatchObject({ name: '张建国', orgName: BRANCH, memberType: 'FULL' });
    expect(item.idNumberMasked).toMatch(/^330109\*{8}\d{3}[\dX]$/);
    expect(item).not.toHaveProperty('idNumber');
    expect(JSON.stringify(res.json())).not.toContain('33010919780312');
  });

  it('when the phone or the ID number breaks the shared rule, or the organisation is unknown, then 422 and nothing written', async () => {
    const before = (await t.db.select().from(partyMember)).length;
    const phone = await post('/api/party/member/add', { ...body(), phone: '1390571990' }, zhang);
    expect(phone.statusCode).toBe(422);
    expect(phone.json().msg).toContain('phone');
    const idNo = await post('/api/party/member/add', { ...body(), idNumber: '110105194912310021' }, zhang);
    expect(idNo.statusCode).toBe(422);
    expect(idNo.json().msg).toContain('idNumber');
    const org = await post('/api/party/member/add', { ...body(), orgName: '不存在的党支部' }, zhang);
    expect(org.statusCode).toBe(422);
    expect(org.json().msg).toContain('orgName');
    expect((await t.db.select().from(partyMember)).length).toBe(before);
    expect((await orgRow(GROUP)).memberCount).toBe(5);
    const dup = await post('/api/party/member/add', { ...body(), phone: '13905710001' }, zhang);
    expect(dup.statusCode).toBe(409);
  });

  it('when a member is added, moved to another organisation and removed, then both counts follow', async () => {
    const add = await post('/api/party/member/add', body(), zhang);
    expect(add.statusCode).toBe(200);
    expect(add.json().data.idNumberMasked).toBe('110105********002X');
    expect((await orgRow(GROUP)).memberCount).toBe(6);
    const id = add.json().data.id as number;
    const moved = await post('/api/party/member/update', { id, orgName: BRANCH }, zhang);
    expect(moved.json().data).toMatchObject({ orgName: BRANCH, idNumberMasked: '110105********002X' });
    expect((await orgRow(GROUP)).memberCount).toBe(5);
    expect((await orgRow(BRANCH)).memberCount).toBe(8);
    expect((await post('/api/party/member/remove', { ids: [id] }, zhang)).statusCode).toBe(200);
    expect((await orgRow(BRANCH)).memberCount).toBe(7);
    const audits = await auditsOf('partyMember', id);
    expect(audits.map((a) => a.action)).toEqual(['add', 'update', 'remove']);
    expect(JSON.stringify(audits)).not.toContain('11010519491231002X');
  });

  it('when exported, then an xlsx comes back', async () => {
    const res = await get(`/api/party/member/export?proId=${pile()}`, li);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('party activities and their audit', () => {
  const body = (title: string) => ({
    projectId: pile(),
    title,
    activityType: 'THEME_DAY',
    activityDate: '2026-11-20',
    place: '项目部一楼党员活动室',
    orgName: BRANCH,
    participantCount: 12,
    content: '学习党的二十届四中全会精神，结合冬季施工讨论党员先锋岗安排。',
    photos: ['/api/common/download?id=00000000-0000-4000-8000-000000000001'],
  });

  it('when listed by status, then the seeded audit states come back', async () => {
    const res = await get(`/api/party/activity/list?proId=${pile()}&status=RETURNED`, li);
    const [item] = res.json().data.list;
    expect(item).toMatchObject({ status: 'RETURNED', auditorName: '张建国', orgName: GROUP });
    expect(item.returnReason).toContain('照片');
    expect(item).not.toHaveProperty('auditorId');
  });

  it('when submitted, returned, submitted again and approved, then each move is checked, written and audited', async () => {
    const add = await post('/api/party/activity/add', body('主题党日：学习四中全会精神'), li);
    expect(add.statusCode).toBe(200);
    expect(add.json().data).toMatchObject({ status: 'DRAFT', photos: body('').photos });
    const id = add.json().data.id as number;

    // A draft is not audited yet; the organisation's own member may not approve.
    expect((await post('/api/party/activity/audit', { id, pass: true }, zhang)).statusCode).toBe(409);
    const submitted = await post('/api/party/activity/submit', { id }, li);
    expect(submitted.json().data).toMatchObject({ status: 'SUBMITTED' });
    expect(submitted.json().data.submittedAt).not.toBeNull();
    expect((await post('/api/party/activity/audit', { id, pass: true }, li)).statusCode).toBe(403);

    // In the superior's hands: not edited, removed or submitted twice; nothing written.
    const before = await activityRow(id);
    const edit = await post('/api/party/activity/update', { id, participantCount: 30 }, li);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().msg).toContain('不能修改');
    expect((await post('/api/party/activity/remove', { ids: [id] }, zhang)).statusCode).toBe(409);
    const twice = await post('/api/party/activity/submit', { id }, li);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toContain('待审核');
    expect(await activityRow(id)).toEqual(before);

    // A return needs its reason.
    const noReason = await post('/api/party/activity/audit', { id, pass: false, reason: ' ' }, zhang);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().msg).toContain('reason');
    expect(await activityRow(id)).toEqual(before);
    const returned = await post(
      '/api/party/activity/audit',
      { id, pass: false, reason: '请补充参加人员签到表' },
      zhang,
    );
    expect(returned.json().data).toMatchObject({
      status: 'RETURNED',
      returnReason: '请补充参加人员签到表',
      auditorName: '张建国',
    });
    expect((await post('/api/party/activity/audit', { id, pass: true }, zhang)).statusCode).toBe(409);

    // Returned: edited and submitted again, then approved.
    const fixed = await post('/api/party/activity/update', { id, participantCount: 14 }, li);
    expect(fixed.json().data).toMatchObject({ status: 'RETURNED', participantCount: 14 });
    const again = await post('/api/party/activity/submit', { id }, li);
    expect(again.json().data).toMatchObject({ status: 'SUBMITTED', returnReason: '', auditorName: '' });
    const approved = await post('/api/party/activity/audit', { id, pass: true }, zhang);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', auditorName: '张建国' });
    expect(approved.json().data.auditedAt).not.toBeNull();
    expect((await post('/api/party/activity/submit', { id }, li)).statusCode).toBe(409);
    expect((await post('/api/party/activity/update', { id, place: '会议室' }, zhang)).statusCode).toBe(409);

    const audits = await auditsOf('partyActivity', id);
    expect(audits.map((a) => a.action)).toEqual(['add', 'submit', 'return', 'update', 'submit', 'approve']);
    expect(audits[2]!.after).toMatchObject({ status: 'RETURNED' });
  });

  it('when the input is bad, then 422 and nothing written; a missing activity is 404', async () => {
    const count = async () => (await t.db.select().from(partyActivity)).length;
    const before = await count();
    for (const bad of [
      { activityType: 'PICNIC' },
      { activityDate: '2026-02-30' },
      { participantCount: 0 },
      { content: '太短' },
      { orgName: '不存在的党支部' },
    ]) {
      const res = await post('/api/party/activity/add', { ...body('主题党日：无效输入'), ...bad }, li);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().msg).toContain(Object.keys(bad)[0]!);
    }
    expect(await count()).toBe(before);
    expect((await post('/api/party/activity/submit', { id: 999999 }, li)).statusCode).toBe(404);
    expect((await post('/api/party/activity/audit', { id: 0, pass: true }, zhang)).statusCode).toBe(422);
  });

  it('when members of the organisation are picked as attendees, then their names are kept; another roll, or fewer participants than them, is 422 and nothing written', async () => {
    const rollOf = async (orgName: string) =>
      t.db
        .select()
        .from(partyMember)
        .where(and(eq(partyMember.projectId, pile()), eq(partyMember.orgName, orgName)))
        .orderBy(partyMember.id);
    const branch = await rollOf(BRANCH);
    const group = await rollOf(GROUP);
    const picked = branch.slice(0, 3);
    const add = await post(
      '/api/party/activity/add',
      { ...body('主题党日：参加党员点名'), attendeeIds: picked.map((m) => m.id) },
      li,
    );
    expect(add.statusCode).toBe(200);
    expect(add.json().data).toMatchObject({
      attendeeIds: picked.map((m) => m.id),
      attendeeNames: picked.map((m) => m.name).join('、'),
      participantCount: 12,
    });
    const id = add.json().data.id as number;
    expect((await activityRow(id)).attendeeIds).toEqual(picked.map((m) => m.id));

    const count = async () => (await t.db.select().from(partyActivity)).length;
    const before = await count();
    const stranger = await post(
      '/api/party/activity/add',
      { ...body('主题党日：外支部党员'), attendeeIds: [branch[0]!.id, group[0]!.id] },
      li,
    );
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().msg).toContain('attendeeIds');
    expect(stranger.json().msg).toContain(String(group[0]!.id));
    const few = await post(
      '/api/party/activity/add',
      { ...body('主题党日：人数少于党员'), participantCount: 2, attendeeIds: picked.map((m) => m.id) },
      li,
    );
    expect(few.statusCode).toBe(422);
    expect(few.json().msg).toContain('participantCount');
    expect(await count()).toBe(before);

    // Moving the record to the other organisation: its attendees are not on that roll.
    const moved = await post('/api/party/activity/update', { id, orgName: GROUP }, li);
    expect(moved.statusCode).toBe(422);
    expect(moved.json().msg).toContain('attendeeIds');
    expect((await activityRow(id)).orgName).toBe(BRANCH);
    // With the other roll's members it moves; lowering the count below them is refused.
    const regrouped = await post(
      '/api/party/activity/update',
      { id, orgName: GROUP, attendeeIds: group.slice(0, 2).map((m) => m.id) },
      li,
    );
    expect(regrouped.statusCode).toBe(200);
    expect(regrouped.json().data.attendeeNames).toBe(
      group
        .slice(0, 2)
        .map((m) => m.name)
        .join('、'),
    );
    expect((await post('/api/party/activity/update', { id, participantCount: 1 }, li)).statusCode).toBe(422);
  });

  it('when a non-member or a role without the page moves an activity, then 403 and nothing written', async () => {
    const [draft] = await t.db
      .select()
      .from(partyActivity)
      .where(and(eq(partyActivity.projectId, pile()), eq(partyActivity.status, 'DRAFT')));
    const outsider = await loginAs(t.app, 'wanghaitao');
    expect((await post('/api/party/activity/submit', { id: draft!.id }, outsider)).statusCode).toBe(403);
    expect((await post('/api/party/activity/submit', { id: draft!.id })).json().code).toBe(400);
    expect((await activityRow(draft!.id)).status).toBe('DRAFT');
  });
});

describe('party assessments', () => {
  const body = () => ({
    projectId: pile(),
    orgName: GROUP,
    period: '2026-Q3',
    orgScore: 20,
    activityScore: 26,
    educationScore: 21,
    roleScore: 15,
    examiner: '钱塘建工集团党委组织部',
  });

  it('when scored, then the server computes total and grade, and recomputes them on update', async () => {
    const add = await post(
      '/api/party/examine/add',
      { ...body(), totalScore: 100, grade: 'EXCELLENT' },
      zhang,
    );
    expect(add.statusCode).toBe(200);
    expect(add.json().data).toMatchObject({ totalScore: 82, grade: 'GOOD', comment: '' });
    const id = add.json().data.id as number;
    const up = await post('/api/party/examine/update', { id, activityScore: 30, roleScore: 20 }, zhang);
    expect(up.json().data).toMatchObject({ totalScore: 91, grade: 'EXCELLENT' });
    const down = await post('/api/party/examine/update', { id, orgScore: 5, educationScore: 10 }, zhang);
    expect(down.json().data).toMatchObject({ totalScore: 65, grade: 'PASS' });
    const low = await post('/api/party/examine/update', { id, activityScore: 10 }, zhang);
    expect(low.json().data).toMatchObject({ totalScore: 45, grade: 'FAIL' });
    const seeded = await get(`/api/party/examine/list?proId=${pile()}&grade=EXCELLENT`, li);
    expect(seeded.json().data.list.map((e: { period: string }) => e.period)).toContain(
      `${businessToday().slice(0, 4)}-Q2`,
    );
  });

  it('when a score is above its full marks or the period is malformed, then 422 and nothing written', async () => {
    const before = (await t.db.select().from(partyExamine)).length;
    for (const bad of [{ activityScore: 31 }, { roleScore: -1 }, { period: '2026-Q5' }, { orgScore: 20.5 }]) {
      const res = await post('/api/party/examine/add', { ...body(), period: '2025', ...bad }, zhang);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().msg).toContain(Object.keys(bad)[0]!);
    }
    expect((await t.db.select().from(partyExamine)).length).toBe(before);
    const dup = await post('/api/party/examine/add', body(), zhang);
    expect(dup.statusCode).toBe(409);
  });

  it('when someone other than a manager scores, then 403; members of the branch still read', async () => {
    expect((await post('/api/party/examine/add', { ...body(), period: '2026-Q4' }, li)).statusCode).toBe(403);
    expect((await get(`/api/party/examine/list?proId=${pile()}`, li)).statusCode).toBe(200);
    const main = t.project('jiangdongMain');
    expect((await get(`/api/party/examine/list?proId=${main}`, zhang)).statusCode).toBe(404);
  });
});
