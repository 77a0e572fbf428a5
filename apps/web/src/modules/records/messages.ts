// Loaded for its effect by every page of the records module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhRecords } from './locales/zh';

registerModuleMessages(zhRecords);
