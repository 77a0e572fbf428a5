// Loaded for its effect by the approval centre page: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhFlow } from './locales/zh';

registerModuleMessages(zhFlow);
