// Reports (报表) across quality data.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { reportRoutes } from './report.routes';

export const reportModule = defineModule({
  name: 'report',
  routes: [reportRoutes],
});
