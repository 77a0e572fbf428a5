import {
  businessDate,
  COMPANY_TYPE,
  type CurrentProject,
  isPhone,
  type Language,
  LOGIN_LOCK,
  LOGIN_TYPE,
  type LoginBody,
  type ProfileSaveBody,
  type ProjectListItem,
  type UserInfo,
  type UserSettingBody,
} from '@zhuji/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fieldError, menuTreeForRole, notVisible, rolesOnProject } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import { decryptPassword } from '../../platform/auth/login-key';
import { decoyHash, verifyPassword } from '../../platform/auth/password';
import { isPlatformAdmin } from '../../platform/auth/platform-admin';
import { createSession, revokeSession, type SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { appUser, company, project, projectMember } from '../../platform/identity';
import { unreadMessageCountColumn } from '../../platform/notify';
import type { SmsProviderFactory } from '../../platform/sms/provider';
import { storedFile } from '../../platform/storage/stored-file.table';
import { outputNoticeFacts, outputNoticeFromFacts, outputNoticeMonths } from '../output';
import { accountMessage } from './account.messages';
import { accountLockMinutes, countPasswordFailure } from './login-lock';
import { maskPhone } from './phone.service';
import { consumeCode, issueSecondFactorCode, SECOND_FACTOR_PURPOSE } from './sms.service';
import { countUnknownFailure, unknownNameLock } from './unknown-logins';

export type LoginResult = {
  userId: number;
  name: string;
  mustChangePassword: boolean;
} & (
  | { token: string; codeRequired?: undefined }
  /** The password was right; a second-factor code went to the (masked) phone, no session yet. */
  | { token?: undefined; codeRequired: true; codeSentTo: string }
);

/**
 * Login type 1 (account or phone + encrypted password) and type 2 (phone + 'login' SMS code).
 * Wrong passwords and wrong codes count towards a lock (5 → 15 minutes); the failure count is
 * committed even though the login is refused.
 */
export async function login(
  db: Db,
  body: LoginBody,
  lang: Language,
  meta: { ip?: string; userAgent?: string },
  sms: SmsProviderFactory,
): Promise<LoginResult> {
  const byPhone = body.type === LOGIN_TYPE.PHONE_CODE;
  // Type 1: the RSA-encrypted password; type 2: username = phone, password = the 'login' SMS code.
  const secret = byPhone ? body.password.trim() : await decryptPassword(db, body.password);
  if (secret === null) throw new AppError(accountMessage('loginKeyExpired', lang), 400, 400);
  const username = body.username.trim();
  const [user] = await db
    .select()
    .from(appUser)
    .where(
      byPhone
        ? eq(appUser.phone, username)
        : sql`${appUser.account} = ${username} or ${appUser.phone} = ${username}`,
    )
    .limit(1);
  const now = Date.now();
  // A name without an account is locked like an account, so the answers do not tell them apart.
  const lockedMinutes = user ? accountLockMinutes(user, now) : unknownNameLock(username, now);
  if (lockedMinutes !== null) {
    throw new AppError(accountMessage('accountLocked', lang, { minutes: lockedMinutes }), 423, 423);
  }
  const ok = byPhone
    ? // The code is consumed (or its attempt counted) whether or not the phone has an account.
      isPhone(username) && (await consumeCode(db, username, 'login', secret))
    : await verifyPassword(user?.passwordHash ?? (await decoyHash()), secret);
  // An unknown name and a known one answer alike (same count, same lock): no account is revealed.
  const refuse = async (wrong: 'password' | 'code'): Promise<never> => {
    const { failures, locked: lock } = user
      ? await countPasswordFailure(db, user, now)
      : countUnknownFailure(username, now);
    if (lock) {
      throw new AppError(
        accountMessage('accountLocked', lang, { minutes: LOGIN_LOCK.LOCK_MS / 60_000 }),
        423,
        423,
      );
    }
    if (wrong === 'code') throw new AppError(accountMessage('codeWrong', lang), 401, 401);
    throw new AppError(
      accountMessage('wrongPasswordLeft', lang, { left: LOGIN_LOCK.MAX_FAILURES - failures }),
      401,
      401,
    );
  };
  if (!user || !ok) return refuse(byPhone ? 'code' : 'password');
  if (user.status !== 'active') throw new AppError(accountMessage('accountDisabled', lang), 403, 403);
  const [unit] = await db
    .select({
      status: company.status,
      loginCodeRequired: company.loginCodeRequired,
      reviewReason: company.reviewReason,
    })
    .from(company)
    .where(eq(company.id, user.companyId));
  if (unit?.status === 'pending') throw new AppError(accountMessage('companyPending', lang), 403, 403);
  if (unit?.status === 'disabled' && unit.reviewReason)
    throw new AppError(accountMessage('companyRejected', lang, { reason: unit.reviewReason }), 403, 403);
  if (unit?.status !== 'active') throw new AppError(accountMessage('companyDisabled', lang), 403, 403);

  // Two factors (password + SMS code) for the platform administrator and for companies that ask for it.
  if (unit.loginCodeRequired || (await isPlatformAdmin(db, user.id))) {
    // A phone code alone is one factor.
    if (byPhone) throw new AppError(accountMessage('passwordAndCode', lang), 400, 400);
    if (!body.code) {
      await issueSecondFactorCode(db, sms, user.phone, meta.ip);
      return {
        codeRequired: true,
        codeSentTo: maskPhone(user.phone),
        userId: user.id,
        name: user.name,
        mustChangePassword: user.mustChangePassword,
      };
    }
    if (!(await consumeCode(db, user.phone, SECOND_FACTOR_PURPOSE, body.code))) return refuse('code');
  }

  return db.transaction(async (tx) => {
    await tx.update(appUser).set({ failedLogins: 0, lockedUntil: null }).where(eq(appUser.id, user.id));
    await ensureCurrentProject(tx, user.id);
    const token = await createSession(tx, user.id, meta);
    return { token, userId: user.id, name: user.name, mustChangePassword: user.mustChangePassword };
  });
}

/** A user without a valid current project/role gets the first membership as current. */
async function ensureCurrentProject(tx: DbOrTx, userId: number): Promise<void> {
  const [user] = await tx.select().from(appUser).where(eq(appUser.id, userId));
  if (!user) return;
  const memberships = await tx
    .select({ projectId: projectMember.projectId, roleId: projectMember.roleId })
    .from(projectMember)
    .where(eq(projectMember.userId, userId))
    .orderBy(asc(projectMember.projectId), asc(projectMember.roleId));
  const stillValid = memberships.some(
    (m) => m.projectId === user.currentProjectId && m.roleId === user.currentRoleId,
  );
  if (stillValid) return;
  const first = memberships.find((m) => m.projectId === user.currentProjectId) ?? memberships[0];
  await tx
    .update(appUser)
    .set({ currentProjectId: first?.projectId ?? null, currentRoleId: first?.roleId ?? null })
    .where(eq(appUser.id, userId));
}

export async function logout(db: DbOrTx, user: SessionUser): Promise<void> {
  await revokeSession(db, user.sessionId);
}

/** The sub-projects the user is a member of (docs/product.md §3 project list item). */
export async function projectList(db: DbOrTx, userId: number): Promise<ProjectListItem[]> {
  const main = alias(project, 'main_project');
  const rows = await db
    .selectDistinct({
      id: project.id,
      name: project.name,
      mainName: main.name,
      division: project.division,
      auditStatus: project.auditStatus,
    })
    .from(projectMember)
    .innerJoin(project, eq(project.id, projectMember.projectId))
    .leftJoin(main, eq(main.id, project.parentId))
    .where(eq(projectMember.userId, userId))
    .orderBy(asc(project.id));
  return rows.map((r) => ({
    id: r.id,
    proId: r.id,
    projectName: r.name,
    mainProjectName: r.mainName,
    division: r.division,
    auditStatus: r.auditStatus,
  }));
}

/**
 * User info's one query, per database handle: the account, its company, its current project, the unread
 * count and the output notice's facts in one round trip (issue 21: six before), prepared once — drizzle
 * builds its SQL once and PostgreSQL, given the statement's name, parses and plans it once per connection.
 * The roles and the menu tree come from the access cache (platform/access/access-cache.ts) once known.
 */
const userInfoQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareUserInfoQuery>>();

function prepareUserInfoQuery(db: DbOrTx) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      user: {
        id: appUser.id,
        name: appUser.name,
        phone: appUser.phone,
        checkCode: appUser.checkCode,
        situation: appUser.situation,
        judge: appUser.judge,
        companyAdmin: appUser.companyAdmin,
        currentProjectId: appUser.currentProjectId,
        currentRoleId: appUser.currentRoleId,
        avatarFileId: appUser.avatarFileId,
        introduction: appUser.introduction,
        settings: appUser.settings,
      },
      unit: {
        id: company.id,
        name: company.name,
        compType: company.compType,
        provinceCode: company.provinceCode,
        cityCode: company.cityCode,
        districtCode: company.districtCode,
      },
      p: {
        id: project.id,
        name: project.name,
        division: project.division,
        money: project.money,
        contractMode: project.contractMode,
        auditStatus: project.auditStatus,
        baseStatus: project.baseStatus,
        mainStatus: project.mainStatus,
      },
      msgCount: unreadMessageCountColumn(userId, project.id),
      ...outputNoticeFacts(userId, project.id, sql.placeholder('month'), sql.placeholder('lastMonth')),
    })
    .from(appUser)
    .leftJoin(company, eq(company.id, appUser.companyId))
    .leftJoin(project, eq(project.id, appUser.currentProjectId))
    .where(eq(appUser.id, userId))
    .prepare('user_info');
}

export async function userInfo(db: DbOrTx, session: SessionUser, version: string): Promise<UserInfo> {
  let query = userInfoQueries.get(db);
  if (!query) {
    query = prepareUserInfoQuery(db);
    userInfoQueries.set(db, query);
  }
  // One business date for the query's months and the notice's window (the calendar read costs).
  const today = businessDate(new Date());
  const [row] = await query.execute({ userId: session.userId, ...outputNoticeMonths(today) });
  if (!row) throw new AppError('user vanished', 500, 500);
  const { user, unit, p } = row;
  const roles = await rolesOnProject(db, user.id, user.currentProjectId);
  const msgCount = p ? row.msgCount : 0;
  const showOutputNotice =
    !!p &&
    outputNoticeFromFacts(
      row,
      roles.some((r) => r.compType === COMPANY_TYPE.CONTRACTOR),
      today,
    );
  const currentRole = roles.find((r) => r.id === user.currentRoleId) ?? null;
  let currentProject: CurrentProject | null = null;
  if (p) {
    currentProject = {
      id: p.id,
      name: p.name,
      division: p.division,
      money: p.money,
      contractModeValue: p.contractMode,
      auditStatus: p.auditStatus,
      baseStatus: p.baseStatus,
      mainStatus: p.mainStatus,
    };
  }
  return {
    id: user.id,
    name: user.name,
    roles,
    currentRole,
    currentAccount: {
      checkCode: user.checkCode,
      situation: user.situation,
      name: user.name,
      phone: user.phone,
      judge: user.judge,
    },
    units: unit
      ? [
          {
            id: unit.id,
            name: unit.name,
            value: [unit.provinceCode, unit.cityCode, unit.districtCode].filter((c): c is string => !!c),
          },
        ]
      : [],
    currentUnit: { id: unit?.id ?? 0, name: unit?.name ?? '', compTypeId: currentRole?.compType ?? null },
    currentProject,
    collaboration: { msgCount },
    showOutputNotice,
    version,
    routes: currentRole ? await menuTreeForRole(db, currentRole.id) : [],
    avatar: user.avatarFileId ? `/api/common/download?id=${user.avatarFileId}` : null,
    introduction: user.introduction,
    accountType:
      unit?.compType === COMPANY_TYPE.PLATFORM ? 'platform' : user.companyAdmin ? 'companyAdmin' : 'member',
    setting: user.settings,
    showSubmitNumber: user.settings.showSubmitNumber !== false,
  };
}

/**
 * POST /api/user/profile: the caller's avatar and introduction (docs/domains/account.md). The avatar
 * must be an image the caller uploaded: nobody can borrow another's file, nor a PDF as a face.
 */
export async function saveProfile(
  db: Db,
  session: SessionUser,
  actor: AuditActor,
  body: ProfileSaveBody,
  lang: Language,
) {
  await db.transaction(async (tx) => {
    if (body.avatar) {
      const [file] = await tx
        .select({ owner: storedFile.ownerUserId, mime: storedFile.mime })
        .from(storedFile)
        .where(eq(storedFile.id, body.avatar));
      if (file?.owner !== session.userId || !file.mime.startsWith('image/'))
        throw fieldError('avatar', accountMessage('avatarNotImage', lang), lang);
    }
    const [before] = await tx
      .select({ avatar: appUser.avatarFileId, introduction: appUser.introduction })
      .from(appUser)
      .where(eq(appUser.id, session.userId));
    const after = { avatar: body.avatar, introduction: body.introduction };
    await tx
      .update(appUser)
      .set({ avatarFileId: body.avatar, introduction: body.introduction })
      .where(eq(appUser.id, session.userId));
    await recordAudit(tx, actor, [
      { projectId: null, resource: 'userProfile', action: 'update', recordId: session.userId, before, after },
    ]);
  });
}

/** The caller's own switches, merged into the stored settings; audited like the profile. */
export async function saveSetting(
  db: Db,
  session: SessionUser,
  actor: AuditActor,
  body: UserSettingBody,
): Promise<{ showSubmitNumber: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: appUser.settings })
      .from(appUser)
      .where(eq(appUser.id, session.userId));
    const before = row?.settings ?? {};
    const after = { ...before, ...body };
    await tx.update(appUser).set({ settings: after }).where(eq(appUser.id, session.userId));
    await recordAudit(tx, actor, [
      { projectId: null, resource: 'userSetting', action: 'update', recordId: session.userId, before, after },
    ]);
    return { showSubmitNumber: after.showSubmitNumber !== false };
  });
}

/** PUT role update: only a role the user holds on the current project. */
export async function changeRole(
  db: Db,
  session: SessionUser,
  roleId: number,
  lang: Language,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(appUser).where(eq(appUser.id, session.userId));
    const roles = await rolesOnProject(tx, session.userId, user?.currentProjectId ?? null);
    if (!roles.some((r) => r.id === roleId))
      throw new AppError(accountMessage('roleNotHeld', lang), 403, 403);
    await tx.update(appUser).set({ currentRoleId: roleId }).where(eq(appUser.id, session.userId));
  });
}

/** Project change: the user must be a member; answers the role to select there. */
export async function changeProject(
  db: Db,
  session: SessionUser,
  projectId: number,
  lang: Language,
): Promise<number> {
  return db.transaction(async (tx) => {
    const roles = await rolesOnProject(tx, session.userId, projectId);
    const [first] = roles;
    // Not the user's project: answered like an unknown one (no 403 to confirm that it exists).
    if (!first) throw notVisible(lang);
    const [user] = await tx.select().from(appUser).where(eq(appUser.id, session.userId));
    const keep = roles.find((r) => r.id === user?.currentRoleId);
    const roleId = keep?.id ?? first.id;
    await tx
      .update(appUser)
      .set({ currentProjectId: projectId, currentRoleId: roleId })
      .where(eq(appUser.id, session.userId));
    return roleId;
  });
}
