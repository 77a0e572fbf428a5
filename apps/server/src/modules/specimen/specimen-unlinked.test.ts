import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injector, testApp } from '../../../test/app';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { seedDemoData } from '../../seed';
import { type StartupSeedIds, seedStartupDemoOnce, startupSeedIds } from '../../seed/startup';
import { specimen } from './specimen.table';

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
const url = (id: number | string) => `/api/inspection/specimen/unlinkedCount?proId=${id}`;

describe('specimens not linked to a pile', () => {
  it('when a pile project has 4 of its 12 specimen groups unlinked, then data is 4', async () => {
    const res = await get(url(projectId('jiangdongPile')), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: 4 });
  });

  it('when a pile project has no specimens, then data is 0', async () => {
    expect((await get(url(projectId('xianghuPile')), token)).json()).toMatchObject({ code: 200, data: 0 });
  });

  it('when the project is not pile foundation, then 0 even with unlinked specimens', async () => {
    await testDatabase()
      .db.insert(specimen)
      .values({
        projectId: projectId('jiangdongMain'),
        sampleNo: 'ZJ-HNT-2026-0601',
        strengthGrade: 'C40',
        makeDate: '2026-10-20',
        location: '3#楼 二层 柱',
      });
    const quality = await loginAs(app, 'lixiaofeng');
    expect((await get(url(projectId('jiangdongMain')), quality)).json()).toMatchObject({
      code: 200,
      data: 0,
    });
  });

  it('when the project is not the caller’s, then 404 as for a missing one', async () => {
    const other = await loginAs(app, 'sunwei');
    expect((await get(url(projectId('xianghuPile')), other)).statusCode).toBe(404);
  });

  it('when anonymous, then refused', async () => {
    expect((await get(url(projectId('jiangdongPile')))).json()).toMatchObject({
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
