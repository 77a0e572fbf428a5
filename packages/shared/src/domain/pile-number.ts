/**
 * Pile-number configuration (docs/product.md §5: pile label, pile number list, range rule): a label (Chinese,
 * letters, digits, '#', '_') and a list such as '1-20,25,30-32' give the pile numbers it creates.
 * Each range has start ≤ end and a span (end − start) of at most the limit; the whole list creates
 * at most `maxPiles` piles. Numbers repeated within the list are reported, not created twice.
 */
import { isPileLabel, isPileNumberList } from '../validators/identity';

/** Largest span of one range ('1-1001' spans 1000). */
export const PILE_RANGE_SPAN_LIMIT = 1000;
/** Most piles one configuration creates. */
export const PILE_CONFIG_MAX_PILES = 5000;

export type PileNumberListError =
  | { reason: 'format' }
  | { reason: 'startAfterEnd'; part: string }
  | { reason: 'spanTooLarge'; part: string; limit: number }
  | { reason: 'tooMany'; limit: number };

export type PileNumberListResult =
  | { ok: true; numbers: number[]; repeated: number[] }
  | { ok: false; error: PileNumberListError };

/** '1-20,25,30-32' → [1…20, 25, 30, 31, 32] in list order, each once; repeats listed apart. */
export function parsePileNumberList(
  list: string,
  spanLimit = PILE_RANGE_SPAN_LIMIT,
  maxPiles = PILE_CONFIG_MAX_PILES,
): PileNumberListResult {
  const text = list.replace(/\s+/g, '').replace(/，/g, ',');
  if (!isPileNumberList(text)) return { ok: false, error: { reason: 'format' } };
  const seen = new Set<number>();
  const numbers: number[] = [];
  const repeated = new Set<number>();
  for (const part of text.split(',')) {
    const [a, b] = part.split('-');
    const start = Number(a);
    const end = b === undefined ? start : Number(b);
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end))
      return { ok: false, error: { reason: 'format' } };
    if (start > end) return { ok: false, error: { reason: 'startAfterEnd', part } };
    if (end - start > spanLimit)
      return { ok: false, error: { reason: 'spanTooLarge', part, limit: spanLimit } };
    for (let n = start; n <= end; n++) {
      if (seen.has(n)) {
        repeated.add(n);
        continue;
      }
      seen.add(n);
      numbers.push(n);
      if (numbers.length > maxPiles) return { ok: false, error: { reason: 'tooMany', limit: maxPiles } };
    }
  }
  return { ok: true, numbers, repeated: [...repeated] };
}

/** The pile number shown and stored: label then number ('ZH' + 7 → 'ZH7'; '' + 7 → '7'). */
export const pileName = (label: string, n: number): string => `${label}${n}`;

export interface PilePreview {
  /** Pile numbers the configuration would create, in list order. */
  create: string[];
  /** Numbers listed more than once (created once). */
  repeated: string[];
  /** Pile numbers that already exist in the sub-project (not created again). */
  existing: string[];
}

/** What a configuration creates given the pile numbers the sub-project already has. */
export function previewPileNumbers(
  label: string,
  list: string,
  existing: ReadonlySet<string>,
  spanLimit = PILE_RANGE_SPAN_LIMIT,
): { ok: true; preview: PilePreview } | { ok: false; error: PileNumberListError | { reason: 'label' } } {
  if (label !== '' && !isPileLabel(label)) return { ok: false, error: { reason: 'label' } };
  const parsed = parsePileNumberList(list, spanLimit);
  if (!parsed.ok) return parsed;
  const names = parsed.numbers.map((n) => pileName(label, n));
  return {
    ok: true,
    preview: {
      create: names.filter((n) => !existing.has(n)),
      repeated: parsed.repeated.map((n) => pileName(label, n)),
      existing: names.filter((n) => existing.has(n)),
    },
  };
}

/** A pile number split for ordering: 'ZH12' → { prefix: 'ZH', seq: 12 }; no trailing digits → seq null. */
export function splitPileNo(pileNo: string): { prefix: string; seq: number | null } {
  const m = /^(.*?)(\d+)$/.exec(pileNo);
  if (!m) return { prefix: pileNo, seq: null };
  const seq = Number(m[2]);
  return Number.isSafeInteger(seq) ? { prefix: m[1] ?? '', seq } : { prefix: pileNo, seq: null };
}
