// Loaded for its effect by the site page: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhSite } from './locales/zh';

registerModuleMessages(zhSite);
