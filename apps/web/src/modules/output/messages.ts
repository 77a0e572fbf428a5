// Loaded for its effect by every page of the output module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhOutput } from './locales/zh';

registerModuleMessages(zhOutput);
