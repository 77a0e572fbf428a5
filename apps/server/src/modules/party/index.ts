// Party building (党建).
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { partyMenus } from './party.menus';
import { partyRoutes } from './party.routes';
import * as tables from './party.table';

export const partyModule = defineModule({
  name: 'party',
  menus: partyMenus,
  routes: [partyRoutes],
  tables,
});
export { seedPartyDemo } from './party.seed';
