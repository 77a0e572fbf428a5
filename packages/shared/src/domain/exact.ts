/**
 * Exact decimal arithmetic for the standards' decision rules. A JS number is read as the decimal it
 * prints as (`String(0.1)` is '0.1'), so 34.5 × 1.15 is exactly 39.675 and a value on a limit is on
 * the limit, never a hair below it. Values are bigint fractions; nothing here is exported from the
 * package index — the domain modules use it and report plain numbers.
 *
 * Rounding rule (GB/T 8170-2008 3.3, 数值修约): round half to even (四舍六入五成双). Comparisons are
 * made on full values (全数值比较法, GB/T 8170-2008 4.3) unless a module says it compares a value the
 * standard itself rounds (e.g. the 0.1 MPa mean of GB/T 50107).
 */

export interface Exact {
  readonly n: bigint;
  /** Always positive. */
  readonly d: bigint;
}

export type RoundingMode = 'halfEven' | 'halfUp';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;
const TEN = 10n;

const pow10 = (k: number): bigint => TEN ** BigInt(k);

/** The exact decimal a finite number prints as (or a decimal string such as '1.25'). */
export function exact(value: number | string): Exact {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`not finite: ${value}`);
  const match = DECIMAL.exec(String(value).trim());
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  const [, sign, int = '0', frac = '', exp = '0'] = match;
  let n = BigInt(int + frac);
  let d = pow10(frac.length);
  const e = Number(exp);
  if (e >= 0) n *= pow10(e);
  else d *= pow10(-e);
  return { n: sign === '-' ? -n : n, d };
}

/** A ratio of two integers. */
export const ratio = (n: bigint | number, d: bigint | number = 1n): Exact => {
  const bn = BigInt(n);
  const bd = BigInt(d);
  if (bd === 0n) throw new RangeError('division by zero');
  return bd < 0n ? { n: -bn, d: -bd } : { n: bn, d: bd };
};

export const add = (a: Exact, b: Exact): Exact => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const sub = (a: Exact, b: Exact): Exact => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
export const mul = (a: Exact, b: Exact): Exact => ({ n: a.n * b.n, d: a.d * b.d });
export const div = (a: Exact, b: Exact): Exact => ratio(a.n * b.d, a.d * b.n);
export const sum = (xs: readonly Exact[]): Exact => xs.reduce(add, ratio(0));

/** -1, 0 or 1. */
export const cmp = (a: Exact, b: Exact): -1 | 0 | 1 => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l === r ? 0 : l < r ? -1 : 1;
};
export const gte = (a: Exact, b: Exact): boolean => cmp(a, b) >= 0;
export const lte = (a: Exact, b: Exact): boolean => cmp(a, b) <= 0;
export const gt = (a: Exact, b: Exact): boolean => cmp(a, b) > 0;
export const lt = (a: Exact, b: Exact): boolean => cmp(a, b) < 0;
export const min = (xs: readonly Exact[]): Exact => xs.reduce((m, x) => (lt(x, m) ? x : m));
export const max = (xs: readonly Exact[]): Exact => xs.reduce((m, x) => (gt(x, m) ? x : m));

/** Integer division rounded (n / d, d > 0). */
function roundDiv(n: bigint, d: bigint, mode: RoundingMode): bigint {
  const negative = n < 0n;
  const a = negative ? -n : n;
  let q = a / d;
  const twice = 2n * (a - q * d);
  if (twice > d || (twice === d && (mode === 'halfUp' || q % 2n === 1n))) q += 1n;
  return negative ? -q : q;
}

/** The value rounded to `decimals` places, as an Exact. */
export const round = (x: Exact, decimals: number, mode: RoundingMode = 'halfEven'): Exact =>
  ratio(roundDiv(x.n * pow10(decimals), x.d, mode), pow10(decimals));

/** Smallest integer ≥ x. */
export const ceil = (x: Exact): bigint => {
  const q = x.n / x.d;
  return q * x.d < x.n ? q + 1n : q;
};

/** Integer square root (floor) of a non-negative bigint. */
export function isqrt(v: bigint): bigint {
  if (v < 0n) throw new RangeError('square root of a negative number');
  if (v < 2n) return v;
  let x = BigInt(Math.floor(Math.sqrt(Number(v))));
  while (x * x > v) x -= 1n;
  while ((x + 1n) * (x + 1n) <= v) x += 1n;
  return x;
}

/** √x rounded to `decimals` places, exactly (ties, possible only for rational roots, go by `mode`). */
export function sqrtRounded(x: Exact, decimals: number, mode: RoundingMode = 'halfEven'): Exact {
  if (x.n < 0n) throw new RangeError('square root of a negative number');
  const num = x.n * pow10(2 * decimals);
  const k = isqrt(num / x.d);
  // √(num/d) ≥ k + ½  ⇔  4·num ≥ (2k+1)²·d
  const l = 4n * num;
  const r = (2n * k + 1n) ** 2n * x.d;
  const up = l > r || (l === r && (mode === 'halfUp' || k % 2n === 1n));
  return ratio(up ? k + 1n : k, pow10(decimals));
}

/** The decimal text of x rounded to `decimals` places, all of them written ('4520.60'). */
export function toFixed(x: Exact, decimals: number, mode: RoundingMode = 'halfEven'): string {
  const r = round(x, decimals, mode);
  const scaled = (r.n * pow10(decimals)) / r.d;
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return `${negative && scaled !== 0n ? '-' : ''}${text}`;
}

/** A number for display: rounded to `decimals` places (default 6) and read back from its decimal text. */
export function toNumber(x: Exact, decimals = 6): number {
  return Number(toFixed(x, decimals));
}

/** ⌈n × percent / 100⌉ for integer counts, exactly. */
export const ceilPercent = (count: number, percent: number): number =>
  Number(ceil(mul(ratio(count), div(exact(percent), ratio(100)))));
