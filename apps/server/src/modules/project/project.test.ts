import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { seedDemoData } from '../../seed';

let app: FastifyInstance;
let projects: { id: number; projectName: string; division: string }[];
let liToken: string;

beforeAll(async () => {
  await seedDemoData(testDatabase().db);
  app = await testApp();
  liToken = await loginAs(app, 'lixiaofeng');
  projects = (await app.inject({ url: '/auth/project/list', headers: { 'x-auth-token': liToken } })).json()
    .data;
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, token?: string) =>
  app.inject({ url, headers: token ? { 'x-auth-token': token } : {} });
const byName = (name: string) => projects.find((p) => p.projectName === name)!;

describe('project start-up facts', () => {
  it('when a MAIN project has fire-control type 1, then both fire calls say so; a pile project has none', async () => {
    const main = byName('一标段 主体结构工程');
    expect((await get(`/api/project/fireControl/type?proId=${main.id}`, liToken)).json().data).toEqual({
      fireControl: 1,
    });
    expect((await get(`/api/project/new/selectFireInfoById?proId=${main.id}`, liToken)).json().data).toEqual({
      projectId: main.id,
      division: 'MAIN',
      fireControl: 1,
    });
    const pile = byName('一标段 桩基工程');
    expect(
      (await get(`/api/project/fireControl/type?proId=${pile.id}`, liToken)).json().data.fireControl,
    ).toBeNull();
  });

  it('when VIP interests are asked for, then the project’s feature ids come sorted', async () => {
    expect(
      (await get(`/api/project/vip/interests?proId=${byName('一标段 桩基工程').id}`, liToken)).json().data,
    ).toEqual([1, 2]);
  });

  it('when the caller is not a member, then 404; anonymous, then not logged in; bad id, then 422', async () => {
    const wang = await loginAs(app, 'wanghaitao');
    const main = byName('一标段 主体结构工程');
    expect((await get(`/api/project/fireControl/type?proId=${main.id}`, wang)).statusCode).toBe(404);
    expect((await get(`/api/project/vip/interests?proId=${main.id}`, wang)).statusCode).toBe(404);
    expect((await get(`/api/project/vip/interests?proId=${main.id}`)).json().code).toBe(400);
    const bad = await get('/api/project/vip/interests?proId=abc', liToken);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('proId');
  });
});
