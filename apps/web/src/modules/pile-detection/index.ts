import { defineWebModule, lazyComponent, view } from '../../kit/web-module';

export const pileDetectionModule = defineWebModule({
  views: {
    'pile-detection/centre': view(
      () => import('./centre-page'),
      (m) => m.PileDetectionCentrePage,
    ),
  },
  menuTitles: async () => (await import('./pile-detection.menu-titles')).pileDetectionMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhPileDetection,
    en: async () => (await import('./locales/en')).enPileDetection,
    es: async () => (await import('./locales/es')).esPileDetection,
  },
});

/** 政府抽检 beside the pile records (the pile construction page), with this module's messages. */
export const PileGovernmentTab = lazyComponent(
  () => import('./pile-government-tab'),
  (m) => m.default,
);
