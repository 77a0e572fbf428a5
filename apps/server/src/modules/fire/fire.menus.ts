import type { ModuleMenu } from '../../platform/access';

export const fireMenus: ModuleMenu[] = [
  {
    group: 'FireManagement',
    order: 10,
    path: 'check',
    name: 'FireCheck',
    component: 'fire/check',
    meta: { title: 'menu.FireCheck' },
  },
];
