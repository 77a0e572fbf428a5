// Output reports (产值) and the progress notices they raise.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { outputMenus } from './output.menus';
import { outputReportModuleRoutes, outputRoutes } from './output.routes';
import * as tables from './output.table';

export const outputModule = defineModule({
  name: 'output',
  menus: outputMenus,
  routes: [outputRoutes, outputReportModuleRoutes],
  tables,
});

export {
  outputNoticeFacts,
  outputNoticeFor,
  outputNoticeFromFacts,
  outputNoticeMonths,
  outputNoticesFor,
  outputReportsDue,
  recomputeCumulative,
} from './output.service';
export { outputNoticeParam, outputNoticeRead, outputReport, projectProgressStatus } from './output.table';
