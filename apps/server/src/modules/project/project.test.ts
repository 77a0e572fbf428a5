import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';

const liToken = 'lixiaofeng';
const t = seededApp({ users: [liToken], caller: null });
const { get } = t;
let projects: { id: number; projectName: string; division: string }[];

beforeAll(async () => {
  projects = (await get('/auth/project/list', liToken)).json().data;
});
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
    const wang = await loginAs(t.app, 'wanghaitao');
    const main = byName('一标段 主体结构工程');
    expect((await get(`/api/project/fireControl/type?proId=${main.id}`, wang)).statusCode).toBe(404);
    expect((await get(`/api/project/vip/interests?proId=${main.id}`, wang)).statusCode).toBe(404);
    expect((await get(`/api/project/vip/interests?proId=${main.id}`)).json().code).toBe(400);
    const bad = await get('/api/project/vip/interests?proId=abc', liToken);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('proId');
  });
});
