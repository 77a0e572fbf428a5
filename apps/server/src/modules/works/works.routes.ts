import {
  type Language,
  WORKS_ABNORMAL_SORT_FIELDS,
  WORKS_RECORD_SOURCE,
  WORKS_SPOT_CHECK_SORT_FIELDS,
  type WorksAbnormalStatus,
  type WorksRecordType,
  type WorksSpotCheckItem,
  worksAbnormalCreateSchema,
  worksAbnormalFiltersSchema,
  worksAbnormalItemSchema,
  worksAbnormalUpdateSchema,
  worksCalls,
  worksSpotCheckCreateSchema,
  worksSpotCheckFiltersSchema,
  worksSpotCheckItemSchema,
  worksSpotCheckUpdateSchema,
} from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertAction, fieldError } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { defineResource } from '../../platform/kit/define-resource';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import type { WriteContext } from '../../platform/kit/resource-service';
import {
  ABNORMAL_LABELS as A,
  RECORD_TYPE_NAMES,
  SPOT_CHECK_LABELS as S,
  WORKS_ABNORMAL_MENU,
  WORKS_ABNORMAL_TITLE,
  WORKS_SPOT_CHECK_MENU,
  WORKS_SPOT_CHECK_TITLE,
  worksMessage,
} from './works.messages';
import { foundationCheck, worksAbnormal, worksSpotCheck } from './works.table';
import {
  findWorksRecord,
  loadAbnormal,
  nextAbnormalNo,
  sendToRectification,
  syncAbnormal,
  toAbnormalItem,
} from './works-abnormal.service';
import { foundationCheckResource } from './works-foundation.routes';

// 施工异常记录 and 监理抽检 of the foundation and main-body works (docs/domains/works.md).

/** The record named by type and number: its id, source and location go into the row (422 when missing). */
async function resolveRecord(ctx: WriteContext) {
  const m = { ...ctx.before, ...ctx.values } as { recordType: WorksRecordType; recordNo: string };
  // The record checked never changes (the update contract has neither field).
  if (ctx.action === 'update') return;
  const record = await findWorksRecord(ctx.tx, ctx.projectId, m.recordType, m.recordNo, ctx.lang);
  Object.assign(ctx.values, {
    recordId: record.id,
    recordNo: record.recordNo,
    location: record.location,
    source: WORKS_RECORD_SOURCE[m.recordType],
    createdBy: ctx.user.userId,
  });
}

// ---- 施工异常记录 ------------------------------------------------------------------------------

async function abnormalBeforeWrite(ctx: WriteContext) {
  if (ctx.action === 'remove') return;
  if (ctx.action === 'update') {
    // 处理: writing down the handling closes the record (a closed one stays closed).
    if (ctx.before?.status === 'closed') throw new AppError(worksMessage('closed', ctx.lang), 409, 409);
    const now = new Date();
    Object.assign(ctx.values, {
      status: 'closed' satisfies WorksAbnormalStatus,
      handledBy: ctx.user.userId,
      handledAt: now,
    });
    return;
  }
  await resolveRecord(ctx);
  const handled = String(ctx.values.handling ?? '').trim() !== '';
  Object.assign(ctx.values, {
    origin: 'manual',
    kind: 'manual',
    status: handled ? 'closed' : 'open',
    ...(handled ? { handledBy: ctx.user.userId, handledAt: new Date() } : {}),
  });
  if (!ctx.values.abnormalNo)
    ctx.values.abnormalNo = await nextAbnormalNo(ctx.tx, ctx.projectId, String(ctx.values.recordNo));
}

const abnormalResource = defineResource({
  name: 'worksAbnormal',
  prefix: 'works/abnormal',
  title: WORKS_ABNORMAL_TITLE,
  table: worksAbnormal,
  menu: WORKS_ABNORMAL_MENU,
  projectScoped: true,
  contract: {
    item: worksAbnormalItemSchema,
    create: worksAbnormalCreateSchema,
    update: worksAbnormalUpdateSchema,
    filters: worksAbnormalFiltersSchema,
    sortFields: WORKS_ABNORMAL_SORT_FIELDS,
  },
  fields: {
    abnormalNo: { column: worksAbnormal.abnormalNo, type: 'text', label: A.abnormalNo, search: true },
    source: { column: worksAbnormal.source, type: 'text', label: A.source },
    recordType: { column: worksAbnormal.recordType, type: 'text', label: A.recordType },
    recordNo: { column: worksAbnormal.recordNo, type: 'text', label: A.recordNo, search: true },
    location: { column: worksAbnormal.location, type: 'text', label: A.location, search: true },
    origin: { column: worksAbnormal.origin, type: 'text', label: A.origin },
    kind: { column: worksAbnormal.kind, type: 'text', label: A.kind },
    description: { column: worksAbnormal.description, type: 'text', label: A.description, search: true },
    status: { column: worksAbnormal.status, type: 'text', label: A.status },
    handling: { column: worksAbnormal.handling, type: 'text', label: A.handling },
    createdAt: { column: worksAbnormal.createdAt, type: 'datetime', label: A.createdAt },
  },
  filters: {
    source: { field: 'source', op: 'eq' },
    status: { field: 'status', op: 'eq' },
    recordType: { field: 'recordType', op: 'eq' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  exportColumns: ['abnormalNo', 'recordType', 'recordNo', 'location', 'description', 'handling', 'createdAt'],
  naturalKey: ['abnormalNo'],
  example: (n) => ({
    abnormalNo: `YC-SG-${String(n).padStart(3, '0')}`,
    recordType: 'foundationCheck' as const,
    recordNo: 'JC-EXAMPLE-1',
    description: '基坑东侧局部超挖约 80 mm。',
    handling: '超挖部分回填级配砂石并分层夯实，复测基底标高合格。',
  }),
  examplePrerequisites: {
    prepare: (db, projectId) => exampleFoundationCheck(db, projectId),
    complete: async (db, projectId, values) => {
      const record = await findWorksRecord(db, projectId, 'foundationCheck', 'JC-EXAMPLE-1', 'zh');
      return {
        ...values,
        recordId: record.id,
        location: record.location,
        source: 'foundation',
        origin: 'manual',
        kind: 'manual',
        status: 'open',
      };
    },
  },
  toItem: toAbnormalItem,
  hooks: { beforeWrite: abnormalBeforeWrite },
});

/** The foundation check the examples of abnormal records and spot checks name. */
async function exampleFoundationCheck(db: DbOrTx, projectId: number) {
  await db
    .insert(foundationCheck)
    .values({
      projectId,
      checkNo: 'JC-EXAMPLE-1',
      location: '1#楼 基坑 A 区',
      kind: 'BEARING_CAPACITY',
      designValue: '180',
      measuredValue: '186',
      checkedOn: '2026-10-20',
      inspector: '李晓峰',
      result: 'PASS',
    })
    .onConflictDoNothing();
}

// ---- 监理抽检 ----------------------------------------------------------------------------------

function checkSpotCheck(ctx: WriteContext) {
  if (ctx.action === 'remove') return Promise.resolve();
  const m = { ...ctx.before, ...ctx.values } as { result: string; remark?: string };
  if (m.result === 'FAIL' && !String(m.remark ?? '').trim())
    throw fieldError('remark', worksMessage('remarkRequired', ctx.lang), ctx.lang);
  return resolveRecord(ctx);
}

/** A failed spot check raises an abnormal record (origin spotCheck); passing on a re-entry closes it. */
async function spotCheckAbnormal(ctx: WriteContext & { after: Record<string, unknown> | null }) {
  const item = (ctx.after ?? ctx.before) as unknown as WorksSpotCheckItem | null;
  if (!item) return;
  const typeName = RECORD_TYPE_NAMES[item.recordType].zh;
  const live = await syncAbnormal(
    ctx.tx,
    ctx.user.userId,
    {
      projectId: item.projectId,
      recordType: item.recordType,
      id: item.recordId,
      recordNo: item.recordNo,
      location: item.location,
    },
    { origin: 'spotCheck', spotCheckId: item.id },
    ctx.action !== 'remove' && item.result === 'FAIL'
      ? {
          kind: 'spotCheck',
          description: `${item.checkedOn} ${item.checker} 抽检${typeName} ${item.recordNo}（${item.location}）不合格：${item.remark}`,
        }
      : null,
  );
  if (ctx.action === 'remove') return;
  await ctx.tx
    .update(worksSpotCheck)
    .set({ abnormalId: live?.id ?? null })
    .where(eq(worksSpotCheck.id, item.id));
  if (ctx.after) ctx.after.abnormalId = live?.id ?? null;
}

const spotCheckResource = defineResource({
  name: 'worksSpotCheck',
  prefix: 'works/spotCheck',
  title: WORKS_SPOT_CHECK_TITLE,
  table: worksSpotCheck,
  menu: WORKS_SPOT_CHECK_MENU,
  projectScoped: true,
  contract: {
    item: worksSpotCheckItemSchema,
    create: worksSpotCheckCreateSchema,
    update: worksSpotCheckUpdateSchema,
    filters: worksSpotCheckFiltersSchema,
    sortFields: WORKS_SPOT_CHECK_SORT_FIELDS,
  },
  fields: {
    source: { column: worksSpotCheck.source, type: 'text', label: S.source },
    recordType: { column: worksSpotCheck.recordType, type: 'text', label: S.recordType },
    recordNo: { column: worksSpotCheck.recordNo, type: 'text', label: S.recordNo, search: true },
    location: { column: worksSpotCheck.location, type: 'text', label: S.location, search: true },
    result: { column: worksSpotCheck.result, type: 'text', label: S.result },
    remark: { column: worksSpotCheck.remark, type: 'text', label: S.remark, search: true },
    checkedOn: { column: worksSpotCheck.checkedOn, type: 'text', label: S.checkedOn },
    checker: { column: worksSpotCheck.checker, type: 'text', label: S.checker, search: true },
    createdAt: { column: worksSpotCheck.createdAt, type: 'datetime', label: S.createdAt },
  },
  filters: {
    source: { field: 'source', op: 'eq' },
    result: { field: 'result', op: 'eq' },
    recordType: { field: 'recordType', op: 'eq' },
  },
  defaultSort: { field: 'checkedOn', order: 'desc' },
  exportColumns: ['recordType', 'recordNo', 'location', 'result', 'remark', 'checkedOn', 'checker'],
  naturalKey: ['recordType', 'recordNo', 'checkedOn'],
  example: (n) => ({
    recordType: 'foundationCheck' as const,
    recordNo: 'JC-EXAMPLE-1',
    result: 'PASS' as const,
    checkedOn: `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
    checker: '王海涛',
  }),
  examplePrerequisites: {
    prepare: (db, projectId) => exampleFoundationCheck(db, projectId),
    complete: async (db, projectId, values) => {
      const record = await findWorksRecord(db, projectId, 'foundationCheck', 'JC-EXAMPLE-1', 'zh');
      return { ...values, recordId: record.id, location: record.location, source: 'foundation' };
    },
  },
  toItem: (row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
  hooks: { beforeWrite: checkSpotCheck, afterWrite: spotCheckAbnormal },
});

const guard = (db: DbOrTx, user: SessionUser, projectId: number, action: 'update', lang: Language) =>
  assertAction(db, user, projectId, WORKS_ABNORMAL_MENU, action, lang);

export async function worksRoutes(app: FastifyInstance) {
  await app.register(foundationCheckResource);
  await app.register(abnormalResource);
  await app.register(spotCheckResource);
  const db = app.db;
  const route = guardedRoutes(app, { tags: ['works'], guard, menu: WORKS_ABNORMAL_MENU });

  route.call(worksCalls.abnormalRectify, {
    summary:
      '异常转整改 (an open abnormal record of the works goes to rectification; one transaction, audited)',
    access: { action: 'update', project: (req) => loadAbnormal(db, req.body.id, req.lang) },
    answer: (req, row) => sendToRectification(db, { userId: req.user.userId, ip: req.ip }, row.id, req.lang),
  });
}
