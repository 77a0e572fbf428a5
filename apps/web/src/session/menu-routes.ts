import {
  COMPANY_TYPE,
  canAccessRouteByName,
  canAccessRouteByRole,
  filterByFireControl,
  firstLeafPath,
  HOME_ROUTE,
  isExternalLink,
  joinPath,
  type MenuMeta,
  type MenuRoute,
  NO_PERMISSION_ROUTE,
  NOT_FOUND_ROUTE,
  type Role,
  routeNames,
  withHomeRoute,
} from '@zhuji/shared';
import { matchRoutes } from 'react-router';

// The server menu (docs/product.md §2.3) turned into the routes the shell renders, and the pure decision of what a
// path inside the shell leads to. No React here: the route guard, the sidebar, the breadcrumb and the
// tabs all read this one tree.

/** Submenus go three levels deep (docs/product.md §2.4); deeper server entries are dropped. */
export const MAX_MENU_DEPTH = 3;

/** The component key of a grouping level without a page of its own. */
export const LAYOUT_COMPONENT = 'Layout';

/** A menu route with its absolute path resolved and its depth known. */
export interface AppRoute extends MenuRoute {
  /** Absolute path (`/pileFoundation/construction`), or the URL of an external link. */
  fullPath: string;
  external: boolean;
  /** 1 for a top-level entry. */
  depth: number;
  children?: AppRoute[] | undefined;
}

/** The route names the shell itself adds; the route-name allow-list always contains them. */
export const SHELL_ROUTE_NAME = {
  PROJECT_DETAIL: 'ProjectDetail',
  PASSWORD_UPDATE: 'PasswordUpdate',
  PHONE_UPDATE: 'PhoneUpdate',
} as const;

export const PASSWORD_UPDATE_PATH = '/passwordUpdate/index';
export const PHONE_UPDATE_PATH = '/phoneUpdate/index';
export const projectDetailPath = (id: number | string) => `${HOME_ROUTE}/project/${id}`;

/** A hidden route that has a page but no menu entry. */
const hiddenPage = (path: string, name: string, component: string, meta: MenuMeta): MenuRoute => ({
  path,
  name,
  component,
  hidden: true,
  meta,
});

/** Hidden top-level pages inside the layout (docs/product.md §2.2): titled, not cached, never in the menu. */
const FIXED_TOP_LEVEL: readonly MenuRoute[] = [
  {
    path: '/passwordUpdate',
    name: 'PasswordUpdateRoot',
    component: LAYOUT_COMPONENT,
    redirect: PASSWORD_UPDATE_PATH,
    hidden: true,
    meta: { title: '' },
    children: [
      hiddenPage('index', SHELL_ROUTE_NAME.PASSWORD_UPDATE, 'account/password-update', {
        title: 'route.passwordUpdate',
      }),
    ],
  },
  {
    path: '/phoneUpdate',
    name: 'PhoneUpdateRoot',
    component: LAYOUT_COMPONENT,
    redirect: PHONE_UPDATE_PATH,
    hidden: true,
    meta: { title: '' },
    children: [
      hiddenPage('index', SHELL_ROUTE_NAME.PHONE_UPDATE, 'account/phone-update', {
        title: 'route.phoneUpdate',
      }),
    ],
  },
];

/** The hidden project detail sits under /home so its breadcrumb reads Home › Project detail. */
const PROJECT_DETAIL = hiddenPage('project/:id', SHELL_ROUTE_NAME.PROJECT_DETAIL, 'home/project-detail', {
  title: 'menu.ProjectDetail',
  activeMenu: `${HOME_ROUTE}/index`,
});

function withFixedRoutes(routes: readonly MenuRoute[]): MenuRoute[] {
  const withDetail = routes.map((route) =>
    route.path === HOME_ROUTE ? { ...route, children: [...(route.children ?? []), PROJECT_DETAIL] } : route,
  );
  const taken = new Set(withDetail.map((route) => route.path));
  return [...withDetail, ...FIXED_TOP_LEVEL.filter((route) => !taken.has(route.path))];
}

function normalize(routes: readonly MenuRoute[], parent: string, depth: number): AppRoute[] {
  return routes.map((route) => {
    const external = isExternalLink(route.path);
    const fullPath =
      depth === 1 && !external && !route.path.startsWith('/')
        ? `/${route.path}`
        : joinPath(parent, route.path);
    const children =
      depth < MAX_MENU_DEPTH && route.children?.length
        ? normalize(route.children, fullPath, depth + 1)
        : undefined;
    return { ...route, fullPath, external, depth, children };
  });
}

/**
 * docs/product.md §4 step 5: /home added when missing, the fire-control restriction applied, the shell's own hidden
 * pages added, every path made absolute, nesting capped at three levels.
 */
export function buildAppRoutes(
  menu: readonly MenuRoute[],
  fireControl: number | null | undefined,
): AppRoute[] {
  return normalize(withFixedRoutes(filterByFireControl(withHomeRoute(menu), fireControl)), '/', 1);
}

/** Every route of the tree, depth first. */
export function flattenRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

/** The names the route-name check allows: the tree's names plus the fixed shell routes. */
export function permittedRouteNames(routes: readonly AppRoute[]): Set<string> {
  const names = routeNames(routes);
  for (const name of Object.values(SHELL_ROUTE_NAME)) names.add(name);
  return names;
}

/**
 * The strings a route's `meta.roles` is compared with: role ids and names, plus 'admin' for the
 * platform's own roles. The user-info contract carries no role code, so these stand in for it.
 */
export function userRoleCodes(roles: readonly Role[]): string[] {
  return roles.flatMap((role) => [
    String(role.id),
    role.name,
    ...(role.compType === COMPANY_TYPE.PLATFORM ? ['admin'] : []),
  ]);
}

/** The matched chain of routes, top level first, with the path params. */
export interface RouteMatch {
  chain: AppRoute[];
  params: Record<string, string | undefined>;
}

/** Matches a pathname against the tree; external links never match. */
export function matchAppRoute(routes: readonly AppRoute[], pathname: string): RouteMatch | undefined {
  const chains = new Map<string, AppRoute[]>();
  const walk = (list: readonly AppRoute[], ancestors: AppRoute[]) => {
    for (const route of list) {
      if (route.external) continue;
      const chain = [...ancestors, route];
      // The first route declaring a path wins, as in the server's menu order.
      if (!chains.has(route.fullPath)) chains.set(route.fullPath, chain);
      walk(route.children ?? [], chain);
    }
  };
  walk(routes, []);
  const flat = [...chains.keys()].map((path) => ({ path, id: path }));
  const found = matchRoutes(flat, pathname);
  const match = found?.at(-1);
  if (!match?.route.id) return undefined;
  const chain = chains.get(match.route.id);
  return chain && { chain, params: { ...match.params } };
}

const visibleChildren = (route: AppRoute) => (route.children ?? []).filter((child) => !child.hidden);

export type Resolution =
  | { kind: 'view'; match: RouteMatch; route: AppRoute }
  | { kind: 'redirect'; to: string };

export interface ResolveContext {
  routes: readonly AppRoute[];
  permittedNames: ReadonlySet<string>;
  userRoles: readonly string[];
}

export const NO_PERMISSION_NO_GO_BACK = `${NO_PERMISSION_ROUTE}?noGoBack=1`;

/**
 * What a path inside the shell leads to (docs/product.md §2.3): a blank root and a parent with children go to the
 * first leaf, an unknown path to /404, a route whose `meta.roles` the user lacks to /401?noGoBack, a name
 * outside the permitted list to /401; anything else is a page to render.
 */
export function resolveShellPath(pathname: string, ctx: ResolveContext): Resolution {
  if (pathname === '' || pathname === '/') {
    return { kind: 'redirect', to: firstLeafPath(ctx.routes) ?? NOT_FOUND_ROUTE };
  }
  const match = matchAppRoute(ctx.routes, pathname);
  if (!match) return { kind: 'redirect', to: NOT_FOUND_ROUTE };
  const route = match.chain.at(-1)!;
  if (!match.chain.every((r) => canAccessRouteByRole(r.meta.roles, ctx.userRoles))) {
    return { kind: 'redirect', to: NO_PERMISSION_NO_GO_BACK };
  }
  if (!canAccessRouteByName(ctx.permittedNames, route.name)) {
    return { kind: 'redirect', to: NO_PERMISSION_NO_GO_BACK };
  }
  const children = route.children ?? [];
  if (children.length > 0) {
    const visible = visibleChildren(route);
    const first = firstLeafPath(visible.length ? visible : children, route.fullPath);
    const to = first ?? route.redirect;
    if (to && to !== pathname) return { kind: 'redirect', to };
  }
  return { kind: 'view', match, route };
}

/** Fills `:param` segments of a path; a missing param leaves the segment as written. */
export function fillParams(path: string, params: Record<string, string | undefined>): string {
  return path.replace(/:(\w+)\??/g, (segment, name: string) => {
    const value = params[name];
    return value === undefined ? segment : encodeURIComponent(value);
  });
}

/** Affix routes (docs/product.md §2.4 fixed tabs), in menu order. */
export function affixRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return flattenRoutes(routes).filter(
    (route) => route.meta.affix && !route.external && !route.fullPath.includes(':'),
  );
}
