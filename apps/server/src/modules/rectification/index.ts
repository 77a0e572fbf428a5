// Rectification pages (整改): list, detail, reply and check over platform/rectification.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { rectificationMenus } from './rectification.menus';
import { rectificationRoutes } from './rectification.routes';

export const rectificationModule = defineModule({
  name: 'rectification',
  menus: rectificationMenus,
  routes: [rectificationRoutes],
});

export { RECTIFICATION_MENU } from './rectification.routes';
