/**
 * One condition a standard's decision rule checked, with the computed value and the limit actually
 * applied, so a UI can show why a result passed or failed ("m = 34.6 ≥ 1.15 × 30 = 34.5 ✓").
 * `key` is stable (used as an i18n key suffix); `clause` cites the standard.
 */
export interface RuleCheck {
  key: string;
  clause: string;
  /** The computed or measured value, or null when it was not supplied. */
  actual: number | string | boolean | null;
  op: '>=' | '<=' | '>' | '<' | '==' | 'in';
  /** The limit applied (a number, a range such as '1.10–1.25', a class such as 'II'). */
  limit: number | string | boolean | null;
  pass: boolean;
}

/** True when every check passed (and there is at least one). */
export const allChecksPass = (checks: readonly RuleCheck[]): boolean =>
  checks.length > 0 && checks.every((c) => c.pass);
