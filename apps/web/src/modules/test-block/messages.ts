// Loaded for its effect by every page of the test-block module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhTestBlock } from './locales/zh';

registerModuleMessages(zhTestBlock);
