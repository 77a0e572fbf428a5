import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../kit/messages';

// What the project checks of platform/access say when they refuse; the project module shows the same texts.
export const ACCESS_MESSAGES = {
  notRegistrar: {
    zh: '只有总包单位的项目经理或平台管理员可以登记项目',
    en: 'Only a project manager of a general contractor or platform staff may register a project',
    es: 'Solo un jefe de proyecto del contratista general o el personal de la plataforma puede registrar un proyecto',
  },
  notManager: {
    zh: '您无权管理该项目',
    en: 'You may not manage this project',
    es: 'No puede gestionar este proyecto',
  },
  platformOnly: {
    zh: '只有平台审核人员可以审核项目',
    en: 'Only platform staff may review projects',
    es: 'Solo el personal de la plataforma puede revisar proyectos',
  },
  notMainProject: { zh: '不是主项目', en: 'Not a main project', es: 'No es un proyecto principal' },
  notSubProject: { zh: '不是子项目', en: 'Not a sub-project', es: 'No es un subproyecto' },
  companyMissing: {
    zh: '单位不存在或未通过审核',
    en: 'No such company, or it is not approved',
    es: 'La empresa no existe o no está aprobada',
  },
  companyWrongType: {
    zh: '单位类型应为{type}',
    en: 'The company must be a {type}',
    es: 'La empresa debe ser {type}',
  },
} as const satisfies Record<string, LocalizedText>;

export type AccessMessageKey = keyof typeof ACCESS_MESSAGES;

export function accessMessage(key: AccessMessageKey, lang: Language, vars: Record<string, string> = {}) {
  return ACCESS_MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
}

/** The company-type name of each party type, as a party error names it. */
export const PARTY_TYPE_LABELS = {
  OWNER: { zh: '建设单位', en: 'owner', es: 'promotor' },
  SURVEYOR: { zh: '勘察单位', en: 'surveyor', es: 'empresa de estudios geotécnicos' },
  DESIGNER: { zh: '设计单位', en: 'designer', es: 'proyectista' },
  CONTRACTOR: { zh: '施工单位', en: 'contractor', es: 'contratista' },
  SUPERVISOR: { zh: '监理单位', en: 'supervisor', es: 'supervisor' },
} as const;
