// Loaded for its effect by every page of the progress module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhProgress } from './locales/zh';

registerModuleMessages(zhProgress);
