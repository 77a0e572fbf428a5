import { z } from 'zod';
import { pileListQuerySchema, pileStatusSchema, pileTypeSchema } from './pile';
import {
  ledgerMaterialSchema,
  PILE_PHOTO_STEPS,
  pileMaterialUsageItemSchema,
  pilePhotoSchema,
} from './pile-plan';
import { SPECIMEN_CURINGS } from './specimen';

/**
 * The block views of one pile (docs/domains/specimen.md: material info, inspection block, slurry bored pile block
 * detail): what went into the pile and the test blocks (试块) made from its pour. Read-only; the test
 * blocks themselves are entered in the inspection module and linked to the pile there.
 */

export const pileMaterialInfoSchema = z.object({
  pileId: z.number().int(),
  pileNo: z.string(),
  pileType: pileTypeSchema,
  /** The group's design concrete grade (C30 …); null for piles without one. */
  strengthGrade: z.string().nullable(),
  theoreticalVolume: z.string().nullable(),
  actualVolume: z.string().nullable(),
  fillingCoefficient: z.string().nullable(),
  /** Each use of a ledger material by this pile, newest first. */
  usage: z.array(pileMaterialUsageItemSchema),
  /** The uses added up per material (category + specification + unit), exact decimal strings. */
  totals: z.array(
    ledgerMaterialSchema.extend({ name: z.string(), unitText: z.string(), quantity: z.string() }),
  ),
});
export type PileMaterialInfo = z.infer<typeof pileMaterialInfoSchema>;

export const pileSpecimenItemSchema = z.object({
  id: z.number().int(),
  sampleNo: z.string(),
  strengthGrade: z.string(),
  curing: z.enum(SPECIMEN_CURINGS),
  cubeSize: z.number().int(),
  makeDate: z.string(),
  ageDays: z.number().int(),
  /** makeDate + ageDays: when the group is due for testing. */
  testDueDate: z.string(),
  location: z.string(),
});
export type PileSpecimenItem = z.infer<typeof pileSpecimenItemSchema>;

export const pileInspectionBlockSchema = z.object({
  pileId: z.number().int(),
  pileNo: z.string(),
  strengthGrade: z.string().nullable(),
  specimens: z.array(pileSpecimenItemSchema),
  /** Specimen groups whose grade differs from the pile group's design grade. */
  gradeMismatch: z.array(z.string()),
});
export type PileInspectionBlock = z.infer<typeof pileInspectionBlockSchema>;

/**
 * A bored pile's test blocks against GB 50202-2018 5.1.3 (docs/domains/specimen.md). One pile is one continuous
 * pour from one plant: ⌈V / 50⌉ groups from 50 m³, else 1; a 单柱单桩 pile at least 1.
 */
export const pileSlurryBlockDetailSchema = pileInspectionBlockSchema.extend({
  actualVolume: z.string().nullable(),
  singlePile: z.boolean(),
  /** Groups the pour needs; null until the actual volume is recorded. */
  required: z.number().int().nullable(),
  basis: z.enum(['volume', 'hours', 'single-column-pile']).nullable(),
  /** Standard-cured groups made (only those count toward the requirement). */
  made: z.number().int(),
  missing: z.number().int(),
  /** The slurry of the hole as recorded (density g/cm³, sand content %, viscosity s). */
  slurry: z.object({
    density: z.string().nullable(),
    sandContent: z.string().nullable(),
    viscosity: z.string().nullable(),
  }),
});
export type PileSlurryBlockDetail = z.infer<typeof pileSlurryBlockDetailSchema>;

// ---- concrete-pile catalogue calls (docs/domains/specimen.md: postList, process, images) --------------------

/** concretePile/postList: the construction list's filters and paging as a JSON body. */
export const pileListBodySchema = pileListQuerySchema.extend({ abnormalOnly: z.boolean().optional() });
export type PileListBody = z.infer<typeof pileListBodySchema>;

export const pileImageSchema = pilePhotoSchema.extend({
  /** The stored file through common/download. */
  url: z.string(),
});
export type PileImage = z.infer<typeof pileImageSchema>;

/** The process of one pile: its status dates and the photos of each step (hole, cage, pour). */
export const pileProcessSchema = z.object({
  pileId: z.number().int(),
  pileNo: z.string(),
  status: pileStatusSchema,
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  recordedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  steps: z.array(
    z.object({ step: z.enum(PILE_PHOTO_STEPS), done: z.boolean(), images: z.array(pileImageSchema) }),
  ),
});
export type PileProcess = z.infer<typeof pileProcessSchema>;
