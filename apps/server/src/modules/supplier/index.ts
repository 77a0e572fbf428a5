// Suppliers (供应商): profiles, enquiries and quotes.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { supplierMenus } from './supplier.menus';
import { supplierRoutes } from './supplier.routes';
import { seedSupplierDemo } from './supplier.seed';
import * as tables from './supplier.table';

export const supplierModule = defineModule({
  name: 'supplier',
  menus: supplierMenus,
  routes: [supplierRoutes],
  tables,
  seed: {
    demo: (tx, { projects, users, companies, now }) =>
      seedSupplierDemo(tx, { projects, users, companies }, now),
  },
});
export { projectQuotedPrices, type QuotedPrice } from './quote-prices';
