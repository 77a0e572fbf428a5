import { z } from 'zod';
import { FOUNDATION_CHECK_KINDS } from '../domain/foundation';
import { decimalSchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { defineCall } from './call';
import { ymdSchema } from './tender';

// 基础工程 / 主体工程 (foundation and main-body works, docs/domains/works.md): the foundation checks, the
// abnormal records a failed judgement or a failed supervisor spot check raises (they feed 异常清单 as
// 基础工程 / 主体工程), and the supervisor's spot checks (监理抽检) of the works' records.

const idSchema = z.number().int().positive();
const recordNoSchema = z.string().trim().min(2).max(30);
const locationSchema = z.string().trim().min(2).max(60);
const personSchema = z.string().trim().min(2).max(20);

/** Which works a record belongs to: its abnormal records show in 异常清单 under this source. */
export const WORKS_SOURCES = ['foundation', 'mainBody'] as const;
export type WorksSource = (typeof WORKS_SOURCES)[number];

/** The judged records of the works, by their kit resource name. */
export const WORKS_RECORD_TYPES = ['foundationCheck', 'concretePour', 'masonry', 'waterproof'] as const;
export type WorksRecordType = (typeof WORKS_RECORD_TYPES)[number];
export const WORKS_RECORD_SOURCE: Readonly<Record<WorksRecordType, WorksSource>> = {
  foundationCheck: 'foundation',
  concretePour: 'mainBody',
  masonry: 'mainBody',
  waterproof: 'mainBody',
};

export const WORKS_RESULTS = ['PASS', 'FAIL'] as const;

// ---------------------------------------------------------------------------------------------
// 基础验收记录 (foundation checks)

/** Design and measured values: kPa, a coefficient or an elevation in m (signed, 3 decimals). */
export const foundationValueSchema = decimalSchema({ intDigits: 5, decimals: 3, sign: 'signed' });

export const foundationCheckItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  checkNo: z.string(),
  location: z.string(),
  kind: z.enum(FOUNDATION_CHECK_KINDS),
  designValue: z.string(),
  measuredValue: z.string(),
  checkedOn: z.string(),
  inspector: z.string(),
  /** Judged on the server by judgeFoundationCheck, never typed in. */
  result: z.enum(WORKS_RESULTS),
  /** The value the rule compared (the measured value, or the elevation deviation in mm). */
  judgedValue: z.string(),
  /** The limit applied, as the page shows it ('≥ 180', '−50–0 mm'). */
  limit: z.string(),
  unit: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FoundationCheckItem = z.infer<typeof foundationCheckItemSchema>;

const foundationFields = {
  location: locationSchema,
  kind: z.enum(FOUNDATION_CHECK_KINDS),
  designValue: required(foundationValueSchema),
  measuredValue: required(foundationValueSchema),
  checkedOn: required(ymdSchema),
  inspector: personSchema,
};
/** POST /api/works/foundationCheck/add — judged at once; a failure raises a 基础工程 abnormal record. */
export const foundationCheckCreateSchema = z.object({
  projectId: idSchema,
  checkNo: recordNoSchema,
  ...foundationFields,
});
export const foundationCheckUpdateSchema = z.object(foundationFields).partial().extend({ id: idSchema });
export const FOUNDATION_CHECK_SORT_FIELDS = ['checkNo', 'checkedOn', 'createdAt'] as const;
export const foundationCheckFiltersSchema = z.object({
  kind: z.enum(FOUNDATION_CHECK_KINDS).optional(),
  result: z.enum(WORKS_RESULTS).optional(),
});

// ---------------------------------------------------------------------------------------------
// 异常记录 (abnormal records of the works)

/** open 待处理 · sent 已转整改 · closed 已关闭 (handled, re-judged as passing, or the record removed). */
export const WORKS_ABNORMAL_STATUSES = ['open', 'sent', 'closed'] as const;
export type WorksAbnormalStatus = (typeof WORKS_ABNORMAL_STATUSES)[number];
/** judged: the record's own judgement failed; spotCheck: a supervisor's spot check failed; manual. */
export const WORKS_ABNORMAL_ORIGINS = ['judged', 'spotCheck', 'manual'] as const;
/** What failed: a record's judgement (by its rule's key), a spot check, or something found on site. */
export const WORKS_ABNORMAL_KINDS = [
  'bearingCapacity',
  'compaction',
  'pitElevation',
  'slump',
  'mortarFullness',
  'waterTest',
  'spotCheck',
  'manual',
] as const;
export type WorksAbnormalKind = (typeof WORKS_ABNORMAL_KINDS)[number];

export const worksAbnormalItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  abnormalNo: z.string(),
  source: z.enum(WORKS_SOURCES),
  recordType: z.enum(WORKS_RECORD_TYPES),
  recordId: z.number().int(),
  recordNo: z.string(),
  location: z.string(),
  origin: z.enum(WORKS_ABNORMAL_ORIGINS),
  kind: z.enum(WORKS_ABNORMAL_KINDS),
  description: z.string(),
  status: z.enum(WORKS_ABNORMAL_STATUSES),
  rectificationId: z.number().int().nullable(),
  handling: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorksAbnormalItem = z.infer<typeof worksAbnormalItemSchema>;

/** POST /api/works/abnormal/add — an abnormal found on site (a crack, honeycombing …) against a record. */
export const worksAbnormalCreateSchema = z.object({
  projectId: idSchema,
  /** Numbered by the server (YC-<record no>-<n>) when left out. */
  abnormalNo: recordNoSchema.optional(),
  recordType: z.enum(WORKS_RECORD_TYPES),
  recordNo: recordNoSchema,
  description: z.string().trim().min(2).max(500),
  /** Found and already dealt with on site: written down with its handling, the record is closed at once. */
  handling: z.string().trim().max(500).optional(),
});
/** POST /api/works/abnormal/update — 处理: the handling written down closes the record. */
export const worksAbnormalUpdateSchema = z.object({
  id: idSchema,
  handling: z.string().trim().min(2).max(500),
});
export const WORKS_ABNORMAL_SORT_FIELDS = ['abnormalNo', 'recordNo', 'createdAt'] as const;
export const worksAbnormalFiltersSchema = z.object({
  source: z.enum(WORKS_SOURCES).optional(),
  status: z.enum(WORKS_ABNORMAL_STATUSES).optional(),
  recordType: z.enum(WORKS_RECORD_TYPES).optional(),
});

/** POST /api/works/abnormal/rectify — an open abnormal record goes to rectification (整改). */
export const worksAbnormalRectifySchema = z.object({ id: idSchema });

// ---------------------------------------------------------------------------------------------
// 监理抽检 (supervisor spot checks)

export const worksSpotCheckItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  source: z.enum(WORKS_SOURCES),
  recordType: z.enum(WORKS_RECORD_TYPES),
  recordId: z.number().int(),
  recordNo: z.string(),
  location: z.string(),
  result: z.enum(WORKS_RESULTS),
  remark: z.string(),
  checkedOn: z.string(),
  checker: z.string(),
  /** The abnormal record a failed spot check raised. */
  abnormalId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorksSpotCheckItem = z.infer<typeof worksSpotCheckItemSchema>;

const spotCheckFields = {
  result: z.enum(WORKS_RESULTS),
  remark: z.string().trim().max(500),
  checkedOn: required(ymdSchema),
  checker: personSchema,
};
/** POST /api/works/spotCheck/add — by supervision only; a FAIL needs its remark and raises an abnormal record. */
export const worksSpotCheckCreateSchema = z.object({
  projectId: idSchema,
  recordType: z.enum(WORKS_RECORD_TYPES),
  recordNo: recordNoSchema,
  ...spotCheckFields,
  remark: spotCheckFields.remark.optional(),
});
export const worksSpotCheckUpdateSchema = z.object(spotCheckFields).partial().extend({ id: idSchema });
export const WORKS_SPOT_CHECK_SORT_FIELDS = ['recordNo', 'checkedOn', 'createdAt'] as const;
export const worksSpotCheckFiltersSchema = z.object({
  source: z.enum(WORKS_SOURCES).optional(),
  result: z.enum(WORKS_RESULTS).optional(),
  recordType: z.enum(WORKS_RECORD_TYPES).optional(),
});

/** The works' calls besides their kit resources (apps/server/src/modules/works). */
export const worksCalls = {
  abnormalRectify: defineCall({
    method: 'POST',
    path: 'works/abnormal/rectify',
    body: worksAbnormalRectifySchema,
    response: worksAbnormalItemSchema,
  }),
};
