// Reports (报表) across quality data.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { reportMenus } from './report.menus';
import { reportRoutes } from './report.routes';

export const reportModule = defineModule({
  name: 'report',
  menus: reportMenus,
  routes: [reportRoutes],
});
