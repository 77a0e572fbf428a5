import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const fundsMenuTitles = defineMenuTitles({
  ProjectFunds: { zh: '资金支付', en: 'Payments', es: 'Pagos' },
});
