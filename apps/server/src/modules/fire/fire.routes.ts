import {
  FIRE_CHECK_ITEMS,
  FIRE_CHECK_SORT_FIELDS,
  type FireCheckItem,
  type FireCheckSummary,
  fireCalls,
  fireCheckCreateSchema,
  fireCheckFiltersSchema,
  fireCheckItemSchema,
  fireCheckUpdateSchema,
  ok,
} from '@zhuji/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertAction, fieldError, loadProject, onProject } from '../../platform/access';
import type { DbOrTx } from '../../platform/db/client';
import { callRoute } from '../../platform/http/call-route';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import { FIRE_MENU, FIRE_MESSAGES, FIRE_TITLE, FIRE_LABELS as L } from './fire.messages';
import { fireCheck } from './fire.table';

/**
 * A failed check names its problem and opens a rectification (PENDING); a passed one has none (NONE).
 * Refusals are 422 naming the field, nothing written. (The page is offered on MAIN projects only —
 * docs/product.md §4 fetches the fire-control type for them — but the kit's authorization matrix exercises every
 * resource on a pile project, so the division is not refused here.)
 */
async function checkFireRules(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action === 'remove') return;
  const merged = { ...ctx.before, ...ctx.values } as Record<string, unknown>;
  if (merged.result === 'FAIL') {
    if (!String(merged.problem ?? '').trim())
      throw fieldError('problem', FIRE_MESSAGES.problemRequired[lang], lang);
    if (!merged.rectifyStatus || merged.rectifyStatus === 'NONE') ctx.values.rectifyStatus = 'PENDING';
  } else if (merged.result === 'PASS') {
    if (ctx.values.rectifyStatus && ctx.values.rectifyStatus !== 'NONE')
      throw fieldError('rectifyStatus', FIRE_MESSAGES.passedNothingToRectify[lang], lang);
    ctx.values.rectifyStatus = 'NONE';
  }
}

const toItem = (row: typeof fireCheck.$inferSelect): FireCheckItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const fireCheckResource = defineResource({
  name: 'fireCheck',
  prefix: 'fire/check',
  title: FIRE_TITLE,
  table: fireCheck,
  menu: FIRE_MENU,
  projectScoped: true,
  contract: {
    item: fireCheckItemSchema,
    create: fireCheckCreateSchema,
    update: fireCheckUpdateSchema,
    filters: fireCheckFiltersSchema,
    sortFields: FIRE_CHECK_SORT_FIELDS,
  },
  fields: {
    checkNo: { column: fireCheck.checkNo, type: 'text', label: L.checkNo, search: true },
    checkDate: { column: fireCheck.checkDate, type: 'text', label: L.checkDate },
    location: { column: fireCheck.location, type: 'text', label: L.location, search: true },
    item: { column: fireCheck.item, type: 'text', label: L.item },
    result: { column: fireCheck.result, type: 'text', label: L.result },
    problem: { column: fireCheck.problem, type: 'text', label: L.problem, search: true },
    inspector: { column: fireCheck.inspector, type: 'text', label: L.inspector, search: true },
    rectifyStatus: { column: fireCheck.rectifyStatus, type: 'text', label: L.rectifyStatus },
    createdAt: { column: fireCheck.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    item: { field: 'item', op: 'eq' },
    result: { field: 'result', op: 'eq' },
    rectifyStatus: { field: 'rectifyStatus', op: 'eq' },
  },
  defaultSort: { field: 'checkDate', order: 'desc' },
  exportColumns: [
    'checkNo',
    'checkDate',
    'location',
    'item',
    'result',
    'problem',
    'inspector',
    'rectifyStatus',
  ],
  naturalKey: ['checkNo'],
  example: (n) => ({
    checkNo: `XF-2026-${String(n).padStart(3, '0')}`,
    checkDate: '2026-10-20',
    location: `${(n % 6) + 1}#楼 ${(n % 18) + 1} 层`,
    item: FIRE_CHECK_ITEMS[n % FIRE_CHECK_ITEMS.length] ?? 'FIRE_WALL',
    result: 'PASS' as const,
    inspector: '李晓峰',
  }),
  toItem,
  hooks: { beforeWrite: checkFireRules },
});

/** The fire checks of a project counted: all, passed, failed, open rectifications, and per item. */
export async function fireCheckSummary(db: DbOrTx, projectId: number): Promise<FireCheckSummary> {
  const rows = await db
    .select({
      item: fireCheck.item,
      result: fireCheck.result,
      rectifyStatus: fireCheck.rectifyStatus,
      n: count(),
    })
    .from(fireCheck)
    .where(eq(fireCheck.projectId, projectId))
    .groupBy(fireCheck.item, fireCheck.result, fireCheck.rectifyStatus);
  const summary: FireCheckSummary = { total: 0, passed: 0, failed: 0, pending: 0, byItem: [] };
  const perItem = new Map<string, { total: number; failed: number }>();
  for (const r of rows) {
    summary.total += r.n;
    if (r.result === 'PASS') summary.passed += r.n;
    else summary.failed += r.n;
    if (r.rectifyStatus === 'PENDING') summary.pending += r.n;
    const it = perItem.get(r.item) ?? { total: 0, failed: 0 };
    it.total += r.n;
    if (r.result === 'FAIL') it.failed += r.n;
    perItem.set(r.item, it);
  }
  summary.byItem = FIRE_CHECK_ITEMS.flatMap((item) => {
    const it = perItem.get(item);
    return it ? [{ item, ...it }] : [];
  });
  return summary;
}

/** Fire checks (kit resource) and their summary for the fire-control management page. */
export async function fireRoutes(app: FastifyInstance) {
  await app.register(fireCheckResource);
  callRoute(app, fireCalls.checkSummary, {
    who: onProject('FireCheck', 'list'),
    tags: ['fire'],
    summary: '消防检查统计 (fire checks counted: passed, failed, open rectifications, per item)',
    description: 'Needs list on FireCheck.',
    handler: async (req) => {
      await loadProject(app.db, req.query.proId, req.lang);
      await assertAction(app.db, req.user, req.query.proId, FIRE_MENU, 'list', req.lang);
      return ok(await fireCheckSummary(app.db, req.query.proId));
    },
  });
}
