// Loaded for its effect by every page of the fire module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhFire } from './locales/zh';

registerModuleMessages(zhFire);
