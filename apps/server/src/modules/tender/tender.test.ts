import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injector, testApp } from '../../../test/app';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { seedDemoData } from '../../seed';
import { type StartupSeedIds, seedStartupDemoOnce, startupSeedIds } from '../../seed/startup';

let app: FastifyInstance;
let token: string;
let ids: StartupSeedIds;

beforeAll(async () => {
  const { db } = testDatabase();
  await seedDemoData(db);
  await seedStartupDemoOnce(db);
  ids = await startupSeedIds(db);
  app = await testApp();
  token = await loginAs(app, 'zhangjianguo');
});
afterAll(async () => {
  await app.close();
});

const { get } = injector(() => app);
const projectId = (key: string) => ids.projects.get(key)!;

describe('tender detail', () => {
  it('when the project registered its tender, then the record comes with money as a string and the date as y-m-d', async () => {
    const res = await get(`/api/tender/detail?proId=${projectId('jiangdongPile')}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        projectId: projectId('jiangdongPile'),
        tenderMode: 'PUBLIC_BIDDING',
        winningUnit: '浙江华东建工集团有限公司',
        bidMoney: '3860.5000',
        bidDate: '2026-03-18',
      },
    });
    expect(res.json().data.id).toBeGreaterThan(0);
  });

  it('when the project has no tender record, then data is null (the shell raises the tender alert)', async () => {
    const res = await get(`/api/tender/detail?proId=${projectId('xianghuPile')}`, token);
    expect(res.json()).toMatchObject({ code: 200, data: null });
  });

  it('when the project is not the caller’s, then 403', async () => {
    const other = await loginAs(app, 'wanghaitao');
    const res = await get(`/api/tender/detail?proId=${projectId('xianghuPile')}`, other);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('您不是该项目的成员');
  });

  it('when anonymous, then refused with the not-logged-in envelope', async () => {
    const res = await get(`/api/tender/detail?proId=${projectId('jiangdongPile')}`);
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
  });

  it('when proId is not a number, then 422 naming the field', async () => {
    const res = await get('/api/tender/detail?proId=abc', token);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('proId');
  });
});
