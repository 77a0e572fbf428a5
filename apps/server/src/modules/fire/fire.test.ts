import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { fireCheck } from './fire.table';

const li = 'lixiaofeng';
const t = seededApp({ users: [li], caller: null });
const { get, post } = t;

const rowsOf = (proId: number) => t.db.select().from(fireCheck).where(eq(fireCheck.projectId, proId));

describe('fire checks of a MAIN project', () => {
  const body = (proId: number) => ({
    projectId: proId,
    checkNo: 'XF-2026-031',
    checkDate: '2026-11-02',
    location: '2#楼 7 层管道井',
    item: 'FIRE_STOPPING',
    result: 'FAIL',
    problem: '管道井楼板处洞口未封堵。',
    inspector: '李晓峰',
  });

  it('when listed and summarised, then the seeded checks come back counted', async () => {
    const main = t.project('jiangdongMain');
    const list = (await get(`/api/fire/check/list?proId=${main}&result=FAIL`, li)).json().data;
    expect(list.list.map((c: { checkNo: string }) => c.checkNo)).toEqual(['XF-2026-005', 'XF-2026-002']);
    const summary = (await get(`/api/fire/check/summary?proId=${main}`, li)).json().data;
    expect(summary).toMatchObject({ total: 7, passed: 5, failed: 2, pending: 1 });
    expect(summary.byItem[0]).toEqual({ item: 'FIRE_WALL', total: 1, failed: 0 });
    expect(summary.byItem.find((b: { item: string }) => b.item === 'FIREPROOF_COATING')).toEqual({
      item: 'FIREPROOF_COATING',
      total: 1,
      failed: 1,
    });
  });

  it('when a failed check is added, then it opens a rectification; re-checked it passes and is audited', async () => {
    const res = await post('/api/fire/check/add', body(t.project('jiangdongMain')), li);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ result: 'FAIL', rectifyStatus: 'PENDING' });
    const id = res.json().data.id;
    const done = await post('/api/fire/check/update', { id, rectifyStatus: 'DONE' }, li);
    expect(done.json().data.rectifyStatus).toBe('DONE');
    const passed = await post('/api/fire/check/update', { id, result: 'PASS' }, li);
    expect(passed.json().data).toMatchObject({ result: 'PASS', rectifyStatus: 'NONE' });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.resource, 'fireCheck'));
    expect(audits.map((a) => a.action)).toEqual(['add', 'update', 'update']);
  });

  it('when a hook refuses, then it answers in the request language (Accept-Language, the language cookie)', async () => {
    const main = t.project('jiangdongMain');
    const before = (await rowsOf(main)).length;
    const send = (url: string, payload: object, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers: { 'x-auth-token': t.token(li), ...headers }, payload });
    const failed = { ...body(main), checkNo: 'XF-2026-092', problem: '' };
    const english = await send('/api/fire/check/add', failed, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(422);
    expect(english.json().msg).toContain('A failed check needs the problem found');
    const spanish = await send('/api/fire/check/add', failed, { cookie: 'language=es' });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().msg).toContain('Una inspección no conforme necesita el problema detectado');
    const chinese = await send('/api/fire/check/add', failed, {});
    expect(chinese.json().msg).toContain('检查不合格时须填写存在问题');
    // An update's refusal too: a passed check given a rectification to do.
    const [passed] = (await rowsOf(main)).filter((r) => r.result === 'PASS');
    const update = { id: passed?.id, rectifyStatus: 'PENDING' };
    const es = await send('/api/fire/check/update', update, { 'accept-language': 'es' });
    expect(es.statusCode).toBe(422);
    expect(es.json().msg).toContain('Una inspección conforme no requiere corrección');
    const en = await send('/api/fire/check/update', update, { cookie: 'language=en' });
    expect(en.json().msg).toContain('A passed check has nothing to rectify');
    expect((await rowsOf(main)).length).toBe(before);
  });

  it('when the input is bad, then 422 naming the field and nothing written; a duplicate number is 409', async () => {
    const main = t.project('jiangdongMain');
    const before = (await rowsOf(main)).length;
    const noProblem = await post(
      '/api/fire/check/add',
      { ...body(main), checkNo: 'XF-2026-090', problem: '' },
      li,
    );
    expect(noProblem.statusCode).toBe(422);
    expect(noProblem.json().msg).toContain('problem');
    const badItem = await post('/api/fire/check/add', { ...body(main), item: 'SPRINKLER' }, li);
    expect(badItem.statusCode).toBe(422);
    expect(badItem.json().msg).toContain('item');
    const badDate = await post('/api/fire/check/add', { ...body(main), checkDate: '2026-13-40' }, li);
    expect(badDate.statusCode).toBe(422);
    const passedPending = await post(
      '/api/fire/check/add',
      { ...body(main), checkNo: 'XF-2026-091', result: 'PASS', rectifyStatus: 'PENDING' },
      li,
    );
    expect(passedPending.statusCode).toBe(422);
    expect(passedPending.json().msg).toContain('rectifyStatus');
    expect((await rowsOf(main)).length).toBe(before);
    expect(
      (await post('/api/fire/check/add', { ...body(main), checkNo: 'XF-2026-001' }, li)).statusCode,
    ).toBe(409);
  });

  it('when exported, then an xlsx comes back', async () => {
    const res = await get(`/api/fire/check/export?proId=${t.project('jiangdongMain')}`, li);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('when a non-member reads or writes, then 404; a reader writes, 403; anonymous is not logged in', async () => {
    const main = t.project('jiangdongMain');
    const zhang = await loginAs(t.app, 'zhangjianguo');
    expect((await get(`/api/fire/check/summary?proId=${main}`, zhang)).statusCode).toBe(404);
    expect((await get(`/api/fire/check/list?proId=${main}`, zhang)).statusCode).toBe(404);
    expect(
      (await post('/api/fire/check/add', { ...body(main), checkNo: 'XF-2026-092' }, zhang)).statusCode,
    ).toBe(404);
    const supervisor = await loginAs(t.app, 'chenzhiming');
    expect((await get(`/api/fire/check/summary?proId=${main}`, supervisor)).statusCode).toBe(200);
    expect(
      (await post('/api/fire/check/add', { ...body(main), checkNo: 'XF-2026-093' }, supervisor)).statusCode,
    ).toBe(403);
    expect((await get(`/api/fire/check/summary?proId=${main}`)).json().code).toBe(400);
    expect((await get('/api/fire/check/summary?proId=abc', li)).statusCode).toBe(422);
  });
});
