import {
  ADMIN_ROLE_CODE,
  citizenIdSchema,
  type Language,
  PROJECT_ROLE_MANAGER_IDS,
  type ProjectRoleInfoItem,
  personNameSchema,
  phoneSchema,
  type projectMemberItemSchema,
  type projectRoleAddBodySchema,
  type projectRoleListQuerySchema,
  type projectRoleSaveBodySchema,
  required,
} from '@zhuji/shared';
import { and, asc, countDistinct, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../../platform/auth/password';
import { revokeUserSessions, type SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, isUniqueViolation, validationError } from '../../platform/envelope';
import { t as tr } from '../../platform/i18n';
import { appUser, company, projectMember, role } from '../../platform/identity';
import { projectRoleMessage as msg } from './project-role.messages';

type MemberItem = z.infer<typeof projectMemberItemSchema>;

/**
 * The password of an account a manager creates or resets. It is known to whoever reads this code or
 * the deployment's settings, so such an account is always flagged mustChangePassword (and judge,
 * situation 3/4): it must be changed at next login, through the personal-information form.
 */
export const presetPassword = () => process.env.PRESET_PASSWORD || 'Zhuji@123456';

const MANAGER_IDS: readonly number[] = PROJECT_ROLE_MANAGER_IDS;

/** Ids of the platform-administrator role(s): only an administrator grants, withdraws or resets them. */
async function adminRoleIds(db: DbOrTx): Promise<Set<number>> {
  const rows = await db.select({ id: role.id }).from(role).where(eq(role.code, ADMIN_ROLE_CODE));
  return new Set(rows.map((r) => r.id));
}

async function rolesOf(db: DbOrTx, userId: number, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: projectMember.roleId })
    .from(projectMember)
    .where(and(eq(projectMember.userId, userId), eq(projectMember.projectId, projectId)));
  return rows.map((r) => r.roleId);
}

/** Whether the user manages the people of at least one project (role 1 or 3 somewhere). */
export async function managesAnyProject(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ projectId: projectMember.projectId })
    .from(projectMember)
    .where(and(eq(projectMember.userId, userId), inArray(projectMember.roleId, [...MANAGER_IDS])))
    .limit(1);
  return !!row;
}

/** 403 unless the caller holds a managing role on the project; answers whether the caller is an admin there. */
async function assertManager(
  db: DbOrTx,
  caller: SessionUser,
  projectId: number,
  lang: Language,
): Promise<{ isAdmin: boolean; admins: Set<number> }> {
  const held = await rolesOf(db, caller.userId, projectId);
  if (!held.some((id) => MANAGER_IDS.includes(id))) throw new AppError(msg('notManager', lang), 403, 403);
  const admins = await adminRoleIds(db);
  return { isAdmin: held.some((id) => admins.has(id)), admins };
}

const notMember = (lang: Language) => new AppError(msg('notMember', lang), 404, 404);

/** First 6 + ******** + last 4, as shown everywhere an ID number appears. */
export const maskIdNumber = (idNumber: string | null): string | null =>
  idNumber ? `${idNumber.slice(0, 6)}********${idNumber.slice(-4)}` : null;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /api/project/role/list: members of the project with their roles on it. */
export async function listMembers(
  db: Db,
  caller: SessionUser,
  query: z.infer<typeof projectRoleListQuerySchema>,
  lang: Language,
): Promise<MemberItem[]> {
  await assertManager(db, caller, query.id, lang);
  const filters: (SQL | undefined)[] = [eq(projectMember.projectId, query.id)];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    filters.push(
      or(ilike(appUser.name, pattern), ilike(appUser.phone, pattern), ilike(appUser.account, pattern)),
    );
  }
  if (query.roleId !== undefined) {
    const holders = db
      .select({ userId: projectMember.userId })
      .from(projectMember)
      .where(and(eq(projectMember.projectId, query.id), eq(projectMember.roleId, query.roleId)));
    filters.push(inArray(projectMember.userId, holders));
  }
  const rows = await db
    .select({
      userId: appUser.id,
      name: appUser.name,
      account: appUser.account,
      phone: appUser.phone,
      idNumber: appUser.idNumber,
      companyName: company.name,
      roleId: role.id,
      roleName: role.name,
      compType: role.compType,
    })
    .from(projectMember)
    .innerJoin(appUser, eq(appUser.id, projectMember.userId))
    .innerJoin(role, eq(role.id, projectMember.roleId))
    .leftJoin(company, eq(company.id, projectMember.companyId))
    .where(and(...filters))
    .orderBy(asc(appUser.id), asc(role.id));
  const byUser = new Map<number, MemberItem>();
  for (const r of rows) {
    let item = byUser.get(r.userId);
    if (!item) {
      item = {
        userId: r.userId,
        name: r.name,
        account: r.account,
        phone: r.phone,
        idNumberMasked: maskIdNumber(r.idNumber),
        companyName: r.companyName ?? '',
        roles: [],
      };
      byUser.set(r.userId, item);
    }
    item.roles.push({ id: r.roleId, name: r.roleName, compType: r.compType });
  }
  return [...byUser.values()];
}

/**
 * GET /api/project/role/info: the roles the caller may assign on the project (the admin role only to
 * an admin there), each with how many members hold it. Same access as the member list.
 */
export async function listAssignableRoles(
  db: Db,
  caller: SessionUser,
  projectId: number,
  lang: Language,
): Promise<ProjectRoleInfoItem[]> {
  const { isAdmin, admins } = await assertManager(db, caller, projectId, lang);
  const holders = db
    .select({ roleId: projectMember.roleId, n: countDistinct(projectMember.userId).as('n') })
    .from(projectMember)
    .where(eq(projectMember.projectId, projectId))
    .groupBy(projectMember.roleId)
    .as('holders');
  const rows = await db
    .select({ id: role.id, name: role.name, compType: role.compType, memberCount: holders.n })
    .from(role)
    .leftJoin(holders, eq(holders.roleId, role.id))
    .orderBy(asc(role.compType), asc(role.id));
  return rows
    .filter((r) => isAdmin || !admins.has(r.id))
    .map((r) => ({ ...r, memberCount: Number(r.memberCount ?? 0) }));
}

/**
 * POST /api/project/role/save: replaces the member's roles on the project (an empty list removes
 * the member). The admin role is granted or withdrawn by an admin only; a manager keeps at least one
 * managing role of their own. One transaction.
 */
export async function saveMemberRoles(
  db: Db,
  caller: SessionUser,
  body: z.infer<typeof projectRoleSaveBodySchema>,
  lang: Language,
): Promise<void> {
  const { projectId, userId } = body;
  const roleIds = [...new Set(body.roleIds)].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    const { isAdmin, admins } = await assertManager(tx, caller, projectId, lang);
    const current = await tx
      .select({ roleId: projectMember.roleId, companyId: projectMember.companyId })
      .from(projectMember)
      .where(and(eq(projectMember.userId, userId), eq(projectMember.projectId, projectId)))
      .for('update');
    const [first] = current;
    if (!first) throw notMember(lang);
    const found = roleIds.length
      ? await tx.select({ id: role.id }).from(role).where(inArray(role.id, roleIds))
      : [];
    if (found.length !== roleIds.length) {
      throw new AppError(tr('field', lang, { field: 'roleIds', msg: msg('roleNotFound', lang) }), 422, 422);
    }
    const hadAdmin = current.some((m) => admins.has(m.roleId));
    const getsAdmin = roleIds.some((id) => admins.has(id));
    if (hadAdmin !== getsAdmin && !isAdmin) throw new AppError(msg('adminOnly', lang), 403, 403);
    if (userId === caller.userId && !roleIds.some((id) => MANAGER_IDS.includes(id))) {
      throw new AppError(msg('lastManagerRole', lang), 400, 400);
    }
    await tx
      .delete(projectMember)
      .where(and(eq(projectMember.userId, userId), eq(projectMember.projectId, projectId)));
    if (roleIds.length) {
      await tx
        .insert(projectMember)
        .values(roleIds.map((roleId) => ({ userId, projectId, roleId, companyId: first.companyId })));
    }
    // The member's current role on this project may be gone: move to a remaining one, or leave the project.
    const [user] = await tx
      .select({ currentProjectId: appUser.currentProjectId, currentRoleId: appUser.currentRoleId })
      .from(appUser)
      .where(eq(appUser.id, userId));
    if (user?.currentProjectId === projectId && !roleIds.includes(user.currentRoleId ?? -1)) {
      await tx
        .update(appUser)
        .set(
          roleIds[0] === undefined
            ? { currentProjectId: null, currentRoleId: null }
            : { currentRoleId: roleIds[0] },
        )
        .where(eq(appUser.id, userId));
    }
  });
}

const addForm = z.object({
  name: required(personNameSchema, 'nameRequired'),
  mobile: required(phoneSchema, 'phoneRequired'),
  idNumber: citizenIdSchema.optional(),
});

/**
 * POST /api/project/role/add: an existing account (by phone) joins the project on behalf of its own
 * company; otherwise a new account is created in the caller's company with the preset password, to be
 * changed at next login (situation 4: name and phone prefilled and locked). One transaction; the
 * same person with the same role twice is 409.
 */
export async function addMember(
  db: Db,
  caller: SessionUser,
  body: z.infer<typeof projectRoleAddBodySchema>,
  lang: Language,
): Promise<{ userId: number; created: boolean }> {
  const { isAdmin, admins } = await assertManager(db, caller, body.projectId, lang);
  const parsed = addForm.safeParse({ name: body.name, mobile: body.mobile, idNumber: body.idNumber });
  if (!parsed.success) throw validationError(parsed.error.issues, lang);
  const form = parsed.data;
  const roleIds = [...new Set(body.roleIds ?? (body.roleId === undefined ? [] : [body.roleId]))];
  const known = await db.select({ id: role.id }).from(role).where(inArray(role.id, roleIds));
  if (known.length !== roleIds.length) {
    const field = body.roleIds ? 'roleIds' : 'roleId';
    throw new AppError(tr('field', lang, { field, msg: msg('roleNotFound', lang) }), 422, 422);
  }
  if (roleIds.some((id) => admins.has(id)) && !isAdmin) throw new AppError(msg('adminOnly', lang), 403, 403);
  const passwordHash = await hashPassword(presetPassword());
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: appUser.id, companyId: appUser.companyId })
        .from(appUser)
        .where(eq(appUser.phone, form.mobile));
      let user = existing;
      if (!user) {
        [user] = await tx
          .insert(appUser)
          .values({
            account: form.mobile,
            name: form.name,
            phone: form.mobile,
            idNumber: form.idNumber ? form.idNumber.toUpperCase() : null,
            passwordHash,
            companyId: caller.companyId,
            mustChangePassword: true,
            situation: 4,
            checkCode: false,
            judge: true,
          })
          .returning({ id: appUser.id, companyId: appUser.companyId });
        if (!user) throw new Error('user insert returned nothing');
      }
      const [dup] = await tx
        .select({ userId: projectMember.userId })
        .from(projectMember)
        .where(
          and(
            eq(projectMember.userId, user.id),
            eq(projectMember.projectId, body.projectId),
            inArray(projectMember.roleId, roleIds),
          ),
        );
      if (dup) throw new AppError(msg('memberExists', lang), 409, 409);
      const joined = user;
      await tx.insert(projectMember).values(
        roleIds.map((roleId) => ({
          userId: joined.id,
          projectId: body.projectId,
          roleId,
          companyId: joined.companyId,
        })),
      );
      return { userId: user.id, created: !existing };
    });
  } catch (err) {
    // Raced with another add of the same phone, account or membership.
    if (isUniqueViolation(err)) throw new AppError(msg('phoneTaken', lang), 409, 409);
    throw err;
  }
}

/**
 * POST /api/project/role/resetPassword: a member of the project gets the preset password, must change
 * it at next login (situation 3, judge), is unlocked, and loses every session. A platform
 * administrator's password is never reset here by a non-administrator.
 */
export async function resetMemberPassword(
  db: Db,
  caller: SessionUser,
  body: { projectId: number; userId: number },
  lang: Language,
): Promise<void> {
  const { isAdmin, admins } = await assertManager(db, caller, body.projectId, lang);
  if (!(await rolesOf(db, body.userId, body.projectId)).length) throw notMember(lang);
  if (!isAdmin && admins.size) {
    const [admin] = await db
      .select({ userId: projectMember.userId })
      .from(projectMember)
      .where(and(eq(projectMember.userId, body.userId), inArray(projectMember.roleId, [...admins])))
      .limit(1);
    if (admin) throw new AppError(msg('adminReset', lang), 403, 403);
  }
  const passwordHash = await hashPassword(presetPassword());
  await db.transaction(async (tx) => {
    await tx
      .update(appUser)
      .set({
        passwordHash,
        mustChangePassword: true,
        judge: true,
        situation: 3,
        failedLogins: 0,
        lockedUntil: null,
      })
      .where(eq(appUser.id, body.userId));
    await revokeUserSessions(tx, body.userId);
  });
}
