import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { project } from '../../platform/identity';

// Reference data the platform defines (the GB 50300 catalogue, role names, the registration options,
// the standard document folders)
// reaches an en/es page in that language (issue 22). The answers are walked whole: any name or label
// left in Chinese fails the test, wherever in the tree it sits.

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const tok = { zhang: 'zhangjianguo' };
const t = seededApp({ users: [...Object.values(tok)], caller: null });
const pid: Record<string, number> = {};
beforeAll(async () => {
  for (const p of await t.db.select().from(project)) pid[p.name] = p.id;
});

/** Every value of the given keys anywhere in a JSON answer, with its path. */
function valuesOf(data: unknown, keys: readonly string[], path = '$'): [string, string][] {
  if (Array.isArray(data)) return data.flatMap((v, i) => valuesOf(v, keys, `${path}[${i}]`));
  if (data === null || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([k, v]) =>
    typeof v === 'string' && keys.includes(k)
      ? [[`${path}.${k}`, v] as [string, string]]
      : Array.isArray(v) && keys.includes(k) && v.every((x) => typeof x === 'string')
        ? v.map((x, i) => [`${path}.${k}[${i}]`, x] as [string, string])
        : valuesOf(v, keys, `${path}.${k}`),
  );
}

const pileProject = () => pid['一标段 桩基工程']!;
const routes: { name: string; url: () => string; keys: string[] }[] = [
  { name: '分部分项 tree', url: () => `/api/project/subitem/tree?id=${pileProject()}`, keys: ['name'] },
  { name: 'sub-item selector', url: () => `/api/common/subItem?proId=${pileProject()}`, keys: ['name'] },
  {
    name: 'division config',
    url: () => '/api/project/division/config?division=PILE_FOUNDATION',
    keys: ['name', 'label'],
  },
  { name: 'registration options', url: () => '/api/project/new/options', keys: ['label'] },
  {
    name: 'people by company',
    url: () => `/api/project/role/usersByDept?proId=${pileProject()}`,
    keys: ['roles'],
  },
  {
    name: 'document catalogs',
    url: () => `/api/document/catalog/tree?proId=${pileProject()}`,
    keys: ['name'],
  },
  {
    name: 'acceptance checkers',
    url: () => `/api/acceptance/checkers?proId=${pileProject()}`,
    keys: ['roleName'],
  },
];

describe('reference labels follow the caller’s language', () => {
  it.each(routes)(
    'when $name is read in zh, then it names things in Chinese (the check has data)',
    async (r) => {
      const res = await t.get(r.url(), tok.zhang, 'zh');
      expect(res.statusCode, res.body).toBe(200);
      const values = valuesOf(res.json().data, r.keys);
      expect(values.length).toBeGreaterThan(0);
      expect(values.some(([, v]) => CJK.test(v))).toBe(true);
    },
  );

  it.each(routes.flatMap((r) => (['en', 'es'] as const).map((lang) => ({ ...r, lang }))))(
    'when $name is read in $lang, then no label is left in Chinese',
    async (r) => {
      const res = await t.get(r.url(), tok.zhang, r.lang);
      expect(res.statusCode, res.body).toBe(200);
      const values = valuesOf(res.json().data, r.keys);
      expect(values.length).toBeGreaterThan(0);
      expect(values.filter(([, v]) => CJK.test(v))).toEqual([]);
    },
  );
});
