import {
  FOUNDATION_CHECK_SORT_FIELDS,
  FOUNDATION_CHECK_UNITS,
  type FoundationCheckItem,
  type FoundationCheckKind,
  foundationCheckCreateSchema,
  foundationCheckFiltersSchema,
  foundationCheckItemSchema,
  foundationCheckUpdateSchema,
  judgeFoundationCheck,
} from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import {
  ABNORMAL_KIND_NAMES,
  FOUNDATION_CHECK_MENU,
  FOUNDATION_CHECK_TITLE,
  FOUNDATION_KIND_NAMES,
  FOUNDATION_LABELS as L,
} from './works.messages';
import { foundationCheck } from './works.table';
import { closeForRemovedRecord, registerWorksRecord, syncAbnormal } from './works-abnormal.service';

// 基础验收记录 (docs/domains/works.md): each check judged by judgeFoundationCheck; a failure raises a
// 基础工程 abnormal record in the write's transaction, a passing re-check closes it.

type Row = typeof foundationCheck.$inferSelect;

const judge = (row: Pick<Row, 'kind' | 'designValue' | 'measuredValue'>) =>
  judgeFoundationCheck(row.kind, Number(row.designValue), Number(row.measuredValue));

function toItem(row: Row): FoundationCheckItem {
  const check = judge(row);
  const unit = FOUNDATION_CHECK_UNITS[row.kind];
  return {
    ...row,
    judgedValue: String(check.actual),
    limit: row.kind === 'PIT_ELEVATION' ? `${check.limit} mm` : `≥ ${check.limit}${unit ? ` ${unit}` : ''}`,
    unit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function judgeOnWrite(ctx: WriteContext) {
  if (ctx.action === 'remove') return;
  const m = { ...ctx.before, ...ctx.values } as Pick<Row, 'kind' | 'designValue' | 'measuredValue'>;
  ctx.values.result = judge(m).pass ? 'PASS' : 'FAIL';
}

async function raiseAbnormal(ctx: WriteContext & { after: Record<string, unknown> | null }) {
  if (ctx.action === 'remove') {
    await closeForRemovedRecord(ctx.tx, ctx.user.userId, 'foundationCheck', Number(ctx.before?.id));
    return;
  }
  if (!ctx.after) return;
  const item = ctx.after as unknown as FoundationCheckItem;
  const check = judgeFoundationCheck(item.kind, Number(item.designValue), Number(item.measuredValue));
  const name = FOUNDATION_KIND_NAMES[item.kind].zh;
  const shown =
    item.kind === 'PIT_ELEVATION'
      ? `实测 ${item.measuredValue} m，设计 ${item.designValue} m，偏差 ${check.actual} mm（允许 ${check.limit} mm）`
      : `实测 ${item.measuredValue}${item.unit}，设计要求 ≥ ${item.designValue}${item.unit}`;
  await syncAbnormal(
    ctx.tx,
    ctx.user.userId,
    {
      projectId: item.projectId,
      recordType: 'foundationCheck',
      id: item.id,
      recordNo: item.checkNo,
      location: item.location,
    },
    { origin: 'judged' },
    check.pass
      ? null
      : {
          kind: check.key as 'bearingCapacity',
          description: `${item.location} ${name}：${shown}（${ABNORMAL_KIND_NAMES[check.key as 'bearingCapacity'].zh}）`,
        },
  );
}

registerWorksRecord('foundationCheck', async (db, projectId, recordNo) => {
  const [row] = await db
    .select({
      projectId: foundationCheck.projectId,
      id: foundationCheck.id,
      recordNo: foundationCheck.checkNo,
      location: foundationCheck.location,
    })
    .from(foundationCheck)
    .where(and(eq(foundationCheck.projectId, projectId), eq(foundationCheck.checkNo, recordNo)));
  return row ?? null;
});

export const foundationCheckResource = defineResource({
  name: 'foundationCheck',
  prefix: 'works/foundationCheck',
  title: FOUNDATION_CHECK_TITLE,
  table: foundationCheck,
  menu: FOUNDATION_CHECK_MENU,
  projectScoped: true,
  contract: {
    item: foundationCheckItemSchema,
    create: foundationCheckCreateSchema,
    update: foundationCheckUpdateSchema,
    filters: foundationCheckFiltersSchema,
    sortFields: FOUNDATION_CHECK_SORT_FIELDS,
  },
  fields: {
    checkNo: { column: foundationCheck.checkNo, type: 'text', label: L.checkNo, search: true },
    location: { column: foundationCheck.location, type: 'text', label: L.location, search: true },
    kind: { column: foundationCheck.kind, type: 'text', label: L.kind },
    designValue: { column: foundationCheck.designValue, type: 'decimal', label: L.designValue },
    measuredValue: { column: foundationCheck.measuredValue, type: 'decimal', label: L.measuredValue },
    checkedOn: { column: foundationCheck.checkedOn, type: 'text', label: L.checkedOn },
    inspector: { column: foundationCheck.inspector, type: 'text', label: L.inspector, search: true },
    result: { column: foundationCheck.result, type: 'text', label: L.result },
    createdAt: { column: foundationCheck.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    kind: { field: 'kind', op: 'eq' },
    result: { field: 'result', op: 'eq' },
  },
  defaultSort: { field: 'checkedOn', order: 'desc' },
  exportColumns: [
    'checkNo',
    'location',
    'kind',
    'designValue',
    'measuredValue',
    'checkedOn',
    'inspector',
    'result',
  ],
  naturalKey: ['checkNo'],
  example: (n) => ({
    checkNo: `JC-EX-${String(n).padStart(3, '0')}`,
    location: `${(n % 6) + 1}#楼 基坑 ${(n % 9) + 1} 区`,
    kind: 'BEARING_CAPACITY' as FoundationCheckKind,
    designValue: '180',
    measuredValue: '186',
    checkedOn: '2026-10-20',
    inspector: '李晓峰',
  }),
  examplePrerequisites: {
    prepare: async () => {},
    complete: async (_db, _projectId, values) => ({
      ...values,
      result: judge(values as Pick<Row, 'kind' | 'designValue' | 'measuredValue'>).pass ? 'PASS' : 'FAIL',
    }),
  },
  toItem,
  hooks: { beforeWrite: judgeOnWrite, afterWrite: raiseAbnormal },
});
