import { z } from 'zod';
import { PILE_ARRANGEMENTS } from '../domain/pile-layout';
import { PILE_RECORD_FIELDS, PILE_TYPES } from '../domain/pile-record';
import {
  cageDiameterSchema,
  designPileLengthRangeSchema,
  pileLabelSchema,
  pileNumberListSchema,
} from '../validators/identity';
import { max7Int3DecimalsSchema, positiveDecimal2Schema, signedHeightSchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { pageQuerySchema, pageSchema } from './pagination';
import { clientIdSchema } from './site';

/**
 * Pile-foundation construction (issue 8, docs/domains/pile.md): pile groups with their design values,
 * pile-number configuration, the construction record per pile with its automatic judgement, the
 * status flow (not started → in construction → recorded → confirmed → accepted), amendments and
 * abnormal records. Decimals travel as strings.
 */
export const pileTypeSchema = z.enum(PILE_TYPES);
export const PILE_STATUSES = ['notStarted', 'inConstruction', 'recorded', 'confirmed', 'accepted'] as const;
export type PileStatus = (typeof PILE_STATUSES)[number];
export const pileStatusSchema = z.enum(PILE_STATUSES);
export const PILE_BEARINGS = ['end', 'friction'] as const;

const id = z.number().int().positive();
const decimal = max7Int3DecimalsSchema;

// ---- pile groups (design parameters) --------------------------------------------------------

const pileGroupFields = {
  name: z.string().trim().min(1).max(40),
  pileType: pileTypeSchema,
  diameterMm: required(positiveDecimal2Schema),
  designLength: designPileLengthRangeSchema,
  cageDiameter: cageDiameterSchema,
  cageLengthM: decimal,
  mainBarSpacingMm: decimal,
  stirrupSpacingMm: decimal,
  strengthGrade: z.string().regex(/^(?:C\d{2})?$/, 'C30、C35 …'),
  pileTopElevation: signedHeightSchema,
  bearing: z.enum(PILE_BEARINGS).nullable(),
  sedimentMm: decimal,
  cementContentKgPerM: decimal,
  waterCementRatio: decimal,
  liftSpeed: decimal,
  sinkSpeed: decimal,
  singlePile: z.boolean(),
  gradeA: z.boolean(),
  arrangement: z.enum(PILE_ARRANGEMENTS),
};

export const pileGroupSaveSchema = z
  .object({ id: id.optional(), projectId: id })
  .extend({
    name: pileGroupFields.name,
    pileType: pileGroupFields.pileType,
    diameterMm: pileGroupFields.diameterMm,
  })
  .extend(z.object(pileGroupFields).omit({ name: true, pileType: true, diameterMm: true }).partial().shape);
export type PileGroupSave = z.infer<typeof pileGroupSaveSchema>;

export const pileGroupItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  pileType: pileTypeSchema,
  subItemCode: z.string(),
  diameterMm: z.string(),
  designLength: z.string().nullable(),
  cageDiameter: z.string().nullable(),
  cageLengthM: z.string().nullable(),
  mainBarSpacingMm: z.string().nullable(),
  stirrupSpacingMm: z.string().nullable(),
  strengthGrade: z.string().nullable(),
  pileTopElevation: z.string().nullable(),
  bearing: z.enum(PILE_BEARINGS).nullable(),
  sedimentMm: z.string().nullable(),
  cementContentKgPerM: z.string().nullable(),
  waterCementRatio: z.string().nullable(),
  liftSpeed: z.string().nullable(),
  sinkSpeed: z.string().nullable(),
  singlePile: z.boolean(),
  gradeA: z.boolean(),
  arrangement: z.enum(PILE_ARRANGEMENTS),
  pileCount: z.number().int(),
});
export type PileGroupItem = z.infer<typeof pileGroupItemSchema>;

// ---- pile-number configuration --------------------------------------------------------------

export const pileNumberConfigSchema = z.object({
  groupId: id,
  label: pileLabelSchema,
  numbers: required(pileNumberListSchema),
});
export type PileNumberConfig = z.infer<typeof pileNumberConfigSchema>;
export const pileNumberPreviewSchema = z.object({
  create: z.array(z.string()),
  repeated: z.array(z.string()),
  existing: z.array(z.string()),
});
export type PileNumberPreview = z.infer<typeof pileNumberPreviewSchema>;
export const pileNumberSaveResultSchema = z.object({ created: z.number().int(), existing: z.number().int() });

// ---- construction records -------------------------------------------------------------------

const ALL_RECORD_FIELDS = [...new Set(Object.values(PILE_RECORD_FIELDS).flat())];
const ELEVATIONS = new Set(['pileTopElevation']);
/** Every measured field of any pile type; elevations are signed, the rest non-negative. */
export const pileRecordValuesSchema = z
  .object(
    Object.fromEntries(
      ALL_RECORD_FIELDS.map((k) => [k, (ELEVATIONS.has(k) ? signedHeightSchema : decimal).optional()]),
    ) as Record<(typeof ALL_RECORD_FIELDS)[number], z.ZodOptional<z.ZodString>>,
  )
  .strict();
export type PileRecordValuesInput = z.infer<typeof pileRecordValuesSchema>;

export const pipeJointSchema = z.object({ coolingMin: required(decimal), offsetMm: decimal.optional() });
export const pipeSegmentSchema = z.object({ lengthM: required(decimal) });

const isoDate = z.iso.datetime({ offset: true });
export const pileRecordSaveSchema = z.object({
  id,
  values: pileRecordValuesSchema,
  joints: z.array(pipeJointSchema).max(10).optional(),
  segments: z.array(pipeSegmentSchema).max(10).optional(),
  machineNo: z.string().trim().max(30).optional(),
  crew: z.string().trim().max(30).optional(),
  startedAt: isoDate.nullable().optional(),
  finishedAt: isoDate.nullable().optional(),
  /** true: the record is complete (status recorded); false: saved as in construction. */
  complete: z.boolean(),
  /** The site app's id of this record (docs/domains/site.md#idempotent-writes). */
  clientId: clientIdSchema.optional(),
});
export type PileRecordSave = z.infer<typeof pileRecordSaveSchema>;

export const pileAmendSchema = pileRecordSaveSchema.omit({ complete: true, clientId: true }).extend({
  reason: z.string().trim().min(2).max(200),
});
export type PileAmend = z.infer<typeof pileAmendSchema>;
export const pileIdBodySchema = z.object({ id });

export const pileItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  pileType: pileTypeSchema,
  pileNo: z.string(),
  status: pileStatusSchema,
  machineNo: z.string().nullable(),
  crew: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  fillingCoefficient: z.string().nullable(),
  abnormal: z.boolean(),
  failed: z.array(z.string()),
  confirmedAt: z.string().nullable(),
  confirmedByName: z.string().nullable(),
});
export type PileItem = z.infer<typeof pileItemSchema>;

export const pileJudgementItemSchema = z.object({
  key: z.string(),
  class: z.enum(['main', 'general']),
  unit: z.string(),
  status: z.enum(['pass', 'fail', 'missing', 'incomplete', 'not-applicable']),
  measured: z.union([z.number(), z.boolean(), z.string()]).nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  clause: z.string(),
});
export type PileJudgementItem = z.infer<typeof pileJudgementItemSchema>;

export const pileAbnormalItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  pileId: z.number().int(),
  pileNo: z.string(),
  kind: z.string(),
  items: z.array(z.string()),
  description: z.string(),
  source: z.enum(['auto', 'manual']),
  status: z.enum(['open', 'sent', 'closed']),
  rectificationId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PileAbnormalItem = z.infer<typeof pileAbnormalItemSchema>;

export const pileAmendmentItemSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});

export const pileDetailSchema = pileItemSchema.extend({
  group: pileGroupItemSchema,
  photos: z.array(z.object({ step: z.string(), fileId: z.string(), at: z.string() })),
  values: z.record(z.string(), z.string()),
  joints: z.array(pipeJointSchema),
  segments: z.array(pipeSegmentSchema),
  judgement: z.array(pileJudgementItemSchema),
  abnormals: z.array(pileAbnormalItemSchema),
  amendments: z.array(pileAmendmentItemSchema),
});
export type PileDetail = z.infer<typeof pileDetailSchema>;

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
export const pileFiltersSchema = z.object({
  proId: z.coerce.number().int().positive(),
  status: pileStatusSchema.optional(),
  pileType: pileTypeSchema.optional(),
  groupId: z.coerce.number().int().positive().optional(),
  machineNo: z.string().trim().max(30).optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
  abnormalOnly: bool.optional(),
  keyword: z.string().trim().max(30).optional(),
});
export const pileListQuerySchema = pileFiltersSchema.extend(pageQuerySchema.shape).extend({
  /**
   * Keyset paging: the previous page's nextCursor. With it the page starts after that pile in
   * number order instead of skipping (page − 1) × limit rows; page is only echoed.
   */
  cursor: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]+$/, '翻页游标无效')
    .optional(),
});
export type PileListQuery = z.infer<typeof pileListQuerySchema>;
export const pilePageSchema = pageSchema(pileItemSchema).extend({
  /** The cursor of the page after this one (null on the last page). */
  nextCursor: z.string().nullable(),
});

export const pileStatisticsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(pileStatusSchema, z.number().int()),
  abnormal: z.number().int(),
});
export type PileStatistics = z.infer<typeof pileStatisticsSchema>;

export const pileAbnormalAddSchema = z.object({
  pileId: id,
  kind: z.enum(['collapse', 'brokenPile', 'necking', 'cageFloat', 'other']),
  description: z.string().trim().min(2).max(500),
});
export const PILE_ABNORMAL_KINDS = [
  'tolerance',
  'collapse',
  'brokenPile',
  'necking',
  'cageFloat',
  'other',
] as const;
export const pileAbnormalListQuerySchema = z
  .object({ proId: z.coerce.number().int().positive() })
  .extend(pageQuerySchema.shape);
export const pileAbnormalPageSchema = pageSchema(pileAbnormalItemSchema);

// ---- pile acceptance data sheet (pileAcceptanceDataSheet/*) ---------------------------------

export const pileTypeQuerySchema = z.object({ pileType: pileTypeSchema });
export const pileAcceptanceItemEnumSchema = z.object({
  key: z.string(),
  class: z.enum(['main', 'general']),
  unit: z.string(),
  kind: z.string(),
  method: z.string(),
  clause: z.string(),
  unconfirmed: z.boolean(),
});
export type PileAcceptanceItemEnum = z.infer<typeof pileAcceptanceItemEnumSchema>;

export const pileAcceptanceMainInfoSchema = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  mainProjectName: z.string().nullable(),
  parties: z.array(
    z.object({
      partyType: z.string(),
      companyName: z.string().nullable(),
      personName: z.string().nullable(),
    }),
  ),
  groups: z.array(pileGroupItemSchema),
  statistics: pileStatisticsSchema,
});

export const pileAcceptanceRowSchema = pileJudgementItemSchema.extend({
  design: z.string().nullable(),
  /** Where the measured value comes from: this sheet, or the construction record. */
  source: z.enum(['sheet', 'record', 'none']),
  method: z.string(),
  /** The tolerance is quoted from memory, not yet checked against the standard's text (shown as such). */
  unconfirmed: z.boolean(),
});
export type PileAcceptanceRow = z.infer<typeof pileAcceptanceRowSchema>;

export const pileAcceptanceDataSchema = z.object({
  pile: pileItemSchema,
  group: pileGroupItemSchema,
  rows: z.array(pileAcceptanceRowSchema),
  mainPass: z.boolean(),
  generalJudged: z.number().int(),
  generalPassed: z.number().int(),
  pass: z.boolean(),
  updatedAt: z.string().nullable(),
  /** Cement mixing piles only: the acceptance test counts of the project's mixing piles (GB 50202-2018 4.1.5). */
  mixingTests: z
    .object({
      totalPiles: z.number().int(),
      compositeBearing: z.number().int(),
      singlePile: z.number().int(),
      reinforcement: z.number().int(),
      clause: z.string(),
    })
    .nullable(),
});
export type PileAcceptanceData = z.infer<typeof pileAcceptanceDataSchema>;

const acceptanceValue = z
  .string()
  .trim()
  .max(20)
  .regex(
    /^(?:-?\d{1,7}(?:\.\d{1,3})?|I|II|III|IV|true|false)?$/,
    '请填写数值、完整性类别（I–IV）或 true/false',
  );
export const pileAcceptanceSaveSchema = z.object({
  pileId: z.number().int().positive(),
  measured: z.record(z.string().max(40), acceptanceValue),
  design: z.record(z.string().max(40), acceptanceValue).optional(),
});
export type PileAcceptanceSave = z.infer<typeof pileAcceptanceSaveSchema>;
