import { hoursBetween, type Language } from '@zhuji/shared';
import { fieldError } from '../../platform/access';
import { mainBodyMessage } from './main-body.messages';

// What the three main-body records (pours, masonry, waterproofing; docs/domains/main-body.md) share.

export const iso = (d: Date) => d.toISOString();

/** An end time before its start is refused on the end's field (422). */
export const endNotBeforeStart = (start: unknown, end: unknown, field: string, lang: Language) => {
  const hours = hoursBetween(String(start ?? ''), String(end ?? ''));
  if (hours !== null && hours < 0) throw fieldError(field, mainBodyMessage('endBeforeStart', lang), lang);
};
