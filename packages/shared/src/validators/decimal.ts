/**
 * Numbers arrive as the strings the user typed and are checked as strings, never through parseFloat,
 * so '12345678.12345' fails an 8.4 rule instead of being rounded into it.
 *
 * One policy for every numeric rule: the integer part is '0' or starts with 1–9 ('00.1', '01' and
 * '001' are rejected), a decimal point needs digits on both sides ('.5' and '5.' are rejected), no
 * '+', no spaces, no exponent. A '-' is accepted only by signed rules and never in front of zero.
 */
export type DecimalSign = 'positive' | 'nonNegative' | 'signed';

export interface DecimalFormat {
  /** Most integer digits; unbounded when absent. */
  intDigits?: number;
  /** Most decimals; 0 means whole numbers only, absent means any count. */
  decimals?: number;
  sign: DecimalSign;
}

const ZERO = /^0(?:\.0+)?$/;

const patterns = new Map<string, RegExp>();

const unsignedPattern = (intDigits: number | undefined, decimals: number | undefined): RegExp => {
  const key = `${intDigits}:${decimals}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const rest = intDigits === undefined ? '\\d*' : `\\d{0,${Math.max(intDigits - 1, 0)}}`;
    const fraction =
      decimals === undefined ? '(?:\\.\\d+)?' : decimals > 0 ? `(?:\\.\\d{1,${decimals}})?` : '';
    pattern = new RegExp(`^(?:0|[1-9]${rest})${fraction}$`);
    patterns.set(key, pattern);
  }
  return pattern;
};

/** True for '0', '0.0', '0.000'… — the unsigned spellings of zero that pass the format. */
export const isZeroDecimal = (value: string): boolean => ZERO.test(value);

export const isDecimal = (value: string, { intDigits, decimals, sign }: DecimalFormat): boolean => {
  const negative = sign === 'signed' && value.startsWith('-');
  const body = negative ? value.slice(1) : value;
  if (!unsignedPattern(intDigits, decimals).test(body)) return false;
  if (negative || sign === 'positive') return !isZeroDecimal(body);
  return true;
};

/**
 * Orders two unsigned decimal strings in the canonical form above exactly (any length, any
 * decimals): -1, 0 or 1.
 */
export const compareDecimal = (a: string, b: string): -1 | 0 | 1 => {
  const [aInt = '', aFrac = ''] = a.split('.');
  const [bInt = '', bFrac = ''] = b.split('.');
  if (aInt.length !== bInt.length) return aInt.length < bInt.length ? -1 : 1;
  if (aInt !== bInt) return aInt < bInt ? -1 : 1;
  const width = Math.max(aFrac.length, bFrac.length);
  const af = aFrac.padEnd(width, '0');
  const bf = bFrac.padEnd(width, '0');
  return af === bf ? 0 : af < bf ? -1 : 1;
};
