// Loaded for its effect by every page of the specimen module (试块): its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhSpecimen } from './locales/zh';

registerModuleMessages(zhSpecimen);
