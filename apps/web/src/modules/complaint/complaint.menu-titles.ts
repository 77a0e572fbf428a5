import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const complaintMenuTitles = defineMenuTitles({
  ProjectComplaint: { zh: '投诉与履约', en: 'Complaints and performance', es: 'Quejas y desempeño' },
});
