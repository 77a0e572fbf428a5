import type { Language } from '@zhuji/shared';
import { isSpecimenMessageKey, type SpecimenMessageKey, specimenMessage } from './specimen.messages';
import type { testBlockWarning, WarningTitleParams } from './specimen.table';

// A test-block warning keeps its title and detail as specimen.messages keys with parameters beside the
// Chinese text it was raised with (issue 22): every reader — the test-block page, the abnormal list, the
// rectification copied from it — renders them in the caller's language from the module's one messages
// table, and rows raised before the keys existed fall back to their stored text.

type WarningRow = Pick<typeof testBlockWarning.$inferSelect, 'title' | 'titleKey' | 'titleParams'>;
type WarningDetailRow = Pick<typeof testBlockWarning.$inferSelect, 'detail' | 'detailKey' | 'detailParams'>;

/** The key and parameters to store when raising a warning, and its Chinese title (the fallback). */
export function warningTitleOf(key: SpecimenMessageKey, params: WarningTitleParams) {
  return { title: renderTitle(key, params, 'zh'), titleKey: key, titleParams: params };
}

/** The key and parameters of a warning's detail to store, and its Chinese text (the fallback). */
export function warningDetailOf(key: SpecimenMessageKey, params: WarningTitleParams) {
  return { detail: renderTitle(key, params, 'zh'), detailKey: key, detailParams: params };
}

/** A specimen.messages key with its parameters in a language; null for a key it does not know. */
export function renderWarningText(
  key: unknown,
  params: WarningTitleParams | null,
  lang: Language,
): string | null {
  return isSpecimenMessageKey(key) ? renderTitle(key, params ?? {}, lang) : null;
}

function renderTitle(key: SpecimenMessageKey, params: WarningTitleParams, lang: Language): string {
  const vars: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params))
    vars[name] =
      typeof value === 'object'
        ? isSpecimenMessageKey(value.key)
          ? specimenMessage(value.key, lang)
          : value.key
        : value;
  return specimenMessage(key, lang, vars);
}

/** The warning's title in the caller's language; the stored Chinese title when it has no (known) key. */
export function warningTitle(row: WarningRow, lang: Language): string {
  if (!isSpecimenMessageKey(row.titleKey)) return row.title;
  return renderTitle(row.titleKey, row.titleParams ?? {}, lang);
}

/** The warning's detail in the caller's language; the stored detail when it has no (known) key. */
export function warningDetail(row: WarningDetailRow, lang: Language): string {
  return renderWarningText(row.detailKey, row.detailParams, lang) ?? row.detail;
}
