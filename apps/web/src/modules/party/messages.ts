// Loaded for its effect by every page of the party module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhParty } from './locales/zh';

registerModuleMessages(zhParty);
