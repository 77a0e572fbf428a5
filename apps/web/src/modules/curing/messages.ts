// Loaded for its effect by the curing pages: their zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhCuring } from './locales/zh';

registerModuleMessages(zhCuring);
