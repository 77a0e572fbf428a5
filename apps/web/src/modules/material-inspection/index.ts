import { defineWebModule, lazyComponent, view } from '../../kit/web-module';

export const materialInspectionModule = defineWebModule({
  views: {
    'audit/material': view(
      () => import('./audit-page'),
      (m) => m.MaterialAuditPage,
    ),
    'material-inspection/index': view(
      () => import('./inspection-page'),
      (m) => m.MaterialInspectionPage,
    ),
  },
  menuTitles: async () => (await import('./material-inspection.menu-titles')).materialInspectionMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhMaterialInspection,
    en: async () => (await import('./locales/en')).enMaterialInspection,
    es: async () => (await import('./locales/es')).esMaterialInspection,
  },
});

/** What the scan page shows for a material sample's CL- label (the batch), with this module's messages. */
export const ScannedMaterialSample = lazyComponent(
  () => import('./scanned-sample'),
  (m) => m.ScannedMaterialSample,
);

/** What the scan page shows for a welded-joint or splice lot's JT- label (the lot), with this module's messages. */
export const ScannedJointLot = lazyComponent(
  () => import('./scanned-sample'),
  (m) => m.ScannedJointLot,
);
