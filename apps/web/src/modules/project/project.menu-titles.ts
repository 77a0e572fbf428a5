import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const projectMenuTitles = defineMenuTitles({
  ProjectList: { zh: '项目列表', en: 'Project list', es: 'Lista de proyectos' },
  ProjectManage: { zh: '项目登记', en: 'Project registration', es: 'Registro de proyectos' },
  ProjectMembers: { zh: '项目人员', en: 'Project members', es: 'Personal del proyecto' },
  ProjectDivision: { zh: '参建单位（五方主体）', en: 'Responsible parties', es: 'Partes responsables' },
  ProjectSubitem: { zh: '分部分项', en: 'Divisions and sub-items', es: 'Divisiones y subpartidas' },
  MainPartSetting: { zh: '主体部位设置', en: 'Main-part setting', es: 'Elementos por planta' },
  AuditProject: { zh: '项目审核', en: 'Project audit', es: 'Auditoría de proyectos' },
});
