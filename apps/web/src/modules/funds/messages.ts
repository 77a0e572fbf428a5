// Loaded for its effect by every page of the funds module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhFunds } from './locales/zh';

registerModuleMessages(zhFunds);
