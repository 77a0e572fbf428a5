import { z } from 'zod';
import { defineCall } from './call';
import { kitIdQuerySchema, kitProjectQuerySchema } from './kit';
import { pageQuerySchema, pageSchema } from './pagination';
import { clientIdSchema } from './site';
import { reportVerifyQuerySchema, reportVerifySchema } from './specimen-verify';
import { workbookImportCalls } from './workbook-import';

/** Curing of a specimen (试块) group: standard curing (标养) or same-condition curing (同条件). */
export const SPECIMEN_CURING = {
  STANDARD: 'standard',
  SAME_CONDITION: 'same_condition',
} as const;
export type SpecimenCuring = (typeof SPECIMEN_CURING)[keyof typeof SPECIMEN_CURING];
export const SPECIMEN_CURINGS = Object.values(SPECIMEN_CURING) as [SpecimenCuring, ...SpecimenCuring[]];

/**
 * GET /api/inspection/specimen/unlinkedCount?proId= — how many specimen groups of the project are not
 * linked to a pile (docs/domains/specimen.md: data is the count; docs/product.md §8 pile association reminder). Non-pile projects answer 0.
 */
export const specimenUnlinkedCountQuerySchema = z.object({ proId: z.coerce.number().int().positive() });
export type SpecimenUnlinkedCountQuery = z.infer<typeof specimenUnlinkedCountQuerySchema>;

export const specimenUnlinkedCountSchema = z.number().int().nonnegative();

// ================================================================================================
// Test blocks (试块), pours, submissions to a lab, results, signed reports and lot evaluations
// (issue 9; docs/domains/specimen.md submit/*, test block nature and type, test block rate; docs/product.md §2.1 public report page).

const tbId = z.number().int().positive();
const tbQueryId = z.coerce.number().int().positive();
const tbDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
/** m³ or h as a decimal string, up to 3 decimals. */
const tbDecimal = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,3})?$/, '须为不超过 3 位小数的非负数');
const tbStrength = z.number().positive().max(200);

/** 试块性质: what the group is kept for. */
export const TEST_BLOCK_NATURES = ['standard28', 'sameCondition', 'formwork', 'structural'] as const;
export type TestBlockNature = (typeof TEST_BLOCK_NATURES)[number];
/** 试块类型: the test it is made for (only compressive cubes are evaluated by GB/T 50107). */
export const TEST_BLOCK_TYPES = ['compressive', 'impermeability', 'flexural'] as const;
export type TestBlockType = (typeof TEST_BLOCK_TYPES)[number];
export const CUBE_SIZES = [100, 150, 200] as const;
export const TEST_AGES = [28, 60, 90] as const;
/** made → submitted (to a lab) → received → tested → reported. */
export const SPECIMEN_STATUSES = ['made', 'submitted', 'received', 'tested', 'reported'] as const;
export type SpecimenStatus = (typeof SPECIMEN_STATUSES)[number];
export const SUBMIT_STATUSES = ['submitted', 'received', 'tested', 'reported'] as const;
export type SubmitStatus = (typeof SUBMIT_STATUSES)[number];

const gradeSchema = z
  .string()
  .trim()
  .regex(/^C([1-9]\d{1,2})$/, '强度等级须为 C15～C100');

export const testBlockGroupInputSchema = z.object({
  curing: z.enum(SPECIMEN_CURINGS).default(SPECIMEN_CURING.STANDARD),
  cubeSize: z.union([z.literal(100), z.literal(150), z.literal(200)]).default(150),
  ageDays: z.union([z.literal(28), z.literal(60), z.literal(90)]).default(28),
  nature: z.enum(TEST_BLOCK_NATURES).default('standard28'),
  type: z.enum(TEST_BLOCK_TYPES).default('compressive'),
  /** The pile this group was taken at; absent → linked by its location later. */
  pileNo: z.string().trim().min(1).max(40).optional(),
  witnessed: z.boolean().default(false),
  witnessName: z.string().trim().max(20).default(''),
  /** 封样编号: the number on the seal the sampler puts on the group. */
  sealNo: z.string().trim().max(40).default(''),
});

/** POST /api/inspection/pour/add — a pour (浇筑) and the test-block groups made at it. */
export const pourAddSchema = z.object({
  proId: tbId,
  /** Piles poured (bored piles: one pour per pile, or a few on one truck run). */
  pileNos: z.array(z.string().trim().min(1).max(40)).max(50).default([]),
  location: z.string().trim().min(1, '请填写浇筑部位').max(100),
  strengthGrade: gradeSchema,
  plant: z.string().trim().min(1, '请填写搅拌站').max(60),
  volumeM3: tbDecimal,
  continuousHours: tbDecimal.default('0'),
  singleColumnSinglePile: z.boolean().default(false),
  pouredOn: tbDate,
  groups: z.array(testBlockGroupInputSchema).min(1, '至少留置 1 组试块').max(50),
  /** The appointed witness (见证人) present at this sampling: every group of the pour is witnessed. */
  witnessUserId: tbId.optional(),
  /** The site app's id of this sampling (docs/domains/site.md#idempotent-writes). */
  clientId: clientIdSchema.optional(),
});
export type PourAdd = z.infer<typeof pourAddSchema>;

export const pourItemSchema = z.object({
  id: tbId,
  location: z.string(),
  pileNos: z.array(z.string()),
  strengthGrade: z.string(),
  plant: z.string(),
  volumeM3: z.string(),
  continuousHours: z.string(),
  singleColumnSinglePile: z.boolean(),
  pouredOn: z.string(),
  required: z.number().int(),
  made: z.number().int(),
  samplerName: z.string(),
  /** The witness named on this sampling and when they confirmed it (null: not yet). */
  witness: z.object({ userId: tbId, name: z.string(), confirmedAt: z.string().nullable() }).nullable(),
});
export type PourItem = z.infer<typeof pourItemSchema>;

export const strengthResultSchema = z.object({
  strengths: z.array(z.number()),
  testDate: z.string(),
  /** Representative value after size and curing conversion, MPa to 0.1; null when invalid. */
  value: z.number().nullable(),
  status: z.string(),
  rule: z.string().nullable(),
});

export const specimenItemSchema = z.object({
  id: tbId,
  projectId: tbId,
  sampleNo: z.string(),
  pourId: tbId.nullable(),
  strengthGrade: z.string(),
  curing: z.enum(SPECIMEN_CURINGS),
  cubeSize: z.number().int(),
  ageDays: z.number().int(),
  nature: z.string(),
  type: z.string(),
  makeDate: z.string(),
  dueDate: z.string(),
  location: z.string(),
  pileId: tbId.nullable(),
  pileNo: z.string().nullable(),
  plant: z.string(),
  volumeM3: z.string().nullable(),
  witnessed: z.boolean(),
  witnessName: z.string(),
  /** none: unwitnessed; pending: the named witness has not confirmed yet; confirmed: counts as witnessed. */
  witnessState: z.enum(['none', 'pending', 'confirmed']),
  sealNo: z.string(),
  status: z.enum(SPECIMEN_STATUSES),
  submissionId: tbId.nullable(),
  result: strengthResultSchema.nullable(),
});
export type SpecimenItem = z.infer<typeof specimenItemSchema>;

export const specimenListQuerySchema = z.object({
  proId: tbQueryId,
  pourId: tbQueryId.optional(),
  status: z.enum(SPECIMEN_STATUSES).optional(),
  unlinked: z.enum(['1', '0']).optional(),
});

/** GET /api/inspection/specimen/labels?proId=&ids= — printable QR labels. */
export const specimenLabelsQuerySchema = z.object({
  proId: tbQueryId,
  ids: z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v),
    z.array(z.coerce.number().int().positive()).min(1).max(200),
  ),
});
export const specimenLabelSchema = z.object({
  id: tbId,
  sampleNo: z.string(),
  strengthGrade: z.string(),
  curing: z.enum(SPECIMEN_CURINGS),
  cubeSize: z.number().int(),
  ageDays: z.number().int(),
  makeDate: z.string(),
  dueDate: z.string(),
  location: z.string(),
  projectName: z.string(),
  /** PNG data URL of the QR code carrying the sample number. */
  qr: z.string(),
});
export type SpecimenLabel = z.infer<typeof specimenLabelSchema>;

// ---- specimen association (docs/domains/specimen.md, docs/product.md §8) --------------------------------------------------------

export const specimenLinkSchema = z.object({ id: tbId, pileId: tbId });
export const specimenRemoveSchema = z.object({ id: tbId });
/** sspId: the submission whose groups lose their pile links. */
export const specimenRemoveBySspIdSchema = z.object({ sspId: tbId });
export const specimenListByNumbersQuerySchema = z.object({
  proId: tbQueryId,
  numbers: z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v),
    z.array(z.string().trim().min(1).max(40)).min(1).max(200),
  ),
});
export const unlinkedSpecimenSchema = specimenItemSchema.extend({
  /** Why it is not linked: no pile with that number, or the location is not a pile number. */
  reason: z.enum(['pileNotRegistered', 'locationMismatch']),
  /** Piles whose number resembles the location (same digits), for the manual link. */
  candidates: z.array(z.object({ pileId: tbId, pileNo: z.string() })),
});
export type UnlinkedSpecimen = z.infer<typeof unlinkedSpecimenSchema>;

// ---- sampling: test block rate and witness ratio ------------------------------------------------

export const testBlockRateSchema = z.object({
  projectId: tbId,
  required: z.number().int(),
  made: z.number().int(),
  rate: z.number(),
  complete: z.boolean(),
  requirements: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['pour', 'pile']),
      required: z.number().int(),
      made: z.number().int(),
      basis: z.string(),
    }),
  ),
  missing: z.array(z.object({ key: z.string(), required: z.number(), made: z.number(), short: z.number() })),
  witness: z.object({
    total: z.number().int(),
    witnessed: z.number().int(),
    ratio: z.number(),
    needed: z.number().int(),
    pass: z.boolean(),
    minRatio: z.number(),
  }),
});
export type TestBlockRate = z.infer<typeof testBlockRateSchema>;

// ---- submissions to a lab (docs/domains/specimen.md submit) ---------------------------------------------------

export const labSchema = z.object({ id: tbId, name: z.string() });
export type Lab = z.infer<typeof labSchema>;

/** POST /api/submit/add — send made groups to a lab. */
export const submitAddSchema = z.object({
  proId: tbId,
  labId: tbId,
  specimenIds: z.array(tbId).min(1, '请选择送检试块').max(200),
  remark: z.string().trim().max(200).default(''),
});
/** POST /api/submit/update — before the lab receives it: change lab, groups or remark. */
export const submitUpdateSchema = z.object({
  id: tbId,
  labId: tbId.optional(),
  specimenIds: z.array(tbId).min(1).max(200).optional(),
  remark: z.string().trim().max(200).optional(),
});
export const submitListQuerySchema = pageQuerySchema.extend({
  proId: tbQueryId.optional(),
  status: z.enum(SUBMIT_STATUSES).optional(),
});
export const submitItemSchema = z.object({
  id: tbId,
  projectId: tbId,
  projectName: z.string(),
  submitNo: z.string(),
  labId: tbId,
  labName: z.string(),
  status: z.enum(SUBMIT_STATUSES),
  groups: z.number().int(),
  witnessed: z.number().int(),
  remark: z.string(),
  submittedBy: z.string(),
  submittedAt: z.string(),
  receivedAt: z.string().nullable(),
  reportId: tbId.nullable(),
  reportNo: z.string().nullable(),
});
export type SubmitItem = z.infer<typeof submitItemSchema>;
export const submitDetailSchema = submitItemSchema.extend({
  specimens: z.array(specimenItemSchema),
  report: z
    .object({
      id: tbId,
      reportNo: z.string(),
      issuedAt: z.string(),
      verifyCode: z.string(),
      verifyUrl: z.string(),
      qr: z.string(),
      revision: z.number().int(),
    })
    .nullable(),
  amendments: z.array(
    z.object({
      id: tbId,
      sampleNo: z.string(),
      before: z.array(z.number()),
      after: z.array(z.number()),
      reason: z.string(),
      userName: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type SubmitDetail = z.infer<typeof submitDetailSchema>;

/** POST /api/submit/result — the lab's three cube strengths per group (until the report is issued). */
export const submitResultSchema = z.object({
  id: tbId,
  results: z
    .array(
      z.object({
        specimenId: tbId,
        strengths: z.tuple([tbStrength, tbStrength, tbStrength]),
        testDate: tbDate,
      }),
    )
    .min(1)
    .max(200),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;
/** POST /api/submit/amend — after the report: a logged correction of one group; the report is re-signed. */
export const submitAmendSchema = z.object({
  specimenId: tbId,
  strengths: z.tuple([tbStrength, tbStrength, tbStrength]),
  reason: z.string().trim().min(4, '请说明更正原因（至少 4 个字）').max(200),
});
/** POST /api/submit/report — issue the signed report of a tested submission. */
export const submitReportSchema = z.object({
  id: tbId,
  reportNo: z.string().trim().min(1).max(40).optional(),
  conclusion: z.string().trim().max(300).default(''),
  /** stored_file id of an evidence image (a photo of the crushed cubes, the machine print-out). */
  evidenceFileId: z.string().trim().max(64).optional(),
});
export const submitNumberQuerySchema = z.object({ proId: tbQueryId });

// ---- evaluations and warnings -------------------------------------------------------------------

export const lotEvaluationSchema = z.object({
  id: tbId,
  lotKey: z.string(),
  strengthGrade: z.string(),
  ageDays: z.number().int(),
  curing: z.enum(SPECIMEN_CURINGS),
  method: z.string(),
  verdict: z.enum(['pass', 'fail', 'not-applicable']),
  groups: z.number().int(),
  invalidGroups: z.number().int(),
  mean: z.number().nullable(),
  min: z.number().nullable(),
  checks: z.array(
    z.object({
      key: z.string(),
      clause: z.string(),
      actual: z.number().nullable(),
      op: z.string(),
      limit: z.number(),
      pass: z.boolean(),
    }),
  ),
  coefficients: z.record(z.string(), z.number()),
  rectificationId: tbId.nullable(),
  evaluatedAt: z.string(),
});
export type LotEvaluation = z.infer<typeof lotEvaluationSchema>;

export const testBlockWarningSchema = z.object({
  id: tbId,
  /** witness-low: a material's confirmed witness ratio fell below 30 % (docs/domains/witness.md). */
  kind: z.enum(['lot-failed', 'group-invalid', 'witness-low']),
  title: z.string(),
  detail: z.string(),
  pileNos: z.array(z.string()),
  rectificationId: tbId.nullable(),
  createdAt: z.string(),
});
export type TestBlockWarning = z.infer<typeof testBlockWarningSchema>;

export const testBlockTypeOptionsSchema = z.object({
  types: z.array(z.enum(TEST_BLOCK_TYPES)),
  cubeSizes: z.array(z.number()),
  ages: z.array(z.number()),
  curings: z.array(z.enum(SPECIMEN_CURINGS)),
});
export const pourAddResultSchema = z.object({ pourId: z.number(), specimens: z.array(specimenItemSchema) });
export const specimenRemovedSchema = z.object({ removed: z.number() });
export const specimenByPileQuerySchema = z.object({ pileId: z.coerce.number().int().positive() });
export const pileSpecimenSchema = specimenItemSchema.extend({
  reportNo: z.string().nullable(),
  verifyCode: z.string().nullable(),
});
export const submitIdBodySchema = z.object({ id: z.number().int().positive() });
export const submitPageSchema = pageSchema(submitItemSchema);

/** The test-block (specimen) calls (apps/server/src/modules/specimen). */
export const specimenCalls = {
  // ---- the big workbook imports: test blocks (inspection/…) and submissions to a lab (submit/…) ----
  blockImport: workbookImportCalls('inspection'),
  submitImport: workbookImportCalls('submit'),
  // ---- options ----
  unlinkedCount: defineCall({
    method: 'GET',
    path: 'inspection/specimen/unlinkedCount',
    query: specimenUnlinkedCountQuerySchema,
    response: specimenUnlinkedCountSchema,
  }),
  natures: defineCall({
    method: 'GET',
    path: 'inspection/testBlockNature',
    response: z.array(z.enum(TEST_BLOCK_NATURES)),
  }),
  types: defineCall({
    method: 'GET',
    path: 'inspection/testBlockType',
    response: testBlockTypeOptionsSchema,
  }),
  labs: defineCall({ method: 'GET', path: 'submit/labs', response: z.array(labSchema) }),

  // ---- pours and specimens ----
  addPour: defineCall({
    method: 'POST',
    path: 'inspection/pour/add',
    body: pourAddSchema,
    response: pourAddResultSchema,
  }),
  pours: defineCall({
    method: 'GET',
    path: 'inspection/pour/list',
    query: kitProjectQuerySchema,
    response: z.array(pourItemSchema),
  }),
  specimens: defineCall({
    method: 'GET',
    path: 'inspection/specimen/list',
    query: specimenListQuerySchema,
    response: z.array(specimenItemSchema),
  }),
  labels: defineCall({
    method: 'GET',
    path: 'inspection/specimen/labels',
    query: specimenLabelsQuerySchema,
    response: z.array(specimenLabelSchema),
  }),
  rate: defineCall({
    method: 'GET',
    path: 'inspection/testBlockRate',
    query: kitProjectQuerySchema,
    response: testBlockRateSchema,
  }),
  unlinked: defineCall({
    method: 'GET',
    path: 'inspection/specimen/unlinked',
    query: kitProjectQuerySchema,
    response: z.array(unlinkedSpecimenSchema),
  }),
  link: defineCall({
    method: 'POST',
    path: 'inspection/specimen/link',
    body: specimenLinkSchema,
    response: specimenItemSchema.optional(),
  }),
  listByNumbers: defineCall({
    method: 'GET',
    path: 'inspection/specimen/listByNumbers',
    query: specimenListByNumbersQuerySchema,
    response: z.array(specimenItemSchema),
  }),
  unlink: defineCall({
    method: 'POST',
    path: 'inspection/specimen/remove',
    body: specimenRemoveSchema,
    response: specimenRemovedSchema,
  }),
  removeBySspId: defineCall({
    method: 'POST',
    path: 'inspection/specimen/removeBySspId',
    body: specimenRemoveBySspIdSchema,
    response: specimenRemovedSchema,
  }),
  byPile: defineCall({
    method: 'GET',
    path: 'inspection/specimen/byPile',
    query: specimenByPileQuerySchema,
    response: z.array(pileSpecimenSchema),
  }),

  // ---- submissions ----
  submitNumber: defineCall({
    method: 'GET',
    path: 'submit/number',
    query: submitNumberQuerySchema,
    response: z.string(),
  }),
  submit: defineCall({
    method: 'POST',
    path: 'submit/add',
    body: submitAddSchema,
    response: submitDetailSchema,
  }),
  updateSubmission: defineCall({
    method: 'POST',
    path: 'submit/update',
    body: submitUpdateSchema,
    response: submitDetailSchema,
  }),
  submissions: defineCall({
    method: 'GET',
    path: 'submit/list',
    query: submitListQuerySchema,
    response: submitPageSchema,
  }),
  detail: defineCall({
    method: 'GET',
    path: 'submit/detail',
    query: kitIdQuerySchema,
    response: submitDetailSchema,
  }),
  /** The submission's report as a PDF with the drawn signatures, PDF-signed (docs/domains/signature.md). */
  reportPdf: defineCall({
    method: 'GET',
    path: 'submit/reportPdf',
    query: kitIdQuerySchema,
    response: 'file',
  }),
  receive: defineCall({
    method: 'POST',
    path: 'submit/receive',
    body: submitIdBodySchema,
    response: submitDetailSchema,
  }),
  results: defineCall({
    method: 'POST',
    path: 'submit/result',
    body: submitResultSchema,
    response: submitDetailSchema,
  }),
  report: defineCall({
    method: 'POST',
    path: 'submit/report',
    body: submitReportSchema,
    response: submitDetailSchema,
  }),
  amend: defineCall({
    method: 'POST',
    path: 'submit/amend',
    body: submitAmendSchema,
    response: submitDetailSchema,
  }),

  // ---- evaluation, warnings, exports ----
  evaluations: defineCall({
    method: 'GET',
    path: 'inspection/evaluation/list',
    query: kitProjectQuerySchema,
    response: z.array(lotEvaluationSchema),
  }),
  warnings: defineCall({
    method: 'GET',
    path: 'inspection/warning/list',
    query: kitProjectQuerySchema,
    response: z.array(testBlockWarningSchema),
  }),
  exportSubmissions: defineCall({
    method: 'GET',
    path: 'submit/export',
    query: kitProjectQuerySchema,
    response: 'file',
  }),
  exportSpecimens: defineCall({
    method: 'GET',
    path: 'inspection/export',
    query: kitProjectQuerySchema,
    response: 'file',
  }),

  // ---- public report verification (docs/product.md §2.1) ----
  verify: defineCall({
    method: 'GET',
    path: 'rebarEngineering/previewDetection',
    query: reportVerifyQuerySchema,
    response: reportVerifySchema,
  }),
  evidence: defineCall({
    method: 'GET',
    path: 'rebarEngineering/evidence',
    query: reportVerifyQuerySchema,
    response: 'file',
  }),
};
