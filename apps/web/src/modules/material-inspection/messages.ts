// Loaded for its effect by every page of the material module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhMaterialInspection } from './locales/zh';

registerModuleMessages(zhMaterialInspection);
