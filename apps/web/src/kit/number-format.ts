// docs/product.md §9 number abbreviation: k, M, G, T, P, E above a thousand, a million …, so a large
// figure on a card stays readable; the exact value belongs in the card's tooltip or its table.
const SI = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** 1234 → '1.2k', 2500000 → '2.5M', 999 → '999'; `digits` decimals at most, trailing zeros dropped. */
export function abbreviateNumber(value: number, digits = 1): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  for (const { value: unit, symbol } of SI) {
    if (size >= unit) return `${sign}${trimZeros((size / unit).toFixed(digits))}${symbol}`;
  }
  return `${sign}${trimZeros(size.toFixed(digits))}`;
}

const trimZeros = (fixed: string) => (fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed);

/**
 * A dashboard figure: numbers of five digits and more abbreviated (12,345 → '12.3k'); four digits stay
 * exact, being readable as they are. Text (a percentage, '—') is shown as given. `exact` is the full
 * value for a tooltip, present only when the figure was shortened.
 */
export function dashboardFigure(value: number | string): { shown: string | number; exact?: string } {
  const number =
    typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || Math.abs(number) < 1e4) return { shown: value };
  return { shown: abbreviateNumber(number), exact: number.toLocaleString() };
}
