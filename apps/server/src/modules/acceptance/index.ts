// Acceptance (验收): lot and sub-item acceptance through the flow engine.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { acceptanceMenus } from './acceptance.menus';
import { acceptanceRoutes } from './acceptance.routes';
import * as tables from './acceptance.table';

export const acceptanceModule = defineModule({
  name: 'acceptance',
  menus: acceptanceMenus,
  routes: [acceptanceRoutes],
  tables,
});
export { acceptance } from './acceptance.table';
// An accepted lot opens its signed version (docs/domains/signature.md).
export { openLotVersion } from './acceptance-signing';
