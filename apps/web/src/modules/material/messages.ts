// Loaded for its effect by every page of the material ledger: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhMaterial } from './locales/zh';

registerModuleMessages(zhMaterial);
