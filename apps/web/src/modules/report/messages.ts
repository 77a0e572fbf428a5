// Loaded for its effect by every report page: the module's zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhReport } from './locales/zh';

registerModuleMessages(zhReport);
