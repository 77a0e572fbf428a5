import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { project } from '../../platform/identity';

// docs/domains/project.md "detail options": GET /api/project/detail/options?id=

const zhang = 'zhangjianguo';
const li = 'lixiaofeng';
const wang = 'wanghaitao';
const t = seededApp({ users: [zhang, li, wang], lang: 'zh' });
const { get } = t;
const options = (id: number, token = zhang, lang = 'zh') =>
  get(`/api/project/detail/options?id=${id}`, token, lang);
// The main project too, which the seed's keys do not name.
const ids = new Map<string, number>();
beforeAll(async () => {
  for (const r of await t.db.select().from(project)) ids.set(r.name, r.id);
});

describe('project detail options', () => {
  it('when the manager of a sub-project asks, then the form’s choices come and the sub-project’s fields are editable', async () => {
    const res = await options(ids.get('一标段 桩基工程') ?? 0);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ isMain: false, editable: true, ownerCompanies: [] });
    expect(data.editableFields).toEqual(['name', 'money', 'contractMode', 'division', 'fireControl']);
    expect(data.divisions.map((d: { label: string }) => d.label)).toContain('桩基工程');
    expect(data.contractModes.map((d: { value: string }) => d.value)).toEqual([
      'PUBLIC_BIDDING',
      'INVITATION_TO_TENDER',
      'DIRECT_AWARD',
    ]);
    expect(data.fireControls).toEqual([
      { value: 0, label: '不含消防管理' },
      { value: 1, label: '仅消防管理' },
    ]);
  });

  it('when the main project is asked for by its manager, then its owners to choose from come too, in the caller’s language', async () => {
    const main = ids.get('钱塘新区江东安置房（一期）项目') ?? 0;
    const data = (await options(main, zhang, 'en')).json().data;
    expect(data.isMain).toBe(true);
    expect(data.editableFields).toContain('ownerCompanyId');
    expect(data.ownerCompanies.length).toBeGreaterThan(0);
    expect(data.fireControls[1].label).toBe('Fire management only');
    const [row] = (await t.db.select().from(project)).filter((p) => p.id === main);
    if (row?.ownerCompanyId)
      expect(data.ownerCompanies.map((o: { value: number }) => o.value)).toContain(row.ownerCompanyId);
  });

  it('when a member who does not manage asks, then the choices come but nothing is editable', async () => {
    const data = (await options(ids.get('一标段 桩基工程') ?? 0, li)).json().data;
    expect(data).toMatchObject({ editable: false, editableFields: [] });
    expect(data.divisions.length).toBeGreaterThan(0);
  });

  it('when not a member of the project or an unknown id, then 404; a bad id 422', async () => {
    expect((await options(ids.get('桩基工程') ?? 0, wang)).statusCode).toBe(404);
    expect((await options(999999)).statusCode).toBe(404);
    const bad = await get('/api/project/detail/options?id=abc', zhang, 'es');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('id');
  });
});
