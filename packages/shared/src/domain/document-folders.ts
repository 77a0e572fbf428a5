import type { Language } from '../constants';

/**
 * The standard folders of a sub-project's construction records (GB/T 50328 / DB33 施工资料 groups,
 * docs/domains/document.md): the catalogs the platform creates, named in each UI language. A catalog
 * created as one keeps its code; while its name is still the standard Chinese one it reads in the
 * caller's language, and once renamed it is the user's own and shows as typed (issue 22).
 */
export const DOCUMENT_FOLDERS = {
  MANAGEMENT: {
    zh: '施工管理资料',
    en: 'Construction management records',
    es: 'Documentación de gestión de obra',
  },
  TECHNICAL: { zh: '施工技术资料', en: 'Technical records', es: 'Documentación técnica' },
  MATERIALS: { zh: '施工物资资料', en: 'Materials records', es: 'Documentación de materiales' },
  MATERIALS_REBAR: { zh: '钢筋', en: 'Reinforcing steel', es: 'Acero para armaduras' },
  MATERIALS_CONCRETE: { zh: '混凝土', en: 'Concrete', es: 'Hormigón' },
  CONSTRUCTION_LOG: { zh: '施工记录', en: 'Construction logs', es: 'Registros de obra' },
  TESTS: {
    zh: '施工试验记录及检测报告',
    en: 'Test records and inspection reports',
    es: 'Registros de ensayos e informes de inspección',
  },
  ACCEPTANCE: {
    zh: '施工质量验收记录',
    en: 'Quality acceptance records',
    es: 'Actas de recepción de calidad',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type DocumentFolderCode = keyof typeof DOCUMENT_FOLDERS;

/** A catalog's name in a language: the standard folder's while not renamed, else the name as stored. */
export function documentFolderName(
  catalog: { standardCode: string | null; name: string },
  lang: Language,
): string {
  const code = catalog.standardCode;
  if (code === null || !Object.hasOwn(DOCUMENT_FOLDERS, code)) return catalog.name;
  const names = DOCUMENT_FOLDERS[code as DocumentFolderCode];
  return catalog.name === names.zh ? names[lang] : catalog.name;
}
