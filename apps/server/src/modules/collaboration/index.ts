// Collaboration (协同): the message inbox pages and sending a message; the inbox itself is platform/notify.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { collaborationMenus } from './collaboration.menus';
import { collaborationRoutes } from './collaboration.routes';

export const collaborationModule = defineModule({
  name: 'collaboration',
  menus: collaborationMenus,
  routes: [collaborationRoutes],
});
