// Loaded for its effect by the signing panel: the module's zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhSignature } from './locales/zh';

registerModuleMessages(zhSignature);
