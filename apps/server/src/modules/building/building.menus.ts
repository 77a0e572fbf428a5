import { ALL, MANAGER_ROLE_IDS, type ModuleMenu, READ_ONLY } from '../../platform/access';

/** 楼栋管理 and the parts per floor (docs/domains/building.md). */
export const buildingMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 20,
    path: 'building',
    name: 'ProjectBuilding',
    component: 'project/building',
    meta: { title: 'menu.ProjectBuilding', keepAlive: true },
  },
  {
    group: 'PlanPrincipal',
    order: 10,
    path: 'mainPartSetting',
    name: 'MainPartSetting',
    component: 'project/main-part-setting',
    meta: { title: 'menu.MainPartSetting', keepAlive: true },
    // The parts per floor: managers and the technical lead set them, everyone else reads them.
    roleActions: (roleId, defaults) =>
      [...MANAGER_ROLE_IDS, 19].includes(roleId) ? ALL : READ_ONLY(roleId, defaults),
  },
];
