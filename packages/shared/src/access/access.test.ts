import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '../contract/account';
import {
  canAccessRouteByName,
  canAccessRouteByRole,
  canPerform,
  filterByFireControl,
  firstLeafPath,
  isExternalLink,
  MissingActionError,
  routeNames,
  withHomeRoute,
} from '.';

const route = (
  path: string,
  name: string,
  children?: MenuRoute[],
  extra: Partial<MenuRoute> = {},
): MenuRoute => ({
  path,
  name,
  component: children ? 'Layout' : name,
  hidden: false,
  meta: { title: `menu.${name}` },
  ...(children ? { children } : {}),
  ...extra,
});

const menu: MenuRoute[] = [
  route('/basicInfo', 'BasicInfo', [route('company', 'CompanyInfo')]),
  route('/fireManagement', 'FireManagement', [route('check', 'FireCheck')]),
  route('/audit', 'Audit', [route('material', 'AuditMaterial'), route('project', 'AuditProject')]),
  route('/pileFoundation', 'PileFoundation', [route('construction', 'PileConstruction')]),
];

describe('route access by name', () => {
  it.each([
    [['Home', 'ProjectList'], 'ProjectList', true],
    [['Home'], 'ProjectList', false],
    [[], 'docPileIndexBaoShen', true],
  ])('when permitted %j and route %s, then %s', (names, name, expected) => {
    expect(canAccessRouteByName(names, name)).toBe(expected);
    expect(canAccessRouteByName(new Set(names), name)).toBe(expected);
  });
});

describe('route access by role', () => {
  it.each([
    [undefined, ['qc'], true],
    [[], ['qc'], true],
    [['pm'], ['admin'], true],
    [['pm', 'qc'], ['qc'], true],
    [['pm'], ['qc'], false],
    [['pm'], [], false],
  ])('when the route needs %j and the user has %j, then %s', (routeRoles, userRoles, expected) => {
    expect(canAccessRouteByRole(routeRoles, userRoles)).toBe(expected);
  });
});

describe('action access', () => {
  it('when the action is listed, then allowed; when not listed or no list, then refused', () => {
    expect(canPerform(['list', 'add'], 'add')).toBe(true);
    expect(canPerform(['list'], 'add')).toBe(false);
    expect(canPerform(undefined, 'add')).toBe(false);
    expect(canPerform([], 'add')).toBe(false);
  });

  it("when no action name is given, then it throws 'need flag'", () => {
    expect(() => canPerform(['list'], '')).toThrow(MissingActionError);
    expect(() => canPerform(['list'], undefined)).toThrow('need flag');
  });
});

describe('fire-control menu filter', () => {
  it('when the type is 1, then only root, /home, /basicInfo, /fireManagement and /audit stay, and /audit keeps only material', () => {
    const filtered = filterByFireControl(withHomeRoute(menu), 1);
    expect(filtered.map((r) => r.path)).toEqual(['/home', '/basicInfo', '/fireManagement', '/audit']);
    expect(filtered.find((r) => r.path === '/audit')?.children?.map((c) => c.name)).toEqual([
      'AuditMaterial',
    ]);
  });

  it('when the type is 0, then /fireManagement is removed and the rest stays', () => {
    expect(filterByFireControl(menu, 0).map((r) => r.path)).toEqual([
      '/basicInfo',
      '/audit',
      '/pileFoundation',
    ]);
  });

  it('when there is no type, then the menu is unchanged', () => {
    expect(filterByFireControl(menu, null)).toEqual(menu);
  });
});

describe('menu helpers', () => {
  it.each([
    ['https://example.com', true],
    ['http://a.b', true],
    ['mailto:a@b.cn', true],
    ['tel:4008001234', true],
    ['/home', false],
    ['index', false],
  ])('when the path is %s, then external is %s', (path, expected) => {
    expect(isExternalLink(path)).toBe(expected);
  });

  it('when the root is blank, then it lands on the first visible leaf of the first menu', () => {
    expect(firstLeafPath(menu)).toBe('/basicInfo/company');
    const hiddenFirst = [
      route('/x', 'X', [route('a', 'A', undefined, { hidden: true }), route('b', 'B')]),
      ...menu,
    ];
    expect(firstLeafPath(hiddenFirst)).toBe('/x/b');
    expect(firstLeafPath([route('https://help.example.com', 'Help'), ...menu])).toBe('/basicInfo/company');
  });

  it('when the server menu lacks /home, then /home with its index child is added first; otherwise left alone', () => {
    const withHome = withHomeRoute(menu);
    expect(withHome[0]).toMatchObject({ path: '/home', redirect: '/home/index' });
    expect(withHome[0]?.children?.[0]).toMatchObject({
      path: 'index',
      name: 'HomeIndex',
      meta: { affix: true },
    });
    expect(withHomeRoute(withHome)).toHaveLength(withHome.length);
  });

  it('when a tree is walked, then every route name is collected', () => {
    expect([...routeNames(menu)]).toContain('AuditMaterial');
    expect(routeNames(menu).size).toBe(9);
  });
});
