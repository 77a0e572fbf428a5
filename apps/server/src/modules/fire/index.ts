// Fire-control checks (消防).
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { fireMenus } from './fire.menus';
import { fireRoutes } from './fire.routes';
import * as tables from './fire.table';

export const fireModule = defineModule({
  name: 'fire',
  menus: fireMenus,
  routes: [fireRoutes],
  tables,
});
export { seedFireDemo } from './fire.seed';
