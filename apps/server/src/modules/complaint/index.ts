// Complaints (投诉).
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { complaintMenus } from './complaint.menus';
import { complaintRoutes } from './complaint.routes';
import * as tables from './complaint.table';

export const complaintModule = defineModule({
  name: 'complaint',
  menus: complaintMenus,
  routes: [complaintRoutes],
  tables,
});
export { complaint } from './complaint.table';
