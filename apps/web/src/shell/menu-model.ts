import type { AppRoute } from '../session/menu-routes';

/** One sidebar entry, before it becomes an antd menu item. */
export interface SideMenuItem {
  /** The absolute path, or the URL of an external link. */
  key: string;
  /** i18n key. */
  title: string;
  icon?: string | undefined;
  external: boolean;
  children?: SideMenuItem[];
}

const visible = (routes: readonly AppRoute[] | undefined) => (routes ?? []).filter((route) => !route.hidden);

/**
 * The sidebar of docs/product.md §2.4: hidden routes skipped; a group whose only visible child is a page shows that
 * page directly (unless the group sets meta.showParent), as vue-element-admin does; other groups become
 * submenus, up to the three levels the route tree keeps.
 */
export function sideMenuItems(routes: readonly AppRoute[]): SideMenuItem[] {
  return visible(routes).flatMap((route): SideMenuItem[] => {
    const children = visible(route.children);
    const leaf = (r: AppRoute, icon = r.meta.icon): SideMenuItem => ({
      key: r.fullPath,
      title: r.meta.title,
      icon,
      external: r.external,
    });
    if (children.length === 0) {
      // A group whose pages are all hidden has nothing to open.
      return route.children?.length ? [] : [leaf(route)];
    }
    const only = children[0]!;
    if (children.length === 1 && !route.meta.showParent && visible(only.children).length === 0) {
      return [leaf(only, only.meta.icon ?? route.meta.icon)];
    }
    return [
      {
        key: route.fullPath,
        title: route.meta.title,
        icon: route.meta.icon,
        external: false,
        children: sideMenuItems(children),
      },
    ];
  });
}

function pathTo(items: readonly SideMenuItem[], key: string): string[] | undefined {
  for (const item of items) {
    if (item.key === key) return [];
    const inner = item.children && pathTo(item.children, key);
    if (inner) return [item.key, ...inner];
  }
  return undefined;
}

/** The keys of the submenus that lead to `key`, outermost first (the submenus to open). */
export const openKeysFor = (items: readonly SideMenuItem[], key: string): string[] =>
  pathTo(items, key) ?? [];

/** The selected sidebar key of a page: meta.activeMenu when set (docs/product.md §2.3), else its own path. */
export const activeMenuKey = (route: AppRoute | undefined): string | undefined =>
  route ? (route.meta.activeMenu ?? route.fullPath) : undefined;
