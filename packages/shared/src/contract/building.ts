import { z } from 'zod';
import { buildNumberSchema } from '../validators/identity';
import { buildHeightSchema, cellAreaSchema, cellFloorSchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { kitFilterQuerySchema, kitListQuerySchema } from './kit';
import { pageSchema } from './pagination';

/**
 * Buildings (楼栋/单体) of a sub-project — the architecture list (spec §7.7). Decimals travel as
 * strings and are checked with the §5 rules; floors are whole numbers.
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
