// Loaded for its effect by the cost page: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhCost } from './locales/zh';

registerModuleMessages(zhCost);
