import { DIVISION, type Division } from '@zhuji/shared';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

const DIVISION_KEY: Record<Division, ParseKeys> = {
  [DIVISION.MAIN]: 'division.MAIN',
  [DIVISION.PILE_FOUNDATION]: 'division.PILE_FOUNDATION',
};

const isDivision = (value: string): value is Division => Object.hasOwn(DIVISION_KEY, value);

/** The translated project division; an unknown value shows as the server wrote it. */
export function useDivisionLabel() {
  const { t } = useTranslation();
  return (division: string | null | undefined): string | undefined => {
    if (!division) return undefined;
    return isDivision(division) ? t(DIVISION_KEY[division]) : division;
  };
}
