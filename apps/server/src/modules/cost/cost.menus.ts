import {
  ALL_FOR_MANAGERS,
  CONTRACTOR_PAGE_ACTIONS,
  type ModuleMenu,
  REGULATOR_ROLE_ID,
  WORK,
} from '../../platform/access';

export const costMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 90,
    path: 'cost',
    name: 'ProjectCost',
    component: 'cost/index',
    meta: { title: 'menu.ProjectCost', keepAlive: true },
    // The contractor's own ledger: its managers keep it with the documenter and the materials clerk,
    // its other roles read it; the owner, supervision and the regulator do not see it (a company's
    // own costs are no part of the regulator's checks: docs/decisions/role-visibility.md).
    roleActions: (roleId, defaults) =>
      roleId === REGULATOR_ROLE_ID
        ? null
        : CONTRACTOR_PAGE_ACTIONS((r, d) => ([22, 23].includes(r) ? WORK : ALL_FOR_MANAGERS(r, d)))(
            roleId,
            defaults,
          ),
  },
];
