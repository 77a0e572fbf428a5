// Loaded for its effect by every page of the building module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhBuilding } from './locales/zh';

registerModuleMessages(zhBuilding);
