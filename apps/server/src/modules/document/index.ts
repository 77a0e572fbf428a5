// Documents (资料): catalogs, files and their log.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { documentMenus } from './document.menus';
import { documentRoutes } from './document.routes';
import { seedDocumentDemo } from './document.seed';
import * as tables from './document.table';

export const documentModule = defineModule({
  name: 'document',
  menus: documentMenus,
  routes: [documentRoutes],
  tables,
  seed: {
    demo: (tx, { projects, users, storage, now }) => seedDocumentDemo(tx, { projects, users }, storage, now),
  },
});
