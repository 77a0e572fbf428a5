// Loaded for its effect by every page of the pile module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhPile } from './locales/zh';

registerModuleMessages(zhPile);
