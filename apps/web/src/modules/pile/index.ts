import { defineWebModule, view } from '../../kit/web-module';

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
  menuTitles: async () => (await import('./pile.menu-titles')).pileMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhPile,
    en: async () => (await import('./locales/en')).enPile,
    es: async () => (await import('./locales/es')).esPile,
  },
});

// The site app (modules/site) shows the same record steps and labels.
export { PILE_RECORD_SECTIONS, type PileFieldKey } from './record-sections';
export const loadPileMessages = () => import('./messages');
