import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/per-file-db';
import { menu, role, roleMenu } from '../platform/identity/role.table';
import { seedCatalogue } from '.';
import { SEED_MENUS, SEED_ROLES } from './identity';

/**
 * The menu catalogue as it was when it was one tree in seed/identity.ts: every row (name, parent, sort,
 * path, component, redirect, hidden, meta) and every role's actions on it, null where the role does not
 * see the page. Databases already running keep these rows (the seed only adds missing ones), so where the
 * menus are declared must not change what a fresh database gets: same sort order, same grants.
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

/** The tree in the seed's depth-first order, as seedCatalogue numbers `sort`. */
function flatten(tree: readonly TreeItem[]): FlatMenu[] {
  const rows: FlatMenu[] = [];
  const walk = (items: readonly TreeItem[], parent: string | null) => {
    for (const item of items) {
      const grants = Object.fromEntries(
        SEED_ROLES.map((r) => {
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
  it('when the catalogue tree is flattened, then it equals the recorded rows and grants', () => {
    expect(flatten(SEED_MENUS)).toEqual(fixture());
  });

  it('when a fresh database syncs the catalogue, then its menu and role_menu rows equal the recorded ones', async () => {
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
      meta: m.meta as Record<string, unknown>,
      grants: Object.fromEntries(
        roles.map((r) => [
          String(r.id),
          grants.find((g) => g.roleId === r.id && g.menuId === m.id)?.actions ?? null,
        ]),
      ),
    }));
    expect(rows).toEqual(fixture());
    // Synced again (the next start), nothing moves and nothing is granted twice.
    await db.transaction((tx) => seedCatalogue(tx));
    expect(await db.select().from(menu).orderBy(asc(menu.sort))).toEqual(menus);
    expect(await db.select().from(roleMenu)).toHaveLength(grants.length);
  });
});
