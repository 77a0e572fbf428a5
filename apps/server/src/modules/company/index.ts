// Companies (单位): registration, review and administrators.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { companyMenus } from './company.menus';
import { companyRoutes } from './company.routes';

export const companyModule = defineModule({
  name: 'company',
  menus: companyMenus,
  routes: [companyRoutes],
});
