import type { MenuRoute } from '@zhuji/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { menu, roleMenu } from '../identity/role.table';
import { accessCacheOf } from './access-cache';
import { LAYOUT_COMPONENT } from './menu-catalogue';

/**
 * The menu tree a role sees, each page carrying the actions the role may perform there. Built once per
 * role and shared by every user info of that role while the access cache holds it (access-cache.ts):
 * the answer is read-only. The titles are keys the web app translates, so the tree is the same in every
 * language.
 */
export async function menuTreeForRole(db: DbOrTx, roleId: number): Promise<MenuRoute[]> {
  const cache = accessCacheOf(db);
  const hit = cache?.menuTrees.get(roleId);
  if (hit && cache) {
    cache.hits++;
    return hit;
  }
  const generation = cache?.generation ?? 0;
  const tree = await buildMenuTree(db, roleId);
  cache?.fill(cache.menuTrees, roleId, tree, generation);
  return tree;
}

async function buildMenuTree(db: DbOrTx, roleId: number): Promise<MenuRoute[]> {
  const rows = await db
    .select({
      id: menu.id,
      parentId: menu.parentId,
      path: menu.path,
      name: menu.name,
      component: menu.component,
      redirect: menu.redirect,
      hidden: menu.hidden,
      meta: menu.meta,
      actions: roleMenu.actions,
    })
    .from(roleMenu)
    .innerJoin(menu, eq(menu.id, roleMenu.menuId))
    .where(eq(roleMenu.roleId, roleId))
    .orderBy(asc(menu.sort), asc(menu.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  // A group (the layout, no page of its own) whose pages the role sees none of is not shown: it would
  // open an empty "module under construction" page (issue 22: 党建管理 for the supervisor's roles).
  const build = (parentId: number | null): MenuRoute[] =>
    (byParent.get(parentId) ?? []).flatMap((row) => {
      const children = build(row.id);
      if (row.component === LAYOUT_COMPONENT && !children.some((c) => !c.hidden)) return [];
      return [
        {
          path: row.path,
          name: row.name,
          component: row.component,
          ...(row.redirect ? { redirect: row.redirect } : {}),
          hidden: row.hidden,
          meta: { ...row.meta, actions: row.actions },
          ...(children.length ? { children } : {}),
        },
      ];
    });
  return build(null);
}
