import {
  COMPANY_TYPE,
  type ContractorInfo,
  type ContractorUpdateBody,
  type DesignCompleteBody,
  isAuditEditable,
  type Language,
  PROJECT_PROGRESS_STATUS,
  type ProjectItem,
  type ProjectStatusBody,
} from '@zhuji/shared';
import { count, eq } from 'drizzle-orm';
import {
  assertCompany,
  assertMainManager,
  assertReader,
  assertSubManager,
  conflict,
  loadMain,
  loadProject,
  loadSub,
  type ProjectRow,
} from '../../platform/access';
import type { AuditActor } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { company, project } from '../../platform/identity';
import { building } from '../building';
import { projectProgressStatus } from '../output';
import { projectMessage } from './project.messages';
import { audit } from './project-common';
import { itemOf } from './project-query.service';

// --------------------------------------------------------------------------------------------------
// Main contractor, progress status, design information
// --------------------------------------------------------------------------------------------------

export async function contractorOf(db: DbOrTx, main: ProjectRow): Promise<ContractorInfo> {
  const [c] = main.contractorCompanyId
    ? await db.select().from(company).where(eq(company.id, main.contractorCompanyId))
    : [];
  return {
    projectId: main.id,
    companyId: c?.id ?? null,
    companyName: c?.name ?? null,
    creditCode: c?.creditCode ?? null,
    managerName: main.contractorManagerName,
    managerPhone: main.contractorManagerPhone,
    techLeadName: main.contractorTechName,
    techLeadPhone: main.contractorTechPhone,
  };
}

/** GET /api/project/contractor/detail: the main contractor of the project (or of a sub-project's main project). */
export async function contractorDetail(db: Db, user: SessionUser, id: number, lang: Language) {
  const row = await loadProject(db, id, lang);
  await assertReader(db, user, row, lang);
  const main = row.parentId === null ? row : await loadProject(db, row.parentId, lang);
  return contractorOf(db, main);
}

/** POST /api/project/contractor/update: the main contractor's company and people, by those who manage the main project. */
export async function contractorUpdate(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: ContractorUpdateBody,
  lang: Language,
): Promise<ContractorInfo> {
  return db.transaction(async (tx) => {
    const main = await loadMain(tx, body.id, lang, 'id', true);
    await assertMainManager(tx, user, main, lang);
    if (!isAuditEditable(main.auditStatus)) throw conflict(projectMessage('underReview', lang));
    if (body.companyId !== undefined)
      await assertCompany(tx, { id: body.companyId }, COMPANY_TYPE.CONTRACTOR, 'companyId', lang);
    const before = await contractorOf(tx, main);
    const [updated] = await tx
      .update(project)
      .set({
        contractorCompanyId: body.companyId ?? main.contractorCompanyId,
        contractorManagerName: body.managerName,
        contractorManagerPhone: body.managerPhone,
        contractorTechName: body.techLeadName || null,
        contractorTechPhone: body.techLeadPhone || null,
        updatedAt: new Date(),
      })
      .where(eq(project.id, main.id))
      .returning();
    const after = await contractorOf(tx, updated ?? main);
    await audit(tx, actor, main.id, 'contractor', before, after);
    return after;
  });
}

/**
 * POST /api/project/status/change: a sub-project completed or stopped (or back in progress). A
 * completed or stopped project is exempt from the monthly output notice.
 */
export async function changeProgressStatus(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: ProjectStatusBody,
  lang: Language,
): Promise<ProjectItem> {
  return db.transaction(async (tx) => {
    const sub = await loadSub(tx, body.id, lang, true);
    await assertSubManager(tx, user, sub, lang);
    const [current] = await tx
      .select({ status: projectProgressStatus.status })
      .from(projectProgressStatus)
      .where(eq(projectProgressStatus.projectId, sub.id));
    await tx
      .insert(projectProgressStatus)
      .values({ projectId: sub.id, status: body.status })
      .onConflictDoUpdate({
        target: projectProgressStatus.projectId,
        set: { status: body.status, updatedAt: new Date() },
      });
    await audit(
      tx,
      actor,
      sub.id,
      'status',
      { progressStatus: current?.status ?? PROJECT_PROGRESS_STATUS.IN_PROGRESS },
      { progressStatus: body.status },
    );
    return itemOf(tx, sub.id);
  });
}

/**
 * POST /api/project/design/complete: the sub-project's foundation ('base') or main-part ('main')
 * design information is complete; 'main' needs at least one building (409 otherwise).
 */
export async function completeDesign(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: DesignCompleteBody,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const sub = await loadSub(tx, body.id, lang, true);
    await assertSubManager(tx, user, sub, lang);
    if (body.part === 'main') {
      const [buildings] = await tx
        .select({ n: count() })
        .from(building)
        .where(eq(building.projectId, sub.id));
      if (!buildings?.n) throw conflict(projectMessage('needBuilding', lang));
    }
    const set = body.part === 'base' ? { baseStatus: 1 } : { mainStatus: 1 };
    const [row] = await tx
      .update(project)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(project.id, sub.id))
      .returning({ id: project.id, baseStatus: project.baseStatus, mainStatus: project.mainStatus });
    await audit(
      tx,
      actor,
      sub.id,
      'design',
      { baseStatus: sub.baseStatus, mainStatus: sub.mainStatus },
      { baseStatus: row?.baseStatus, mainStatus: row?.mainStatus },
    );
    return row ?? { id: sub.id, baseStatus: sub.baseStatus, mainStatus: sub.mainStatus };
  });
}
