import { CHECK, type ModuleMenu } from '../../platform/access';

export const companyMenus: ModuleMenu[] = [
  {
    group: 'BasicInfo',
    order: 10,
    path: 'company',
    name: 'CompanyInfo',
    component: 'company/info',
    meta: { title: 'menu.CompanyInfo' },
  },
  {
    group: 'Audit',
    order: 40,
    path: 'company',
    name: 'AuditCompany',
    component: 'audit/company',
    meta: { title: 'menu.AuditCompany' },
    // Company registrations are reviewed by platform staff (admin/company/list and verify).
    roleActions: (roleId) => (roleId === 1 ? CHECK : null),
  },
];
