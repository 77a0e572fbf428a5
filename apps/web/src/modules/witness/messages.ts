// Loaded for its effect by every page of the witness module (见证人委托): its zh messages join i18next.
import { registerModuleMessages } from '../../kit/module-messages';
import { zhWitness } from './locales/zh';

registerModuleMessages(zhWitness);
