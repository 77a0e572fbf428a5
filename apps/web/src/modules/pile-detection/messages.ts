// Loaded for its effect by every page of the detection module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhPileDetection } from './locales/zh';

registerModuleMessages(zhPileDetection);
