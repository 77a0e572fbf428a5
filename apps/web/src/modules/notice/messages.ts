// Loaded for its effect by the announcement page: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhNotice } from './locales/zh';

registerModuleMessages(zhNotice);
