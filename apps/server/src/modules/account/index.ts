// Accounts (账号): login, session info, passwords, phone changes and SMS codes.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { accountRoutes } from './account.routes';

export const accountModule = defineModule({
  name: 'account',
  routes: [accountRoutes],
});

export { consumeCode } from './sms.service';
