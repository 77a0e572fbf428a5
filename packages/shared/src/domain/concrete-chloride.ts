import { exact, lte } from './exact';
import type { RuleCheck } from './rule-check';

/**
 * Water-soluble chloride ion content of a concrete mixture (混凝土拌合物水溶性氯离子含量), as a
 * percentage of the cement (binder) mass, judged against the maximum for the structure's exposure.
 *
 * Limits: GB 50164-2011 (混凝土质量控制标准) table 3.1.8 [recall], consistent with GB 50010-2010
 * table 3.5.3 and GB/T 50476. UNCONFIRMED: not re-checked against a copy of the standard — keep the
 * table configurable, say so in the UI, and check before release (docs/domains/material-inspection.md has no confirmed chloride row yet).
 */

export const CHLORIDE_ENVIRONMENTS = [
  /** 钢筋混凝土，干燥环境. */
  'dry',
  /** 钢筋混凝土，潮湿但不含氯离子的环境 (the default for piles in ordinary ground). */
  'humid',
  /** 钢筋混凝土，潮湿且含有氯离子的环境、盐渍土环境. */
  'humidChloride',
  /** 钢筋混凝土，除冰盐等侵蚀性物质的腐蚀环境. */
  'deicingSalt',
  /** 预应力混凝土 (any environment). */
  'prestressed',
  /** 素混凝土. */
  'plain',
] as const;
export type ChlorideEnvironment = (typeof CHLORIDE_ENVIRONMENTS)[number];

/** Maximum chloride ion content, % of cement mass. UNCONFIRMED (see above). */
export const CHLORIDE_LIMITS = {
  dry: 0.3,
  humid: 0.2,
  humidChloride: 0.1,
  deicingSalt: 0.06,
  prestressed: 0.06,
  plain: 1.0,
} as const satisfies Record<ChlorideEnvironment, number>;

export const CHLORIDE_LIMITS_UNCONFIRMED = true;
export const CHLORIDE_CLAUSE = 'GB 50164-2011 3.1.8 (unconfirmed)';

/**
 * Judges a measured chloride content (% of cement mass) against the limit of the environment:
 * passes when it is at most the limit (compared exactly). A prestressed member always takes the
 * prestressed limit. `limits` overrides the table (configured or design values).
 */
export function judgeChloride(
  input: { environment: ChlorideEnvironment; chloridePercent: number; prestressed?: boolean },
  limits: Readonly<Record<ChlorideEnvironment, number>> = CHLORIDE_LIMITS,
): RuleCheck & { environment: ChlorideEnvironment; limit: number } {
  if (!(input.chloridePercent >= 0)) throw new RangeError(`not a chloride content: ${input.chloridePercent}`);
  const environment: ChlorideEnvironment = input.prestressed ? 'prestressed' : input.environment;
  const limit = limits[environment];
  return {
    key: 'chloride',
    environment,
    clause: CHLORIDE_CLAUSE,
    actual: input.chloridePercent,
    op: '<=',
    limit,
    pass: lte(exact(input.chloridePercent), exact(limit)),
  };
}
