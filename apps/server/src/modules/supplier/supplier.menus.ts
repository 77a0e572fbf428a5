import {
  ALL_FOR_MANAGERS,
  MANAGER_ROLE_IDS,
  type ModuleMenu,
  READ,
  SUPPLIER_ROLE_ID,
  WORK,
} from '../../platform/access';

export const supplierMenus: ModuleMenu[] = [
  {
    group: 'Material',
    order: 70,
    path: 'supplier',
    name: 'MaterialSupplier',
    component: 'supplier/search',
    meta: { title: 'menu.MaterialSupplier', keepAlive: true },
    // Any member of a project searches the marketplace; a supplier's own users keep its profile
    // (the server checks the company type, not this row).
    roleActions: (roleId) =>
      roleId === SUPPLIER_ROLE_ID ? ['list', 'detail', 'update'] : ['list', 'detail'],
  },
  {
    group: 'Material',
    order: 80,
    path: 'enquiry',
    name: 'MaterialEnquiry',
    component: 'supplier/enquiry',
    meta: { title: 'menu.MaterialEnquiry', keepAlive: true },
    // The contractor's managers and materials clerk (材料员) send enquiries and award them; its other
    // staff read them; a supplier reads those addressed to it and quotes (update). Prices are the
    // contractor's business: the owner, supervision and others do not see the page.
    roleActions: (roleId, defaults) =>
      roleId === SUPPLIER_ROLE_ID
        ? ['list', 'detail', 'update']
        : roleId === 22
          ? WORK
          : [5, 10, 19, 21, 23].includes(roleId)
            ? READ
            : MANAGER_ROLE_IDS.includes(roleId)
              ? ALL_FOR_MANAGERS(roleId, defaults)
              : null,
  },
];
