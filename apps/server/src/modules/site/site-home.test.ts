import { describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';

// The site home's one call (docs/domains/site.md#load-time): the lists the phone fetched one by one, in one
// answer, each exactly as its own route answers the caller — a list the caller's role may not read comes
// empty. (Without the piles the call answers the pile route's refusal: no demo role lacks them, so that branch
// has no case here yet.)
const zhang = 'zhangjianguo';
const wang = 'wanghaitao';
const t = seededApp({ users: [zhang, wang], lang: 'zh' });

type Json = Record<string, unknown>;
/** The data of a GET as `who`, or null when the route refused. */
const dataOf = async (url: string, who: string) => {
  const res = await t.get(url, who);
  const body = res.json();
  return res.statusCode === 200 && body.code === 200 ? body.data : null;
};

describe('the site home in one call', () => {
  for (const who of [zhang, wang]) {
    it(`when ${who} opens the site home, then each list is what its own route answers them, shaped for the phone`, async () => {
      const res = await t.get('/api/site/home', who);
      expect(res.statusCode).toBe(200);
      const home = res.json().data;
      const info = await dataOf('/api/user/info?platformType=1', who);
      const proId = info.currentProject.id;
      expect(home.project).toEqual({ id: proId, name: info.currentProject.name });
      expect(home.user).toEqual({ id: info.id, name: info.name, unitId: info.currentUnit.id });

      const grid = await dataOf(`/api/pile/construction/grid?proId=${proId}`, who);
      const status = (s: string) => grid.list.filter((p: Json) => p.status === s);
      expect(home.piles).toEqual([...status('inConstruction'), ...status('notStarted')]);
      expect(home.piles.length).toBeGreaterThan(0);
      expect(home.groups).toEqual(await dataOf(`/api/pile/group/list?proId=${proId}`, who));

      const pours = (await dataOf(`/api/inspection/pour/list?proId=${proId}`, who)) ?? [];
      expect(home.pours).toHaveLength(Math.min(pours.length, 20));
      for (const p of home.pours) expect(pours).toContainEqual(p);
      const dates = home.pours.map((p: Json) => p.pouredOn);
      expect(dates).toEqual([...dates].sort().reverse());

      const people = (await dataOf(`/api/project/role/usersByDept?proId=${proId}`, who)) ?? [];
      expect(home.people).toEqual(
        people.flatMap((d: { companyName: string; users: Json[] }) =>
          d.users.map((u) => ({ name: u.name, company: d.companyName })),
        ),
      );

      const notices = await dataOf(`/api/rectification/list?proId=${proId}&status=open&page=1&limit=50`, who);
      const mine = (notices?.list ?? []).filter(
        (r: Json) =>
          r.responsibleUserId === info.id ||
          r.responsibleCompanyId === info.currentUnit.id ||
          (r.responsibleUserId === null && r.responsibleCompanyId === null),
      );
      expect(home.rectifications).toEqual(mine);

      const plans = (await dataOf(`/api/material/plan/options?proId=${proId}`, who)) ?? [];
      expect(home.plans).toEqual(plans.filter((p: Json) => p.category === 'READY_MIX_CONCRETE'));
    });
  }

  it('when the contractor opens it, then the demo project’s open notices to their company are there', async () => {
    const home = (await t.get('/api/site/home', zhang)).json().data;
    expect(home.rectifications.length).toBeGreaterThan(0);
    expect(home.people.length).toBeGreaterThan(0);
  });

  it('when no one is signed in, then not logged in, as every guarded call', async () => {
    const res = await t.get('/api/site/home', null);
    expect(res.json()).toMatchObject({ code: 400 });
    expect(res.json().data).not.toHaveProperty('piles');
  });
});
