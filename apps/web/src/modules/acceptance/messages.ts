// Loaded for its effect by the acceptance page: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhAcceptance } from './locales/zh';

registerModuleMessages(zhAcceptance);
