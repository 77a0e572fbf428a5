// Loaded for its effect by every page of the risk module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhRisk } from './locales/zh';

registerModuleMessages(zhRisk);
