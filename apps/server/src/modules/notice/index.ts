// Public notices (公告).
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { noticeRoutes } from './notice.routes';
import * as tables from './notice.table';

export const noticeModule = defineModule({
  name: 'notice',
  routes: [noticeRoutes],
  tables,
});
export { publicNotice } from './notice.table';
