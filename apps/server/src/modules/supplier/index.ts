// Suppliers (供应商): profiles, enquiries and quotes.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { priceCompareRoutes } from './price-compare.routes';
import { supplierMenus } from './supplier.menus';
import { supplierRoutes } from './supplier.routes';
import { seedSupplierDemo } from './supplier.seed';
import * as tables from './supplier.table';

export const supplierModule = defineModule({
  name: 'supplier',
  menus: supplierMenus,
  routes: [supplierRoutes, priceCompareRoutes],
  tables,
  seed: {
    demo: (tx, { projects, users, companies, now }) =>
      seedSupplierDemo(tx, { projects, users, companies }, now),
  },
});
