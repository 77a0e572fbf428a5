import { AUDIT_STATUS } from '@zhuji/shared';
import { eq, sql } from 'drizzle-orm';
import { MODULES } from '../modules';
import { publicNotice } from '../modules/notice';
import { markWarningsTold } from '../modules/warning';
import { type MenuItem, ROLE_CATALOGUE } from '../platform/access';
import { hashPassword } from '../platform/auth/password';
import type { Db, DbOrTx } from '../platform/db/client';
import { systemMeta } from '../platform/db/meta.table';
import { seedFlowDefinitions } from '../platform/flow/flow.service';
import { appUser } from '../platform/identity/account.table';
import { company } from '../platform/identity/company.table';
import { project, projectMember, projectVipInterest } from '../platform/identity/project.table';
import { menu, role, roleMenu } from '../platform/identity/role.table';
import type { FileStorage } from '../platform/storage/storage';
import { seedBusinessDemo, seedPileProgressDemo } from './business';
import {
  DEFAULT_DEMO_PASSWORD,
  SEED_COMPANIES,
  SEED_PROJECTS,
  SEED_USERS,
  type SeedCompanyKey,
  type SeedProjectKey,
} from './identity';
import { menuCatalogue } from './menus';
import { DEMO_NOTICES } from './notices';
import { seedProjectCoreDemo, seedVipCatalogue } from './project-core';
import { seedQualityDemo } from './quality';
import { seedStartupDemo } from './startup';
// The demo approves flows, and a business row follows its flow through the handler its service
// registers when loaded. The seed also runs without the app (the integration tests' template); the
// module list (../modules) loads every module, so their handlers are registered here too.

/** Bumped when the demo data set changes; a database seeded with an older version is left alone. */
export const SEED_VERSION = 13;

export const demoPassword = () => process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;

/** The seeded accounts, as `npm start` prints them and `npm run demo-accounts` lists them. */
export function demoAccounts() {
  const companyName = (key: SeedCompanyKey) => SEED_COMPANIES.find((c) => c.key === key)?.name ?? key;
  const projectName = (key: SeedProjectKey) =>
    SEED_PROJECTS.flatMap((p): readonly { key: string; name: string }[] => p.children).find(
      (c) => c.key === key,
    )?.name ?? key;
  const roleName = (id: number) => ROLE_CATALOGUE.find((r) => r.id === id)?.name ?? String(id);
  return SEED_USERS.map((u) => ({
    username: u.account,
    password: demoPassword(),
    name: u.name,
    company: companyName(u.company),
    roles: u.platformAdmin ? [roleName(1)] : [...new Set(u.memberships.map((m) => roleName(m.roleId)))],
    projects: u.platformAdmin
      ? SEED_PROJECTS.flatMap((p) => p.children.map((c) => c.name))
      : [...new Set(u.memberships.map((m) => projectName(m.project)))],
  }));
}

/**
 * The role catalogue, the menus (the platform's groups with every module's pages, seed/menus.ts) with
 * their role actions, and each module's catalogue part: reference data every database needs, demo or not.
 */
export async function seedCatalogue(tx: DbOrTx): Promise<void> {
  // Roles and menus missing from this database are added (a newer release brings new pages);
  // rows already there are left as the deployment has adjusted them.
  await tx
    .insert(role)
    .values(ROLE_CATALOGUE.map(({ actions: _, ...r }) => r))
    .onConflictDoNothing({ target: role.id });
  let sort = 0;
  const added: { id: number; roleActions: MenuItem['roleActions'] }[] = [];
  const syncMenus = async (items: readonly MenuItem[], parentId: number | null) => {
    for (const { children, roleActions, ...item } of items) {
      const position = sort++;
      const [inserted] = await tx
        .insert(menu)
        .values({ ...item, parentId, sort: position, hidden: item.hidden ?? false })
        .onConflictDoNothing({ target: menu.name })
        .returning({ id: menu.id });
      if (inserted) added.push({ id: inserted.id, roleActions });
      const [row] = inserted
        ? [inserted]
        : await tx.select({ id: menu.id }).from(menu).where(eq(menu.name, item.name));
      if (row && children) await syncMenus(children, row.id);
    }
  };
  await syncMenus(menuCatalogue(), null);
  const grants = ROLE_CATALOGUE.flatMap((r) =>
    added.flatMap(({ id: menuId, roleActions }) => {
      const actions = roleActions ? roleActions(r.id, r.actions) : r.actions;
      return actions ? [{ roleId: r.id, menuId, actions: [...actions] }] : [];
    }),
  );
  if (grants.length) await tx.insert(roleMenu).values(grants).onConflictDoNothing();
  for (const manifest of MODULES) await manifest.seed?.catalogue?.(tx);
  await seedFlowDefinitions(tx);
  await seedVipCatalogue(tx);
}

/**
 * Seeds the demo data set once, in one transaction: a second start keeps the data as it is. With a
 * file store the demo documents get their (generated) files; without one only their catalogs.
 * Every part reads the one `now` (its business date, see packages/shared/src/time/business-day.ts): a
 * run that crosses midnight in the business zone still dates its deadlines, ages and overdue items alike.
 */
export async function seedDemoData(db: Db, storage?: FileStorage, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(demoPassword());
  return db.transaction(async (tx) => {
    // Serialise concurrent starts against one external database.
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const [done] = await tx.select().from(systemMeta).where(eq(systemMeta.key, 'seed'));
    if (done) return false;
    await seedCatalogue(tx);
    await tx
      .insert(publicNotice)
      .values(DEMO_NOTICES.map((n) => ({ ...n, publishedAt: new Date(n.publishedAt) })));

    const companyIds = new Map<string, number>();
    for (const { key, region, ...c } of SEED_COMPANIES) {
      const [row] = await tx
        .insert(company)
        .values({
          ...c,
          provinceCode: region[0],
          cityCode: region[1],
          districtCode: region[2],
          status: 'active',
        })
        .returning({ id: company.id });
      if (row) companyIds.set(key, row.id);
    }

    const projectIds = new Map<string, number>();
    for (const main of SEED_PROJECTS) {
      const [mainRow] = await tx
        .insert(project)
        .values({ name: main.name, auditStatus: AUDIT_STATUS.STARTUP_CHECK, baseStatus: 1, mainStatus: 1 })
        .returning({ id: project.id });
      for (const { key, vipInterests, ...sub } of main.children) {
        const [row] = await tx
          .insert(project)
          .values({
            ...sub,
            parentId: mainRow?.id,
            auditStatus: AUDIT_STATUS.STARTUP_CHECK,
            baseStatus: 1,
            mainStatus: 1,
          })
          .returning({ id: project.id });
        if (!row) continue;
        projectIds.set(key, row.id);
        await tx
          .insert(projectVipInterest)
          .values(vipInterests.map((interestId) => ({ projectId: row.id, interestId })));
      }
    }

    const userIds = new Map<string, number>();
    for (const u of SEED_USERS) {
      const companyId = companyIds.get(u.company);
      if (companyId === undefined) continue;
      const [row] = await tx
        .insert(appUser)
        .values({
          account: u.account,
          name: u.name,
          phone: u.phone,
          passwordHash,
          companyId,
          situation: 1,
          companyAdmin: u.companyAdmin ?? false,
        })
        .returning({ id: appUser.id });
      if (!row) continue;
      userIds.set(u.account, row.id);
      const memberships = u.platformAdmin
        ? [...projectIds.values()].map((projectId) => ({ projectId, roleId: 1 }))
        : u.memberships.map((m) => ({ projectId: projectIds.get(m.project) ?? 0, roleId: m.roleId }));
      if (memberships.length) {
        await tx.insert(projectMember).values(memberships.map((m) => ({ ...m, userId: row.id, companyId })));
      }
    }
    await seedStartupDemo(tx, { projects: projectIds, users: userIds }, now);
    await seedProjectCoreDemo(tx, { projects: projectIds, companies: companyIds, users: userIds }, now);
    await seedBusinessDemo(tx, { projects: projectIds, users: userIds }, now);
    await seedQualityDemo(tx, { projects: projectIds, users: userIds }, now);
    const demo = { projects: projectIds, users: userIds, companies: companyIds, storage, now };
    for (const manifest of MODULES) await manifest.seed?.demo?.(tx, demo);
    // After the piles exist: the progress plan and weeks are made from them (one set of numbers).
    await seedPileProgressDemo(tx, { projects: projectIds, users: userIds }, now);
    // The demo's warnings are there from its first day: remembered as told, the first sweep sends nothing.
    for (const projectId of projectIds.values()) await markWarningsTold(tx, projectId, now);
    await tx
      .insert(systemMeta)
      .values({ key: 'seed', value: { version: SEED_VERSION, at: now.toISOString() } });
    return true;
  });
}
