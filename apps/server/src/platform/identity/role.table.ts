import { boolean, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';

/** Roles of the catalogue: numeric ids are part of the contract (docs/product.md §6: 3, 5, 10, 19, 21 of type 1). */
export const role = pgTable('role', {
  id: integer().primaryKey(),
  /** Stable code for roles code refers to by name, e.g. 'admin'. */
  code: text().unique(),
  name: text().notNull(),
  compType: smallint().notNull(),
});

export interface MenuMeta {
  title: string;
  icon?: string;
  breadcrumb?: boolean;
  activeMenu?: string;
  keepAlive?: boolean;
  showParent?: boolean;
  isBack?: boolean;
  affix?: boolean;
  noBreadcrumb?: boolean;
  windowType?: 'newWindow';
  roles?: string[];
}

/** The menu tree: server-driven routes (docs/product.md §2.3); `component` is a key of the web view registry. */
export const menu = pgTable('menu', {
  id: serial().primaryKey(),
  parentId: integer(),
  path: text().notNull(),
  name: text().notNull().unique(),
  component: text().notNull(),
  redirect: text(),
  hidden: boolean().notNull().default(false),
  sort: integer().notNull().default(0),
  meta: jsonb().$type<MenuMeta>().notNull(),
});

/** Which menus a role sees and the actions it may perform on each. */
export const roleMenu = pgTable(
  'role_menu',
  {
    roleId: integer().notNull(),
    menuId: integer().notNull(),
    actions: text().array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);
