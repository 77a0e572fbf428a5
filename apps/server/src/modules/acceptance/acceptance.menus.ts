import type { ModuleMenu } from '../../platform/access';

export const acceptanceMenus: ModuleMenu[] = [
  {
    group: 'Quality',
    order: 10,
    path: 'acceptance',
    name: 'AcceptanceLot',
    component: 'acceptance/lot',
    meta: { title: 'menu.AcceptanceLot', keepAlive: true },
  },
];
