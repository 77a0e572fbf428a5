import { ADMIN_ROLE_CODE, ALWAYS_PERMITTED_ROUTE_NAME, FIRE_CONTROL_TYPE, HOME_ROUTE } from '../constants';
import type { MenuRoute } from '../contract/account';

/**
 * The permission model as pure functions (docs/product.md §2.3, §6). The web guard uses them to hide and
 * redirect; the server enforces the same rows on every call.
 */

/** Route access by name: in the user's permitted list, or the always-permitted pile index. */
export function canAccessRouteByName(
  permittedNames: ReadonlySet<string> | readonly string[],
  name: string,
): boolean {
  if (name === ALWAYS_PERMITTED_ROUTE_NAME) return true;
  return permittedNames instanceof Set
    ? permittedNames.has(name)
    : (permittedNames as readonly string[]).includes(name);
}

/** Route access by role: no roles declared, the user is admin, or any role overlaps. */
export function canAccessRouteByRole(
  routeRoles: readonly string[] | undefined,
  userRoles: readonly string[],
): boolean {
  if (!routeRoles || routeRoles.length === 0) return true;
  if (userRoles.includes(ADMIN_ROLE_CODE)) return true;
  return routeRoles.some((r) => userRoles.includes(r));
}

/** docs/product.md §6 "need flag": an action check without an action name is a programming error. */
export class MissingActionError extends Error {
  constructor() {
    super('need flag');
  }
}

/** Action access: allowed only when the route's action list names it; no list means no actions. */
export function canPerform(routeActions: readonly string[] | undefined, action: string | undefined): boolean {
  if (!action) throw new MissingActionError();
  return routeActions?.includes(action) ?? false;
}

const FIRE_ONLY_ROOTS = ['/', HOME_ROUTE, '/basicInfo', '/fireManagement', '/audit'];

/**
 * Fire-control restriction (docs/product.md §2.3): type 1 keeps only the root, /home, /basicInfo,
 * /fireManagement and /audit (and under /audit only its material child); type 0 removes
 * /fireManagement; no type leaves the menu as it is.
 */
export function filterByFireControl(
  routes: readonly MenuRoute[],
  fireControl: number | null | undefined,
): MenuRoute[] {
  if (fireControl === FIRE_CONTROL_TYPE.WITHOUT_FIRE_MANAGEMENT) {
    return routes.filter((r) => r.path !== '/fireManagement');
  }
  if (fireControl !== FIRE_CONTROL_TYPE.FIRE_MANAGEMENT_ONLY) return [...routes];
  return routes
    .filter((r) => FIRE_ONLY_ROOTS.includes(r.path))
    .map((r) =>
      r.path === '/audit'
        ? {
            ...r,
            children: (r.children ?? []).filter((c) => /material/i.test(c.path) || /material/i.test(c.name)),
          }
        : r,
    );
}

/** External links open in a new tab instead of going through the router. */
export const isExternalLink = (path: string): boolean => /^(https?:|mailto:|tel:)/i.test(path);

/** Joins a child path to its parent the way the router nests them. */
export function joinPath(parent: string, child: string): string {
  if (isExternalLink(child) || child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** The first visible leaf of a menu tree, as a full path: where a blank root or a dynamic parent lands. */
export function firstLeafPath(routes: readonly MenuRoute[], parent = ''): string | undefined {
  for (const route of routes) {
    if (route.hidden || isExternalLink(route.path)) continue;
    const full = joinPath(parent || '/', route.path);
    const visibleChildren = (route.children ?? []).filter((c) => !c.hidden);
    if (visibleChildren.length === 0) return full;
    const leaf = firstLeafPath(visibleChildren, full);
    if (leaf) return leaf;
  }
  return undefined;
}

/** /home with its index child is always there, even when the server menu lacks it (docs/product.md §2.2). */
export function withHomeRoute(routes: readonly MenuRoute[]): MenuRoute[] {
  if (routes.some((r) => r.path === HOME_ROUTE)) return [...routes];
  return [
    {
      path: HOME_ROUTE,
      name: 'Home',
      component: 'Layout',
      redirect: `${HOME_ROUTE}/index`,
      hidden: false,
      meta: { title: 'menu.Home', icon: 'home' },
      children: [
        {
          path: 'index',
          name: 'HomeIndex',
          component: 'home/index',
          hidden: false,
          meta: { title: 'menu.HomeIndex', affix: true },
        },
      ],
    },
    ...routes,
  ];
}

/** Every route name of a tree: the permitted-names list of route access by name. */
export function routeNames(routes: readonly MenuRoute[]): Set<string> {
  const names = new Set<string>();
  const walk = (list: readonly MenuRoute[]) => {
    for (const r of list) {
      names.add(r.name);
      if (r.children) walk(r.children);
    }
  };
  walk(routes);
  return names;
}
