import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const pileDetectionMenuTitles = defineMenuTitles({
  PileDetection: { zh: '桩基检测', en: 'Pile detection', es: 'Ensayos de pilotes' },
});
