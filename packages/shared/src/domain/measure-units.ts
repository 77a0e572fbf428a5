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
