import {
  CONCRETE_POUR_SORT_FIELDS,
  type ConcretePourGroups,
  type ConcretePourItem,
  concretePourCreateSchema,
  concretePourFiltersSchema,
  concretePourItemSchema,
  concretePourUpdateSchema,
  judgeSlump,
  type Language,
  mainBodyCalls,
  parseSlumpReadings,
  pourRequiredGroups,
  specimenRate,
} from '@zhuji/shared';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertAction, fieldError } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { registerFlowHandler, startFlow } from '../../platform/flow';
import { defineResource } from '../../platform/kit/define-resource';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import type { WriteContext } from '../../platform/kit/resource-service';
import { building } from '../building';
import { specimen } from '../specimen';
import { endNotBeforeStart, iso } from './main-body.common';
import { mainBodyMessage, POUR_LABELS, POUR_MENU, POUR_TITLE } from './main-body.messages';
import { mainBodyPour } from './main-body.table';
import { abnormalHook } from './main-body-abnormal';
import { masonryResource } from './main-body-masonry.routes';
import { waterproofResource } from './main-body-waterproof.routes';

// ---------------------------------------------------------------------------------------------
// 混凝土浇筑

type PourRow = typeof mainBodyPour.$inferSelect;

function toPourItem(row: PourRow): ConcretePourItem {
  const readings = parseSlumpReadings(row.slumpReadings);
  const slump = judgeSlump(readings, row.designSlump);
  const slumpResult = readings.length === 0 ? 'NONE' : slump.pass ? 'PASS' : 'FAIL';
  const sampling = pourRequiredGroups({
    volumeM3: Number(row.actualVolume ?? row.plannedVolume),
    batches: row.batches,
    shifts: row.shifts,
  });
  return {
    ...row,
    slumpToleranceMm: slump.toleranceMm,
    slumpResult,
    requiredGroups: sampling.groups,
    samplingBasis: sampling.basis,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The building must be the project's; the floor within it (basement floors negative, no floor 0). */
async function checkBuildingFloor(
  tx: DbOrTx,
  projectId: number,
  merged: Record<string, unknown>,
  lang: Language,
) {
  const buildNumber = String(merged.buildNumber ?? '');
  const floor = merged.floor as number | null | undefined;
  if (!buildNumber) {
    if (floor !== null && floor !== undefined)
      throw fieldError('buildNumber', mainBodyMessage('floorNeedsBuilding', lang), lang);
    return;
  }
  const [b] = await tx
    .select({ above: building.floorsAbove, below: building.floorsBelow })
    .from(building)
    .where(and(eq(building.projectId, projectId), eq(building.buildNumber, buildNumber)));
  if (!b) throw fieldError('buildNumber', mainBodyMessage('buildingMissing', lang), lang);
  if (floor !== null && floor !== undefined && (floor === 0 || floor > b.above || floor < -b.below))
    throw fieldError(
      'floor',
      mainBodyMessage('floorOutOfRange', lang, { below: b.below, above: b.above }),
      lang,
    );
}

async function checkPourRules(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action === 'remove') {
    if (ctx.before?.applicationStatus === 'PENDING')
      throw new AppError(mainBodyMessage('pendingNotRemovable', lang), 409, 409);
    return;
  }
  const merged = { ...ctx.before, ...ctx.values } as Record<string, unknown>;
  await checkBuildingFloor(ctx.tx, ctx.projectId, merged, lang);
  endNotBeforeStart(merged.startTime, merged.endTime, 'endTime', lang);
  if (ctx.action === 'add' || ctx.action === 'import') {
    ctx.values.applicationStatus = 'PENDING';
    ctx.values.flowInstanceId = null;
  }
}

const pourTitle = (row: { pourNo: string; location: string; strengthGrade: string; plannedVolume: string }) =>
  `浇筑令 ${row.pourNo}：${row.location} ${row.strengthGrade} ${row.plannedVolume} m³`;

/** Sends the pour order to supervision (the 'concrete-pour' flow) inside the caller's transaction. */
async function applyPourOrder(tx: DbOrTx, userId: number, row: PourRow, language: Language) {
  const instance = await startFlow(
    tx,
    { userId },
    { projectId: row.projectId, businessType: 'concrete-pour', businessId: row.id, title: pourTitle(row) },
    language,
    // The kit has checked the add (or update) action on the pour page: that is who may apply.
    { system: true },
  );
  const [saved] = await tx
    .update(mainBodyPour)
    .set({ applicationStatus: 'PENDING', flowInstanceId: instance.id, updatedAt: new Date() })
    .where(eq(mainBodyPour.id, row.id))
    .returning();
  return saved ?? row;
}

// The pour order follows its flow: approved → 已批准; rejected, returned or withdrawn → 已退回.
registerFlowHandler('concrete-pour', {
  category: 'audit',
  async onFinish(tx, instance, outcome) {
    await tx
      .update(mainBodyPour)
      .set({ applicationStatus: outcome === 'approved' ? 'APPROVED' : 'RETURNED', updatedAt: new Date() })
      .where(eq(mainBodyPour.id, instance.businessId));
  },
});

const judgedAbnormal = abnormalHook('concretePour');

const pourResource = defineResource({
  name: 'concretePour',
  prefix: 'mainBody/concretePour',
  title: POUR_TITLE,
  table: mainBodyPour,
  menu: POUR_MENU,
  projectScoped: true,
  contract: {
    item: concretePourItemSchema,
    create: concretePourCreateSchema,
    update: concretePourUpdateSchema,
    filters: concretePourFiltersSchema,
    sortFields: CONCRETE_POUR_SORT_FIELDS,
  },
  fields: {
    pourNo: { column: mainBodyPour.pourNo, type: 'text', label: POUR_LABELS.pourNo, search: true },
    location: { column: mainBodyPour.location, type: 'text', label: POUR_LABELS.location, search: true },
    buildNumber: { column: mainBodyPour.buildNumber, type: 'text', label: POUR_LABELS.buildNumber },
    floor: { column: mainBodyPour.floor, type: 'integer', label: POUR_LABELS.floor },
    strengthGrade: { column: mainBodyPour.strengthGrade, type: 'text', label: POUR_LABELS.strengthGrade },
    impermeabilityGrade: {
      column: mainBodyPour.impermeabilityGrade,
      type: 'text',
      label: POUR_LABELS.impermeabilityGrade,
    },
    plannedVolume: { column: mainBodyPour.plannedVolume, type: 'decimal', label: POUR_LABELS.plannedVolume },
    actualVolume: { column: mainBodyPour.actualVolume, type: 'decimal', label: POUR_LABELS.actualVolume },
    plant: { column: mainBodyPour.plant, type: 'text', label: POUR_LABELS.plant, search: true },
    batches: { column: mainBodyPour.batches, type: 'integer', label: POUR_LABELS.batches },
    shifts: { column: mainBodyPour.shifts, type: 'integer', label: POUR_LABELS.shifts },
    startTime: { column: mainBodyPour.startTime, type: 'text', label: POUR_LABELS.startTime },
    endTime: { column: mainBodyPour.endTime, type: 'text', label: POUR_LABELS.endTime },
    designSlump: { column: mainBodyPour.designSlump, type: 'integer', label: POUR_LABELS.designSlump },
    slumpReadings: { column: mainBodyPour.slumpReadings, type: 'text', label: POUR_LABELS.slumpReadings },
    applicationStatus: {
      column: mainBodyPour.applicationStatus,
      type: 'text',
      label: POUR_LABELS.applicationStatus,
    },
    recorder: { column: mainBodyPour.recorder, type: 'text', label: POUR_LABELS.recorder, search: true },
    createdAt: { column: mainBodyPour.createdAt, type: 'datetime', label: POUR_LABELS.createdAt },
  },
  filters: {
    strengthGrade: { field: 'strengthGrade', op: 'eq' },
    applicationStatus: { field: 'applicationStatus', op: 'eq' },
  },
  defaultSort: { field: 'startTime', order: 'desc' },
  exportColumns: [
    'pourNo',
    'location',
    'buildNumber',
    'floor',
    'strengthGrade',
    'impermeabilityGrade',
    'plannedVolume',
    'actualVolume',
    'plant',
    'batches',
    'shifts',
    'startTime',
    'endTime',
    'designSlump',
    'slumpReadings',
    'recorder',
    'applicationStatus',
  ],
  naturalKey: ['pourNo'],
  example: (n) => ({
    pourNo: `JZ-2026-${String(n).padStart(3, '0')}`,
    location: `${(n % 6) + 1}#楼 ${(n % 18) + 1}层 梁板`,
    strengthGrade: 'C30' as const,
    plannedVolume: '120.00',
    plant: '杭州三狮商品混凝土有限公司',
    startTime: '2026-10-20 08:00',
    designSlump: 180,
    slumpReadings: '180,185',
    recorder: '李晓峰',
  }),
  // The matrix inserts examples without hooks or flow: as an order already approved (removable).
  examplePrerequisites: {
    prepare: async () => {},
    complete: async (_db, _projectId, values) => ({ ...values, applicationStatus: 'APPROVED' }),
  },
  toItem: toPourItem,
  hooks: {
    beforeWrite: checkPourRules,
    async afterWrite(ctx) {
      await judgedAbnormal(ctx);
      if ((ctx.action !== 'add' && ctx.action !== 'import') || !ctx.after) return;
      const [row] = await ctx.tx
        .select()
        .from(mainBodyPour)
        .where(eq(mainBodyPour.id, Number(ctx.after.id)));
      if (!row) return;
      const saved = await applyPourOrder(ctx.tx, ctx.user.userId, row, ctx.lang);
      Object.assign(ctx.after, {
        applicationStatus: saved.applicationStatus,
        flowInstanceId: saved.flowInstanceId,
      });
    },
  },
});

async function loadPour(db: DbOrTx, id: number, language: Language): Promise<PourRow> {
  const [row] = await db.select().from(mainBodyPour).where(eq(mainBodyPour.id, id));
  if (!row) throw new AppError(mainBodyMessage('notFound', language), 404, 404);
  return row;
}

/** Groups due for the pour against the specimen groups registered at exactly its location. */
async function pourGroups(db: DbOrTx, row: PourRow): Promise<ConcretePourGroups> {
  const item = toPourItem(row);
  const [made] = await db
    .select({ n: count() })
    .from(specimen)
    .where(and(eq(specimen.projectId, row.projectId), eq(specimen.location, row.location)));
  const rate = specimenRate([{ key: row.pourNo, required: item.requiredGroups, made: made?.n ?? 0 }]);
  return {
    required: rate.required,
    basis: item.samplingBasis,
    registered: rate.made,
    rate: rate.rate,
    short: rate.missing[0]?.short ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------

const guard = (db: DbOrTx, user: SessionUser, projectId: number, action: 'detail' | 'update', l: Language) =>
  assertAction(db, user, projectId, POUR_MENU, action, l);

/** 主体施工: pours (with the pour order's re-submission and test-block groups), masonry, waterproofing. */
export async function mainBodyRoutes(app: FastifyInstance) {
  await app.register(pourResource);
  await app.register(masonryResource);
  await app.register(waterproofResource);
  const db = app.db;
  const route = guardedRoutes(app, { tags: ['mainBody'], guard, menu: POUR_MENU });

  route.call(mainBodyCalls.concretePourGroups, {
    summary: '浇筑试块组数 (groups due by GB 50204-2015 7.4.1 and groups registered at the location)',
    access: { action: 'detail', project: (req) => loadPour(db, req.query.id, req.lang) },
    answer: (_req, row) => pourGroups(db, row),
  });

  route.call(mainBodyCalls.concretePourApply, {
    summary: '重新提交浇筑令 (a returned pour order goes to supervision again)',
    access: { action: 'update', project: (req) => loadPour(db, req.body.id, req.lang) },
    answer: (req, row) =>
      db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(mainBodyPour)
          .where(eq(mainBodyPour.id, row.id))
          .for('update');
        if (locked?.applicationStatus !== 'RETURNED')
          throw new AppError(mainBodyMessage('notReturned', req.lang), 409, 409);
        const saved = await applyPourOrder(tx, req.user.userId, locked, req.lang);
        const actor = { userId: req.user.userId, ip: req.ip };
        await recordAudit(tx, actor, [
          {
            projectId: saved.projectId,
            resource: 'concretePour',
            action: 'apply',
            recordId: saved.id,
            before: toPourItem(locked),
            after: toPourItem(saved),
          },
        ]);
        return toPourItem(saved);
      }),
  });
}
