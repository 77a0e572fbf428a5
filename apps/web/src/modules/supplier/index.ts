import { defineWebModule, view } from '../../kit/web-module';

export const supplierModule = defineWebModule({
  views: {
    'supplier/search': view(
      () => import('./supplier-search-page'),
      (m) => m.SupplierSearchPage,
    ),
    'supplier/enquiry': view(
      () => import('./enquiry-page'),
      (m) => m.EnquiryPage,
    ),
  },
  menuTitles: async () => (await import('./supplier.menu-titles')).supplierMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhSupplier,
    en: async () => (await import('./locales/en')).enSupplier,
    es: async () => (await import('./locales/es')).esSupplier,
  },
});
