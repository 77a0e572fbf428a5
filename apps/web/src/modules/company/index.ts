import { defineWebModule, view } from '../../kit/web-module';

export const companyModule = defineWebModule({
  views: {
    'company/info': view(
      () => import('./company-info-page'),
      (m) => m.CompanyInfoPage,
    ),
    'audit/company': view(
      () => import('./company-review-page'),
      (m) => m.CompanyReviewPage,
    ),
  },
  menuTitles: async () => (await import('./company.menu-titles')).companyMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhCompany,
    en: async () => (await import('./locales/en')).enCompany,
    es: async () => (await import('./locales/es')).esCompany,
  },
});
