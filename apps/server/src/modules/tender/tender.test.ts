import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { project } from '../../platform/identity';

const token = 'zhangjianguo';
const t = seededApp({ users: [token], startup: true, caller: null });
const { get, post } = t;

describe('tender detail', () => {
  it('when the project registered its tender, then the record comes with money as a string and the date as y-m-d', async () => {
    const res = await get(`/api/tender/detail?proId=${t.project('jiangdongPile')}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        projectId: t.project('jiangdongPile'),
        tenderMode: 'PUBLIC_BIDDING',
        winningUnit: '浙江华东建工集团有限公司',
        bidMoney: '346.9000',
        bidDate: '2026-03-18',
      },
    });
    expect(res.json().data.id).toBeGreaterThan(0);
  });

  it('when the project has no tender record, then data is null (the shell raises the tender alert)', async () => {
    const res = await get(`/api/tender/detail?proId=${t.project('xianghuPile')}`, token);
    expect(res.json()).toMatchObject({ code: 200, data: null });
  });

  it('when the project is not the caller’s, then 404', async () => {
    const other = await loginAs(t.app, 'wanghaitao');
    const res = await get(`/api/tender/detail?proId=${t.project('xianghuPile')}`, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('记录不存在');
  });

  it('when anonymous, then refused with the not-logged-in envelope', async () => {
    const res = await get(`/api/tender/detail?proId=${t.project('jiangdongPile')}`);
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
  });

  it('when proId is not a number, then 422 naming the field', async () => {
    const res = await get('/api/tender/detail?proId=abc', token);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('proId');
  });
});

const auditRows = (resource: string) => t.db.select().from(auditLog).where(eq(auditLog.resource, resource));

describe('contract and overview (cons info)', () => {
  const body = (proId: number) => ({
    projectId: proId,
    contractNo: 'XHWL-2026-ZJ-01',
    contractName: '萧山湘湖未来社区（二期）桩基工程施工合同',
    money: '80',
    contractMode: 'PUBLIC_BIDDING',
    qualification: 'FOUNDATION_1',
    signDate: '2026-05-06',
    plannedStart: '2026-05-20',
    plannedEnd: '2026-12-31',
    buildArea: '68200.5',
    overview: '预应力管桩 PHC-500 共 640 根',
  });

  it('when the project has none, then detail is null; options list the modes and qualifications in the caller’s language', async () => {
    const res = await get(`/api/project/consInfo/detail?proId=${t.project('xianghuPile')}`, token);
    expect(res.json()).toMatchObject({ code: 200, data: null });
    const options = await get('/api/project/consInfo/options', token);
    expect(options.json().data.contractModes).toContainEqual({ value: 'PUBLIC_BIDDING', label: '公开招标' });
    expect(options.json().data.qualifications).toContainEqual({
      value: 'FOUNDATION_1',
      label: '地基基础工程专业承包一级',
    });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/tender/options',
      headers: { 'x-auth-token': t.token(token), 'accept-language': 'en' },
    });
    expect(en.json().data.tenderModes).toContainEqual({
      value: 'INVITATION_TO_TENDER',
      label: 'Invitation to tender',
    });
  });

  it('when the project leader registers it, then the project’s money and mode follow (the start-up alerts read them), with an audit entry; a second insert is 409', async () => {
    const proId = t.project('xianghuPile');
    const res = await post('/api/project/consInfo/insert', body(proId), token);
    expect(res.json()).toMatchObject({
      code: 200,
      data: { projectId: proId, money: '80.0000', contractMode: 'PUBLIC_BIDDING', buildArea: '68200.50' },
    });
    const [row] = await t.db.select().from(project).where(eq(project.id, proId));
    expect(row).toMatchObject({ money: '80.0000', contractMode: 'PUBLIC_BIDDING' });
    expect((await auditRows('consInfo')).map((a) => a.action)).toEqual(['add']);
    const again = await post('/api/project/consInfo/insert', body(proId), token);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该项目已登记合同及概况信息，请修改');
    // The tender is now required and missing: judgeTender says so.
    const judge = await get(`/api/common/judgeTender?proId=${proId}`, token);
    expect(judge.json().data).toEqual({ required: true, registered: false });
  });

  it('when it is updated, then only the fields sent change and the project follows', async () => {
    const proId = t.project('xianghuPile');
    const detail = await get(`/api/project/consInfo/detail?proId=${proId}`, token);
    const id = detail.json().data.id;
    const res = await post(
      '/api/project/consInfo/update',
      { id, money: '1280.5', contractMode: 'DIRECT_AWARD' },
      token,
    );
    expect(res.json().data).toMatchObject({
      money: '1280.5000',
      contractMode: 'DIRECT_AWARD',
      contractNo: 'XHWL-2026-ZJ-01',
    });
    const [row] = await t.db.select().from(project).where(eq(project.id, proId));
    expect(row).toMatchObject({ money: '1280.5000', contractMode: 'DIRECT_AWARD' });
    // Put it back for the tender stories.
    await post('/api/project/consInfo/update', { id, money: '80', contractMode: 'PUBLIC_BIDDING' }, token);
  });

  it('when the end date is before the stored start, then 422 naming plannedEnd and nothing changes', async () => {
    const proId = t.project('xianghuPile');
    const id = (await get(`/api/project/consInfo/detail?proId=${proId}`, token)).json().data.id;
    const res = await post('/api/project/consInfo/update', { id, plannedEnd: '2026-01-01' }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('plannedEnd');
    const after = await get(`/api/project/consInfo/detail?proId=${proId}`, token);
    expect(after.json().data.plannedEnd).toBe('2026-12-31');
  });

  it.each([
    ['money', { money: '0' }],
    ['money', { money: 'abc' }],
    ['contractMode', { contractMode: 'LOTTERY' }],
    ['signDate', { signDate: '2026-02-30' }],
    ['contractNo', { contractNo: '' }],
  ])('when %s is bad, then 422 naming it and nothing is written', async (field, change) => {
    const proId = t.project('jiangdongMain');
    const quality = await loginAs(t.app, 'lixiaofeng');
    const before = (await auditRows('consInfo')).length;
    const res = await post('/api/project/consInfo/insert', { ...body(proId), ...change }, quality);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
    expect(await auditRows('consInfo')).toHaveLength(before);
  });

  it('when the caller is not a member, then 404; a member whose role only reads cannot write (403) but can read', async () => {
    const proId = t.project('xianghuPile');
    const other = await loginAs(t.app, 'wanghaitao');
    expect((await get(`/api/project/consInfo/detail?proId=${proId}`, other)).statusCode).toBe(404);
    expect((await post('/api/project/consInfo/insert', body(proId), other)).statusCode).toBe(404);
    const supervisor = await loginAs(t.app, 'chenzhiming');
    const mainId = t.project('jiangdongMain');
    expect((await post('/api/project/consInfo/insert', body(mainId), supervisor)).statusCode).toBe(403);
    const read = await get(`/api/project/consInfo/detail?proId=${mainId}`, supervisor);
    expect(read.json()).toMatchObject({ code: 200, data: { contractNo: 'JDAZF-2026-SG-02' } });
  });

  it('when the project is a main project, then 422 naming projectId; anonymous is refused', async () => {
    const [main] = await testDatabase()
      .db.select({ parentId: project.parentId })
      .from(project)
      .where(eq(project.id, t.project('xianghuPile')));
    const res = await post('/api/project/consInfo/insert', body(main!.parentId!), token);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('projectId');
    const anon = await post('/api/project/consInfo/insert', body(t.project('xianghuPile')));
    expect(anon.json()).toMatchObject({ code: 400, data: 'not logged in' });
  });
});

describe('tender, announcement and design tender', () => {
  const tenderBody = (proId: number) => ({
    projectId: proId,
    tenderMode: 'PUBLIC_BIDDING',
    winningUnit: '浙江华东建工集团有限公司',
    bidMoney: '78.6',
    bidDate: '2026-05-02',
    announcementNo: 'XSGGZY-2026-0502',
  });

  it('when the tender is registered, then /api/tender/detail returns it (the alert goes away) and judgeTender says registered', async () => {
    const proId = t.project('xianghuPile');
    const res = await post('/api/tender/insert', tenderBody(proId), token);
    expect(res.json()).toMatchObject({ code: 200, data: { bidMoney: '78.6000', bidDate: '2026-05-02' } });
    const detail = await get(`/api/tender/detail?proId=${proId}`, token);
    expect(detail.json().data).toMatchObject({ projectId: proId, winningUnit: '浙江华东建工集团有限公司' });
    const judge = await get(`/api/common/judgeTender?proId=${proId}`, token);
    expect(judge.json().data).toEqual({ required: true, registered: true });
    expect((await post('/api/tender/insert', tenderBody(proId), token)).statusCode).toBe(409);
    const record = await get(`/api/tender/record?proId=${proId}`, token);
    expect(record.json().data.id).toBe(detail.json().data.id);
  });

  it('when the tender is updated, then the change is audited with before and after', async () => {
    const proId = t.project('xianghuPile');
    const id = (await get(`/api/tender/detail?proId=${proId}`, token)).json().data.id;
    const res = await post(
      '/api/tender/update',
      { id, winningUnit: '浙江华东建工集团有限公司（联合体）' },
      token,
    );
    expect(res.json().data.winningUnit).toBe('浙江华东建工集团有限公司（联合体）');
    const audits = (await auditRows('tender')).filter((a) => a.action === 'update');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ winningUnit: '浙江华东建工集团有限公司' });
  });

  it('when the tender mode is direct award or the money is bad, then 422 naming the field', async () => {
    const proId = t.project('xianghuPile');
    const id = (await get(`/api/tender/detail?proId=${proId}`, token)).json().data.id;
    const mode = await post('/api/tender/update', { id, tenderMode: 'DIRECT_AWARD' }, token);
    expect(mode.statusCode).toBe(422);
    expect(mode.json().msg).toContain('tenderMode');
    const money = await post('/api/tender/update', { id, bidMoney: '123456789' }, token);
    expect(money.statusCode).toBe(422);
    expect(money.json().msg).toContain('bidMoney');
  });

  it('when an announcement is registered and edited, then detail follows; a deadline before publishing is 422', async () => {
    const proId = t.project('xianghuPile');
    const body = {
      projectId: proId,
      title: '萧山湘湖未来社区（二期）桩基工程施工招标公告',
      announcementNo: 'XSGGZY-2026-0410',
      publishDate: '2026-04-10',
      publishMedia: '杭州市公共资源交易网萧山分网',
      deadline: '2026-04-30',
    };
    const bad = await post('/api/tender/announcement/insert', { ...body, deadline: '2026-04-01' }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('deadline');
    const res = await post('/api/tender/announcement/insert', body, token);
    expect(res.json().data).toMatchObject({ title: body.title, content: '' });
    const id = res.json().data.id;
    await post(
      '/api/tender/announcement/update',
      { id, content: '投标人须具备地基基础工程专业承包二级及以上资质' },
      token,
    );
    const detail = await get(`/api/tender/announcement/detail?proId=${proId}`, token);
    expect(detail.json().data.content).toContain('二级及以上');
    expect(
      (await get(`/api/tender/announcement/detail?proId=${proId}`, await loginAs(t.app, 'wanghaitao')))
        .statusCode,
    ).toBe(404);
  });

  it('when a design tender is registered, then detail returns it; the seeded one of 主体 reads for its members', async () => {
    const proId = t.project('xianghuPile');
    const res = await post(
      '/api/tender/design/insert',
      {
        projectId: proId,
        tenderMode: 'INVITATION_TO_TENDER',
        designUnit: '杭州市建筑设计研究院有限公司',
        bidMoney: '96',
        bidDate: '2025-12-20',
      },
      token,
    );
    expect(res.json().data).toMatchObject({ bidMoney: '96.0000', designLeader: '' });
    const bad = await post(
      '/api/tender/design/update',
      { id: res.json().data.id, bidDate: 'tomorrow' },
      token,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('bidDate');
    const quality = await loginAs(t.app, 'lixiaofeng');
    const seeded = await get(`/api/tender/design/detail?proId=${t.project('jiangdongMain')}`, quality);
    expect(seeded.json().data).toMatchObject({
      designUnit: '杭州市建筑设计研究院有限公司',
      bidMoney: '468.0000',
    });
  });

  it('when the record does not exist, then update is 404', async () => {
    const res = await post('/api/tender/design/update', { id: 999999, designLeader: '王晓东' }, token);
    expect(res.statusCode).toBe(404);
  });
});
