// Loaded for its effect by the document page: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhDocument } from './locales/zh';

registerModuleMessages(zhDocument);
