import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const supplierMenuTitles = defineMenuTitles({
  MaterialSupplier: { zh: '供应商查询', en: 'Supplier search', es: 'Búsqueda de proveedores' },
  MaterialEnquiry: { zh: '询价管理', en: 'Enquiries', es: 'Solicitudes de oferta' },
});
