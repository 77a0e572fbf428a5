// Common lookups (字典, regions, tender judgement) and the upload/download/behaviour-log routes over platform services.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { commonRoutes } from './common.routes';

export const commonModule = defineModule({
  name: 'common',
  routes: [commonRoutes],
});

export { commonMessage, DOC_CATEGORIES } from './common.messages';
