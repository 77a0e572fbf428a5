import type { MenuMeta } from '../identity/role.table';
import type { RoleActions } from './roles';

// The menu catalogue (docs/architecture.md#menus-and-actions): the platform owns the top-level groups
// (the layouts of the side menu); each module declares the pages it serves in its manifest
// (ModuleManifest.menus) and the group they sit in. assembleMenus puts them into the one tree the seed
// writes into `menu` and `role_menu`.

/** The component of a menu group: the layout, which shows its children's pages. */
export const LAYOUT_COMPONENT = 'Layout';

/** One entry of the menu tree as the seed writes it. Titles are i18n keys (menu.<name>). */
export interface MenuItem {
  path: string;
  /** Unique; the `menu` of route declarations (onProject, defineResource) and role_menu. */
  name: string;
  /** A key of the web view registry, or 'Layout' for a group. */
  component: string;
  redirect?: string;
  hidden?: boolean;
  meta: MenuMeta;
  children?: MenuItem[];
  /** The role's actions on this page when not its defaults; absent: every role its defaults. */
  roleActions?: RoleActions;
}

/** A group of the side menu: a layout whose pages the modules bring. */
interface MenuGroup {
  name: string;
  path: string;
  redirect: string;
  meta: MenuMeta;
  /** The group this one sits in; absent: the top level. */
  parent?: string;
  /** Position among its siblings (groups and top-level pages alike), ascending. */
  order: number;
}

/**
 * The platform's groups, their paths and their place in the side menu. A redirect opens the group's
 * first page. Orders leave gaps so a module's top-level page (Document, 100) can sit between groups.
 */
export const MENU_GROUPS = [
  {
    name: 'Home',
    path: '/home',
    redirect: '/home/index',
    meta: { title: 'menu.Home', icon: 'home' },
    order: 10,
  },
  {
    name: 'Project',
    path: '/project',
    redirect: '/project/list',
    meta: { title: 'menu.Project', icon: 'project' },
    order: 20,
  },
  {
    name: 'BasicEngineer',
    path: '/basicEngineer',
    redirect: '/basicEngineer/planPrincipal/mainPartSetting',
    meta: { title: 'menu.BasicEngineer', icon: 'structure' },
    order: 30,
  },
  {
    name: 'PlanPrincipal',
    path: 'planPrincipal',
    redirect: '/basicEngineer/planPrincipal/mainPartSetting',
    meta: { title: 'menu.PlanPrincipal' },
    parent: 'BasicEngineer',
    order: 10,
  },
  {
    name: 'PileFoundation',
    path: '/pileFoundation',
    redirect: '/pileFoundation/construction',
    meta: { title: 'menu.PileFoundation', icon: 'pile' },
    order: 40,
  },
  {
    name: 'MainBody',
    path: '/mainBody',
    redirect: '/mainBody/concretePour',
    meta: { title: 'menu.MainBody', icon: 'structure' },
    order: 50,
  },
  {
    name: 'Quality',
    path: '/quality',
    redirect: '/quality/acceptance',
    meta: { title: 'menu.Quality', icon: 'safety' },
    order: 60,
  },
  {
    name: 'Warning',
    path: '/warning',
    redirect: '/warning/abnormal',
    meta: { title: 'menu.Warning', icon: 'warning' },
    order: 70,
  },
  {
    name: 'Inspection',
    path: '/inspection',
    redirect: '/inspection/testBlock',
    meta: { title: 'menu.Inspection', icon: 'experiment' },
    order: 80,
  },
  {
    name: 'Material',
    path: '/material',
    redirect: '/material/inspection',
    meta: { title: 'menu.Material', icon: 'material' },
    order: 90,
  },
  {
    name: 'Report',
    path: '/report',
    redirect: '/report/concrete',
    meta: { title: 'menu.Report', icon: 'chart' },
    order: 110,
  },
  {
    name: 'BasicInfo',
    path: '/basicInfo',
    redirect: '/basicInfo/company',
    meta: { title: 'menu.BasicInfo', icon: 'profile' },
    order: 120,
  },
  {
    name: 'FireManagement',
    path: '/fireManagement',
    redirect: '/fireManagement/check',
    meta: { title: 'menu.FireManagement', icon: 'fire' },
    order: 130,
  },
  {
    // 党建管理: the project's party branch (its pages: docs/domains/party.md).
    name: 'PartyBuilding',
    path: '/partyBuilding',
    redirect: '/partyBuilding/organization',
    meta: { title: 'menu.PartyBuilding', icon: 'structure' },
    order: 140,
  },
  {
    name: 'RiskControl',
    path: '/riskControl',
    redirect: '/riskControl/source',
    meta: { title: 'menu.RiskControl', icon: 'safety' },
    order: 150,
  },
  {
    name: 'Audit',
    path: '/audit',
    redirect: '/audit/material',
    meta: { title: 'menu.Audit', icon: 'audit' },
    order: 160,
  },
  {
    name: 'Collaboration',
    path: '/collaboration',
    redirect: '/collaboration/myMessage',
    meta: { title: 'menu.Collaboration', icon: 'message' },
    order: 170,
  },
] as const satisfies readonly MenuGroup[];

export type MenuGroupName = (typeof MENU_GROUPS)[number]['name'];

/** A page a module serves: its menu entry, the group it sits in (null: the top level) and its place there. */
export interface ModuleMenu extends Omit<MenuItem, 'children'> {
  group: MenuGroupName | null;
  /** Position among the group's entries, ascending; unique within the group. */
  order: number;
}

/**
 * The menu tree: the platform's groups with the modules' pages in them, each level by `order`. Throws
 * on a name used twice or two entries at one place of a group: the seed's `sort` and the menu's lookups
 * by name must not depend on the order of the module list.
 */
export function assembleMenus(
  modules: readonly { name: string; menus?: readonly ModuleMenu[] }[],
  groups: readonly MenuGroup[] = MENU_GROUPS,
): MenuItem[] {
  type Placed = { order: number; owner: string; item: MenuItem };
  const byParent = new Map<string | null, Placed[]>();
  const seen = new Map<string, string>();
  const place = (parent: string | null, placed: Placed) => {
    const { name } = placed.item;
    const first = seen.get(name);
    if (first) throw new Error(`menu ${name}: declared by ${first} and by ${placed.owner}`);
    seen.set(name, placed.owner);
    const siblings = byParent.get(parent) ?? [];
    const clash = siblings.find((s) => s.order === placed.order);
    if (clash) {
      throw new Error(
        `menu ${name} (${placed.owner}): order ${placed.order} in ${parent ?? 'the top level'} is ${clash.item.name}'s`,
      );
    }
    siblings.push(placed);
    byParent.set(parent, siblings);
  };
  for (const { name, path, redirect, meta, parent, order } of groups) {
    place(parent ?? null, {
      order,
      owner: 'the platform',
      item: { path, name, component: LAYOUT_COMPONENT, redirect, meta },
    });
  }
  for (const module of modules) {
    for (const { group, order, ...item } of module.menus ?? []) {
      if (group !== null && !groups.some((g) => g.name === group)) {
        throw new Error(`menu ${item.name} (module ${module.name}): no menu group ${group}`);
      }
      place(group, { order, owner: `module ${module.name}`, item });
    }
  }
  const build = (parent: string | null): MenuItem[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.order - b.order)
      .map(({ item }) => {
        const children = build(item.name);
        return children.length ? { ...item, children } : item;
      });
  return build(null);
}
