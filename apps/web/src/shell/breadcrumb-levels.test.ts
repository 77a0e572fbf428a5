import type { MenuRoute } from '@zhuji/shared';
import { describe, expect, it } from 'vitest';
import { buildAppRoutes, matchAppRoute } from '../session/menu-routes';
import { SEED_LIKE_MENU } from '../session/test-menu';
import { breadcrumbLevels } from './breadcrumb-levels';

const levelsAt = (path: string, menu: MenuRoute[] = SEED_LIKE_MENU, name?: string) => {
  const match = matchAppRoute(buildAppRoutes(menu, null), path);
  if (!match) throw new Error(`no match for ${path}`);
  return breadcrumbLevels(match.chain, match.params, name);
};

const group = (name: string, children: MenuRoute[], extra: Partial<MenuRoute> = {}): MenuRoute => ({
  path: `/${name.toLowerCase()}`,
  name,
  component: 'Layout',
  hidden: false,
  meta: { title: `menu.${name}` },
  children,
  ...extra,
});
const leaf = (path: string, name: string, meta: Partial<MenuRoute['meta']> = {}): MenuRoute => ({
  path,
  name,
  component: `x/${name}`,
  hidden: false,
  meta: { title: `menu.${name}`, ...meta },
});

describe('breadcrumb levels', () => {
  it('when a nested page is open, then the group leads to its redirect and the page is not clickable', () => {
    expect(levelsAt('/pileFoundation/acceptance')).toEqual([
      {
        key: '/pileFoundation',
        title: 'menu.PileFoundation',
        translate: true,
        to: '/pileFoundation/construction',
      },
      { key: '/pileFoundation/acceptance', title: 'menu.PileAcceptance', translate: true },
    ]);
  });

  it('when the query names a breadcrumb, then it is appended as the last level and the page becomes clickable', () => {
    const levels = levelsAt('/pileFoundation/acceptance', SEED_LIKE_MENU, '3号桩');
    expect(levels.map((l) => [l.title, l.to])).toEqual([
      ['menu.PileFoundation', '/pileFoundation/construction'],
      ['menu.PileAcceptance', '/pileFoundation/acceptance'],
      ['3号桩', undefined],
    ]);
    expect(levels.at(-1)?.translate).toBe(false);
  });

  it('when a level has params and no redirect, then it leads to its path with the params filled', () => {
    const menu = [group('Plan', [leaf(':planId', 'PlanDetail', {})], { path: '/plan' })];
    const deeper = [
      group('Plan', [{ ...leaf(':planId', 'PlanDetail'), children: [leaf('items', 'PlanItems')] }], {
        path: '/plan',
      }),
    ];
    expect(levelsAt('/plan/42', menu).at(-1)).toMatchObject({ title: 'menu.PlanDetail' });
    expect(levelsAt('/plan/42/items', deeper).map((l) => l.to)).toEqual(['/plan', '/plan/42', undefined]);
  });

  it('when a level is one of the grouping names, then it is not clickable', () => {
    const menu = [
      group('QualityControl', [group('Acceptance', [leaf('apply', 'Apply')], { path: 'acceptance' })]),
    ];
    expect(levelsAt('/qualitycontrol/acceptance/apply', menu).map((l) => l.to)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('when a level has no title or is marked no-breadcrumb, then it is skipped', () => {
    const menu = [
      group('Hidden', [leaf('page', 'Page')], { meta: { title: 'menu.Hidden', noBreadcrumb: true } }),
      group('Untitled', [leaf('page', 'Other')], { meta: { title: '' } }),
    ];
    expect(levelsAt('/hidden/page', menu).map((l) => l.title)).toEqual(['menu.Page']);
    expect(levelsAt('/untitled/page', menu).map((l) => l.title)).toEqual(['menu.Other']);
  });

  it('when a group says noRedirect, then it is not clickable', () => {
    const menu = [group('Docs', [leaf('a', 'A')], { redirect: 'noRedirect' })];
    expect(levelsAt('/docs/a', menu)[0]?.to).toBeUndefined();
  });
});

describe('breadcrumb: the main-part setting (spec §2.4)', () => {
  const menu = [
    group('BasicEngineer', [
      {
        ...group('PlanPrincipal', [leaf('mainPartSetting', 'MainPartSetting')]),
        path: 'planPrincipal',
      },
    ]),
  ];
  menu[0] = { ...menu[0]!, path: '/basicEngineer' };
  const main = { id: 42, buildNumber: '3', layer: 5 };
  const at = (name: string | undefined, stored = main) => {
    const match = matchAppRoute(buildAppRoutes(menu, null), '/basicEngineer/planPrincipal/mainPartSetting');
    if (!match) throw new Error('no match');
    return breadcrumbLevels(match.chain, match.params, name, stored);
  };

  it('when a level below it is shown, then the setting reopens with id, number + 栋 and floor', () => {
    const levels = at('3栋 5层');
    expect(levels.map((l) => l.title)).toEqual([
      'menu.BasicEngineer',
      'menu.PlanPrincipal',
      'menu.MainPartSetting',
      '3栋 5层',
    ]);
    expect(levels[2]?.to).toBe(
      `/basicEngineer/planPrincipal/mainPartSetting?id=42&buildNumber=${encodeURIComponent('3栋')}&layer=5`,
    );
    expect(levels[3]?.to).toBeUndefined();
  });

  it('when the number already names the building (1#楼), then no second suffix is added', () => {
    expect(at('x', { id: 7, buildNumber: '1#楼', layer: -1 })[2]?.to).toContain(
      `buildNumber=${encodeURIComponent('1#楼')}&layer=-1`,
    );
  });

  it('when it is the last level, then it is not clickable even with stored data', () => {
    expect(at(undefined).at(-1)?.to).toBeUndefined();
  });

  it('when nothing is stored, then the level leads to the plain path', () => {
    const match = matchAppRoute(buildAppRoutes(menu, null), '/basicEngineer/planPrincipal/mainPartSetting');
    const levels = breadcrumbLevels(match!.chain, match!.params, 'x');
    expect(levels[2]?.to).toBe('/basicEngineer/planPrincipal/mainPartSetting');
  });

  it('when a page of the same name sits elsewhere, then it is not reopened with the data', () => {
    const other = [
      { ...group('Elsewhere', [leaf('mainPartSetting', 'MainPartSetting')]), path: '/elsewhere' },
    ];
    const match = matchAppRoute(buildAppRoutes(other, null), '/elsewhere/mainPartSetting');
    expect(breadcrumbLevels(match!.chain, match!.params, 'x', main)[1]?.to).toBe(
      '/elsewhere/mainPartSetting',
    );
  });
});
