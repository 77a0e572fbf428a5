import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const companyMenuTitles = defineMenuTitles({
  CompanyInfo: { zh: '单位信息', en: 'Company information', es: 'Datos de la empresa' },
  AuditCompany: { zh: '单位注册审核', en: 'Company registrations', es: 'Registros de empresas' },
});
