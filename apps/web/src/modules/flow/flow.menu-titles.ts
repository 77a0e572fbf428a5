import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const flowMenuTitles = defineMenuTitles({
  ApprovalCenter: { zh: '审批中心', en: 'Approval centre', es: 'Centro de aprobaciones' },
});
