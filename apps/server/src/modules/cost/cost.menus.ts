import { ALL_FOR_MANAGERS, CONTRACTOR_PAGE_ACTIONS, type ModuleMenu, WORK } from '../../platform/access';

export const costMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 90,
    path: 'cost',
    name: 'ProjectCost',
    component: 'cost/index',
    meta: { title: 'menu.ProjectCost', keepAlive: true },
    // The contractor's own ledger: its managers keep it with the documenter and the materials clerk,
    // its other roles read it, as does the regulator; the owner and supervision do not see it.
    roleActions: CONTRACTOR_PAGE_ACTIONS((roleId, defaults) =>
      [22, 23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
    ),
  },
];
