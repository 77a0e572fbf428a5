// Loaded for its effect by every page of the works module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhWorks } from './locales/zh';

registerModuleMessages(zhWorks);
