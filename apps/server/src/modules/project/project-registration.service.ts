import {
  COMPANY_TYPE,
  divisionPreselection,
  isAuditEditable,
  type Language,
  type ProjectItem,
  type ProjectRegisterBody,
  type ProjectUpdateBody,
  type SubProjectCreateBody,
  subProjectAuditStatus,
} from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import {
  assertCompany,
  assertMainManager,
  assertSubManager,
  callerOf,
  conflict,
  fieldError,
  forbidden,
  loadMain,
  loadProject,
  type ProjectRow,
  platformScope,
} from '../../platform/access';
import type { AuditActor } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { assertRegion, project, projectMember, projectSubitem } from '../../platform/identity';
import { projectMessage } from './project.messages';
import { ADMIN_ROLE, audit, PROJECT_MANAGER_ROLE, S } from './project-common';
import { itemOf } from './project-query.service';

// --------------------------------------------------------------------------------------------------
// Registration
// --------------------------------------------------------------------------------------------------

/**
 * POST /api/project/manage/add: a main project, registered by a contractor's project manager (role 3
 * somewhere, or the company's administrator) for their company, or by platform staff for a named
 * contractor. A draft (0), or -1 when platform staff say it needs no audit.
 */
export async function registerMain(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: ProjectRegisterBody,
  lang: Language,
): Promise<ProjectItem> {
  return db.transaction(async (tx) => {
    const caller = await callerOf(tx, user);
    const platform = caller.compType === COMPANY_TYPE.PLATFORM;
    if (!platform) {
      const [manager] = await tx
        .select({ roleId: projectMember.roleId })
        .from(projectMember)
        .where(and(eq(projectMember.userId, user.userId), eq(projectMember.roleId, PROJECT_MANAGER_ROLE)))
        .limit(1);
      if (caller.compType !== COMPANY_TYPE.CONTRACTOR || !(manager || caller.companyAdmin))
        throw forbidden(lang, 'notRegistrar');
      for (const field of ['contractorCompanyId', 'noAudit'] as const)
        if (body[field] !== undefined) throw fieldError(field, projectMessage('platformField', lang), lang);
    } else if (body.contractorCompanyId === undefined) {
      throw fieldError('contractorCompanyId', projectMessage('requiredForPlatform', lang), lang);
    }
    assertRegion(body.areaList, lang);
    await assertCompany(tx, { id: body.ownerCompanyId }, COMPANY_TYPE.OWNER, 'ownerCompanyId', lang);
    const contractorCompanyId = platform
      ? (
          await assertCompany(
            tx,
            { id: body.contractorCompanyId ?? 0 },
            COMPANY_TYPE.CONTRACTOR,
            'contractorCompanyId',
            lang,
          )
        ).id
      : caller.companyId;
    const [row] = await tx
      .insert(project)
      .values({
        name: body.name,
        division: body.division ?? null,
        money: body.money,
        contractMode: body.contractMode,
        regionCode: body.areaList[2],
        address: body.address,
        ownerCompanyId: body.ownerCompanyId,
        contractorCompanyId,
        registrantId: user.userId,
        auditStatus: body.noAudit ? S.NO_AUDIT : S.DRAFT,
        // A main project has no design information of its own.
        baseStatus: 1,
        mainStatus: 1,
      })
      .returning();
    if (!row) throw new Error('project insert returned nothing');
    const item = await itemOf(tx, row.id);
    await audit(tx, actor, row.id, 'register', null, item);
    return item;
  });
}

/**
 * POST /api/project/manage/addSub: a sub-project of a main project the caller manages. Its audit
 * status follows the main project's; its creator becomes its 项目经理 (the platform administrator:
 * administrator; a docking engineer: its assigned engineer); its division's GB 50300 sub-items are
 * pre-selected.
 */
export async function addSubProject(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: SubProjectCreateBody,
  lang: Language,
): Promise<ProjectItem> {
  return db.transaction(async (tx) => {
    const main = await loadMain(tx, body.parentId, lang, 'parentId', true);
    await assertMainManager(tx, user, main, lang);
    if (!isAuditEditable(main.auditStatus)) throw conflict(projectMessage('underReview', lang));
    const [row] = await tx
      .insert(project)
      .values({
        parentId: main.id,
        name: body.name,
        division: body.division,
        money: body.money,
        contractMode: body.contractMode ?? main.contractMode,
        registrantId: user.userId,
        auditStatus: subProjectAuditStatus(main.auditStatus),
        baseStatus: 0,
        mainStatus: 0,
      })
      .returning({ id: project.id });
    if (!row) throw new Error('project insert returned nothing');
    const caller = await callerOf(tx, user);
    if (caller.compType !== COMPANY_TYPE.PLATFORM)
      await tx.insert(projectMember).values({
        userId: user.userId,
        projectId: row.id,
        roleId: PROJECT_MANAGER_ROLE,
        companyId: caller.companyId,
      });
    else if ((await platformScope(tx, user)) === 'all')
      await tx
        .insert(projectMember)
        .values({ userId: user.userId, projectId: row.id, roleId: ADMIN_ROLE, companyId: caller.companyId });
    // A docking engineer does not get the administrator role (which is platform-wide scope): they look
    // after the sub-project they registered, as its assigned engineer.
    else await tx.update(project).set({ dockingEngineerId: user.userId }).where(eq(project.id, row.id));
    // The division's usual GB 50300 sub-items start selected (division/config); the tree adjusts them.
    const codes = divisionPreselection(body.division);
    if (codes.length)
      await tx.insert(projectSubitem).values(codes.map((code) => ({ projectId: row.id, code })));
    const item = await itemOf(tx, row.id);
    await audit(tx, actor, row.id, 'add', null, item);
    return item;
  });
}

/**
 * PUT /api/project/update: a main project's registration (not while under review: 409) or a
 * sub-project's own fields; region, address and owner belong to the main project (422 on a sub).
 */
export async function updateProject(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: ProjectUpdateBody,
  lang: Language,
): Promise<ProjectItem> {
  return db.transaction(async (tx) => {
    const row = await loadProject(tx, body.id, lang, true);
    const isMain = row.parentId === null;
    const main = isMain ? row : await loadProject(tx, row.parentId ?? 0, lang);
    if (isMain) await assertMainManager(tx, user, row, lang);
    else await assertSubManager(tx, user, row, lang);
    if (!isAuditEditable(main.auditStatus)) throw conflict(projectMessage('underReview', lang));
    if (!isMain) {
      for (const field of ['areaList', 'address', 'ownerCompanyId'] as const)
        if (body[field] !== undefined) throw fieldError(field, projectMessage('notMainProject', lang), lang);
    }
    if (body.areaList) assertRegion(body.areaList, lang);
    if (body.ownerCompanyId !== undefined)
      await assertCompany(tx, { id: body.ownerCompanyId }, COMPANY_TYPE.OWNER, 'ownerCompanyId', lang);
    const before = await itemOf(tx, row.id);
    const values: Partial<ProjectRow> = {
      name: body.name,
      regionCode: body.areaList?.[2],
      address: body.address,
      ownerCompanyId: body.ownerCompanyId,
      money: body.money,
      contractMode: body.contractMode,
      division: body.division,
      fireControl: body.fireControl,
    };
    await tx
      .update(project)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(project.id, row.id));
    const after = await itemOf(tx, row.id);
    await audit(tx, actor, row.id, 'update', before, after);
    return after;
  });
}
