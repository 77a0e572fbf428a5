import {
  businessDate,
  currentStageIndex,
  DIVISION_CONFIG,
  type DivisionConfigAnswer,
  type DockingEngineer,
  divisionPreselection,
  type FivePartItem,
  gb50300Name,
  isStageOverdue,
  type Language,
  PARTY_TYPES,
  type Page,
  PROJECT_LIST_COLUMNS,
  PROJECT_PROGRESS_STATUS,
  type ProInfoDetail,
  type ProjectColumn,
  type ProjectStageList,
  type ProjectTag,
  type SubProjectDivision,
  type SubProjectListItem,
  type SubProjectListQuery,
  stageState,
  stagesOf,
  type VipRule,
} from '@zhuji/shared';
import { and, asc, count, countDistinct, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assertProjectAccess, fieldError, loadProject, type ProjectRow } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import {
  appUser,
  project,
  projectMember,
  projectParty,
  projectStage,
  projectTag,
  projectVipInterest,
  vipInterest,
} from '../../platform/identity';
import { escapeLike } from '../../platform/kit/field-types';
import { building } from '../building';
import { projectProgressStatus } from '../output';
import {
  PROJECT_COLUMN_LABELS,
  PROJECT_LABELS,
  PROJECT_MODULE_LABELS,
  PROJECT_STAGE_LABELS,
  projectMessage,
} from './project.messages';
import { contractorOf } from './project-contractor.service';
import { itemOf } from './project-query.service';

/**
 * The read side of the project core (docs/domains/project.md/docs/product.md §7.8): the caller's sub-projects, stages, tags, list
 * columns, division configuration, main contractor, docking engineer, the sub-project read model and
 * the VIP rules. Every project-scoped read goes through assertProjectAccess (member or platform staff).
 */

/** The project must be a sub-project (422 naming proId). */
function requireSub(row: ProjectRow, lang: Language) {
  if (row.parentId === null) throw fieldError('proId', projectMessage('notSubProject', lang), lang);
  return row;
}

/** GET /api/project/list: the sub-projects the caller holds a role on, newest first. */
export async function subProjectList(
  db: Db,
  user: SessionUser,
  query: SubProjectListQuery,
): Promise<Page<SubProjectListItem>> {
  const main = alias(project, 'main_project');
  const mine = db
    .select({ id: projectMember.projectId })
    .from(projectMember)
    .where(eq(projectMember.userId, user.userId));
  const conditions: (SQL | undefined)[] = [inArray(project.id, mine)];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    conditions.push(or(ilike(project.name, pattern), ilike(main.name, pattern)));
  }
  if (query.division) conditions.push(eq(project.division, query.division));
  if (query.auditStatus !== undefined) conditions.push(eq(project.auditStatus, query.auditStatus));
  const progress = sql<string>`coalesce(${projectProgressStatus.status}, ${PROJECT_PROGRESS_STATUS.IN_PROGRESS})`;
  if (query.progressStatus) conditions.push(eq(progress, query.progressStatus));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(project)
      .leftJoin(main, eq(main.id, project.parentId))
      .leftJoin(projectProgressStatus, eq(projectProgressStatus.projectId, project.id))
      .where(where),
    db
      .select({ p: project, mainName: main.name, progress: projectProgressStatus.status })
      .from(project)
      .leftJoin(main, eq(main.id, project.parentId))
      .leftJoin(projectProgressStatus, eq(projectProgressStatus.projectId, project.id))
      .where(where)
      .orderBy(desc(project.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
    list: rows.map(({ p, mainName, progress: status }) => ({
      id: p.id,
      proId: p.id,
      projectName: p.name,
      mainProjectId: p.parentId,
      mainProjectName: mainName,
      division: p.division,
      auditStatus: p.auditStatus,
      progressStatus: status ?? PROJECT_PROGRESS_STATUS.IN_PROGRESS,
      money: p.money,
      contractMode: p.contractMode,
      baseStatus: p.baseStatus,
      mainStatus: p.mainStatus,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/** GET /api/project/columns: what a project list can show, labelled in the caller's language. */
export function projectColumns(lang: Language): ProjectColumn[] {
  return PROJECT_LIST_COLUMNS.map((c) => ({ ...c, label: PROJECT_COLUMN_LABELS[c.key][lang] }));
}

/** GET /api/project/stage/list: the division's stages with the sub-project's dates and the current stage. */
export async function stageList(
  db: Db,
  user: SessionUser,
  proId: number,
  lang: Language,
  now = new Date(),
): Promise<ProjectStageList> {
  const sub = requireSub(await assertProjectAccess(db, user, proId, lang), lang);
  const rows = await db.select().from(projectStage).where(eq(projectStage.projectId, sub.id));
  const today = businessDate(now);
  const stages = stagesOf(sub.division).map((code, i) => {
    const row = rows.find((r) => r.code === code);
    const dates = {
      plannedStart: row?.plannedStart ?? null,
      plannedEnd: row?.plannedEnd ?? null,
      actualStart: row?.actualStart ?? null,
      actualEnd: row?.actualEnd ?? null,
    };
    return {
      code,
      label: PROJECT_STAGE_LABELS[code][lang],
      sort: i + 1,
      ...dates,
      state: stageState(dates),
      overdue: isStageOverdue(dates, today),
    };
  });
  const current = currentStageIndex(stages);
  return {
    proId: sub.id,
    division: sub.division,
    currentStage: current === null ? null : (stages[current]?.code ?? null),
    stages,
  };
}

/** GET /api/project/tag/list: the project's tags in their order. */
export async function tagList(
  db: Db,
  user: SessionUser,
  proId: number,
  lang: Language,
): Promise<ProjectTag[]> {
  await assertProjectAccess(db, user, proId, lang);
  return db
    .select({ id: projectTag.id, name: projectTag.name, color: projectTag.color })
    .from(projectTag)
    .where(eq(projectTag.projectId, proId))
    .orderBy(asc(projectTag.sort), asc(projectTag.id));
}

/** GET /api/project/division/config: the pre-selected GB 50300 sub-items and the modules of a division. */
export function divisionConfig(division: SubProjectDivision, lang: Language): DivisionConfigAnswer {
  const config = DIVISION_CONFIG[division];
  const codes = divisionPreselection(division);
  const node = (code: string) => ({ code, name: gb50300Name(code, lang) ?? code });
  return {
    division,
    label: PROJECT_LABELS.division[division][lang],
    codes,
    subDivisions: codes
      .filter((code) => code.length === 4)
      .map((code) => ({
        ...node(code),
        subItems: codes.filter((c) => c.length === 6 && c.startsWith(code)).map(node),
      })),
    modules: config.modules.map((key) => ({ key, label: PROJECT_MODULE_LABELS[key][lang] })),
  };
}

/** GET /api/project/mainContractor: the main contractor of the project's main project. */
export async function mainContractor(db: Db, user: SessionUser, proId: number, lang: Language) {
  const row = await assertProjectAccess(db, user, proId, lang);
  const main = row.parentId === null ? row : await loadProject(db, row.parentId, lang);
  return contractorOf(db, main);
}

/** GET /api/project/unit/getDockingEngineer: the sub-project's platform engineer, else its main project's. */
export async function dockingEngineer(
  db: Db,
  user: SessionUser,
  proId: number,
  lang: Language,
): Promise<DockingEngineer> {
  const row = await assertProjectAccess(db, user, proId, lang);
  const main = alias(project, 'main_project');
  const [engineer] = await db
    .select({ userId: appUser.id, name: appUser.name, phone: appUser.phone })
    .from(project)
    .leftJoin(main, eq(main.id, project.parentId))
    .innerJoin(
      appUser,
      eq(appUser.id, sql`coalesce(${project.dockingEngineerId}, ${main.dockingEngineerId})`),
    )
    .where(eq(project.id, row.id));
  return engineer ?? null;
}

/** The five responsible parties of a sub-project in their fixed order; the first registered person of each. */
export async function fivePartsOf(db: DbOrTx, projectId: number): Promise<FivePartItem[]> {
  const rows = await db
    .select()
    .from(projectParty)
    .where(eq(projectParty.projectId, projectId))
    .orderBy(asc(projectParty.id));
  return PARTY_TYPES.map((partyType): FivePartItem => {
    const row = rows.find((p) => p.partyType === partyType);
    return {
      partyType,
      id: row?.id ?? null,
      companyId: row?.companyId ?? null,
      companyName: row?.companyName ?? null,
      creditCode: row?.creditCode ?? null,
      personName: row?.personName ?? null,
      personPhone: row?.personPhone ?? null,
    };
  });
}

/** GET /api/project/getProInfoDetail: the sub-project, its main project, contractor, parties and counts in one answer. */
export async function proInfoDetail(
  db: Db,
  user: SessionUser,
  proId: number,
  lang: Language,
): Promise<ProInfoDetail> {
  const sub = requireSub(await assertProjectAccess(db, user, proId, lang), lang);
  const main = await loadProject(db, sub.parentId ?? 0, lang);
  const [item, mainItem, contractor, fiveParties, [buildings], [members]] = await Promise.all([
    itemOf(db, sub.id),
    itemOf(db, main.id),
    contractorOf(db, main),
    fivePartsOf(db, sub.id),
    db.select({ n: count() }).from(building).where(eq(building.projectId, sub.id)),
    db
      .select({ n: countDistinct(projectMember.userId) })
      .from(projectMember)
      .where(eq(projectMember.projectId, sub.id)),
  ]);
  return {
    project: item,
    mainProject: mainItem,
    contractor,
    fiveParties,
    partiesRegistered: fiveParties.filter((p) => p.id !== null).length,
    buildingCount: buildings?.n ?? 0,
    memberCount: members?.n ?? 0,
  };
}

/** POST /api/common/vip/rule: every VIP interest on offer and whether the project has it. */
export async function vipRule(db: Db, user: SessionUser, proId: number, lang: Language): Promise<VipRule> {
  await assertProjectAccess(db, user, proId, lang);
  const [catalogue, held] = await Promise.all([
    db.select().from(vipInterest).orderBy(asc(vipInterest.sort), asc(vipInterest.id)),
    db
      .select({ id: projectVipInterest.interestId })
      .from(projectVipInterest)
      .where(eq(projectVipInterest.projectId, proId))
      .orderBy(asc(projectVipInterest.interestId)),
  ]);
  const enabledIds = held.map((h) => h.id);
  return {
    proId,
    interests: catalogue.map((i) => ({
      id: i.id,
      name: i.name,
      description: i.description,
      enabled: enabledIds.includes(i.id),
    })),
    enabledIds,
  };
}
