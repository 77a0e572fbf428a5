import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/per-file-db';
import { offlineRouteTables } from '../../test/route-requests';
import { MODULES } from '../modules';
import {
  assembleMenus,
  LAYOUT_COMPONENT,
  type MenuItem,
  type ModuleMenu,
  ROLE_CATALOGUE,
} from '../platform/access';
import { menu, role, roleMenu } from '../platform/identity/role.table';
import { seedCatalogue } from '.';
import { menuCatalogue } from './menus';

/**
 * The menu catalogue as it was when it was one tree in seed/identity.ts (SEED_MENUS, before the modules
 * declared their menus in their manifests): every row (name, parent, sort, path, component, redirect,
 * hidden, meta) and every role's actions on it, null where the role does not see the page. Databases
 * already running keep these rows (the seed only adds missing ones), so where the menus are declared
 * must not change what a fresh database gets: same sort order, same grants. When the move was made the
 * assembled catalogue equalled the fixture row for row; since then a module may add pages (they are not
 * in the fixture, and one placed before a recorded row shifts that row's sort number), but every recorded
 * row keeps its entry and grants, in the recorded order. A deliberate change of a recorded menu or grant
 * changes this fixture in the same commit.
 */
const FIXTURE = new URL('./menu-catalogue.fixture.json', import.meta.url);

interface FlatMenu {
  name: string;
  parent: string | null;
  sort: number;
  path: string;
  component: string;
  redirect: string | null;
  hidden: boolean;
  meta: Record<string, unknown>;
  grants: Record<string, string[] | null>;
}

interface TreeItem {
  name: string;
  path: string;
  component: string;
  redirect?: string;
  hidden?: boolean;
  meta: object;
  children?: readonly TreeItem[];
  roleActions?: (roleId: number, defaults: readonly string[]) => readonly string[] | null;
}

const fixture = (): FlatMenu[] => JSON.parse(readFileSync(FIXTURE, 'utf8'));

/** Rows in sort order: every recorded row as recorded (its sort number aside) and in the recorded order. */
function expectRecordedRowsKept(rows: readonly FlatMenu[]) {
  const recorded = fixture();
  const byName = new Map(rows.map((r) => [r.name, r]));
  const kept = recorded.map((r) => {
    const row = byName.get(r.name);
    return row && { ...row, sort: r.sort };
  });
  expect(kept).toEqual(recorded);
  const recordedNames = new Set(recorded.map((r) => r.name));
  expect(rows.filter((r) => recordedNames.has(r.name)).map((r) => r.name)).toEqual(
    recorded.map((r) => r.name),
  );
}

/** The tree in the seed's depth-first order, as seedCatalogue numbers `sort`. */
function flatten(tree: readonly TreeItem[]): FlatMenu[] {
  const rows: FlatMenu[] = [];
  const walk = (items: readonly TreeItem[], parent: string | null) => {
    for (const item of items) {
      const grants = Object.fromEntries(
        ROLE_CATALOGUE.map((r) => {
          const actions = item.roleActions ? item.roleActions(r.id, r.actions) : r.actions;
          return [String(r.id), actions ? [...actions] : null];
        }),
      );
      rows.push({
        name: item.name,
        parent,
        sort: rows.length,
        path: item.path,
        component: item.component,
        redirect: item.redirect ?? null,
        hidden: item.hidden ?? false,
        meta: { ...item.meta },
        grants,
      });
      if (item.children) walk(item.children, item.name);
    }
  };
  walk(tree, null);
  return rows;
}

describe('menu catalogue', () => {
  it("when the modules' menus are assembled, then every recorded row and grant is kept, in order", () => {
    expectRecordedRowsKept(flatten(menuCatalogue()));
  });

  it('when a route checks a menu action, then the menu is a page of the catalogue', async () => {
    const { routes, kitRoutes } = await offlineRouteTables();
    const pages = new Set<string>();
    const walk = (items: readonly MenuItem[]) => {
      for (const item of items) {
        if (item.component !== LAYOUT_COMPONENT) pages.add(item.name);
        walk(item.children ?? []);
      }
    };
    walk(menuCatalogue());
    const named = [
      ...routes.flatMap((r) => (r.who.kind === 'project' ? [`${r.method} ${r.url} ${r.who.menu}`] : [])),
      ...kitRoutes.map((r) => `${r.method} ${r.url} ${r.config.access.menu}`),
    ];
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((line) => !pages.has(line.split(' ')[2] ?? ''))).toEqual([]);
  });

  it('when the module list is in another order, then the tree is the same', () => {
    expect(assembleMenus([...MODULES].reverse())).toEqual(menuCatalogue());
  });

  const page = (name: string, group: ModuleMenu['group'], order: number): ModuleMenu => ({
    group,
    order,
    path: name.toLowerCase(),
    name,
    component: `x/${name}`,
    meta: { title: `menu.${name}` },
  });

  it('when two modules declare one menu name, then assembling names both', () => {
    expect(() =>
      assembleMenus([
        { name: 'a', menus: [page('Dup', 'Home', 20)] },
        { name: 'b', menus: [page('Dup', 'Project', 990)] },
      ]),
    ).toThrow('menu Dup: declared by module a and by module b');
  });

  it('when a page takes a place its group already has, then assembling refuses', () => {
    expect(() => assembleMenus([...MODULES, { name: 'a', menus: [page('Mine', 'Home', 10)] }])).toThrow(
      "menu Mine (module a): order 10 in Home is HomeIndex's",
    );
    expect(() => assembleMenus([{ name: 'a', menus: [page('Top', null, 20)] }])).toThrow(
      "order 20 in the top level is Project's",
    );
  });

  it('when a page names a group the platform does not have, then assembling refuses', () => {
    const stray = { ...page('Stray', 'Home', 99), group: 'Nowhere' } as unknown as ModuleMenu;
    expect(() => assembleMenus([{ name: 'a', menus: [stray] }])).toThrow(
      'menu Stray (module a): no menu group Nowhere',
    );
  });

  it("when a module adds a page to a group, then it sits by its order among the group's pages", () => {
    const tree = assembleMenus([
      ...MODULES,
      { name: 'probe', menus: [page('AssemblyProbe', 'Project', 121)] },
    ]);
    const names = tree.find((g) => g.name === 'Project')?.children?.map((c) => c.name) ?? [];
    // ProjectRecords is at 120, ProjectSubitem at 130.
    expect(names.indexOf('AssemblyProbe')).toBe(names.indexOf('ProjectRecords') + 1);
    expect(names.indexOf('AssemblyProbe')).toBeLessThan(names.indexOf('ProjectSubitem'));
  });

  it('when a fresh database syncs the catalogue, then its menu and role_menu rows keep the recorded ones', async () => {
    const { db } = testDatabase();
    await db.execute(sql`truncate role, menu, role_menu restart identity`);
    await db.transaction((tx) => seedCatalogue(tx));
    const menus = await db.select().from(menu).orderBy(asc(menu.sort));
    const nameOf = new Map(menus.map((m) => [m.id, m.name]));
    const roles = await db.select({ id: role.id }).from(role).orderBy(asc(role.id));
    const grants = await db.select().from(roleMenu);
    const rows: FlatMenu[] = menus.map((m) => ({
      name: m.name,
      parent: m.parentId === null ? null : (nameOf.get(m.parentId) ?? `#${m.parentId}`),
      sort: m.sort,
      path: m.path,
      component: m.component,
      redirect: m.redirect,
      hidden: m.hidden,
      meta: { ...m.meta },
      grants: Object.fromEntries(
        roles.map((r) => [
          String(r.id),
          grants.find((g) => g.roleId === r.id && g.menuId === m.id)?.actions ?? null,
        ]),
      ),
    }));
    expectRecordedRowsKept(rows);
    // The sort numbers are the seed's depth-first count, whatever modules were added since.
    expect(rows.map((r) => r.sort)).toEqual(rows.map((_, i) => i));
    // Synced again (the next start), nothing moves and nothing is granted twice.
    await db.transaction((tx) => seedCatalogue(tx));
    expect(await db.select().from(menu).orderBy(asc(menu.sort))).toEqual(menus);
    expect(await db.select().from(roleMenu)).toHaveLength(grants.length);
  });
});
