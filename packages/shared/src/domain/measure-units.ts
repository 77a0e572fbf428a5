import type { Language } from '../constants';

/**
 * The platform's units of quantity, in each UI language: material units are stored as these codes
 * (MATERIAL_UNITS), and a quantity plan's unit typed as one of the Chinese words (根, 组, 块 …) reads
 * in the caller's language too; any other typed unit is the user's and shows as typed (issue 22).
 */
export const MEASURE_UNITS = {
  T: { zh: 't', en: 't', es: 't' },
  M3: { zh: 'm³', en: 'm³', es: 'm³' },
  PIECE: { zh: '根', en: 'pcs', es: 'uds' },
  M2: { zh: 'm²', en: 'm²', es: 'm²' },
  BLOCK: { zh: '块', en: 'blocks', es: 'bloques' },
  M: { zh: 'm', en: 'm', es: 'm' },
  GROUP: { zh: '组', en: 'sets', es: 'grupos' },
  EACH: { zh: '个', en: 'pcs', es: 'uds' },
  TONNE: { zh: '吨', en: 't', es: 't' },
  METRE: { zh: '米', en: 'm', es: 'm' },
  CUBIC_METRE: { zh: '方', en: 'm³', es: 'm³' },
} as const satisfies Record<string, Record<Language, string>>;

const byChinese = new Map<string, Record<Language, string>>(
  Object.values(MEASURE_UNITS).map((names) => [names.zh, names]),
);

/** A unit as typed, in a language: one of the platform's Chinese unit words translated, else as typed. */
export function measureUnitName(unit: string, lang: Language): string {
  return byChinese.get(unit.trim())?.[lang] ?? unit;
}

/**
 * Units by code in one language, e.g. the material units (MATERIAL_UNITS) for the web's locale
 * catalogues: the web's labels are these, not a second copy (issue 22).
 */
export function measureUnitNames<K extends keyof typeof MEASURE_UNITS>(
  codes: readonly K[],
  lang: Language,
): Record<K, string> {
  return Object.fromEntries(codes.map((code) => [code, MEASURE_UNITS[code][lang]])) as Record<K, string>;
}

/**
 * The units a quantity form offers (计划与进度's plan), each stored as its Chinese word so that plans typed
 * before read the same way; the Chinese synonyms (吨, 米, 方) and 个 (read like 根) are not offered twice.
 */
export const OFFERED_MEASURE_UNITS = [
  'PIECE',
  'M',
  'M2',
  'M3',
  'T',
  'GROUP',
  'BLOCK',
] as const satisfies readonly (keyof typeof MEASURE_UNITS)[];
