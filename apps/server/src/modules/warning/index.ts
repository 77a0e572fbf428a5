// Warnings (预警): rules, notices and the periodic sweep that sends them.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { warningMenus } from './warning.menus';
import { warningRoutes } from './warning.routes';
import { seedWarningDemo } from './warning.seed';
// The sweep is a scheduled queue (WARNING_SWEEP_QUEUE), defined when warning.service is loaded.
import './warning.service';
import * as tables from './warning.table';

export const warningModule = defineModule({
  name: 'warning',
  menus: warningMenus,
  routes: [warningRoutes],
  tables,
  seed: { demo: (tx, { projects, users, now }) => seedWarningDemo(tx, { projects, users }, now) },
});

export { collectAbnormal, markWarningsTold } from './warning.service';
