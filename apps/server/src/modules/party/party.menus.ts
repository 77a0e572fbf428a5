import {
  ALL,
  ALL_FOR_MANAGERS,
  CONTRACTOR_PAGE_ACTIONS,
  MANAGER_ROLE_IDS,
  type ModuleMenu,
  WORK,
} from '../../platform/access';

/**
 * 党建管理: the project's party branch. The contractor's people and platform staff; the managers keep the
 * organisations, the assessments and (as the branch's superior) approve or return its activities.
 */
export const partyMenus: ModuleMenu[] = [
  {
    group: 'PartyBuilding',
    order: 10,
    path: 'organization',
    name: 'PartyOrganization',
    component: 'party/organization',
    meta: { title: 'menu.PartyOrganization', keepAlive: true },
    roleActions: CONTRACTOR_PAGE_ACTIONS(ALL_FOR_MANAGERS),
  },
  {
    group: 'PartyBuilding',
    order: 20,
    path: 'member',
    name: 'PartyMember',
    component: 'party/member',
    meta: { title: 'menu.PartyMember', keepAlive: true },
    // The documenter (资料员) keeps the roll with the managers.
    roleActions: CONTRACTOR_PAGE_ACTIONS((roleId, defaults) =>
      roleId === 23 ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
    ),
  },
  {
    group: 'PartyBuilding',
    order: 30,
    path: 'activity',
    name: 'PartyActivity',
    component: 'party/activity',
    meta: { title: 'menu.PartyActivity', keepAlive: true },
    // Every member of the branch records and submits activities; removal is the managers'.
    roleActions: CONTRACTOR_PAGE_ACTIONS((roleId) => (MANAGER_ROLE_IDS.includes(roleId) ? ALL : WORK)),
  },
  {
    group: 'PartyBuilding',
    order: 40,
    path: 'examine',
    name: 'PartyExamine',
    component: 'party/examine',
    meta: { title: 'menu.PartyExamine', keepAlive: true },
    roleActions: CONTRACTOR_PAGE_ACTIONS(ALL_FOR_MANAGERS),
  },
];
