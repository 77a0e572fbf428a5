import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const collaborationMenuTitles = defineMenuTitles({
  MyMessage: { zh: '我的消息', en: 'My messages', es: 'Mis mensajes' },
});
