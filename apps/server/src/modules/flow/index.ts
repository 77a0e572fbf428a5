// Flow pages (流程): the approval lists, detail and apply calls over the platform flow engine.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { flowMenus } from './flow.menus';
import { flowRoutes } from './flow.routes';
import { flowApplyRoutes } from './flow-apply.routes';

export const flowModule = defineModule({
  name: 'flow',
  menus: flowMenus,
  routes: [flowRoutes, flowApplyRoutes],
});
