import { z } from 'zod';
import { parseStrengthGrade } from '../domain/concrete-strength';
import { buildNumberSchema } from '../validators/identity';
import { ruleMessage } from '../validators/messages';
import { buildHeightSchema, cellAreaSchema, cellFloorSchema } from '../validators/numbers';
import { required, ruleSchema } from '../validators/rule';
import { kitFilterQuerySchema, kitListQuerySchema } from './kit';
import { pageSchema } from './pagination';
import { resourceCalls } from './resource-calls';

/**
 * Buildings (楼栋/单体) of a sub-project — the architecture list (docs/domains/building.md). Decimals travel as
 * strings and are checked with the docs/product.md §5 rules; floors are whole numbers.
 */
export const buildingItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  buildNumber: z.string(),
  name: z.string(),
  floorsAbove: z.number().int(),
  floorsBelow: z.number().int(),
  cellFloor: z.string().nullable(),
  cellArea: z.string().nullable(),
  buildHeight: z.string().nullable(),
  structureType: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type BuildingItem = z.infer<typeof buildingItemSchema>;

const buildingFields = {
  buildNumber: required(buildNumberSchema),
  name: z.string().trim().max(50),
  floorsAbove: z.number().int().min(0).max(300),
  floorsBelow: z.number().int().min(0).max(20),
  /** '' clears the value. */
  cellFloor: cellFloorSchema,
  cellArea: cellAreaSchema,
  buildHeight: buildHeightSchema,
  structureType: z.string().trim().max(30),
};

export const buildingCreateSchema = z.object({
  projectId: z.number().int().positive(),
  buildNumber: buildingFields.buildNumber,
  floorsAbove: buildingFields.floorsAbove,
  name: buildingFields.name.optional(),
  floorsBelow: buildingFields.floorsBelow.optional(),
  cellFloor: buildingFields.cellFloor.optional(),
  cellArea: buildingFields.cellArea.optional(),
  buildHeight: buildingFields.buildHeight.optional(),
  structureType: buildingFields.structureType.optional(),
});
export type BuildingCreate = z.infer<typeof buildingCreateSchema>;

/** Only the fields sent change; the project of a building never does. */
export const buildingUpdateSchema = z
  .object(buildingFields)
  .partial()
  .extend({ id: z.number().int().positive() });
export type BuildingUpdate = z.infer<typeof buildingUpdateSchema>;

export const BUILDING_SORT_FIELDS = [
  'buildNumber',
  'name',
  'floorsAbove',
  'floorsBelow',
  'buildHeight',
  'createdAt',
] as const;

export const buildingFiltersSchema = z.object({
  structureType: z.string().trim().max(30).optional(),
  floorsAboveMin: z.coerce.number().int().optional(),
  floorsAboveMax: z.coerce.number().int().optional(),
});

export const buildingListQuerySchema = kitListQuerySchema(BUILDING_SORT_FIELDS, buildingFiltersSchema);
export type BuildingListQuery = z.infer<typeof buildingListQuerySchema>;
export const buildingExportQuerySchema = kitFilterQuerySchema(BUILDING_SORT_FIELDS, buildingFiltersSchema);
export const buildingPageSchema = pageSchema(buildingItemSchema);

/** The building register's kit contract; its seven calls are declared from it (server kit and web alike). */
export const buildingContract = {
  item: buildingItemSchema,
  create: buildingCreateSchema,
  update: buildingUpdateSchema,
  filters: buildingFiltersSchema,
  sortFields: BUILDING_SORT_FIELDS,
};
export const buildingCalls = resourceCalls('project/architecture', buildingContract);

// ---------------------------------------------------------------------------------------------------
// Main-part setting (主体部位设置): the parts of a building poured per floor — column, beam and slab,
// shear wall, stair … — each with its concrete grade. Concrete pours, test blocks (≥ 1 group per floor,
// docs/domains/specimen.md) and main-structure acceptance hang on these. Floors: 1…above ground, -1…-below (no 0).
// ---------------------------------------------------------------------------------------------------

const gradeSchema = ruleSchema('strengthGrade', (text) => parseStrengthGrade(text) !== null).describe(
  'concrete strength grade, e.g. C30',
);

export const buildingPartItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  buildingId: z.number().int(),
  buildNumber: z.string(),
  layer: z.number().int(),
  part: z.string(),
  concreteGrade: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type BuildingPartItem = z.infer<typeof buildingPartItemSchema>;

const buildingPartFields = {
  /** The building, by its number within the project (a spreadsheet names it so too). */
  buildNumber: required(buildNumberSchema),
  layer: z
    .number()
    .int()
    .refine((n) => n !== 0 && Math.abs(n) <= 999, {
      message: ruleMessage('nonZeroInt3', 'zh'),
      params: { rule: 'nonZeroInt3' },
    }),
  part: z.string().trim().min(1).max(30),
  concreteGrade: gradeSchema,
};

export const buildingPartCreateSchema = z.object({
  projectId: z.number().int().positive(),
  buildNumber: buildingPartFields.buildNumber,
  layer: buildingPartFields.layer,
  part: buildingPartFields.part,
  concreteGrade: buildingPartFields.concreteGrade.optional(),
});
export type BuildingPartCreate = z.infer<typeof buildingPartCreateSchema>;

/** The building and floor of a part never change; its name and grade may. */
export const buildingPartUpdateSchema = z.object({
  id: z.number().int().positive(),
  part: buildingPartFields.part.optional(),
  concreteGrade: buildingPartFields.concreteGrade.optional(),
});

export const BUILDING_PART_SORT_FIELDS = ['buildNumber', 'layer', 'part', 'createdAt'] as const;
export const buildingPartFiltersSchema = z.object({
  buildingId: z.coerce.number().int().positive().optional(),
  layer: z.coerce.number().int().optional(),
});
