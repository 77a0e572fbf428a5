// Fund payments (资金).
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { fundsMenus } from './funds.menus';
import { fundsRoutes } from './funds.routes';
import * as tables from './funds.table';

export const fundsModule = defineModule({
  name: 'funds',
  menus: fundsMenus,
  routes: [fundsRoutes],
  tables,
});
export { recomputeFunds } from './funds.routes';
export { fundPayment } from './funds.table';
