// Loaded for its effect by the warning pages: their zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhWarning } from './locales/zh';

registerModuleMessages(zhWarning);
