import { ALL_FOR_MANAGERS, type ModuleMenu, WORK } from '../../platform/access';

export const tenderMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 60,
    path: 'contract',
    name: 'ProjectContract',
    component: 'tender/contract',
    meta: { title: 'menu.ProjectContract' },
    // Contract, overview and tenders: managers register them, the technical lead and the
    // documenter keep them up to date, every other party reads them.
    roleActions: (roleId, defaults) =>
      [19, 23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
  },
];
