import {
  businessDaysFromToday,
  businessToday,
  type Language,
  type Page,
  RISK_INSPECTION_INTERVAL_DAYS,
  type RiskCheckItem,
  type RiskInspectionCreate,
  type RiskInspectionItem,
  type RiskInspectionListQuery,
  type RiskSourceItem,
  type RiskSourceSummary,
  riskInspectionCreateSchema,
  riskPatrolState,
  riskPlanReady,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldError, memberRoleIds } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { appUser, role } from '../../platform/identity';
import { createRectification, rectification } from '../../platform/rectification';
import { riskMessage } from './risk.messages';
import { riskCheck, riskInspection, riskSource } from './risk.table';

type SourceRow = typeof riskSource.$inferSelect;

/** A register row as the contract answers it, with the patrol state and plan readiness of today. */
export const toSourceItem = (row: SourceRow, today = businessToday()): RiskSourceItem => ({
  ...row,
  patrolState: riskPatrolState(row, today),
  planReady: riskPlanReady(row.scale, row.planStatus),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The register counted: per level, 危大工程 and above the scale, plans missing, major sources overdue. */
export async function riskSourceSummary(db: DbOrTx, projectId: number): Promise<RiskSourceSummary> {
  const rows = await db
    .select()
    .from(riskSource)
    .where(eq(riskSource.projectId, projectId))
    .orderBy(asc(riskSource.sourceNo));
  const today = businessToday();
  const summary: RiskSourceSummary = {
    total: rows.length,
    byLevel: { MAJOR: 0, HIGH: 0, GENERAL: 0, LOW: 0 },
    dangerous: 0,
    overScale: 0,
    planPending: 0,
    overdue: [],
    intervalDays: RISK_INSPECTION_INTERVAL_DAYS,
  };
  for (const r of rows) {
    summary.byLevel[r.riskLevel] += 1;
    if (r.scale === 'DANGEROUS') summary.dangerous += 1;
    if (r.scale === 'OVER_SCALE') summary.overScale += 1;
    if (!riskPlanReady(r.scale, r.planStatus)) summary.planPending += 1;
    if (riskPatrolState(r, today) === 'OVERDUE')
      summary.overdue.push({
        id: r.id,
        sourceNo: r.sourceNo,
        name: r.name,
        lastInspectedOn: r.lastInspectedOn,
      });
  }
  summary.overdue.sort((a, b) => (a.lastInspectedOn ?? '').localeCompare(b.lastInspectedOn ?? ''));
  return summary;
}

/** Whether any inspection checked the source (such a source stays in the register). */
export async function sourceInspected(db: DbOrTx, sourceId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(riskCheck).where(eq(riskCheck.sourceId, sourceId));
  return (row?.n ?? 0) > 0;
}

async function checksOf(db: DbOrTx, inspectionIds: number[]): Promise<Map<number, RiskCheckItem[]>> {
  const byInspection = new Map<number, RiskCheckItem[]>();
  if (inspectionIds.length === 0) return byInspection;
  const rows = await db
    .select({
      inspectionId: riskCheck.inspectionId,
      id: riskCheck.id,
      sourceId: riskCheck.sourceId,
      sourceNo: riskSource.sourceNo,
      sourceName: riskSource.name,
      riskLevel: riskSource.riskLevel,
      result: riskCheck.result,
      hazard: riskCheck.hazard,
      photos: riskCheck.photos,
      rectificationId: riskCheck.rectificationId,
      rectificationStatus: rectification.status,
    })
    .from(riskCheck)
    .innerJoin(riskSource, eq(riskSource.id, riskCheck.sourceId))
    .leftJoin(rectification, eq(rectification.id, riskCheck.rectificationId))
    .where(inArray(riskCheck.inspectionId, inspectionIds))
    .orderBy(asc(riskCheck.id));
  for (const { inspectionId, ...check } of rows) {
    const list = byInspection.get(inspectionId) ?? [];
    list.push({ ...check, rectificationStatus: check.rectificationStatus ?? null });
    byInspection.set(inspectionId, list);
  }
  return byInspection;
}

const toInspectionItem = (
  row: typeof riskInspection.$inferSelect,
  checks: RiskCheckItem[],
): RiskInspectionItem => ({
  ...row,
  checks,
  hazardCount: checks.filter((c) => c.result === 'HAZARD').length,
  createdAt: row.createdAt.toISOString(),
});

/** The project's inspections, newest first, each with its checks and their rectifications' status. */
export async function listRiskInspections(
  db: DbOrTx,
  q: RiskInspectionListQuery,
): Promise<Page<RiskInspectionItem>> {
  const checkFilter = [
    eq(riskCheck.inspectionId, riskInspection.id),
    ...(q.sourceId ? [eq(riskCheck.sourceId, q.sourceId)] : []),
    ...(q.result ? [eq(riskCheck.result, q.result)] : []),
  ];
  const where = and(
    eq(riskInspection.projectId, q.proId),
    ...(q.sourceId || q.result
      ? [
          exists(
            db
              .select({ one: sql`1` })
              .from(riskCheck)
              .where(and(...checkFilter)),
          ),
        ]
      : []),
  );
  const [total] = await db.select({ n: count() }).from(riskInspection).where(where);
  const rows = await db
    .select()
    .from(riskInspection)
    .where(where)
    .orderBy(desc(riskInspection.inspectDate), desc(riskInspection.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const checks = await checksOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: total?.n ?? 0,
    page: q.page,
    limit: q.limit,
    list: rows.map((r) => toInspectionItem(r, checks.get(r.id) ?? [])),
  };
}

export async function projectOfInspection(db: DbOrTx, id: number, lang: Language): Promise<number> {
  const [row] = await db
    .select({ projectId: riskInspection.projectId })
    .from(riskInspection)
    .where(eq(riskInspection.id, id));
  if (!row) throw new AppError(riskMessage('notFound', lang), 404, 404);
  return row.projectId;
}

export async function riskInspectionDetail(db: DbOrTx, id: number, lang: Language) {
  const [row] = await db.select().from(riskInspection).where(eq(riskInspection.id, id));
  if (!row) throw new AppError(riskMessage('notFound', lang), 404, 404);
  return toInspectionItem(row, (await checksOf(db, [id])).get(id) ?? []);
}

/**
 * Records an inspection round in one transaction: the round, a check per source, each source's last
 * inspection date, and for every hazard a rectification notice (source 'risk-control', raised by the
 * inspector; serious with a 3-day deadline on a 重大风险 source). Any refusal — a source of another
 * project, a hazard without its description — leaves nothing written, notices included.
 */
export async function addRiskInspection(
  db: Db,
  actor: AuditActor,
  input: RiskInspectionCreate,
  lang: Language,
): Promise<RiskInspectionItem> {
  const body = riskInspectionCreateSchema.parse(input);
  const today = businessToday();
  if (body.inspectDate > today) throw fieldError('inspectDate', riskMessage('futureDate', lang), lang);
  const seen = new Set<number>();
  body.checks.forEach((c, i) => {
    if (seen.has(c.sourceId))
      throw fieldError(`checks.${i}.sourceId`, riskMessage('duplicateSource', lang), lang);
    seen.add(c.sourceId);
    if (c.result === 'HAZARD' && c.hazard.length < 2)
      throw fieldError(`checks.${i}.hazard`, riskMessage('hazardRequired', lang), lang);
  });
  const id = await db.transaction((tx) => recordRiskInspection(tx, actor, body, lang));
  return riskInspectionDetail(db, id, lang);
}

/** The writes of an inspection inside the caller's transaction (the seed records its demo rounds so). */
export async function recordRiskInspection(
  tx: DbOrTx,
  actor: AuditActor,
  body: z.infer<typeof riskInspectionCreateSchema>,
  lang: Language,
): Promise<number> {
  const [user] = await tx.select({ name: appUser.name }).from(appUser).where(eq(appUser.id, actor.userId));
  const roleIds = await memberRoleIds(tx, actor.userId, body.projectId);
  const roles = roleIds.length
    ? await tx.select({ name: role.name }).from(role).where(inArray(role.id, roleIds)).orderBy(asc(role.id))
    : [];
  // Numbered per project and year; the project's rounds are counted under a lock of the project key.
  await tx.execute(sql`select pg_advisory_xact_lock(${body.projectId}, 7301)`);
  const year = body.inspectDate.slice(0, 4);
  const [n] = await tx
    .select({ n: count() })
    .from(riskInspection)
    .where(
      and(
        eq(riskInspection.projectId, body.projectId),
        sql`${riskInspection.inspectionNo} like ${`XC-${year}-%`}`,
      ),
    );
  const inspectionNo = `XC-${year}-${String((n?.n ?? 0) + 1).padStart(3, '0')}`;
  const [round] = await tx
    .insert(riskInspection)
    .values({
      projectId: body.projectId,
      inspectionNo,
      inspectDate: body.inspectDate,
      inspectorId: actor.userId,
      inspectorName: user?.name ?? '',
      inspectorRole: roles.map((r) => r.name).join('、'),
      remark: body.remark,
    })
    .returning();
  if (!round) throw new Error('risk inspection not inserted');
  for (const [i, c] of body.checks.entries()) {
    // Each source is read as its check is written, so a bad one late in the list undoes the earlier ones.
    const [source] = await tx
      .select()
      .from(riskSource)
      .where(and(eq(riskSource.id, c.sourceId), eq(riskSource.projectId, body.projectId)))
      .for('update');
    if (!source) throw fieldError(`checks.${i}.sourceId`, riskMessage('sourceMissing', lang), lang);
    const [check] = await tx
      .insert(riskCheck)
      .values({
        inspectionId: round.id,
        sourceId: source.id,
        result: c.result,
        hazard: c.result === 'HAZARD' ? c.hazard : '',
        photos: c.photos,
      })
      .returning();
    if (!check) throw new Error('risk check not inserted');
    if (c.result === 'HAZARD') {
      const major = source.riskLevel === 'MAJOR';
      const notice = await createRectification(tx, {
        projectId: body.projectId,
        source: 'risk-control',
        sourceId: check.id,
        title: riskMessage('rectifyTitle', 'zh', { sourceNo: source.sourceNo, name: source.name }),
        problem: riskMessage('rectifyProblem', 'zh', {
          date: body.inspectDate,
          inspectionNo,
          location: source.location,
          hazard: c.hazard,
        }),
        photos: c.photos,
        severity: major ? 'serious' : 'normal',
        ...(major ? { deadline: businessDaysFromToday(3) } : {}),
        issuerId: actor.userId,
        ip: actor.ip,
      });
      await tx.update(riskCheck).set({ rectificationId: notice.id }).where(eq(riskCheck.id, check.id));
    }
    if (!source.lastInspectedOn || source.lastInspectedOn < body.inspectDate)
      await tx
        .update(riskSource)
        .set({ lastInspectedOn: body.inspectDate, updatedAt: new Date() })
        .where(eq(riskSource.id, source.id));
  }
  const saved = toInspectionItem(round, (await checksOf(tx, [round.id])).get(round.id) ?? []);
  await recordAudit(tx, actor, [
    {
      projectId: body.projectId,
      resource: 'riskInspection',
      action: 'add',
      recordId: round.id,
      after: saved,
    },
  ]);
  return round.id;
}
