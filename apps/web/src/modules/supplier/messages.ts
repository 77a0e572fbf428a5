// Loaded for its effect by every page of the supplier module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhSupplier } from './locales/zh';

registerModuleMessages(zhSupplier);
