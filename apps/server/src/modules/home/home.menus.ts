import type { ModuleMenu } from '../../platform/access';

/** 首页: the workbench every role opens on (docs/domains/home.md). */
export const homeMenus: ModuleMenu[] = [
  {
    group: 'Home',
    order: 10,
    path: 'index',
    name: 'HomeIndex',
    component: 'home/index',
    meta: { title: 'menu.HomeIndex', affix: true },
  },
];
