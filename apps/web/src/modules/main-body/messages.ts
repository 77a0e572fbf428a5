// Loaded for its effect by every page of the main-body module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhMainBody } from './locales/zh';

registerModuleMessages(zhMainBody);
