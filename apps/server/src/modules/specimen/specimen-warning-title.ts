import type { Language } from '@zhuji/shared';
import { isSpecimenMessageKey, type SpecimenMessageKey, specimenMessage } from './specimen.messages';
import type { testBlockWarning, WarningTitleParams } from './specimen.table';

// A test-block warning keeps its title as a specimen.messages key with parameters beside the Chinese text
// it was raised with (issue 22): every reader — the test-block page, the abnormal list — renders it in the
// caller's language from the module's one messages table, and rows raised before the key existed fall back
// to their stored title.

type WarningRow = Pick<typeof testBlockWarning.$inferSelect, 'title' | 'titleKey' | 'titleParams'>;

/** The key and parameters to store when raising a warning, and its Chinese title (the fallback). */
export function warningTitleOf(key: SpecimenMessageKey, params: WarningTitleParams) {
  return { title: renderTitle(key, params, 'zh'), titleKey: key, titleParams: params };
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
