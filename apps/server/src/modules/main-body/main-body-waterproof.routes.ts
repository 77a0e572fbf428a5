import {
  judgeWaterTest,
  WATER_TEST_RULES,
  WATERPROOF_SORT_FIELDS,
  type WaterproofItem,
  type WaterproofPart,
  type WaterTestMethod,
  waterproofCreateSchema,
  waterproofFiltersSchema,
  waterproofItemSchema,
  waterproofUpdateSchema,
} from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import { createRectification } from '../../platform/rectification';
import { endNotBeforeStart, iso } from './main-body.common';
import {
  METHOD_NAMES,
  mainBodyMessage,
  PART_NAMES,
  WATERPROOF_LABELS,
  WATERPROOF_MENU,
  WATERPROOF_TITLE,
} from './main-body.messages';
import { waterproofRecord } from './main-body.table';
import { abnormalHook } from './main-body-abnormal';

// 防水工程 (docs/domains/main-body.md): the water test judged by the part and method; a failure raises a
// rectification.

type WaterproofRow = typeof waterproofRecord.$inferSelect;

function toWaterproofItem(row: WaterproofRow): WaterproofItem {
  const j = judgeWaterTest(row.part, row.testMethod, row.testStart, row.testEnd);
  return {
    ...row,
    requiredHours: j.requiredHours,
    actualHours: j.actualHours,
    durationSufficient: j.sufficient,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The method must suit the part; a judged test needs both times, in order; a pass needs the full
 * duration (GB 50207 / GB 50209 [recall]); a failure needs the leak described.
 */
function checkWaterTest(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action === 'remove') return;
  const m = { ...ctx.before, ...ctx.values } as Record<string, unknown>;
  const part = m.part as WaterproofPart;
  const method = m.testMethod as WaterTestMethod;
  const j = judgeWaterTest(part, method, m.testStart as string, m.testEnd as string);
  if (!j.methodAllowed) {
    const allowed = Object.keys(WATER_TEST_RULES[part])
      .map((k) => METHOD_NAMES[k]?.[lang] ?? k)
      .join('、');
    throw fieldError(
      'testMethod',
      mainBodyMessage('methodNotAllowed', lang, { part: PART_NAMES[part]?.[lang] ?? part, allowed }),
      lang,
    );
  }
  endNotBeforeStart(m.testStart, m.testEnd, 'testEnd', lang);
  const result = String(m.testResult ?? '');
  if (method === 'NONE') {
    if (result) throw fieldError('testResult', mainBodyMessage('noTestResult', lang), lang);
    return;
  }
  if (!result) return;
  if (j.actualHours === null) throw fieldError('testEnd', mainBodyMessage('testTimesRequired', lang), lang);
  if (result === 'PASS' && !j.sufficient)
    throw fieldError(
      'testEnd',
      mainBodyMessage('durationShort', lang, { actual: j.actualHours, required: j.requiredHours ?? 0 }),
      lang,
    );
  if (result === 'FAIL' && !String(m.problem ?? '').trim())
    throw fieldError('problem', mainBodyMessage('problemRequired', lang), lang);
}

/** A failed water test raises one rectification (整改) in the write's transaction; a re-test reuses it. */
async function raiseRectification(ctx: WriteContext & { after: Record<string, unknown> | null }) {
  if (ctx.action === 'remove' || !ctx.after || ctx.after.testResult !== 'FAIL' || ctx.after.rectificationId)
    return;
  const row = ctx.after as unknown as WaterproofItem;
  const notice = await createRectification(ctx.tx, {
    projectId: row.projectId,
    source: 'main-body',
    sourceId: row.id,
    title: mainBodyMessage('rectifyTitle', 'zh', { location: row.location }),
    problem: mainBodyMessage('rectifyProblem', 'zh', {
      recordNo: row.recordNo,
      location: row.location,
      part: PART_NAMES[row.part]?.zh ?? row.part,
      method: METHOD_NAMES[row.testMethod]?.zh ?? row.testMethod,
      hours: row.actualHours ?? '',
      problem: row.problem,
    }),
    issuerId: ctx.user.userId,
  });
  await ctx.tx
    .update(waterproofRecord)
    .set({ rectificationId: notice.id })
    .where(eq(waterproofRecord.id, row.id));
  ctx.after.rectificationId = notice.id;
}

const judgedAbnormal = abnormalHook('waterproof');

export const waterproofResource = defineResource({
  name: 'waterproof',
  prefix: 'mainBody/waterproof',
  title: WATERPROOF_TITLE,
  table: waterproofRecord,
  menu: WATERPROOF_MENU,
  projectScoped: true,
  contract: {
    item: waterproofItemSchema,
    create: waterproofCreateSchema,
    update: waterproofUpdateSchema,
    filters: waterproofFiltersSchema,
    sortFields: WATERPROOF_SORT_FIELDS,
  },
  fields: {
    recordNo: {
      column: waterproofRecord.recordNo,
      type: 'text',
      label: WATERPROOF_LABELS.recordNo,
      search: true,
    },
    location: {
      column: waterproofRecord.location,
      type: 'text',
      label: WATERPROOF_LABELS.location,
      search: true,
    },
    part: { column: waterproofRecord.part, type: 'text', label: WATERPROOF_LABELS.part },
    material: { column: waterproofRecord.material, type: 'text', label: WATERPROOF_LABELS.material },
    materialName: {
      column: waterproofRecord.materialName,
      type: 'text',
      label: WATERPROOF_LABELS.materialName,
      search: true,
    },
    layers: { column: waterproofRecord.layers, type: 'integer', label: WATERPROOF_LABELS.layers },
    area: { column: waterproofRecord.area, type: 'decimal', label: WATERPROOF_LABELS.area },
    testMethod: { column: waterproofRecord.testMethod, type: 'text', label: WATERPROOF_LABELS.testMethod },
    testStart: { column: waterproofRecord.testStart, type: 'text', label: WATERPROOF_LABELS.testStart },
    testEnd: { column: waterproofRecord.testEnd, type: 'text', label: WATERPROOF_LABELS.testEnd },
    testResult: { column: waterproofRecord.testResult, type: 'text', label: WATERPROOF_LABELS.testResult },
    problem: { column: waterproofRecord.problem, type: 'text', label: WATERPROOF_LABELS.problem },
    inspector: {
      column: waterproofRecord.inspector,
      type: 'text',
      label: WATERPROOF_LABELS.inspector,
      search: true,
    },
    createdAt: { column: waterproofRecord.createdAt, type: 'datetime', label: WATERPROOF_LABELS.createdAt },
  },
  filters: {
    part: { field: 'part', op: 'eq' },
    testResult: { field: 'testResult', op: 'eq' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  exportColumns: [
    'recordNo',
    'location',
    'part',
    'material',
    'materialName',
    'layers',
    'area',
    'testMethod',
    'testStart',
    'testEnd',
    'testResult',
    'problem',
    'inspector',
  ],
  naturalKey: ['recordNo'],
  example: (n) => ({
    recordNo: `FS-2026-${String(n).padStart(3, '0')}`,
    location: `${(n % 6) + 1}#楼 ${(n % 18) + 1}层 卫生间`,
    part: 'BATHROOM' as const,
    material: 'COATING' as const,
    layers: 2,
    area: '36.50',
    testMethod: 'PONDING' as const,
    inspector: '李晓峰',
  }),
  toItem: toWaterproofItem,
  hooks: {
    beforeWrite: checkWaterTest,
    async afterWrite(ctx) {
      await raiseRectification(ctx);
      await judgedAbnormal(ctx);
    },
  },
});
