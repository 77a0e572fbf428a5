import { defineWebModule, lazyComponent, view } from '../../kit/web-module';

export const specimenModule = defineWebModule({
  views: {
    'inspection/test-block': view(
      () => import('./specimen-page'),
      (m) => m.SpecimenPage,
    ),
    'inspection/scan': view(
      () => import('./scan-page'),
      (m) => m.ScanPage,
    ),
  },
  publicRoutes: [
    {
      // A test report's verification page, opened from its QR code.
      path: '/rebarEngineering/previewDetection',
      title: 'route.previewDetection',
      load: async () => (await import('./verify-page')).ReportVerifyPage,
    },
    {
      path: '/onlyPicture',
      title: 'route.onlyPicture',
      load: async () => (await import('./verify-page')).OnlyPicturePage,
    },
  ],
  menuTitles: async () => (await import('./specimen.menu-titles')).specimenMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhSpecimen,
    en: async () => (await import('./locales/en')).enSpecimen,
    es: async () => (await import('./locales/es')).esSpecimen,
  },
});

/** A pile's specimen groups (the pile record drawer), with this module's messages. */
export const PileSpecimenSection = lazyComponent(
  () => import('./pile-specimen-section'),
  (m) => m.PileSpecimenSection,
);
