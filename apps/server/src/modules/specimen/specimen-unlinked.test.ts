import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { seededApp } from '../../../test/seeded-app';
import { specimen } from './specimen.table';

const token = 'zhangjianguo';
const t = seededApp({ users: [token], startup: true, caller: null });
const { get } = t;

const url = (id: number | string) => `/api/inspection/specimen/unlinkedCount?proId=${id}`;

describe('specimens not linked to a pile', () => {
  it('when a pile project has 4 of its 12 specimen groups unlinked, then data is 4', async () => {
    const res = await get(url(t.project('jiangdongPile')), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: 4 });
  });

  it('when a pile project has no specimens, then data is 0', async () => {
    expect((await get(url(t.project('xianghuPile')), token)).json()).toMatchObject({ code: 200, data: 0 });
  });

  it('when the project is not pile foundation, then 0 even with unlinked specimens', async () => {
    await testDatabase()
      .db.insert(specimen)
      .values({
        projectId: t.project('jiangdongMain'),
        sampleNo: 'ZJ-HNT-2026-0601',
        strengthGrade: 'C40',
        makeDate: '2026-10-20',
        location: '3#楼 二层 柱',
      });
    const quality = await loginAs(t.app, 'lixiaofeng');
    expect((await get(url(t.project('jiangdongMain')), quality)).json()).toMatchObject({
      code: 200,
      data: 0,
    });
  });

  it('when the project is not the caller’s, then 404 as for a missing one', async () => {
    const other = await loginAs(t.app, 'sunwei');
    expect((await get(url(t.project('xianghuPile')), other)).statusCode).toBe(404);
  });

  it('when anonymous, then refused', async () => {
    expect((await get(url(t.project('jiangdongPile')))).json()).toMatchObject({
      code: 400,
      data: 'not logged in',
    });
  });

  it('when proId is missing or not positive, then 422 naming the field', async () => {
    for (const bad of ['/api/inspection/specimen/unlinkedCount', url(0), url('x')]) {
      const res = await get(bad, token);
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toContain('proId');
    }
  });
});
