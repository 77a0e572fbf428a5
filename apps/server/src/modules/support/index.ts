// Support (服务): the hotline contact and help entries.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { supportRoutes } from './support.routes';
import { seedSupport } from './support.seed';
import * as tables from './support.table';

export const supportModule = defineModule({
  name: 'support',
  routes: [supportRoutes],
  tables,
  seed: { catalogue: seedSupport },
});
