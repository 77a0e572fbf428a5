// Tenders (招投标).
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { tenderMenus } from './tender.menus';
import { tenderRoutes } from './tender.routes';
import * as tables from './tender.table';

export const tenderModule = defineModule({
  name: 'tender',
  menus: tenderMenus,
  routes: [tenderRoutes],
  tables,
});

export { consInfo, designTender, tender, tenderAnnouncement } from './tender.table';
