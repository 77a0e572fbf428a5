import { z } from 'zod';
import { CHLORIDE_ENVIRONMENTS } from '../domain/concrete-chloride';
import { REBAR_GRADES, REBAR_TEST_ITEMS } from '../domain/rebar';
import { SPLICE_GRADES, WELD_JOINT_KINDS } from '../domain/weld-splice';
import { positiveDecimal3Schema } from '../validators/numbers';
import { pageQuerySchema, pageSchema } from './pagination';

/**
 * Material inspection (issue 10, docs/domains/material-inspection.md rebar / welding and sleeve / registration calls, docs/domains/material-inspection.md): material receipts (registrations), rebar batches with their retests judged by GB/T 1499.2 and
 * GB 50204 (a failed item takes double specimens; a second failure rejects the batch), welded-joint and
 * mechanical-splice lots (JGJ 18-2012, JGJ 107-2016) linked to piles' rebar cages and floors, and
 * concrete deliveries with the chloride check.
 */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
/** A measured strength (MPa) or percentage: finite, within physical range. */
const mpa = z.number().min(0).max(3000);
/** At most `n` decimals, as stored (the judgement uses the value stored, nothing finer). */
const decimals = (n: number) => (v: number) => Math.abs(v * 10 ** n - Math.round(v * 10 ** n)) < 1e-6;
const percent = z.number().min(-100).max(100).refine(decimals(2), { message: '最多 2 位小数' });

export const REBAR_GRADE_NAMES = REBAR_GRADES.map((g) => g.grade) as [string, ...string[]];
export const REBAR_DIAMETERS = [6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 32, 36, 40, 50] as const;
export const REBAR_BATCH_STATUSES = ['pending', 'retest', 'accepted', 'rejected'] as const;
export type RebarBatchStatus = (typeof REBAR_BATCH_STATUSES)[number];
export const JOINT_CATEGORIES = ['welding', 'sleeve'] as const;
export type JointCategory = (typeof JOINT_CATEGORIES)[number];
/** Mechanical splice forms (JGJ 107-2016 2.1): straight thread, taper thread, swaged sleeve, grouted. */
export const SLEEVE_FORMS = ['straightThread', 'taperThread', 'swaged', 'grouted'] as const;
export const LOT_VERDICTS = ['pending', 'pass', 'retest', 'fail'] as const;
export const MATERIAL_KINDS = ['rebar', 'concrete'] as const;

const gradeSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(REBAR_GRADE_NAMES as [string, ...string[]], { message: '钢筋牌号不在 GB/T 1499.2 表中' }));
const diameterSchema = z
  .number()
  .int()
  .refine((d) => (REBAR_DIAMETERS as readonly number[]).includes(d), {
    message: '公称直径须为 6–50 mm 的标准规格',
  });
const pileIdsSchema = z.array(id).max(500).default([]);
const floorSchema = z.number().int().min(-10).max(200);

// ---- options ---------------------------------------------------------------------------------

export const rebarOptionSchema = z.object({
  grades: z.array(
    z.object({
      grade: z.string(),
      yieldStrength: z.number(),
      tensileStrength: z.number(),
      elongation: z.number().nullable(),
      agt: z.number(),
      seismic: z.boolean(),
    }),
  ),
  diameters: z.array(z.number()),
  items: z.array(z.enum(REBAR_TEST_ITEMS)),
  batchTonnes: z.number(),
  doubledBatchTonnes: z.number(),
  weldKinds: z.array(
    z.object({
      kind: z.enum(WELD_JOINT_KINDS),
      lotSize: z.number(),
      tensile: z.number(),
      bend: z.number(),
      maxFloors: z.number().nullable(),
    }),
  ),
  sleeveForms: z.array(z.enum(SLEEVE_FORMS)),
  spliceGrades: z.array(z.enum(SPLICE_GRADES)),
  spliceLotSize: z.number(),
  chlorideLimits: z.array(z.object({ environment: z.enum(CHLORIDE_ENVIRONMENTS), limit: z.number() })),
  /** Weight tolerance and chloride limits are not yet confirmed against the standards' texts. */
  unconfirmed: z.array(z.string()),
});
export type RebarOption = z.infer<typeof rebarOptionSchema>;

// ---- registrations (材料进场登记) ----------------------------------------------------------------

export const registrationSaveSchema = z.object({
  id: id.optional(),
  projectId: id,
  kind: z.enum(MATERIAL_KINDS),
  supplier: required(100),
  deliveryNote: text(60).default(''),
  arrivalDate: dateSchema,
  remark: text(500).default(''),
});
export type RegistrationSave = z.infer<typeof registrationSaveSchema>;

// ---- rebar batches ---------------------------------------------------------------------------

export const rebarBatchSaveSchema = z.object({
  id: id.optional(),
  projectId: id,
  registrationId: id.nullable().default(null),
  batchNo: required(40),
  grade: gradeSchema,
  heatNo: required(40),
  diameterMm: diameterSchema,
  /** Tonnes, up to 3 decimals; ≤ 60 t, ≤ 120 t when the batch size is doubled. */
  tonnage: positiveDecimal3Schema,
  manufacturer: required(100),
  /** Certified product (认证产品): the batch may be doubled once. */
  certified: z.boolean().default(false),
  /** Seismic bars (grade 1–3 frames): the GB 50204 5.2.3 ratios apply even to a non-E grade. */
  seismic: z.boolean().default(false),
  arrivalDate: dateSchema,
  certificateNo: text(60).default(''),
  pileIds: pileIdsSchema,
  remark: text(500).default(''),
});
export type RebarBatchSave = z.infer<typeof rebarBatchSaveSchema>;

export const rebarSpecimenSchema = z.object({
  yieldStrength: mpa.optional(),
  tensileStrength: mpa.optional(),
  elongation: z.number().min(0).max(100).optional(),
  agt: z.number().min(0).max(100).optional(),
  bendOk: z.boolean().optional(),
});
export type RebarSpecimen = z.infer<typeof rebarSpecimenSchema>;

/**
 * A test round of a batch: round 1 (receipt retest, 复试) carries every receipt item; round 2 (double
 * specimens, 双倍复试) carries the failed items only, on twice the specimens.
 */
export const rebarTestSaveSchema = z.object({
  batchId: id,
  round: z.union([z.literal(1), z.literal(2)]),
  reportNo: text(60).default(''),
  testDate: dateSchema,
  lab: text(100).default(''),
  specimens: z.array(rebarSpecimenSchema).max(24),
  /** Weight deviation of the batch's bars (%), signed. */
  weightDeviation: percent.optional(),
});
export type RebarTestSave = z.infer<typeof rebarTestSaveSchema>;

export const ruleCheckSchema = z.object({
  key: z.string(),
  clause: z.string(),
  actual: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  op: z.string(),
  limit: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  pass: z.boolean(),
});

export const rebarTestItemSchema = z.object({
  id: id,
  round: z.number().int(),
  reportNo: z.string(),
  testDate: z.string(),
  lab: z.string(),
  specimens: z.array(rebarSpecimenSchema),
  weightDeviation: z.number().nullable(),
  /** Items judged in this round and whether each passed. */
  items: z.array(z.object({ item: z.enum(REBAR_TEST_ITEMS), pass: z.boolean() })),
  checks: z.array(ruleCheckSchema.extend({ specimen: z.number().int().nullable() })),
  failedItems: z.array(z.enum(REBAR_TEST_ITEMS)),
  pass: z.boolean(),
  createdByName: z.string(),
  createdAt: z.string(),
});

export const rebarBatchItemSchema = z.object({
  id: id,
  projectId: id,
  registrationId: z.number().int().nullable(),
  batchNo: z.string(),
  /** The code on the sample's QR label, CL-<project>-<arrival yyyymmdd>-nnn (docs/domains/witness.md). */
  sampleNo: z.string(),
  grade: z.string(),
  heatNo: z.string(),
  diameterMm: z.number().int(),
  tonnage: z.string(),
  manufacturer: z.string(),
  certified: z.boolean(),
  seismic: z.boolean(),
  arrivalDate: z.string(),
  certificateNo: z.string(),
  pileIds: z.array(z.number().int()),
  pileNos: z.array(z.string()),
  remark: z.string(),
  status: z.enum(REBAR_BATCH_STATUSES),
  /** The batch capacity that applied (60 t, or 120 t doubled). */
  capacityTonnes: z.number(),
  specimens: z.object({ tensile: z.number(), bend: z.number(), weightBars: z.number() }),
  firstFailed: z.array(z.enum(REBAR_TEST_ITEMS)),
  /** Specimens to take per failed item in the double retest. */
  retestPlan: z.array(z.object({ item: z.enum(REBAR_TEST_ITEMS), specimens: z.number() })),
  rectificationId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type RebarBatchItem = z.infer<typeof rebarBatchItemSchema>;
export const rebarBatchDetailSchema = rebarBatchItemSchema.extend({ tests: z.array(rebarTestItemSchema) });
export type RebarBatchDetail = z.infer<typeof rebarBatchDetailSchema>;

/** What a material sample's scanned label opens (docs/domains/witness.md): the batch and its project. */
export const scannedBatchSchema = z.object({ batch: rebarBatchDetailSchema, projectName: z.string() });
export type ScannedBatch = z.infer<typeof scannedBatchSchema>;
/**
 * A label code's prefix names what it labels: CL- a material sample (rebar batch), JT- the specimens of a
 * welded-joint or splice lot, anything else a test-block group.
 */
export const MATERIAL_SAMPLE_PREFIX = 'CL-';
export const JOINT_SAMPLE_PREFIX = 'JT-';

export const rebarListQuerySchema = pageQuerySchema.extend({
  proId: queryId,
  status: z.enum(REBAR_BATCH_STATUSES).optional(),
  grade: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(50).optional(),
  registrationId: queryId.optional(),
});
export const rebarPageSchema = pageSchema(rebarBatchItemSchema);

export const listByNumbersSchema = z.object({
  projectId: id,
  numbers: z.array(required(40)).min(1).max(500),
});
export const removeSchema = z.object({ ids: z.array(id).min(1).max(500) });
/** Removes the rebar batches and concrete deliveries of one registration (sspId = registration id). */
export const removeBySspIdSchema = z.object({ sspId: id });

export const rebarStatisticsSchema = z.object({
  projectId: id,
  batches: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    retest: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
  }),
  byGrade: z.array(z.object({ grade: z.string(), batches: z.number().int(), tonnage: z.string() })),
  firstTimePassRate: z.number().nullable(),
  joints: z.array(
    z.object({
      category: z.enum(JOINT_CATEGORIES),
      total: z.number().int(),
      pass: z.number().int(),
      retest: z.number().int(),
      fail: z.number().int(),
      pending: z.number().int(),
    }),
  ),
  concrete: z.object({ deliveries: z.number().int(), checked: z.number().int(), failed: z.number().int() }),
});
export type RebarStatistics = z.infer<typeof rebarStatisticsSchema>;

// ---- welded joints and mechanical splices -------------------------------------------------

export const weldTensileSpecimenSchema = z.object({
  strength: mpa,
  location: z.enum(['parent', 'haz', 'weld']),
  mode: z.enum(['ductile', 'brittle']),
});
export const spliceSpecimenSchema = z.object({ strength: mpa, breaksIn: z.enum(['bar', 'splice']) });

const lotBase = z.object({
  id: id.optional(),
  projectId: id,
  lotNo: required(40),
  barGrade: gradeSchema,
  diameterMm: diameterSchema,
  jointCount: z.number().int().min(1).max(100_000),
  floorFrom: floorSchema.nullable().default(null),
  floorTo: floorSchema.nullable().default(null),
  pileIds: pileIdsSchema,
  operator: text(40).default(''),
  reportNo: text(60).default(''),
  testDate: dateSchema.nullable().default(null),
  remark: text(500).default(''),
});

export const weldLotSaveSchema = lotBase.extend({
  jointKind: z.enum(WELD_JOINT_KINDS),
  /** Gas-pressure joints on horizontal bars take bend specimens too. */
  horizontal: z.boolean().default(false),
  tensile: z.array(weldTensileSpecimenSchema).max(3).default([]),
  /** Widest outside crack of each bend specimen, mm (0 = none). */
  bend: z.array(z.number().min(0).max(50)).max(3).default([]),
  retestTensile: z.array(weldTensileSpecimenSchema).max(6).default([]),
  retestBend: z.array(z.number().min(0).max(50)).max(6).default([]),
});
export type WeldLotSave = z.infer<typeof weldLotSaveSchema>;

export const sleeveLotSaveSchema = lotBase.extend({
  sleeveForm: z.enum(SLEEVE_FORMS),
  spliceGrade: z.enum(SPLICE_GRADES),
  specimens: z.array(spliceSpecimenSchema).max(3).default([]),
  retestSpecimens: z.array(spliceSpecimenSchema).max(6).default([]),
});
export type SleeveLotSave = z.infer<typeof sleeveLotSaveSchema>;

export const jointLotItemSchema = z.object({
  id: id,
  projectId: id,
  category: z.enum(JOINT_CATEGORIES),
  lotNo: z.string(),
  /** The code on the lot's specimen labels, JT-<project>-<day recorded yyyymmdd>-nnn (docs/domains/witness.md). */
  sampleNo: z.string(),
  jointKind: z.string(),
  spliceGrade: z.string().nullable(),
  barGrade: z.string(),
  diameterMm: z.number().int(),
  jointCount: z.number().int(),
  lotSize: z.number().int(),
  floorFrom: z.number().int().nullable(),
  floorTo: z.number().int().nullable(),
  pileIds: z.array(z.number().int()),
  pileNos: z.array(z.string()),
  operator: z.string(),
  horizontal: z.boolean(),
  tensile: z.array(weldTensileSpecimenSchema),
  bend: z.array(z.number()),
  retestTensile: z.array(weldTensileSpecimenSchema),
  retestBend: z.array(z.number()),
  specimens: z.array(spliceSpecimenSchema),
  retestSpecimens: z.array(spliceSpecimenSchema),
  tensileVerdict: z.enum(LOT_VERDICTS),
  bendVerdict: z.enum(LOT_VERDICTS).nullable(),
  verdict: z.enum(LOT_VERDICTS),
  /** The decision's row or clause (e.g. 'two-parent-one-weld', 'JGJ 107-2016 7.0.7'). */
  basis: z.string(),
  reportNo: z.string(),
  testDate: z.string().nullable(),
  remark: z.string(),
  rectificationId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type JointLotItem = z.infer<typeof jointLotItemSchema>;
/** What a joint lot's scanned label opens (docs/domains/witness.md): the lot and its project. */
export const scannedJointLotSchema = z.object({ lot: jointLotItemSchema, projectName: z.string() });
export type ScannedJointLot = z.infer<typeof scannedJointLotSchema>;
export const jointListQuerySchema = pageQuerySchema.extend({
  proId: queryId,
  verdict: z.enum(LOT_VERDICTS).optional(),
  pileId: queryId.optional(),
  keyword: z.string().trim().max(50).optional(),
});
export const jointPageSchema = pageSchema(jointLotItemSchema);
export const deleteQuerySchema = z.object({ id: queryId });

// ---- concrete deliveries and the chloride check -----------------------------------------

export const concreteCheckSchema = z.object({
  id: id.optional(),
  projectId: id,
  registrationId: id.nullable().default(null),
  pileId: id.nullable().default(null),
  deliveryNo: required(40),
  plant: required(100),
  strengthGrade: z
    .string()
    .trim()
    .regex(/^C\d{2,3}$/, '强度等级格式如 C30'),
  volume: positiveDecimal3Schema,
  arrivalDate: dateSchema,
  environment: z.enum(CHLORIDE_ENVIRONMENTS).default('humid'),
  prestressed: z.boolean().default(false),
  /** Water-soluble chloride ion, % of cement mass; null until tested. */
  chloridePercent: z
    .number()
    .min(0)
    .max(10)
    .refine(decimals(3), { message: '最多 3 位小数' })
    .nullable()
    .default(null),
  remark: text(500).default(''),
});
export type ConcreteCheckSave = z.infer<typeof concreteCheckSchema>;

export const concreteItemSchema = z.object({
  id: id,
  projectId: id,
  registrationId: z.number().int().nullable(),
  pileId: z.number().int().nullable(),
  pileNo: z.string().nullable(),
  deliveryNo: z.string(),
  plant: z.string(),
  strengthGrade: z.string(),
  volume: z.string(),
  arrivalDate: z.string(),
  environment: z.enum(CHLORIDE_ENVIRONMENTS),
  prestressed: z.boolean(),
  chloridePercent: z.number().nullable(),
  chlorideLimit: z.number(),
  chloridePass: z.boolean().nullable(),
  remark: z.string(),
  rectificationId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ConcreteItem = z.infer<typeof concreteItemSchema>;
export const concreteListQuerySchema = pageQuerySchema.extend({
  proId: queryId,
  pileId: queryId.optional(),
  registrationId: queryId.optional(),
  chloride: z.enum(['unchecked', 'pass', 'fail']).optional(),
});
export const concretePageSchema = pageSchema(concreteItemSchema);
export const concretePileQuerySchema = z.object({ pileId: queryId });
export const chlorideCheckQuerySchema = z.object({
  environment: z.enum(CHLORIDE_ENVIRONMENTS),
  value: z.coerce.number().min(0).max(10),
  prestressed: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const chlorideCheckResultSchema = ruleCheckSchema.extend({
  environment: z.enum(CHLORIDE_ENVIRONMENTS),
  unconfirmed: z.boolean(),
});

// ---- registrations with their content --------------------------------------------------

/** 材料报审 (GB/T 50319 B.0.6) of a receipt through the flow engine. */
export const MATERIAL_APPROVAL_STATUSES = ['none', 'pending', 'approved', 'rejected', 'returned'] as const;
export type MaterialApprovalStatus = (typeof MATERIAL_APPROVAL_STATUSES)[number];
export const registrationApplySchema = z.object({ registrationId: id, comment: text(500).default('') });

export const registrationItemSchema = z.object({
  id: id,
  projectId: id,
  kind: z.enum(MATERIAL_KINDS),
  supplier: z.string(),
  deliveryNote: z.string(),
  arrivalDate: z.string(),
  remark: z.string(),
  approvalStatus: z.enum(MATERIAL_APPROVAL_STATUSES),
  flowInstanceId: z.number().int().nullable(),
  /** Records in the receipt, and how many of them are not yet accepted (untested, retest, failed). */
  records: z.number().int(),
  openRecords: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export const registrationDetailSchema = registrationItemSchema.extend({
  rebar: z.array(rebarBatchItemSchema),
  concrete: z.array(concreteItemSchema),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;
export const registrationListQuerySchema = pageQuerySchema.extend({
  proId: queryId,
  kind: z.enum(MATERIAL_KINDS).optional(),
});
export const registrationPageSchema = pageSchema(registrationItemSchema);
/** registration/concrete/pileList: the project's piles with the concrete delivered for each. */
export const concretePileEntrySchema = z.object({
  pileId: id,
  pileNo: z.string(),
  deliveries: z.number().int(),
  volume: z.string(),
  chlorideChecked: z.number().int(),
  chlorideFailed: z.number().int(),
});

/** getByPile: every material record linked to one pile (its cage's rebar, joints, concrete). */
export const pileMaterialSchema = z.object({
  pileId: id,
  pileNo: z.string(),
  rebar: z.array(rebarBatchItemSchema),
  joints: z.array(jointLotItemSchema),
  concrete: z.array(concreteItemSchema),
});

/** One inspection report of the foundation work (foundation/report/list, getReportDetailQC). */
export const MATERIAL_REPORT_TYPES = ['rebar', 'welding', 'sleeve', 'concrete'] as const;
export const materialReportSchema = z.object({
  type: z.enum(MATERIAL_REPORT_TYPES),
  recordId: id,
  reportNo: z.string(),
  subject: z.string(),
  testDate: z.string().nullable(),
  /** pending | pass | retest | fail. */
  result: z.enum(LOT_VERDICTS),
});
export const foundationReportQuerySchema = z.object({
  projectId: id,
  type: z.enum(MATERIAL_REPORT_TYPES).optional(),
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(50).default(20),
});
export const foundationReportPageSchema = pageSchema(materialReportSchema);
export const reportDetailQCQuerySchema = z.object({ registrationId: id });
export const reportDetailQCSchema = z.object({
  registration: registrationItemSchema,
  reports: z.array(materialReportSchema),
});

export const rebarPileOptionSchema = z.object({ pileId: z.number(), pileNo: z.string() });
export const removeBySspIdResultSchema = z.object({ rebar: z.number(), concrete: z.number() });
