import { type ModuleMenu, READ } from '../../platform/access';

export const pileDetectionMenus: ModuleMenu[] = [
  {
    group: 'Inspection',
    order: 20,
    path: 'pileDetection',
    name: 'PileDetection',
    component: 'pile-detection/centre',
    meta: { title: 'menu.PileDetection', keepAlive: true },
    // The lab and the contractor enter results; supervision checks them; the regulator draws
    // the government selection (update) and reads the rest.
    roleActions: (roleId, defaults) => (roleId === 91 ? [...READ, 'update'] : defaults),
  },
];
