// Loaded for its effect by every page of the project module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhProject } from './locales/zh';

registerModuleMessages(zhProject);
