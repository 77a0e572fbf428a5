// Home (工作台): the caller's project cards, a reading of several modules that none of them depends on.
// Other modules import only this file.
import { defineModule } from '../../platform/module';
import { homeMenus } from './home.menus';
import { homeRoutes } from './home.routes';

export const homeModule = defineModule({
  name: 'home',
  menus: homeMenus,
  routes: [homeRoutes],
});
