// Buildings (楼栋) and their parts.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { buildingMenus } from './building.menus';
import { buildingRoutes } from './building.routes';
import * as tables from './building.table';
import { buildingPartRoutes } from './building-part.routes';

export const buildingModule = defineModule({
  name: 'building',
  menus: buildingMenus,
  routes: [buildingRoutes, buildingPartRoutes],
  tables,
});

export { building, buildingPart } from './building.table';
