import {
  judgeMortarFullness,
  MASONRY_SORT_FIELDS,
  type MasonryBlockType,
  type MasonryItem,
  MORTAR_FULLNESS_MIN,
  masonryCreateSchema,
  masonryFiltersSchema,
  masonryItemSchema,
  masonryUpdateSchema,
  mortarRequiredGroups,
} from '@zhuji/shared';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import { iso } from './main-body.common';
import { MASONRY_LABELS, MASONRY_MENU, MASONRY_TITLE } from './main-body.messages';
import { masonryRecord } from './main-body.table';
import { abnormalHook } from './main-body-abnormal';

// 砌体工程 (docs/domains/main-body.md): the mortar fullness judged by the block type.

type MasonryRow = typeof masonryRecord.$inferSelect;

const toMasonryItem = (row: MasonryRow): MasonryItem => ({
  ...row,
  mortarGroupsRequired: mortarRequiredGroups(Number(row.volume), row.mixers),
  fullnessMin: MORTAR_FULLNESS_MIN[row.blockType],
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** The result is the fullness judgement for the block type, never typed in. */
function judgeMasonry(ctx: WriteContext) {
  if (ctx.action === 'remove') return;
  const merged = { ...ctx.before, ...ctx.values } as Record<string, unknown>;
  const check = judgeMortarFullness(merged.blockType as MasonryBlockType, Number(merged.fullness));
  ctx.values.result = check.pass ? 'PASS' : 'FAIL';
}

export const masonryResource = defineResource({
  name: 'masonry',
  prefix: 'mainBody/masonry',
  title: MASONRY_TITLE,
  table: masonryRecord,
  menu: MASONRY_MENU,
  projectScoped: true,
  contract: {
    item: masonryItemSchema,
    create: masonryCreateSchema,
    update: masonryUpdateSchema,
    filters: masonryFiltersSchema,
    sortFields: MASONRY_SORT_FIELDS,
  },
  fields: {
    recordNo: { column: masonryRecord.recordNo, type: 'text', label: MASONRY_LABELS.recordNo, search: true },
    location: { column: masonryRecord.location, type: 'text', label: MASONRY_LABELS.location, search: true },
    blockType: { column: masonryRecord.blockType, type: 'text', label: MASONRY_LABELS.blockType },
    mortarType: { column: masonryRecord.mortarType, type: 'text', label: MASONRY_LABELS.mortarType },
    mortarGrade: { column: masonryRecord.mortarGrade, type: 'text', label: MASONRY_LABELS.mortarGrade },
    volume: { column: masonryRecord.volume, type: 'decimal', label: MASONRY_LABELS.volume },
    mixers: { column: masonryRecord.mixers, type: 'integer', label: MASONRY_LABELS.mixers },
    mortarGroupsMade: {
      column: masonryRecord.mortarGroupsMade,
      type: 'integer',
      label: MASONRY_LABELS.mortarGroupsMade,
    },
    fullness: { column: masonryRecord.fullness, type: 'decimal', label: MASONRY_LABELS.fullness },
    builtOn: { column: masonryRecord.builtOn, type: 'text', label: MASONRY_LABELS.builtOn },
    inspector: {
      column: masonryRecord.inspector,
      type: 'text',
      label: MASONRY_LABELS.inspector,
      search: true,
    },
    result: { column: masonryRecord.result, type: 'text', label: MASONRY_LABELS.result },
    createdAt: { column: masonryRecord.createdAt, type: 'datetime', label: MASONRY_LABELS.createdAt },
  },
  filters: {
    blockType: { field: 'blockType', op: 'eq' },
    mortarGrade: { field: 'mortarGrade', op: 'eq' },
  },
  defaultSort: { field: 'builtOn', order: 'desc' },
  exportColumns: [
    'recordNo',
    'location',
    'blockType',
    'mortarType',
    'mortarGrade',
    'volume',
    'mixers',
    'mortarGroupsMade',
    'fullness',
    'builtOn',
    'inspector',
    'result',
  ],
  naturalKey: ['recordNo'],
  example: (n) => ({
    recordNo: `QT-2026-${String(n).padStart(3, '0')}`,
    location: `${(n % 6) + 1}#楼 ${(n % 18) + 1}层 填充墙`,
    blockType: 'AAC_BLOCK' as const,
    mortarType: 'PREMIXED' as const,
    mortarGrade: 'M5' as const,
    volume: '45.00',
    fullness: '86',
    builtOn: '2026-10-20',
    inspector: '李晓峰',
  }),
  examplePrerequisites: {
    prepare: async () => {},
    complete: async (_db, _projectId, values) => ({
      ...values,
      result: judgeMortarFullness(values.blockType as MasonryBlockType, Number(values.fullness)).pass
        ? 'PASS'
        : 'FAIL',
    }),
  },
  toItem: toMasonryItem,
  hooks: { beforeWrite: judgeMasonry, afterWrite: abnormalHook('masonry') },
});
