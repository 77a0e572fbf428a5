import { z } from 'zod';
import { axisCoordinateSchema, materialQuantitySchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { MATERIAL_CATEGORIES, MATERIAL_UNITS } from './material';
import { pileStatusSchema } from './pile';
import { clientIdSchema } from './site';

const id = z.number().int().positive();

/**
 * The pile site's plans and materials (docs/domains/pile.md): material stock and usage per pile, the daily
 * construction plan, process photos and the site plan with its setting-out check.
 */
// ---- material stock and usage per pile (docs/domains/pile.md, docs/product.md §5: use ≤ stock) --------------------------
// Views of the material module's one stock ledger (docs/domains/material.md "stock"): a material is its category,
// specification and unit as the plan lines name it; its stock is received − departed − used by piles ± stocktakes.

/** A material of the project's ledger: category + specification + unit. */
export const ledgerMaterialSchema = z.object({
  category: z.enum(MATERIAL_CATEGORIES),
  specification: z.string().trim().min(1).max(100),
  unit: z.enum(MATERIAL_UNITS),
});
export type LedgerMaterial = z.infer<typeof ledgerMaterialSchema>;
/** How the server names a material in the caller's language (商品混凝土 C30 水下, m³). */
const materialWords = { name: z.string(), unitText: z.string() };

export const pileMaterialStockItemSchema = ledgerMaterialSchema.extend({
  projectId: z.number().int(),
  ...materialWords,
  received: z.string(),
  departed: z.string(),
  used: z.string().describe('total used by piles, same unit'),
  adjusted: z.string().describe('stocktake corrections, found − book'),
  stock: z.string(),
});
export type PileMaterialStockItem = z.infer<typeof pileMaterialStockItemSchema>;
export const pileMaterialUsageItemSchema = ledgerMaterialSchema.extend({
  id: z.number().int(),
  pileId: z.number().int(),
  pileNo: z.string(),
  ...materialWords,
  quantity: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});
export type PileMaterialUsageItem = z.infer<typeof pileMaterialUsageItemSchema>;
export const pileMaterialUsageSaveSchema = ledgerMaterialSchema.extend({
  pileId: z.number().int().positive(),
  quantity: required(materialQuantitySchema).refine((v) => Number(v) > 0, {
    message: '数量须大于0',
    params: { rule: 'materialQuantity' },
  }),
});
export type PileMaterialUsageSave = z.infer<typeof pileMaterialUsageSaveSchema>;

/**
 * GET /api/project/material/list?proId= (docs/domains/project.md "material list"): the project's material catalogue,
 * the ledger's materials (cement, rebar, concrete …) with what is left and what piles have used.
 */
export const projectMaterialListQuerySchema = z.object({
  proId: z.coerce.number().int().positive(),
  keyword: z.string().trim().max(50).optional(),
});
export const projectMaterialItemSchema = pileMaterialStockItemSchema.extend({
  usageCount: z.number().int(),
});
export type ProjectMaterialItem = z.infer<typeof projectMaterialItemSchema>;

/**
 * POST /api/project/material/update (docs/domains/project.md "material update"): the stock found at a stocktake
 * (盘点) with its reason; the ledger records the correction found − book, never overwrites a sum.
 */
export const projectMaterialUpdateSchema = ledgerMaterialSchema.extend({
  proId: z.number().int().positive(),
  stock: required(materialQuantitySchema),
  reason: required(z.string().trim().min(2).max(200)),
});
export type ProjectMaterialUpdate = z.infer<typeof projectMaterialUpdateSchema>;

/** The pile plan grid: every pile of a sub-project, compact, in number order (at most PILE_GRID_MAX). */
export const PILE_GRID_MAX = 5000;
export const pileGridItemSchema = z.object({
  id: z.number().int(),
  pileNo: z.string(),
  groupId: z.number().int(),
  status: pileStatusSchema,
  abnormal: z.boolean(),
});
export const pileGridSchema = z.object({ total: z.number().int(), list: z.array(pileGridItemSchema) });

// ---- construction plan (planned piles per day against actual) --------------------------------

export const pilePlanSaveSchema = z.object({
  projectId: z.number().int().positive(),
  days: z
    .array(z.object({ date: z.iso.date(), plannedPiles: z.number().int().min(0).max(500) }))
    .min(1)
    .max(366),
});
export type PilePlanSave = z.infer<typeof pilePlanSaveSchema>;
export const pilePlanQuerySchema = z.object({
  proId: z.coerce.number().int().positive(),
  from: z.iso.date(),
  to: z.iso.date(),
});
export const pilePlanDaySchema = z.object({
  date: z.string(),
  planned: z.number().int(),
  actual: z.number().int(),
  cumulativePlanned: z.number().int(),
  cumulativeActual: z.number().int(),
});
export const pilePlanSchema = z.object({ days: z.array(pilePlanDaySchema), totalPiles: z.number().int() });
export type PilePlan = z.infer<typeof pilePlanSchema>;

// ---- process photos (hole acceptance, cage, pour) --------------------------------------------

export const PILE_PHOTO_STEPS = ['holeAcceptance', 'cage', 'pour'] as const;
export const pilePhotoSchema = z.object({
  step: z.enum(PILE_PHOTO_STEPS),
  fileId: z.string(),
  at: z.string(),
});
export const pilePhotoAddSchema = z.object({
  pileId: z.number().int().positive(),
  step: z.enum(PILE_PHOTO_STEPS),
  /** A stored_file id from common/upload/image for the pile's project. */
  fileId: z.uuid(),
  clientId: clientIdSchema.optional(),
});

// ---- site plan: design positions and the setting-out check -----------------------------------

export const pileLayoutQuerySchema = z.object({ proId: z.coerce.number().int().positive() });
export const pileSetOutSchema = z.object({
  pileId: id,
  x: required(axisCoordinateSchema),
  y: required(axisCoordinateSchema),
});
export type PileSetOut = z.infer<typeof pileSetOutSchema>;
export const pileSetOutResultSchema = z.object({
  x: z.string(),
  y: z.string(),
  dxMm: z.number(),
  dyMm: z.number(),
  deviationMm: z.number(),
  toleranceMm: z.number(),
  pass: z.boolean(),
  at: z.string(),
});
export type PileSetOutResult = z.infer<typeof pileSetOutResultSchema>;
export const pileLayoutItemSchema = z.object({
  id: z.number().int(),
  pileNo: z.string(),
  groupId: z.number().int(),
  status: pileStatusSchema,
  abnormal: z.boolean(),
  /** Design position (m); null when not imported yet. */
  x: z.string().nullable(),
  y: z.string().nullable(),
  setOut: z.object({ deviationMm: z.number(), pass: z.boolean(), at: z.string() }).nullable(),
});
export type PileLayoutItem = z.infer<typeof pileLayoutItemSchema>;
/** Every pile of a sub-project with its design position (at most PILE_GRID_MAX). */
export const pileLayoutSchema = z.object({
  total: z.number().int(),
  placed: z.number().int(),
  list: z.array(pileLayoutItemSchema),
});
export type PileLayout = z.infer<typeof pileLayoutSchema>;
/** One row of the design-position sheet (桩号, X, Y). */
export const pilePositionRowSchema = z.object({
  projectId: id,
  pileNo: z.string().trim().min(1).max(40),
  x: required(axisCoordinateSchema),
  y: required(axisCoordinateSchema),
});
export const pilePositionImportResultSchema = z.object({
  total: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type PilePositionImportResult = z.infer<typeof pilePositionImportResultSchema>;
