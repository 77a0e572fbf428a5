// Loaded for its effect by every page of the tender module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhTender } from './locales/zh';

registerModuleMessages(zhTender);
