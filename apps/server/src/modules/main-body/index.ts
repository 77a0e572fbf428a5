// Main-body construction (主体): pours, masonry and waterproofing records.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { mainBodyMenus } from './main-body.menus';
import { mainBodyRoutes } from './main-body.routes';
import { seedMainBodyDemo } from './main-body.seed';
import * as tables from './main-body.table';

export const mainBodyModule = defineModule({
  name: 'main-body',
  menus: mainBodyMenus,
  routes: [mainBodyRoutes],
  tables,
  seed: { demo: (tx, { projects, users, now }) => seedMainBodyDemo(tx, { projects, users }, now) },
});
