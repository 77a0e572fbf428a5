import { z } from 'zod';
import { required } from '../validators/rule';
import { defineCall } from './call';
import { projectIdQuerySchema } from './project';
import { ymdSchema } from './tender';

// Fire-control management of MAIN projects (docs/product.md §2.3 /fireManagement, docs/domains/fire.md selectFireInfoById and the
// fire-control type). Fire review itself is an administrative track outside GB 50300; on a main
// structure the site checks the fire-related items inside the normal sub-items (docs/domains/fire.md): fire
// walls and compartments, fire stopping, fireproof coating, member fire resistance, fire doors,
// evacuation routes and the temporary fire facilities of the site. A failed check is rectified.

const idSchema = z.number().int().positive();

export const FIRE_CHECK_ITEMS = [
  'FIRE_WALL',
  'FIRE_STOPPING',
  'FIREPROOF_COATING',
  'MEMBER_FIRE_RESISTANCE',
  'FIRE_DOOR',
  'EVACUATION',
  'TEMPORARY_FACILITY',
] as const;
export type FireCheckItemKind = (typeof FIRE_CHECK_ITEMS)[number];
export const FIRE_CHECK_RESULTS = ['PASS', 'FAIL'] as const;
/** NONE: passed, nothing to rectify; PENDING: failed, rectification open; DONE: rectified and re-checked. */
export const FIRE_RECTIFY_STATUSES = ['NONE', 'PENDING', 'DONE'] as const;

export const fireCheckItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  checkNo: z.string(),
  checkDate: z.string(),
  location: z.string(),
  item: z.enum(FIRE_CHECK_ITEMS),
  result: z.enum(FIRE_CHECK_RESULTS),
  problem: z.string(),
  inspector: z.string(),
  rectifyStatus: z.enum(FIRE_RECTIFY_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FireCheckItem = z.infer<typeof fireCheckItemSchema>;

const fireCheckFields = {
  checkNo: z.string().trim().min(2).max(30),
  checkDate: required(ymdSchema),
  location: z.string().trim().min(2).max(50),
  item: z.enum(FIRE_CHECK_ITEMS),
  result: z.enum(FIRE_CHECK_RESULTS),
  problem: z.string().trim().max(500),
  inspector: z.string().trim().min(2).max(20),
  rectifyStatus: z.enum(FIRE_RECTIFY_STATUSES),
};
/** POST /api/fire/check/add — one fire-related check of the main structure. */
export const fireCheckCreateSchema = z.object({
  projectId: idSchema,
  ...fireCheckFields,
  problem: fireCheckFields.problem.optional(),
  /** A blank (an imported empty cell) lets the result decide (NONE when passed, PENDING when failed). */
  rectifyStatus: z.preprocess((v) => (v === '' ? undefined : v), fireCheckFields.rectifyStatus.optional()),
});
export type FireCheckCreate = z.infer<typeof fireCheckCreateSchema>;
export const fireCheckUpdateSchema = z
  .object(fireCheckFields)
  .omit({ checkNo: true })
  .partial()
  .extend({ id: idSchema });
export const FIRE_CHECK_SORT_FIELDS = ['checkDate', 'checkNo', 'result', 'createdAt'] as const;
export const fireCheckFiltersSchema = z.object({
  item: z.enum(FIRE_CHECK_ITEMS).optional(),
  result: z.enum(FIRE_CHECK_RESULTS).optional(),
  rectifyStatus: z.enum(FIRE_RECTIFY_STATUSES).optional(),
});

/** GET /api/fire/check/summary?proId= — the project's fire checks counted: all, passed, failed, open. */
export const fireCheckSummarySchema = z.object({
  total: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  /** Per check item, in FIRE_CHECK_ITEMS order, only items checked at least once. */
  byItem: z.array(
    z.object({ item: z.enum(FIRE_CHECK_ITEMS), total: z.number().int(), failed: z.number().int() }),
  ),
});
export type FireCheckSummary = z.infer<typeof fireCheckSummarySchema>;

/** The fire-control calls besides its kit resource (apps/server/src/modules/fire). */
export const fireCalls = {
  checkSummary: defineCall({
    method: 'GET',
    path: 'fire/check/summary',
    query: projectIdQuerySchema,
    response: fireCheckSummarySchema,
  }),
};
