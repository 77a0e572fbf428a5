import { z } from 'zod';
import { pageSchema } from './pagination';
import { pileAbnormalListQuerySchema } from './pile';

const id = z.number().int().positive();

/** Pile-foundation site work (docs/domains/pile.md): the completion list, pile machines and spot checks. */
// ---- completion list, pile machines, spot check ---------------------------------------------

export const PILE_COMPLETION_STATES = ['notStarted', 'inProgress', 'complete'] as const;
export const pileCompletionItemSchema = z.object({
  /** 0101 (地基: mixing piles) or 0102 (基础: bored and pipe piles). */
  subBranchCode: z.string(),
  auditStatus: z.enum(PILE_COMPLETION_STATES),
  total: z.number().int(),
  recorded: z.number().int(),
  confirmed: z.number().int(),
});
export const pileCompletionSchema = z.object({
  list: z.array(pileCompletionItemSchema),
  /** From the 0101 record (docs/product.md §4); null when there is none. */
  gcPileState: z.enum(PILE_COMPLETION_STATES).nullable(),
  /** From the 0102 record. */
  whPileState: z.enum(PILE_COMPLETION_STATES).nullable(),
  /** Whether a 0102 record exists. */
  whPileData: z.boolean(),
});
export type PileCompletion = z.infer<typeof pileCompletionSchema>;

/** Kinds of pile machine: 旋挖钻机, 回旋钻机, 冲击钻机, 深层搅拌桩机, 静压桩机, 锤击桩机. */
export const PILE_MACHINE_KINDS = [
  'rotaryDrill',
  'rotaryTable',
  'impactDrill',
  'mixer',
  'staticPress',
  'hammer',
] as const;
export const pileMachineRegistrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(PILE_MACHINE_KINDS),
  model: z.string(),
  operator: z.string(),
  enteredOn: z.string(),
  leftOn: z.string().nullable(),
});
export const pileMachineSaveSchema = z
  .object({
    id: id.optional(),
    projectId: id,
    machineNo: z
      .string()
      .trim()
      .min(1)
      .max(30)
      .regex(/^[\p{Script=Han}A-Za-z0-9#_-]+$/u, '桩机编号只能是汉字、字母、数字、#、_ 和 -'),
    kind: z.enum(PILE_MACHINE_KINDS),
    model: z.string().trim().max(40).default(''),
    operator: z.string().trim().max(20).default(''),
    enteredOn: z.iso.date(),
    leftOn: z.iso.date().nullable().optional(),
  })
  .refine((v) => !v.leftOn || v.leftOn >= v.enteredOn, {
    path: ['leftOn'],
    message: '退场日期不能早于进场日期',
  });
export type PileMachineSave = z.infer<typeof pileMachineSaveSchema>;
/** Assigns a registered machine to piles not yet recorded (it replaces their machine). */
export const pileMachineAssignSchema = z.object({
  projectId: id,
  machineNo: z.string().trim().min(1).max(30),
  pileIds: z.array(id).min(1).max(500),
});
export type PileMachineAssign = z.infer<typeof pileMachineAssignSchema>;

export const pileMachineItemSchema = z.object({
  machineNo: z.string(),
  /** The registration; null for a machine only named on pile records. */
  registry: pileMachineRegistrySchema.nullable(),
  /** Piles assigned to it and not finished yet (not started or in construction). */
  assigned: z.number().int(),
  piles: z.number().int(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** Piles finished per day (Asia/Shanghai), the last 14 days with work. */
  daily: z.array(z.object({ date: z.string(), piles: z.number().int() })),
});
export type PileMachineItem = z.infer<typeof pileMachineItemSchema>;

export const pileSpotCheckSchema = z.object({
  projectId: z.number().int().positive(),
  count: z.number().int().min(1).max(200),
  /** Any text; the same seed and piles give the same draw. Defaults to the project and date. */
  seed: z.string().trim().max(60).optional(),
});
export const pileSpotCheckResultSchema = z.object({
  /** The stored check (pile_spot_check). */
  id: z.number().int(),
  seed: z.string(),
  eligible: z.number().int(),
  /** Abnormal piles are taken first (doubtful piles, JGJ 106-2014 3.3.8), then a seeded draw. */
  forced: z.array(z.string()),
  drawn: z.array(z.string()),
  selected: z.array(z.string()),
});

export const PILE_SPOT_CHECK_RESULTS = ['pending', 'pass', 'fail'] as const;
export type PileSpotCheckResultValue = (typeof PILE_SPOT_CHECK_RESULTS)[number];
export const pileSpotCheckItemSchema = z.object({
  id: z.number().int(),
  pileId: z.number().int(),
  pileNo: z.string(),
  forced: z.boolean(),
  result: z.enum(PILE_SPOT_CHECK_RESULTS),
  finding: z.string(),
  checkedByName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  rectificationId: z.number().int().nullable(),
});
export type PileSpotCheckItem = z.infer<typeof pileSpotCheckItemSchema>;
/** A stored spot check as the history lists it. */
export const pileSpotCheckSummarySchema = z.object({
  id: z.number().int(),
  seed: z.string(),
  requested: z.number().int(),
  eligible: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  piles: z.number().int(),
  checked: z.number().int(),
  failed: z.number().int(),
});
export type PileSpotCheckSummary = z.infer<typeof pileSpotCheckSummarySchema>;
export const pileSpotCheckListQuerySchema = pileAbnormalListQuerySchema;
export const pileSpotCheckPageSchema = pageSchema(pileSpotCheckSummarySchema);
export const pileSpotCheckDetailSchema = pileSpotCheckSummarySchema.extend({
  items: z.array(pileSpotCheckItemSchema),
});
export type PileSpotCheckDetail = z.infer<typeof pileSpotCheckDetailSchema>;
export const pileSpotCheckRecordSchema = z
  .object({
    itemId: id,
    result: z.enum(['pass', 'fail']),
    finding: z.string().trim().max(500).default(''),
  })
  .refine((v) => v.result === 'pass' || v.finding.length > 0, {
    path: ['finding'],
    message: '不合格时请填写发现的问题',
  });
export type PileSpotCheckRecord = z.infer<typeof pileSpotCheckRecordSchema>;
