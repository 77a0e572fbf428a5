import {
  canPerform,
  type KitAction,
  type Language,
  PARTY_COMPANY_TYPE,
  PROJECT_ROLE_MANAGER_IDS,
} from '@zhuji/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { t } from '../i18n';
import { appUser } from '../identity/account.table';
import { company } from '../identity/company.table';
import { project, projectMember } from '../identity/project.table';
import { accessMessage, PARTY_TYPE_LABELS } from './access.messages';
import { allowedActions } from './actions';
import { memberRoleIds, notVisible } from './membership';
import { inPlatformScope, platformScope } from './platform-scope';

export type ProjectRow = typeof project.$inferSelect;

const MANAGER_IDS: number[] = [...PROJECT_ROLE_MANAGER_IDS];

export const fieldError = (field: string, msg: string, lang: Language) =>
  new AppError(t('field', lang, { field, msg }), 422, 422);
export const forbidden = (
  lang: Language,
  key: 'notManager' | 'platformOnly' | 'notRegistrar' = 'notManager',
) => new AppError(accessMessage(key, lang), 403, 403);
export const conflict = (msg: string) => new AppError(msg, 409, 409);

/** The caller's company type and whether they administer it. */
export async function callerOf(db: DbOrTx, user: SessionUser) {
  const [row] = await db
    .select({ compType: company.compType, companyAdmin: appUser.companyAdmin })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(eq(appUser.id, user.userId));
  return {
    companyId: user.companyId,
    compType: row?.compType ?? 0,
    companyAdmin: row?.companyAdmin ?? false,
  };
}

/** Whether the caller acts on the project as platform staff (platform-scope.ts: admin, or its docking engineer). */
export const platformActsOn = async (db: DbOrTx, user: SessionUser, projectId: number) =>
  inPlatformScope(await platformScope(db, user), projectId);

/** The project, locked for the rest of the transaction when `lock`; 404 when it does not exist. */
export async function loadProject(db: DbOrTx, id: number, lang: Language, lock = false): Promise<ProjectRow> {
  const query = db.select().from(project).where(eq(project.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(t('recordNotFound', lang), 404, 404);
  return row;
}

export async function loadMain(db: DbOrTx, id: number, lang: Language, field = 'id', lock = false) {
  const row = await loadProject(db, id, lang, lock);
  if (row.parentId !== null) throw fieldError(field, accessMessage('notMainProject', lang), lang);
  return row;
}

export async function loadSub(db: DbOrTx, id: number, lang: Language, lock = false) {
  const row = await loadProject(db, id, lang, lock);
  if (row.parentId === null) throw fieldError('id', accessMessage('notSubProject', lang), lang);
  return row;
}

async function managesAnySubOf(db: DbOrTx, userId: number, mainId: number): Promise<boolean> {
  const [row] = await db
    .select({ projectId: projectMember.projectId })
    .from(projectMember)
    .innerJoin(project, eq(project.id, projectMember.projectId))
    .where(
      and(
        eq(projectMember.userId, userId),
        eq(project.parentId, mainId),
        inArray(projectMember.roleId, MANAGER_IDS),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * A main project is managed by its registrant, a manager (role 1 or 3) of one of its sub-projects, or
 * platform staff whose scope covers it (platform-scope.ts).
 */
export async function canManageMain(db: DbOrTx, user: SessionUser, main: ProjectRow): Promise<boolean> {
  if (main.registrantId === user.userId) return true;
  if (await managesAnySubOf(db, user.userId, main.id)) return true;
  return platformActsOn(db, user, main.id);
}

/** Whether the caller may read the project: see assertReader. */
async function canRead(db: DbOrTx, user: SessionUser, row: ProjectRow, lang: Language): Promise<boolean> {
  if (row.parentId === null) return canManageMain(db, user, row);
  if ((await memberRoleIds(db, user.userId, row.id)).length > 0) return true;
  if (await platformActsOn(db, user, row.id)) return true;
  const main = await loadProject(db, row.parentId, lang);
  return main.registrantId === user.userId || managesAnySubOf(db, user.userId, main.id);
}

/** A member of one of the main project's sub-projects: they see it named on their sub-project. */
async function memberOfAnySubOf(db: DbOrTx, userId: number, mainId: number): Promise<boolean> {
  const [row] = await db
    .select({ projectId: projectMember.projectId })
    .from(projectMember)
    .innerJoin(project, eq(project.id, projectMember.projectId))
    .where(and(eq(projectMember.userId, userId), eq(project.parentId, mainId)))
    .limit(1);
  return !!row;
}

/**
 * A project the caller knows of — may read it, or (a main project) is a member of one of its
 * sub-projects — but may not act on is refused (403); any other answers like a missing one (404), so
 * that refusals do not tell which ids exist.
 */
async function refuse(
  db: DbOrTx,
  user: SessionUser,
  row: ProjectRow,
  lang: Language,
  readable?: boolean,
): Promise<never> {
  if (readable ?? (await canRead(db, user, row, lang))) throw forbidden(lang);
  if (row.parentId === null && (await memberOfAnySubOf(db, user.userId, row.id)))
    throw new AppError(t('forbidden', lang), 403, 403);
  throw notVisible(lang);
}

export async function assertMainManager(db: DbOrTx, user: SessionUser, main: ProjectRow, lang: Language) {
  if (!(await canManageMain(db, user, main))) await refuse(db, user, main, lang);
}

/**
 * A sub-project is managed by a manager (role 1 or 3) on it, its main project's registrant, or
 * platform staff whose scope covers it.
 */
export async function assertSubManager(db: DbOrTx, user: SessionUser, sub: ProjectRow, lang: Language) {
  const [held] = await db
    .select({ roleId: projectMember.roleId })
    .from(projectMember)
    .where(
      and(
        eq(projectMember.userId, user.userId),
        eq(projectMember.projectId, sub.id),
        inArray(projectMember.roleId, MANAGER_IDS),
      ),
    )
    .limit(1);
  if (held) return;
  const main = await loadProject(db, sub.parentId ?? 0, lang);
  if (main.registrantId === user.userId || (await platformActsOn(db, user, sub.id))) return;
  await refuse(db, user, sub, lang);
}

/**
 * Read access: a member of the sub-project, platform staff whose scope covers it, or who manages its
 * main project as registrant or sub-project manager; a main project, who manages it. Others: 403 when
 * they know of the project (see refuse), 404 otherwise.
 */
export async function assertReader(db: DbOrTx, user: SessionUser, row: ProjectRow, lang: Language) {
  if (!(await canRead(db, user, row, lang))) await refuse(db, user, row, lang, false);
}

/**
 * The rule of the project read calls (stage list, tags, main contractor, docking engineer, detail,
 * VIP rule): the project exists and the caller holds a role on it or has it in their platform scope;
 * otherwise 404 either way.
 */
export async function assertProjectAccess(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  lang: Language,
): Promise<ProjectRow> {
  const row = await loadProject(db, projectId, lang);
  if ((await memberRoleIds(db, user.userId, projectId)).length > 0) return row;
  if (await platformActsOn(db, user, projectId)) return row;
  throw notVisible(lang);
}

/** A hand-written project call guarded like a kit route: membership + the role_menu action. */
export async function assertAction(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  menuName: string,
  action: KitAction,
  lang: Language,
) {
  const actions = await allowedActions(db, user, projectId, menuName, { lang });
  if (!canPerform(actions, action)) throw new AppError(t('forbidden', lang), 403, 403);
}

/** An active company of the given type, or 422 naming the field. */
export async function assertCompany(
  db: DbOrTx,
  where: { id: number } | { creditCode: string },
  compType: number,
  field: string,
  lang: Language,
) {
  const [row] = await db
    .select()
    .from(company)
    .where('id' in where ? eq(company.id, where.id) : eq(company.creditCode, where.creditCode));
  if (row?.status !== 'active') throw fieldError(field, accessMessage('companyMissing', lang), lang);
  if (row.compType !== compType) {
    const party = Object.entries(PARTY_COMPANY_TYPE).find(([, type]) => type === compType)?.[0];
    const type = party ? PARTY_TYPE_LABELS[party as keyof typeof PARTY_COMPANY_TYPE][lang] : String(compType);
    throw fieldError(field, accessMessage('companyWrongType', lang, { type }), lang);
  }
  return row;
}
