import { COMPANY_TYPE, type CompanyType, type Language } from '../constants';

/**
 * The names of the company (unit) types in each UI language, translated once, here (issue 22): the
 * server's dictionary (/api/common/companyType) and every web page that names a company's type read this
 * table, where they used to keep a copy each. Type 9 is the platform operator itself.
 */
export const COMPANY_TYPE_NAMES = {
  [COMPANY_TYPE.CONTRACTOR]: { zh: '施工单位', en: 'Contractor', es: 'Contratista' },
  [COMPANY_TYPE.OWNER]: { zh: '建设单位', en: 'Owner', es: 'Promotor' },
  [COMPANY_TYPE.SUPERVISOR]: { zh: '监理单位', en: 'Supervisor', es: 'Supervisor' },
  [COMPANY_TYPE.SURVEYOR]: { zh: '勘察单位', en: 'Surveyor', es: 'Topógrafo' },
  [COMPANY_TYPE.DESIGNER]: { zh: '设计单位', en: 'Designer', es: 'Proyectista' },
  [COMPANY_TYPE.TESTING_LAB]: { zh: '检测机构', en: 'Testing lab', es: 'Laboratorio de ensayos' },
  [COMPANY_TYPE.SUPPLIER]: { zh: '材料供应商', en: 'Material supplier', es: 'Proveedor de materiales' },
  [COMPANY_TYPE.REGULATOR]: {
    zh: '质量监督机构',
    en: 'Quality regulator',
    es: 'Organismo de control de calidad',
  },
  [COMPANY_TYPE.PLATFORM]: { zh: '平台运营单位', en: 'Platform operator', es: 'Operador de la plataforma' },
} as const satisfies Record<CompanyType, Record<Language, string>>;

export const isCompanyType = (type: unknown): type is CompanyType =>
  typeof type === 'number' && Object.hasOwn(COMPANY_TYPE_NAMES, type);

/** A company type's name in a language; null for a number that is no company type (never a raw key). */
export function companyTypeName(type: number | null | undefined, lang: Language): string | null {
  return isCompanyType(type) ? COMPANY_TYPE_NAMES[type][lang] : null;
}
