import { defineWebModule, lazyComponent, view } from '../../kit/web-module';

export const buildingModule = defineWebModule({
  views: {
    'project/building': view(
      () => import('./building-page'),
      (m) => m.BuildingPage,
    ),
  },
  menuTitles: async () => (await import('./building.menu-titles')).buildingMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhBuilding,
    en: async () => (await import('./locales/en')).enBuilding,
    es: async () => (await import('./locales/es')).esBuilding,
  },
});

/** The buildings of one sub-project (the project manage page's drawer), with this module's messages. */
export const BuildingList = lazyComponent(
  () => import('./building-page'),
  (m) => m.BuildingList,
);
