import type { ModuleMenu } from '../../platform/access';

/** Pile construction and its acceptance: every role its defaults (docs/domains/pile.md). */
export const pileMenus: ModuleMenu[] = [
  {
    group: 'PileFoundation',
    order: 10,
    path: 'construction',
    name: 'PileConstruction',
    component: 'pile/construction',
    meta: { title: 'menu.PileConstruction', keepAlive: true },
  },
  {
    group: 'PileFoundation',
    order: 20,
    path: 'acceptance',
    name: 'PileAcceptance',
    component: 'pile/acceptance',
    meta: { title: 'menu.PileAcceptance' },
  },
];
