// Loaded for its effect by the home pages: their zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhHome } from './locales/zh';

registerModuleMessages(zhHome);
