import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const curingMenuTitles = defineMenuTitles({
  CuringRoom: { zh: '标准养护室', en: 'Curing rooms', es: 'Cámaras de curado' },
});
