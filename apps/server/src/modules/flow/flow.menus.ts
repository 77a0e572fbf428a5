import { type ModuleMenu, READ } from '../../platform/access';

export const flowMenus: ModuleMenu[] = [
  {
    group: 'Audit',
    order: 10,
    path: 'approval',
    name: 'ApprovalCenter',
    component: 'flow/approval',
    meta: { title: 'menu.ApprovalCenter', keepAlive: true },
    // Everyone sees their own boxes; acting is decided by each flow step's roles.
    roleActions: () => READ,
  },
];
