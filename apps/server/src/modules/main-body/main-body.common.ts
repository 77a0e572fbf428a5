import { DEFAULT_LANGUAGE, hoursBetween } from '@zhuji/shared';
import { fieldError } from '../../platform/access';
import { mainBodyMessage } from './main-body.messages';

// What the three main-body records (pours, masonry, waterproofing; docs/domains/main-body.md) share.

// Kit hooks have no request language: their refusals are in the default language (as fire's are).
export const lang = DEFAULT_LANGUAGE;
export const iso = (d: Date) => d.toISOString();

/** An end time before its start is refused on the end's field (422). */
export const endNotBeforeStart = (start: unknown, end: unknown, field: string) => {
  const hours = hoursBetween(String(start ?? ''), String(end ?? ''));
  if (hours !== null && hours < 0) throw fieldError(field, mainBodyMessage('endBeforeStart', lang), lang);
};
