// Site entry (现场录入, docs/domains/site.md): the phone app's own call; its records go through the pile,
// specimen, rectification and upload calls. Other modules import only this file.
import { defineModule } from '../../platform/module';
import { siteMenus } from './site.menus';
import { siteRoutes } from './site.routes';
import { siteHomeRoutes } from './site-home.routes';

export const siteModule = defineModule({
  name: 'site',
  menus: siteMenus,
  routes: [siteRoutes, siteHomeRoutes],
});
