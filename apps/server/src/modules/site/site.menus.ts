import { CONTRACTOR_SIDE_ROLE_IDS, type ModuleMenu } from '../../platform/access';

/** The phone app's entry (docs/domains/site.md): the contractor's site roles record at the rig. */
export const siteMenus: ModuleMenu[] = [
  {
    group: 'PileFoundation',
    order: 30,
    path: 'site',
    name: 'SiteEntry',
    component: 'site/entry',
    meta: { title: 'menu.SiteEntry' },
    roleActions: (roleId, defaults) => (CONTRACTOR_SIDE_ROLE_IDS.includes(roleId) ? defaults : null),
  },
];
