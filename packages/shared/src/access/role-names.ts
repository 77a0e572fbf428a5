import type { Language } from '../constants';

/**
 * The names of the platform's role catalogue (docs/product.md §6; ids are part of the contract) in each
 * UI language. The catalogue is reference data the platform defines, so its names are translated once,
 * here: the server seeds the Chinese name into `role.name`, the web shows the name of the UI language
 * by role id (issue 22: en/es pages showed 项目经理). A role the table does not know keeps its stored name.
 */
export const ROLE_NAMES = {
  1: { zh: '平台管理员', en: 'Platform administrator', es: 'Administrador de la plataforma' },
  3: { zh: '项目经理', en: 'Project manager', es: 'Jefe de proyecto' },
  5: { zh: '专职质量检查员', en: 'Quality inspector', es: 'Inspector de calidad' },
  10: { zh: '施工员', en: 'Site engineer', es: 'Técnico de obra' },
  19: { zh: '项目技术负责人', en: 'Project technical lead', es: 'Responsable técnico del proyecto' },
  21: { zh: '试验员', en: 'Testing technician', es: 'Técnico de ensayos' },
  22: { zh: '材料员', en: 'Materials officer', es: 'Encargado de materiales' },
  23: { zh: '资料员', en: 'Document controller', es: 'Responsable de documentación' },
  31: { zh: '建设单位项目负责人', en: "Owner's project lead", es: 'Responsable del proyecto del promotor' },
  32: { zh: '见证人员', en: 'Witness', es: 'Testigo' },
  41: { zh: '总监理工程师', en: 'Chief supervising engineer', es: 'Ingeniero supervisor jefe' },
  42: {
    zh: '专业监理工程师',
    en: 'Specialist supervising engineer',
    es: 'Ingeniero supervisor especialista',
  },
  43: { zh: '监理员', en: 'Supervision inspector', es: 'Inspector de supervisión' },
  51: {
    zh: '勘察项目负责人',
    en: 'Survey project lead',
    es: 'Responsable del proyecto de estudio geotécnico',
  },
  61: { zh: '设计项目负责人', en: 'Design project lead', es: 'Responsable del proyecto de diseño' },
  71: { zh: '检测人员', en: 'Testing staff', es: 'Personal de ensayos' },
  81: { zh: '供应商业务员', en: "Supplier's representative", es: 'Representante del proveedor' },
  91: { zh: '质监站监督员', en: 'Quality regulator inspector', es: 'Inspector de control de calidad' },
} as const satisfies Record<number, Record<Language, string>>;

export type CatalogueRoleId = keyof typeof ROLE_NAMES;

/** A role's name in a language: the catalogue's when it knows the id, else the name as stored. */
export function roleName(role: { id: number; name: string }, lang: Language): string {
  return Object.hasOwn(ROLE_NAMES, role.id) ? ROLE_NAMES[role.id as CatalogueRoleId][lang] : role.name;
}
