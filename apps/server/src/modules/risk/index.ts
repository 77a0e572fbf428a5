// Risk sources and inspections (风险).
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { riskMenus } from './risk.menus';
import { riskRoutes } from './risk.routes';
import { seedRiskDemo } from './risk.seed';
import * as tables from './risk.table';

export const riskModule = defineModule({
  name: 'risk',
  menus: riskMenus,
  routes: [riskRoutes],
  tables,
  seed: { demo: (tx, { projects, users, now }) => seedRiskDemo(tx, { projects, users }, now) },
});
