import type { Language } from '@zhuji/shared';

/** The menu whose role_menu actions guard every document call. */
export const DOCUMENT_MENU = 'Document';

const messages = {
  catalogNotFound: { zh: '目录不存在', en: 'The catalog does not exist', es: 'La carpeta no existe' },
  documentNotFound: { zh: '资料不存在', en: 'The document does not exist', es: 'El documento no existe' },
  parentNotInProject: {
    zh: '上级目录不属于该项目',
    en: 'The parent catalog is not in this project',
    es: 'La carpeta superior no pertenece a este proyecto',
  },
  tooDeep: {
    zh: '目录最多 {max} 级',
    en: 'Catalogs go at most {max} levels deep',
    es: 'Las carpetas tienen como máximo {max} niveles',
  },
  duplicateName: {
    zh: '同级目录下已有“{name}”',
    en: 'A catalog named “{name}” is already at this level',
    es: 'Ya hay una carpeta «{name}» en este nivel',
  },
  catalogNotEmpty: {
    zh: '目录“{name}”下还有{what}，请先移走或删除后再删除目录',
    en: 'The catalog “{name}” still holds {what}; move or remove them first',
    es: 'La carpeta «{name}» aún contiene {what}; muévalos o elimínelos primero',
  },
  subCatalogs: { zh: ' {n} 个子目录', en: '{n} sub-catalog(s)', es: '{n} subcarpeta(s)' },
  documents: {
    zh: ' {n} 份资料（含回收站）',
    en: '{n} document(s), the recycle bin included',
    es: '{n} documento(s), incluida la papelera',
  },
  and: { zh: '和', en: ' and ', es: ' y ' },
  fileNotYours: {
    zh: '文件不存在或不是您上传的，请重新上传',
    en: 'The file does not exist or was not uploaded by you; upload it again',
    es: 'El archivo no existe o no lo subió usted; súbalo de nuevo',
  },
  fileOtherProject: {
    zh: '该文件是为其他项目上传的',
    en: 'The file was uploaded for another project',
    es: 'El archivo se subió para otro proyecto',
  },
  fileUsed: {
    zh: '该文件已归档为资料“{title}”',
    en: 'The file is already filed as “{title}”',
    es: 'El archivo ya está archivado como «{title}»',
  },
  unknownCategory: {
    zh: '资料类别不在项目资料字典中',
    en: 'The category is not in the project document dictionary',
    es: 'La categoría no está en el diccionario de documentos',
  },
  inRecycleBin: {
    zh: '资料已在回收站中，请先还原',
    en: 'The document is in the recycle bin; restore it first',
    es: 'El documento está en la papelera; restáurelo primero',
  },
  notInRecycleBin: {
    zh: '资料不在回收站中',
    en: 'The document is not in the recycle bin',
    es: 'El documento no está en la papelera',
  },
  granteeNotMember: {
    zh: '只能授权给本项目的成员或本项目成员担任的角色',
    en: 'Share only with members of this project or roles held on it',
    es: 'Comparta solo con miembros de este proyecto o roles que se ejercen en él',
  },
  nothingToChange: {
    zh: '请填写要修改的标题、目录或类别',
    en: 'Give the new title, catalog or category',
    es: 'Indique el nuevo título, carpeta o categoría',
  },
} as const;

export type DocumentMessageKey = keyof typeof messages;

export function documentMessage(
  key: DocumentMessageKey,
  lang: Language,
  vars: Record<string, string | number> = {},
) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
