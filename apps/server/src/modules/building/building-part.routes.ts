import {
  BUILDING_PART_SORT_FIELDS,
  buildingPartCreateSchema,
  buildingPartFiltersSchema,
  buildingPartItemSchema,
  buildingPartUpdateSchema,
} from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import type { DbOrTx } from '../../platform/db/client';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import {
  BUILDING_PART_TITLE,
  BUILDING_PART_LABELS as L,
  BUILDING_PART_MESSAGES as M,
} from './building.messages';
import { building, buildingPart } from './building.table';

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ''));

const buildingOf = async (db: DbOrTx, projectId: number, buildNumber: string) =>
  (
    await db
      .select()
      .from(building)
      .where(and(eq(building.projectId, projectId), eq(building.buildNumber, buildNumber)))
  )[0];

/**
 * A part names its building by number within the project (so a spreadsheet can too): the building must
 * exist there (422 naming buildNumber) and the floor must be one it has (422 naming layer).
 */
async function resolveBuilding(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action === 'update' || ctx.action === 'remove') return;
  const buildNumber = String(ctx.values.buildNumber ?? '');
  const row = await buildingOf(ctx.tx, ctx.projectId, buildNumber);
  if (!row) throw fieldError('buildNumber', fill(M.noBuilding[lang], { buildNumber }), lang);
  const layer = Number(ctx.values.layer);
  if (layer > row.floorsAbove || -layer > row.floorsBelow)
    throw fieldError(
      'layer',
      fill(M.layerOutside[lang], { above: row.floorsAbove, below: row.floorsBelow }),
      lang,
    );
  ctx.values.buildingId = row.id;
}

const PARTS = ['柱', '梁、板', '剪力墙', '楼梯', '构造柱、圈梁'];

/** Main-part setting (主体部位设置): the parts poured per floor of a building, with their concrete grade. */
export const buildingPartRoutes = defineResource({
  name: 'buildingPart',
  prefix: 'project/architecture/part',
  title: BUILDING_PART_TITLE,
  table: buildingPart,
  menu: 'MainPartSetting',
  projectScoped: true,
  contract: {
    item: buildingPartItemSchema,
    create: buildingPartCreateSchema,
    update: buildingPartUpdateSchema,
    filters: buildingPartFiltersSchema,
    sortFields: BUILDING_PART_SORT_FIELDS,
  },
  fields: {
    buildingId: { column: buildingPart.buildingId, type: 'integer', label: L.buildingId },
    buildNumber: { column: buildingPart.buildNumber, type: 'text', label: L.buildNumber, search: true },
    layer: { column: buildingPart.layer, type: 'integer', label: L.layer },
    part: { column: buildingPart.part, type: 'text', label: L.part, search: true },
    concreteGrade: { column: buildingPart.concreteGrade, type: 'text', label: L.concreteGrade },
    createdAt: { column: buildingPart.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    buildingId: { field: 'buildingId', op: 'eq' },
    layer: { field: 'layer', op: 'eq' },
  },
  defaultSort: { field: 'layer', order: 'asc' },
  exportColumns: ['buildNumber', 'layer', 'part', 'concreteGrade', 'createdAt'],
  naturalKey: ['buildNumber', 'layer', 'part'],
  example: (n) => ({
    buildNumber: `${1 + (n % 3)}#楼`,
    layer: 1 + (n % 18),
    part: `${PARTS[n % PARTS.length]}${Math.floor(n / PARTS.length) || ''}`,
    concreteGrade: n % 2 ? 'C30' : 'C35',
  }),
  hooks: { beforeWrite: resolveBuilding },
  examplePrerequisites: {
    // The examples' buildings: 1#楼…3#楼 with 18 floors above ground.
    async prepare(db, projectId) {
      await db
        .insert(building)
        .values(
          [1, 2, 3].map((i) => ({
            projectId,
            buildNumber: `${i}#楼`,
            name: `${i}号住宅楼`,
            floorsAbove: 18,
          })),
        )
        .onConflictDoNothing();
    },
    async complete(db, projectId, values) {
      const row = await buildingOf(db, projectId, String(values.buildNumber));
      return { ...values, buildingId: row?.id };
    },
  },
});
