// Material inspection (材料检验): registrations, concrete deliveries, rebar batches and tests.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { concreteImportRoutes } from './material-inspection.import';
import { materialInspectionRoutes } from './material-inspection.routes';
import { seedMaterialDemo } from './material-inspection.seed';
import * as tables from './material-inspection.table';

export const materialInspectionModule = defineModule({
  name: 'material-inspection',
  menus: materialInspectionMenus,
  routes: [materialInspectionRoutes, concreteImportRoutes],
  tables,
  seed: { demo: (tx, { projects, users }) => seedMaterialDemo(tx, { projects, users }) },
});

export { REBAR_ITEM_NAMES } from './material-inspection.messages';
export { MATERIAL_MENU } from './material-inspection.service';
export {
  concreteDelivery,
  jointLot,
  materialRegistration,
  rebarBatch,
  rebarTest,
} from './material-inspection.table';

import { materialInspectionMenus } from './material-inspection.menus';
