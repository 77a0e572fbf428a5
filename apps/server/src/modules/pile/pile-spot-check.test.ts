import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { appUser } from '../../platform/identity';
import { rectification } from '../../platform/rectification';
import { pile, pileGroup, pileSpotCheck, pileSpotCheckItem } from './pile.table';

let jiangdong: number;
let xianghu: number;

/** Ten recorded piles ZH1–ZH10 of 江东, ZH4 abnormal. */
async function setup(projectId = jiangdong) {
  const group = await post('/api/pile/group/save', {
    projectId,
    name: 'ZH φ800',
    pileType: 'bored',
    diameterMm: '800',
    singlePile: false,
    gradeA: false,
  });
  await post('/api/pile/numberConfig/save', { groupId: group.json().data.id, label: 'ZH', numbers: '1-10' });
  await t.db.update(pile).set({ status: 'recorded' }).where(eq(pile.projectId, projectId));
  await t.db.update(pile).set({ abnormal: true }).where(eq(pile.pileNo, 'ZH4'));
}
const draw = (token = wang, seed = '2026-11-23 监理抽查', projectId = jiangdong) =>
  post('/api/pile/spotCheck/random', { projectId, count: 3, seed }, token);

const zhang = 'zhangjianguo';
const li = 'lixiaofeng';
const wang = 'wanghaitao';
const t = seededApp({ users: [zhang, li, wang], lang: 'zh' });
const { get, post } = t;
beforeAll(() => {
  jiangdong = t.project('jiangdongPile');
  xianghu = t.project('xianghuPile');
});
beforeEach(async () => {
  for (const table of [pileSpotCheckItem, pileSpotCheck, pile, pileGroup]) await t.db.delete(table);
});

describe('stored spot checks (随机抽查)', () => {
  it('when the supervisor draws 3 piles, then the draw is stored with its seed, the abnormal pile first, and repeats from the seed', async () => {
    await setup();
    const first = (await draw()).json().data;
    expect(first.selected).toHaveLength(3);
    expect(first.forced).toEqual(['ZH4']);
    const detail = (await get(`/api/pile/spotCheck/detail?id=${first.id}`)).json().data;
    expect(detail).toMatchObject({
      seed: '2026-11-23 监理抽查',
      requested: 3,
      eligible: 10,
      piles: 3,
      checked: 0,
      createdByName: '王海涛',
    });
    expect(detail.items[0]).toMatchObject({ pileNo: 'ZH4', forced: true, result: 'pending' });
    expect(detail.items.map((i: { pileNo: string }) => i.pileNo).sort()).toEqual([...first.selected].sort());

    const again = (await draw()).json().data;
    expect(again.id).not.toBe(first.id);
    expect(again.selected).toEqual(first.selected);
    const history = (await get(`/api/pile/spotCheck/list?proId=${jiangdong}`)).json().data;
    expect(history.total).toBe(2);
    expect(history.list[0].id).toBe(again.id);
  });

  it('when a drawn pile fails, then a rectification notice is raised from the spot check; a passed pile raises none', async () => {
    await setup();
    const { id } = (await draw()).json().data;
    const items = (await get(`/api/pile/spotCheck/detail?id=${id}`)).json().data.items;
    const passed = await post('/api/pile/spotCheck/result', { itemId: items[1].id, result: 'pass' }, wang);
    expect(passed.statusCode).toBe(200);
    const failed = await post(
      '/api/pile/spotCheck/result',
      { itemId: items[0].id, result: 'fail', finding: '桩顶浮浆未凿除干净，桩头可见蜂窝' },
      wang,
    );
    expect(failed.statusCode).toBe(200);
    const detail = failed.json().data;
    expect(detail).toMatchObject({ checked: 2, failed: 1 });
    const failedItem = detail.items.find((i: { id: number }) => i.id === items[0].id);
    expect(failedItem).toMatchObject({ result: 'fail', checkedByName: '王海涛' });
    const [notice] = await t.db
      .select()
      .from(rectification)
      .where(eq(rectification.id, failedItem.rectificationId));
    expect(notice).toMatchObject({
      source: 'spot-check',
      sourceId: items[0].id,
      title: '桩 ZH4 随机抽查不合格',
    });
    expect(detail.items.find((i: { id: number }) => i.id === items[1].id).rectificationId).toBeNull();
  });

  it('when a result is recorded twice, or a failure has no finding, then it is refused and nothing changes', async () => {
    await setup();
    const { id } = (await draw()).json().data;
    const [item] = (await get(`/api/pile/spotCheck/detail?id=${id}`)).json().data.items;
    const noFinding = await post('/api/pile/spotCheck/result', { itemId: item.id, result: 'fail' }, wang);
    expect(noFinding.statusCode).toBe(422);
    expect(noFinding.json().msg).toContain('不合格时请填写发现的问题');
    await post('/api/pile/spotCheck/result', { itemId: item.id, result: 'pass' }, wang);
    const twice = await post(
      '/api/pile/spotCheck/result',
      { itemId: item.id, result: 'fail', finding: '改判' },
      wang,
    );
    expect(twice.statusCode).toBe(409);
    const [row] = await t.db.select().from(pileSpotCheckItem).where(eq(pileSpotCheckItem.id, item.id));
    expect(row?.result).toBe('pass');
  });

  it('when a contractor who did not draw it records a result, then 403', async () => {
    await setup();
    const { id } = (await draw()).json().data;
    const [item] = (await get(`/api/pile/spotCheck/detail?id=${id}`)).json().data.items;
    const res = await post('/api/pile/spotCheck/result', { itemId: item.id, result: 'pass' }, zhang);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('只有抽查人或监理单位可以登记抽查结果');
  });

  it("when a member of another project draws, lists or reads this project's checks, then 404 and nothing is stored", async () => {
    await setup(xianghu);
    expect((await draw(li, 'x', xianghu)).statusCode).toBe(404);
    expect(await t.db.select().from(pileSpotCheck)).toHaveLength(0);
    expect((await get(`/api/pile/spotCheck/list?proId=${xianghu}`, li)).statusCode).toBe(404);
    const own = (await draw(zhang, 'y', xianghu)).json().data;
    expect((await get(`/api/pile/spotCheck/detail?id=${own.id}`, li)).statusCode).toBe(404);
    const ids = (await t.db.select().from(pileSpotCheckItem)).map((i) => i.id);
    const res = await post('/api/pile/spotCheck/result', { itemId: ids[0], result: 'pass' }, li);
    expect(res.statusCode).toBe(404);
    const rows = await t.db.select().from(pileSpotCheckItem).where(inArray(pileSpotCheckItem.id, ids));
    expect(rows.every((r) => r.result === 'pending')).toBe(true);
  });

  it('when a member who may only read (the supplier) draws, or records a result on a draw of theirs, then 403 and nothing is written', async () => {
    await setup();
    const lu = await loginAs(t.app, 'luhaiyan');
    const drawn = await draw(lu, 'supplier');
    expect(drawn.statusCode).toBe(403);
    expect(await t.db.select().from(pileSpotCheck)).toHaveLength(0);
    // A draw recorded in her name (as the read-guarded route let her make): judging it is a write too.
    const [zh1] = await t.db.select().from(pile).where(eq(pile.pileNo, 'ZH1'));
    const [luRow] = await t.db.select().from(appUser).where(eq(appUser.account, 'luhaiyan'));
    const [check] = await t.db
      .insert(pileSpotCheck)
      .values({
        projectId: jiangdong,
        seed: 's',
        requested: 1,
        eligible: 10,
        forced: [],
        drawn: ['ZH1'],
        createdBy: luRow?.id ?? 0,
      })
      .returning();
    const [item] = await t.db
      .insert(pileSpotCheckItem)
      .values({ checkId: check?.id ?? 0, pileId: zh1?.id ?? 0, forced: false })
      .returning();
    const judged = await post('/api/pile/spotCheck/result', { itemId: item?.id, result: 'pass' }, lu);
    expect(judged.statusCode).toBe(403);
    const [after] = await t.db
      .select()
      .from(pileSpotCheckItem)
      .where(eq(pileSpotCheckItem.id, item?.id ?? 0));
    expect(after?.result).toBe('pending');
  });
});
