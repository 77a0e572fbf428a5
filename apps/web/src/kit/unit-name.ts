import { measureUnitName } from '@zhuji/shared';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../shell/preferences';

/** A quantity's unit in the UI language: the platform's unit words translated (MEASURE_UNITS), others as typed. */
export function useUnitName(): (unit: string) => string {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return (unit) => measureUnitName(unit, lang);
}
