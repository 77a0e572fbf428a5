// Loaded for its effect by every page of the collaboration module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhCollaboration } from './locales/zh';

registerModuleMessages(zhCollaboration);
