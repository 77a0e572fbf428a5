// Cost records (成本).
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { costMenus } from './cost.menus';
import { costRoutes } from './cost.routes';
import * as tables from './cost.table';

export const costModule = defineModule({
  name: 'cost',
  menus: costMenus,
  routes: [costRoutes],
  tables,
});
export { seedCostDemo } from './cost.seed';
