// Progress (进度): amount plans and progress records.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { progressMenus } from './progress.menus';
import { progressRoutes } from './progress.routes';
import * as tables from './progress.table';

export const progressModule = defineModule({
  name: 'progress',
  menus: progressMenus,
  routes: [progressRoutes],
  tables,
});

export { mondayOf, plannedAmount } from './progress.service';
export { amountPlan, progressRecord } from './progress.table';
