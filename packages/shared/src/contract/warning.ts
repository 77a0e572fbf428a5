import { z } from 'zod';
import { defineCall } from './call';
import { pageQuerySchema, pageSchema } from './pagination';
import { projectIdQuerySchema } from './project';

// Early warning (预警管理, docs/product.md §2.3 "early-warning config and abnormal lists"). The abnormal list
// gathers what the platform already records as abnormal (test-block warnings, pile abnormal records,
// foundation and main-body abnormal records, overdue rectifications, failed rebar retests, failed pile
// detections) and the rule checks computed
// live from the project's data (test-block rate, witness ratio) against the project's configuration.

/** The rules of a project's warning configuration, in the order the page shows them. */
export const WARNING_RULES = [
  'testBlock',
  'pileAbnormal',
  'foundationAbnormal',
  'mainBodyAbnormal',
  'rectificationOverdue',
  'rebarRetest',
  'pileDetection',
  'testBlockRate',
  'witnessRatio',
  'curingExcursion',
] as const;
export type WarningRule = (typeof WARNING_RULES)[number];

/** The abnormal items' type is the rule that raised them. */
export type WarningType = WarningRule;

/** serious 严重 · normal 一般 · hint 提示. */
export const WARNING_LEVELS = ['serious', 'normal', 'hint'] as const;
export type WarningLevel = (typeof WARNING_LEVELS)[number];

/** open: still to be dealt with; handled: its source says it was dealt with (rectification closed …). */
export const WARNING_STATUSES = ['open', 'handled'] as const;
export type WarningStatus = (typeof WARNING_STATUSES)[number];

/**
 * The threshold of each rule that has one: its unit, allowed range and default. Rules without an
 * entry raise on every abnormal record of their source.
 */
export const WARNING_THRESHOLDS = {
  /** Groups made ÷ groups required (GB 50202-2018 5.1.3), in %: below it is a warning. */
  testBlockRate: { unit: 'percent', min: 50, max: 100, default: 100 },
  /** Witnessed ÷ submitted groups, in %: never below the 30 % of 建建[2000]211号. */
  witnessRatio: { unit: 'percent', min: 30, max: 100, default: 30 },
  /** Days past the deadline before an unclosed rectification is listed (0: from the first day). */
  rectificationOverdue: { unit: 'days', min: 0, max: 90, default: 0 },
} as const satisfies Partial<
  Record<WarningRule, { unit: 'percent' | 'days'; min: number; max: number; default: number }>
>;
export type ThresholdRule = keyof typeof WARNING_THRESHOLDS;
export const hasThreshold = (rule: WarningRule): rule is ThresholdRule => rule in WARNING_THRESHOLDS;

const idSchema = z.number().int().positive();

export const warningRuleItemSchema = z.object({
  rule: z.enum(WARNING_RULES),
  enabled: z.boolean(),
  /** null for rules without a threshold. */
  threshold: z.number().int().nullable(),
  /** Role ids to notify. */
  notifyRoles: z.array(z.number().int()),
  /** false while the project still runs on the defaults (no row saved yet). */
  saved: z.boolean(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type WarningRuleItem = z.infer<typeof warningRuleItemSchema>;

export const warningRoleOptionSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/warning/config/list?proId= */
export const warningConfigSchema = z.object({
  projectId: z.number().int(),
  rules: z.array(warningRuleItemSchema),
  /** The roles a project can have, for the notification choice. */
  roles: z.array(warningRoleOptionSchema),
});
export type WarningConfig = z.infer<typeof warningConfigSchema>;

/** POST /api/warning/config/update — any of the rules, each with any of its settings. */
export const warningConfigUpdateSchema = z.object({
  projectId: idSchema,
  rules: z
    .array(
      z.object({
        rule: z.enum(WARNING_RULES),
        enabled: z.boolean().optional(),
        threshold: z.number().int().nullable().optional(),
        notifyRoles: z.array(z.number().int().positive()).max(30).optional(),
      }),
    )
    .min(1, '请至少修改一条预警规则')
    .max(WARNING_RULES.length),
});
export type WarningConfigUpdate = z.infer<typeof warningConfigUpdateSchema>;

export const abnormalItemSchema = z.object({
  /** Stable within the list: `<type>-<source id>` (rule checks: `<type>-<project id>`). */
  key: z.string(),
  type: z.enum(WARNING_RULES),
  level: z.enum(WARNING_LEVELS),
  title: z.string(),
  detail: z.string(),
  /** The pile numbers, lot or batch the item is about. */
  related: z.string(),
  raisedAt: z.string(),
  status: z.enum(WARNING_STATUSES),
  /** The web route of the source page, with the record's id when the page opens one. */
  link: z.string(),
});
export type AbnormalItem = z.infer<typeof abnormalItemSchema>;

export const abnormalFiltersSchema = z.object({
  proId: z.coerce.number().int().positive(),
  type: z.enum(WARNING_RULES).optional(),
  level: z.enum(WARNING_LEVELS).optional(),
  status: z.enum(WARNING_STATUSES).optional(),
  keyword: z.string().trim().max(50).optional(),
});
/** GET /api/warning/abnormal/list (and /export without paging). */
export const abnormalListQuerySchema = pageQuerySchema.extend(abnormalFiltersSchema.shape);
export type AbnormalListQuery = z.infer<typeof abnormalListQuerySchema>;
export type AbnormalFilters = z.infer<typeof abnormalFiltersSchema>;

export const abnormalCountSchema = z.object({
  type: z.enum(WARNING_RULES),
  enabled: z.boolean(),
  total: z.number().int(),
  open: z.number().int(),
});
export const abnormalPageSchema = pageSchema(abnormalItemSchema).extend({
  /** Per type over the whole project (the cards), whatever the filters. */
  counts: z.array(abnormalCountSchema),
});
export type AbnormalPage = z.infer<typeof abnormalPageSchema>;

/** The early-warning calls (apps/server/src/modules/warning). */
export const warningCalls = {
  abnormalList: defineCall({
    method: 'GET',
    path: 'warning/abnormal/list',
    query: abnormalListQuerySchema,
    response: abnormalPageSchema,
  }),
  abnormalExport: defineCall({
    method: 'GET',
    path: 'warning/abnormal/export',
    query: abnormalFiltersSchema,
    response: 'file',
  }),
  config: defineCall({
    method: 'GET',
    path: 'warning/config/list',
    query: projectIdQuerySchema,
    response: warningConfigSchema,
  }),
  updateConfig: defineCall({
    method: 'POST',
    path: 'warning/config/update',
    body: warningConfigUpdateSchema,
    response: warningConfigSchema,
  }),
};
