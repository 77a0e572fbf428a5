import { businessDateOf } from '../time/business-day';
import { cmp, type Exact, exact, mul, round, sum } from './exact';

// Material enquiries (询价) of the supplier marketplace: what a quote costs and which quote is lowest.
// No national standard governs a commercial quote; the rules are the trade's plain conventions and are
// marked as such: amounts in 元 to the fen (分, 2 places), each line rounded half up (四舍五入) before
// the lines are added, so the total is the sum of the amounts printed on the quote.

/** 询价中 → 已定标 (a quote accepted) or 已撤销. */
export const ENQUIRY_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** 已报价 → 中选 or 未中选 when the enquirer accepts a quote. */
export const QUOTE_STATUSES = ['submitted', 'accepted', 'rejected'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Fen: every money amount of a quote has two decimals (convention, not a standard). */
export const QUOTE_MONEY_DECIMALS = 2;

const money = (value: Exact) => {
  const r = round(value, QUOTE_MONEY_DECIMALS, 'halfUp');
  const scaled = (r.n * 10n ** BigInt(QUOTE_MONEY_DECIMALS)) / r.d;
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(QUOTE_MONEY_DECIMALS + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -QUOTE_MONEY_DECIMALS)}.${digits.slice(-QUOTE_MONEY_DECIMALS)}`;
};

/** One line's amount: quantity × unit price, rounded half up to the fen. */
export const quoteLineAmount = (quantity: string, unitPrice: string): string =>
  money(mul(exact(quantity), exact(unitPrice)));

/**
 * A quote's line amounts and total. Each line is rounded to the fen first and the total is the sum of
 * the rounded lines, so the printed lines always add up to the printed total.
 */
export function quoteAmounts(lines: readonly { quantity: string; unitPrice: string }[]): {
  amounts: string[];
  total: string;
} {
  const amounts = lines.map((l) => quoteLineAmount(l.quantity, l.unitPrice));
  return { amounts, total: money(sum(amounts.map((a) => exact(a)))) };
}

/** The ids of the quotes with the lowest total (several on a tie; none for no quotes). */
export function lowestQuoteIds(quotes: readonly { id: number; total: string }[]): number[] {
  if (quotes.length === 0) return [];
  const lowest = quotes.reduce((m, q) => (cmp(exact(q.total), exact(m.total)) < 0 ? q : m));
  return quotes.filter((q) => cmp(exact(q.total), exact(lowest.total)) === 0).map((q) => q.id);
}

/** Quotes are taken through the whole deadline day (business zone); from the next day on, none. */
export const quoteDeadlinePassed = (deadline: string, now: Date, zone?: string): boolean =>
  businessDateOf(now, zone) > deadline;
