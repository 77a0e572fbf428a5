// Foundation and main-body works (基础工程 / 主体工程): foundation checks, the abnormal records a failed
// judgement or spot check raises (fed to 异常清单), and supervision's spot checks. docs/domains/works.md.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { worksMenus } from './works.menus';
import { worksRoutes } from './works.routes';
import { seedWorksDemo } from './works.seed';
import * as tables from './works.table';

export const worksModule = defineModule({
  name: 'works',
  menus: worksMenus,
  routes: [worksRoutes],
  tables,
  seed: { demo: (tx, { projects, users, now }) => seedWorksDemo(tx, { projects, users }, now) },
});

export {
  ABNORMAL_KIND_NAMES,
  RECORD_TYPE_NAMES,
  SOURCE_NAMES,
  WORKS_ABNORMAL_MENU,
} from './works.messages';
export { worksAbnormal } from './works.table';
export {
  closeForRemovedRecord,
  type Failure,
  registerWorksRecord,
  syncAbnormal,
  type WorksRecordRef,
} from './works-abnormal.service';
