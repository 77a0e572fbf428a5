// Loaded for its effect by the manual page: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhManual } from './locales/zh';

registerModuleMessages(zhManual);
