// Loaded for its effect by every page of the complaint module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhComplaint } from './locales/zh';

registerModuleMessages(zhComplaint);
