import { type ModuleMenu, READ_ONLY } from '../../platform/access';

export const recordsMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 120,
    path: 'records',
    name: 'ProjectRecords',
    component: 'project/records',
    meta: { title: 'menu.ProjectRecords', keepAlive: true },
    // Read-only ledgers (geology, pile data, goods, people, VIP features): every party reads them.
    roleActions: READ_ONLY,
  },
];
