import { z } from 'zod';
import { INTEGRITY_CLASSES } from '../domain/pile-detection';
import { defineCall } from './call';
import { kitIdQuerySchema, kitProjectQuerySchema } from './kit';
import { pageQuerySchema, pageSchema } from './pagination';

/**
 * Pile detection (issue 10, docs/domains/pile-detection.md, docs/domains/pile-detection.md, JGJ 106-2014): the required counts per
 * pile group and test category, the seeded random draw of test piles (append-only, re-verifiable),
 * the government variant (submit → random → move → registration), detection records with their
 * per-pile results (sub-inspections), integrity classes I–IV and bearing capacity pass/fail.
 */

/** The test categories the counts are set for (JGJ 106-2014 3.3.3–3.3.5). */
export const DETECTION_CATEGORIES = ['staticLoad', 'highStrain', 'integrity'] as const;
export type DetectionCategory = (typeof DETECTION_CATEGORIES)[number];

/** Detection methods (检测方法) and the category each counts towards. */
export const DETECTION_METHOD_CATEGORY = {
  staticLoad: 'staticLoad',
  highStrain: 'highStrain',
  lowStrain: 'integrity',
  sonic: 'integrity',
  coring: 'integrity',
} as const satisfies Record<string, DetectionCategory>;
export const DETECTION_METHODS = ['staticLoad', 'highStrain', 'lowStrain', 'sonic', 'coring'] as const;
export type DetectionMethod = (typeof DETECTION_METHODS)[number];

/** 静载试验加载方法 (JGJ 106-2014 4.3). */
export const STATIC_PRESSURE_METHODS = ['slowMaintained', 'fastMaintained'] as const;
/** Why a static load test is required (JGJ 106-2014 3.3.4 items 1–5). */
export const STATIC_PRESSURE_REASONS = [
  'gradeA',
  'noTrialTest',
  'processChanged',
  'complexGround',
  'newPileType',
  'heaveOrShift',
] as const;
/** 动测方法. */
export const DYNAMIC_TEST_METHODS = [
  'lowStrainReflection',
  'highStrainCase',
  'highStrainCurveFitting',
  'sonicTransmission',
] as const;

/**
 * Expanded testing after class III/IV piles (JGJ 106-2014 3.4, agreed by the parties): the default
 * is twice the failed piles, from the untested ones. Unconfirmed default, kept configurable.
 */
export const EXPANDED_TESTING_FACTOR = 2;

/** Pre-stressed pipe piles (GB/T 13476-2023): type, outer diameter (mm) and wall thickness (mm). */
export const TUBULAR_TYPES = ['PHC', 'PC', 'PTC'] as const;
export const TUBULAR_SIZES: readonly { diameterMm: number; wallMm: number }[] = [
  { diameterMm: 300, wallMm: 70 },
  { diameterMm: 400, wallMm: 95 },
  { diameterMm: 500, wallMm: 100 },
  { diameterMm: 500, wallMm: 125 },
  { diameterMm: 600, wallMm: 110 },
  { diameterMm: 600, wallMm: 130 },
  { diameterMm: 700, wallMm: 130 },
  { diameterMm: 800, wallMm: 110 },
  { diameterMm: 800, wallMm: 130 },
];
export const TUBULAR_GRADES = ['A', 'AB', 'B', 'C'] as const;

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();
const pileNo = z.string().trim().min(1).max(40);
const integrityClassSchema = z.enum(INTEGRITY_CLASSES);
const categorySchema = z.enum(DETECTION_CATEGORIES);
const methodSchema = z.enum(DETECTION_METHODS);
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

// ---- options ---------------------------------------------------------------------------------

export const detectionTypeSchema = z.object({ method: methodSchema, category: categorySchema });
export const staticPressureOptionsSchema = z.object({
  methods: z.array(z.enum(STATIC_PRESSURE_METHODS)),
  reasons: z.array(z.enum(STATIC_PRESSURE_REASONS)),
});
export const tubularTypeSchema = z.object({
  code: z.string(),
  type: z.enum(TUBULAR_TYPES),
  diameterMm: z.number(),
  wallMm: z.number(),
  grade: z.enum(TUBULAR_GRADES),
});
export const integrityClassInfoSchema = z.object({
  integrityClass: integrityClassSchema,
  pass: z.boolean(),
  action: z.enum(['none', 'design-evaluation', 'repair-or-replace']),
  rectification: z.boolean(),
  expandedTesting: z.boolean(),
});

// ---- detection basis per pile group and the required counts ---------------------------------

export const detectionBasisSaveSchema = z.object({
  groupId: id,
  complexGround: z.boolean(),
  lowReliability: z.boolean(),
  endBearingLargeDiameter: z.boolean(),
  columnCaps: z.number().int().min(0).max(100_000),
});
export type DetectionBasisSave = z.infer<typeof detectionBasisSaveSchema>;

export const categoryRequirementSchema = z.object({
  category: categorySchema,
  required: z.number().int(),
  basis: z.enum(['percent', 'minimum', 'small-project', 'per-cap', 'all-piles']),
  /** Piles of the group with a result of this category. */
  done: z.number().int(),
  /** Integrity only: how many of them by sonic or coring (end-bearing large-diameter piles). */
  byCoreOrSonic: z.number().int().nullable(),
});
export const groupRequirementSchema = z.object({
  groupId: id,
  groupName: z.string(),
  pileType: z.string(),
  totalPiles: z.number().int(),
  gradeA: z.boolean(),
  complexGround: z.boolean(),
  lowReliability: z.boolean(),
  endBearingLargeDiameter: z.boolean(),
  columnCaps: z.number().int(),
  /** Grade A, complex ground or low-reliability cast piles: the stricter integrity rule. */
  strict: z.boolean(),
  categories: z.array(categoryRequirementSchema),
});
export const detectionRequirementSchema = z.object({
  projectId: id,
  totalPiles: z.number().int(),
  groups: z.array(groupRequirementSchema),
  totals: z.array(categoryRequirementSchema.pick({ category: true, required: true, done: true })),
});
export type DetectionRequirement = z.infer<typeof detectionRequirementSchema>;
export type GroupRequirement = z.infer<typeof groupRequirementSchema>;

// ---- the random draw -------------------------------------------------------------------------

export const drawCreateSchema = z.object({
  projectId: id,
  groupId: id,
  category: categorySchema,
  /** Defaults to the required count of the category. */
  count: z.number().int().min(1).max(100_000).optional(),
  mustInclude: z.array(pileNo).max(1000).default([]),
  /** Any text; a random one is made when empty. */
  seed: z.string().trim().max(200).optional(),
});
export type DrawCreate = z.infer<typeof drawCreateSchema>;

export const drawMoveSchema = z.object({
  id: id,
  fromPileNo: z.string(),
  toPileNo: z.string(),
  reason: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});
export const drawItemSchema = z.object({
  id: id,
  projectId: id,
  groupId: id,
  groupName: z.string(),
  category: categorySchema,
  /** project: drawn by the site; government: drawn by the regulator from a submission. */
  kind: z.enum(['project', 'government']),
  submissionId: z.number().int().nullable(),
  seed: z.string(),
  candidates: z.array(z.string()),
  candidatesHash: z.string(),
  mustInclude: z.array(z.string()),
  count: z.number().int(),
  selected: z.array(z.string()),
  forced: z.array(z.string()),
  drawn: z.array(z.string()),
  unknown: z.array(z.string()),
  /** The selection after logged replacements (government moves). */
  plan: z.array(z.string()),
  moves: z.array(drawMoveSchema),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type DrawItem = z.infer<typeof drawItemSchema>;
export const drawListQuerySchema = pageQuerySchema.extend({
  proId: queryId,
  groupId: queryId.optional(),
  category: categorySchema.optional(),
});
export const drawPageSchema = pageSchema(drawItemSchema);
export const drawVerifySchema = z.object({
  id: id,
  /** SHA-256 of the stored candidate list equals the stored hash. */
  hashMatches: z.boolean(),
  /** The draw re-run from the stored seed and inputs gives the stored selection. */
  selectionMatches: z.boolean(),
  recomputed: z.array(z.string()),
});

// ---- government variant ----------------------------------------------------------------------

export const SUBMISSION_STATUSES = ['submitted', 'drawn', 'registered'] as const;
export const govSubmitSchema = z.object({
  projectId: id,
  groupId: id,
  category: categorySchema,
  count: z.number().int().min(1).max(100_000).optional(),
  mustInclude: z.array(pileNo).max(1000).default([]),
});
export const govRandomSchema = z.object({ submissionId: id, seed: z.string().trim().max(200).optional() });
export const govMoveSchema = z.object({
  drawId: id,
  fromPileNo: pileNo,
  toPileNo: pileNo,
  reason: z.string().trim().min(2).max(500),
});
export const govRegistrationSchema = z.object({ submissionId: id });
export const govSubmissionSchema = z.object({
  id: id,
  projectId: id,
  groupId: id,
  groupName: z.string(),
  category: categorySchema,
  count: z.number().int(),
  candidateCount: z.number().int(),
  candidatesHash: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  submittedByName: z.string(),
  submittedAt: z.string(),
  registeredByName: z.string().nullable(),
  registeredAt: z.string().nullable(),
  draw: drawItemSchema.nullable(),
});
export type GovSubmission = z.infer<typeof govSubmissionSchema>;

// ---- detection records and their per-pile results (sub-inspections) --------------------------

export const detectionResultInputSchema = z.object({
  pileNo: pileNo,
  integrityClass: integrityClassSchema.nullable().default(null),
  bearingPass: z.boolean().nullable().default(null),
  /** Ultimate bearing capacity (kN), a decimal string. */
  ultimateCapacityKn: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, '0–9999999.99')
    .nullable()
    .default(null),
  note: z.string().trim().max(500).default(''),
});
export const detectionSaveSchema = z.object({
  id: id.optional(),
  projectId: id,
  groupId: id,
  method: methodSchema,
  staticPressureMethod: z.enum(STATIC_PRESSURE_METHODS).nullable().default(null),
  staticPressureReasons: z.array(z.enum(STATIC_PRESSURE_REASONS)).max(6).default([]),
  dynamicTestMethod: z.enum(DYNAMIC_TEST_METHODS).nullable().default(null),
  drawId: id.nullable().default(null),
  labName: z.string().trim().min(2).max(100),
  reportNo: z.string().trim().max(60).default(''),
  testDate: dateSchema,
  remark: z.string().trim().max(1000).default(''),
  results: z.array(detectionResultInputSchema).min(1).max(5000),
});
export type DetectionSave = z.infer<typeof detectionSaveSchema>;

export const detectionResultSchema = z.object({
  id: id,
  detectionId: id,
  projectId: id,
  pileId: id,
  pileNo: z.string(),
  method: methodSchema,
  integrityClass: integrityClassSchema.nullable(),
  bearingPass: z.boolean().nullable(),
  ultimateCapacityKn: z.string().nullable(),
  note: z.string(),
  pass: z.boolean(),
  checked: z.boolean(),
  checkedByName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  rectificationId: z.number().int().nullable(),
  testDate: z.string(),
});
export type DetectionResult = z.infer<typeof detectionResultSchema>;

export const detectionItemSchema = z.object({
  id: id,
  projectId: id,
  groupId: id,
  groupName: z.string(),
  method: methodSchema,
  category: categorySchema,
  staticPressureMethod: z.enum(STATIC_PRESSURE_METHODS).nullable(),
  staticPressureReasons: z.array(z.enum(STATIC_PRESSURE_REASONS)),
  dynamicTestMethod: z.enum(DYNAMIC_TEST_METHODS).nullable(),
  drawId: z.number().int().nullable(),
  labName: z.string(),
  reportNo: z.string(),
  testDate: z.string(),
  remark: z.string(),
  pileCount: z.number().int(),
  failedCount: z.number().int(),
  pass: z.boolean(),
  /** Class III/IV or failed capacity: expanded testing agreed by the parties, with its count. */
  expandedTesting: z.object({ needed: z.boolean(), count: z.number().int() }),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type DetectionItem = z.infer<typeof detectionItemSchema>;
export const detectionDetailSchema = detectionItemSchema.extend({ results: z.array(detectionResultSchema) });
export type DetectionDetail = z.infer<typeof detectionDetailSchema>;
export const detectionListQuerySchema = pageQuerySchema.extend({
  proId: queryId,
  groupId: queryId.optional(),
  method: methodSchema.optional(),
});
export const detectionPageSchema = pageSchema(detectionItemSchema);

export const pileNumberListQuerySchema = z.object({ proId: queryId, groupId: queryId.optional() });
export const pileNumberEntrySchema = z.object({
  pileId: id,
  pileNo: z.string(),
  groupId: id,
  status: z.string(),
  /** Methods this pile has results of. */
  tested: z.array(methodSchema),
});
export const randomPileNumberQuerySchema = z.object({ id: queryId });

/** inspectInfo/{id} and the pile page's tab: everything detected on one pile. */
export const pileDetectionInfoSchema = z.object({
  pileId: id,
  pileNo: z.string(),
  projectId: id,
  /** Draws whose plan includes this pile. */
  draws: z.array(z.object({ id: id, category: categorySchema, seed: z.string(), createdAt: z.string() })),
  results: z.array(
    detectionResultSchema.extend({
      staticPressureMethod: z.enum(STATIC_PRESSURE_METHODS).nullable(),
      dynamicTestMethod: z.enum(DYNAMIC_TEST_METHODS).nullable(),
      labName: z.string(),
      reportNo: z.string(),
    }),
  ),
});
export type PileDetectionInfo = z.infer<typeof pileDetectionInfoSchema>;
export const pileIdParamsSchema = z.object({ id: queryId });

// ---- sub-inspection calls --------------------------------------------------------------------

export const subInspectionStatisticsSchema = z.object({
  results: z.number().int(),
  piles: z.number().int(),
  byClass: z.record(integrityClassSchema, z.number().int()),
  bearingPass: z.number().int(),
  bearingFail: z.number().int(),
  failed: z.number().int(),
  checked: z.number().int(),
  byMethod: z.record(methodSchema, z.number().int()),
});
export const checkStatusQuerySchema = z.object({ detectionId: queryId });
export const checkStatusSchema = z.object({
  detectionId: id,
  total: z.number().int(),
  checked: z.number().int(),
  allChecked: z.boolean(),
});
export const subInspectionListQuerySchema = pageQuerySchema.extend({
  proId: queryId,
  detectionId: queryId.optional(),
  method: methodSchema.optional(),
  integrityClass: integrityClassSchema.optional(),
  pileNo: z.string().trim().max(40).optional(),
  failedOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const subInspectionPageSchema = pageSchema(detectionResultSchema);
export const subPileNumberQuerySchema = z.object({ detectionId: queryId });
export const manualCheckSchema = z.object({ ids: z.array(id).min(1).max(500) });
export const manualUpdateSchema = z.object({
  id: id,
  integrityClass: integrityClassSchema.nullable().optional(),
  bearingPass: z.boolean().nullable().optional(),
  reason: z.string().trim().min(2).max(500),
});
export const manualCheckResultSchema = z.object({ checked: z.number().int() });
export const detectionAddSchema = detectionSaveSchema.omit({ id: true });
export const detectionUpdateSchema = detectionSaveSchema.required({ id: true });
export const govSubmissionListQuerySchema = kitProjectQuerySchema.extend({
  status: z.enum(SUBMISSION_STATUSES).optional(),
});

const submissionList = (path: 'submit' | 'random' | 'registration') =>
  defineCall({
    method: 'GET',
    path: `government/construction/${path}`,
    query: govSubmissionListQuerySchema,
    response: z.array(govSubmissionSchema),
  });

/** The pile detection calls (apps/server/src/modules/pile-detection). */
export const detectionCalls = {
  // ---- option lists ----
  typeList: defineCall({
    method: 'GET',
    path: 'inspection/typeList',
    response: z.array(detectionTypeSchema),
  }),
  staticPressureMethods: defineCall({
    method: 'GET',
    path: 'inspection/staticPressureMethod',
    response: staticPressureOptionsSchema,
  }),
  dynamicTestMethods: defineCall({
    method: 'GET',
    path: 'inspection/dynamicTestMethod',
    response: z.array(z.enum(DYNAMIC_TEST_METHODS)),
  }),
  tubularTypes: defineCall({
    method: 'GET',
    path: 'inspection/tubularTypeList',
    response: z.array(tubularTypeSchema),
  }),
  integrityClasses: defineCall({
    method: 'GET',
    path: 'subInspection/typeList',
    response: z.array(integrityClassInfoSchema),
  }),

  // ---- required counts, pile numbers and the random draw ----
  requirement: defineCall({
    method: 'GET',
    path: 'inspection/requirement',
    query: kitProjectQuerySchema,
    response: detectionRequirementSchema,
  }),
  saveBasis: defineCall({
    method: 'POST',
    path: 'inspection/basis/save',
    body: detectionBasisSaveSchema,
    response: detectionRequirementSchema,
  }),
  pileNumbers: defineCall({
    method: 'GET',
    path: 'inspection/pileNumberList',
    query: pileNumberListQuerySchema,
    response: z.array(pileNumberEntrySchema),
  }),
  draw: defineCall({
    method: 'POST',
    path: 'inspection/randomPileNumberList',
    body: drawCreateSchema,
    response: drawItemSchema,
  }),
  drawDetail: defineCall({
    method: 'GET',
    path: 'inspection/randomPileNumberList',
    query: randomPileNumberQuerySchema,
    response: drawItemSchema,
  }),
  draws: defineCall({
    method: 'GET',
    path: 'inspection/draw/list',
    query: drawListQuerySchema,
    response: drawPageSchema,
  }),
  verify: defineCall({
    method: 'GET',
    path: 'inspection/draw/verify',
    query: kitIdQuerySchema,
    response: drawVerifySchema,
  }),

  // ---- detection records ----
  list: defineCall({
    method: 'GET',
    path: 'inspection/list',
    query: detectionListQuerySchema,
    response: detectionPageSchema,
  }),
  detail: defineCall({
    method: 'GET',
    path: 'inspection/detail',
    query: kitIdQuerySchema,
    response: detectionDetailSchema,
  }),
  add: defineCall({
    method: 'POST',
    path: 'inspection/add',
    body: detectionAddSchema,
    response: detectionDetailSchema,
  }),
  update: defineCall({
    method: 'POST',
    path: 'inspection/update',
    body: detectionUpdateSchema,
    response: detectionDetailSchema,
  }),
  inspectInfo: defineCall({
    method: 'GET',
    path: 'inspection/inspectInfo/:id',
    params: pileIdParamsSchema,
    response: pileDetectionInfoSchema,
  }),
  staticDynamicDetail: defineCall({
    method: 'GET',
    path: 'pile/staticDynamicDetail/:id',
    params: pileIdParamsSchema,
    response: pileDetectionInfoSchema,
  }),

  // ---- sub-inspections ----
  statistics: defineCall({
    method: 'GET',
    path: 'subInspection/statistics',
    query: kitProjectQuerySchema,
    response: subInspectionStatisticsSchema,
  }),
  checkStatus: defineCall({
    method: 'GET',
    path: 'subInspection/getCheckStatus',
    query: checkStatusQuerySchema,
    response: checkStatusSchema,
  }),
  results: defineCall({
    method: 'GET',
    path: 'subInspection/getList',
    query: subInspectionListQuerySchema,
    response: subInspectionPageSchema,
  }),
  resultPileNumbers: defineCall({
    method: 'GET',
    path: 'subInspection/getPileNumberList',
    query: subPileNumberQuerySchema,
    response: z.array(z.string()),
  }),
  check: defineCall({
    method: 'POST',
    path: 'subInspection/manualCheck',
    body: manualCheckSchema,
    response: manualCheckResultSchema,
  }),
  correct: defineCall({
    method: 'POST',
    path: 'subInspection/manualUpdate',
    body: manualUpdateSchema,
    response: detectionResultSchema,
  }),

  // ---- government construction: submit → random → move → registration ----
  submissions: submissionList('submit'),
  drawnSubmissions: submissionList('random'),
  registeredSubmissions: submissionList('registration'),
  govMoves: defineCall({
    method: 'GET',
    path: 'government/construction/move',
    query: kitIdQuerySchema,
    response: drawItemSchema,
  }),
  submit: defineCall({
    method: 'POST',
    path: 'government/construction/submit',
    body: govSubmitSchema,
    response: govSubmissionSchema,
  }),
  govRandom: defineCall({
    method: 'POST',
    path: 'government/construction/random',
    body: govRandomSchema,
    response: govSubmissionSchema,
  }),
  govMove: defineCall({
    method: 'POST',
    path: 'government/construction/move',
    body: govMoveSchema,
    response: govSubmissionSchema,
  }),
  govRegister: defineCall({
    method: 'POST',
    path: 'government/construction/registration',
    body: govRegistrationSchema,
    response: govSubmissionSchema,
  }),
};
