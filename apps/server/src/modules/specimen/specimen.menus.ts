import type { ModuleMenu } from '../../platform/access';

/** Test blocks (试块): every role its defaults (docs/domains/specimen.md). */
export const specimenMenus: ModuleMenu[] = [
  {
    group: 'Inspection',
    order: 10,
    path: 'testBlock',
    name: 'TestBlock',
    component: 'inspection/test-block',
    meta: { title: 'menu.TestBlock' },
  },
];
