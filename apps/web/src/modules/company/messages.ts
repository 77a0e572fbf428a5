// Loaded for its effect by every page of the company module: its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhCompany } from './locales/zh';

registerModuleMessages(zhCompany);
