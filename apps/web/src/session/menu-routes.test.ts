import type { MenuRoute } from '@zhuji/shared';
import { describe, expect, it } from 'vitest';
import {
  affixRoutes,
  buildAppRoutes,
  fillParams,
  flattenRoutes,
  MAX_MENU_DEPTH,
  matchAppRoute,
  NO_PERMISSION_NO_GO_BACK,
  permittedRouteNames,
  type ResolveContext,
  resolveShellPath,
  userRoleCodes,
} from './menu-routes';
import { SEED_LIKE_MENU } from './test-menu';

const context = (menu: MenuRoute[] = SEED_LIKE_MENU, userRoles: string[] = ['3']): ResolveContext => {
  const routes = buildAppRoutes(menu, null);
  return { routes, permittedNames: permittedRouteNames(routes), userRoles };
};

const page = (path: string, name: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  path,
  name,
  component: `x/${name}`,
  hidden: false,
  meta: { title: `menu.${name}` },
  ...extra,
});

describe('building routes from the server menu', () => {
  it('when the menu is built, then every path is absolute and the shell pages are added', () => {
    const paths = flattenRoutes(buildAppRoutes(SEED_LIKE_MENU, null)).map((r) => r.fullPath);
    expect(paths).toEqual([
      '/home',
      '/home/index',
      '/home/project/:id',
      '/project',
      '/project/list',
      '/pileFoundation',
      '/pileFoundation/construction',
      '/pileFoundation/acceptance',
      '/collaboration',
      '/collaboration/myMessage',
      '/passwordUpdate',
      '/passwordUpdate/index',
      '/phoneUpdate',
      '/phoneUpdate/index',
    ]);
  });

  it('when the menu lacks /home, then /home with its affix index is added first', () => {
    const routes = buildAppRoutes([page('/report', 'Report')], null);
    expect(routes[0]?.fullPath).toBe('/home');
    expect(affixRoutes(routes).map((r) => r.fullPath)).toEqual(['/home/index']);
  });

  it('when fire control is 1, then only the fire-management part stays (the shell pages too)', () => {
    const menu = [page('/fireManagement', 'Fire'), page('/audit', 'Audit'), page('/report', 'Report')];
    const top = buildAppRoutes(menu, 1).map((r) => r.fullPath);
    expect(top).toEqual(['/home', '/fireManagement', '/audit', '/passwordUpdate', '/phoneUpdate']);
    expect(buildAppRoutes(menu, 0).map((r) => r.fullPath)).not.toContain('/fireManagement');
  });

  it(`when the menu nests deeper than ${MAX_MENU_DEPTH} levels, then the deeper entries are dropped`, () => {
    const deep = page('/a', 'A', {
      children: [page('b', 'B', { children: [page('c', 'C', { children: [page('d', 'D')] })] })],
    });
    const paths = flattenRoutes(buildAppRoutes([deep], null)).map((r) => r.fullPath);
    expect(paths).toContain('/a/b/c');
    expect(paths).not.toContain('/a/b/c/d');
  });

  it('when a child path is absolute or external, then it is kept as written', () => {
    const menu = [
      page('/docs', 'Docs', {
        children: [page('/elsewhere', 'Elsewhere'), page('https://example.com/manual', 'Manual')],
      }),
    ];
    const routes = flattenRoutes(buildAppRoutes(menu, null));
    expect(routes.find((r) => r.name === 'Elsewhere')?.fullPath).toBe('/elsewhere');
    expect(routes.find((r) => r.name === 'Manual')).toMatchObject({ external: true });
  });
});

describe('resolving a path inside the shell', () => {
  it('when the path is the blank root, then it goes to the first menu leaf', () => {
    expect(resolveShellPath('/', context())).toEqual({ kind: 'redirect', to: '/home/index' });
  });

  it('when the path is a parent with children, then it goes to its first visible child', () => {
    expect(resolveShellPath('/pileFoundation', context())).toEqual({
      kind: 'redirect',
      to: '/pileFoundation/construction',
    });
  });

  it('when the path is a page, then the page and its matched chain resolve', () => {
    const result = resolveShellPath('/pileFoundation/acceptance', context());
    expect(result.kind).toBe('view');
    if (result.kind !== 'view') return;
    expect(result.route.name).toBe('PileAcceptance');
    expect(result.match.chain.map((r) => r.name)).toEqual(['PileFoundation', 'PileAcceptance']);
  });

  it('when the path is the hidden project detail, then it matches with its id', () => {
    const match = matchAppRoute(context().routes, '/home/project/21');
    expect(match?.chain.map((r) => r.name)).toEqual(['Home', 'ProjectDetail']);
    expect(match?.params).toEqual({ id: '21' });
  });

  it('when the path is unknown, then it goes to /404', () => {
    expect(resolveShellPath('/no/such/page', context())).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('when a route declares roles the user lacks, then it goes to /401 with noGoBack', () => {
    const menu = [
      ...SEED_LIKE_MENU,
      page('/secret', 'Secret', { meta: { title: 'menu.Secret', roles: ['41'] } }),
    ];
    expect(resolveShellPath('/secret', context(menu, ['3']))).toEqual({
      kind: 'redirect',
      to: NO_PERMISSION_NO_GO_BACK,
    });
    expect(resolveShellPath('/secret', context(menu, ['41'])).kind).toBe('view');
    expect(resolveShellPath('/secret', context(menu, ['admin'])).kind).toBe('view');
  });

  it('when the name is not on the permitted list, then it goes to /401; docPileIndexBaoShen always passes', () => {
    const routes = buildAppRoutes([page('/doc', 'docPileIndexBaoShen'), page('/other', 'Other')], null);
    const ctx = { routes, permittedNames: new Set(['Home', 'HomeIndex']), userRoles: [] };
    expect(resolveShellPath('/other', ctx)).toEqual({ kind: 'redirect', to: NO_PERMISSION_NO_GO_BACK });
    expect(resolveShellPath('/doc', ctx).kind).toBe('view');
  });

  it('then the permitted names hold the menu names and the fixed shell pages', () => {
    const names = context().permittedNames;
    for (const name of ['HomeIndex', 'MyMessage', 'ProjectDetail', 'PasswordUpdate', 'PhoneUpdate']) {
      expect(names.has(name), name).toBe(true);
    }
  });
});

describe('helpers', () => {
  it('when params are filled, then each :name segment takes its value, encoded', () => {
    expect(fillParams('/home/project/:id', { id: '7' })).toBe('/home/project/7');
    expect(fillParams('/a/:b/:c?', { b: 'x y' })).toBe('/a/x%20y/:c?');
  });

  it('when the user holds a platform role, then admin is among the role codes', () => {
    expect(userRoleCodes([{ id: 3, name: '项目经理', compType: 1 }])).toEqual(['3', '项目经理']);
    expect(userRoleCodes([{ id: 1, name: '平台管理员', compType: 9 }])).toContain('admin');
  });
});
