// Loaded for its effect by the rectification page: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhRectification } from './locales/zh';

registerModuleMessages(zhRectification);
