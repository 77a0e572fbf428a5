import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const partyMenuTitles = defineMenuTitles({
  PartyOrganization: { zh: '党组织', en: 'Party organisations', es: 'Organizaciones del partido' },
  PartyMember: { zh: '党员管理', en: 'Party members', es: 'Militantes' },
  PartyActivity: { zh: '党建活动', en: 'Party activities', es: 'Actividades del partido' },
  PartyExamine: { zh: '党建考核', en: 'Party assessments', es: 'Evaluaciones del partido' },
});
