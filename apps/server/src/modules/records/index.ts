// Records (档案): geology boreholes, goods and the department user lists.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { recordsMenus } from './records.menus';
import { recordsRoutes } from './records.routes';
import * as tables from './records.table';

export const recordsModule = defineModule({
  name: 'records',
  menus: recordsMenus,
  routes: [recordsRoutes],
  tables,
});

export { usersByDept } from './records.routes';
export { seedRecordsDemo } from './records.seed';
