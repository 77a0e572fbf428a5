// Loaded for its effect by the account module's pages that need its own messages: zh joins i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhAccount } from './locales/zh';

registerModuleMessages(zhAccount);
