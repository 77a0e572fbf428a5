import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const witnessMenuTitles = defineMenuTitles({
  WitnessAppointment: { zh: '见证人委托', en: 'Witnesses', es: 'Testigos' },
});
