import { defineWebModule, view } from '../../kit/web-module';

/**
 * The module's texts apart from its pages: the site app's own build shows them without the pages
 * (modules/site/site-module-list.ts, docs/domains/site.md#load-time).
 */
export const pileTexts = {
  menuTitles: async () => (await import('./pile.menu-titles')).pileMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhPile,
    en: async () => (await import('./locales/en')).enPile,
    es: async () => (await import('./locales/es')).esPile,
  },
};

export const pileModule = defineWebModule({
  views: {
    'pile/acceptance': view(
      () => import('./acceptance-page'),
      (m) => m.PileAcceptancePage,
    ),
    'pile/construction': view(
      () => import('./construction-page'),
      (m) => m.PileConstructionPage,
    ),
  },
  ...pileTexts,
});

// The site app (modules/site) shows the same record steps and labels.
export { PILE_RECORD_SECTIONS, type PileFieldKey } from './record-sections';
export const loadPileMessages = () => import('./messages');
