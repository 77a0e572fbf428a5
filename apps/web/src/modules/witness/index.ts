import { defineWebModule, view } from '../../kit/web-module';

export const witnessModule = defineWebModule({
  views: {
    'inspection/witness': view(
      () => import('./witness-page'),
      (m) => m.WitnessPage,
    ),
  },
  menuTitles: async () => (await import('./witness.menu-titles')).witnessMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhWitness,
    en: async () => (await import('./locales/en')).enWitness,
    es: async () => (await import('./locales/es')).esWitness,
  },
});
