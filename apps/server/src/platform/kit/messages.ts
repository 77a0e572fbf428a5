import type { Language } from '@zhuji/shared';

export type LocalizedText = Readonly<Record<Language, string>>;

const messages = {
  duplicate: {
    zh: '{fields}“{values}”已存在',
    en: '{fields} "{values}" already exists',
    es: '{fields} «{values}» ya existe',
  },
  notXlsx: {
    zh: '请上传 .xlsx 格式的 Excel 文件',
    en: 'Please upload an Excel file in .xlsx format',
    es: 'Suba un archivo de Excel en formato .xlsx',
  },
  noKnownColumns: {
    zh: '表头无法识别，请使用导出的表格作为模板',
    en: 'The header row is not recognised; use an exported sheet as the template',
    es: 'No se reconoce la fila de encabezado; use una hoja exportada como plantilla',
  },
  tooManyRows: {
    zh: '一次最多导入 {max} 行',
    en: 'At most {max} rows can be imported at once',
    es: 'Se pueden importar como máximo {max} filas a la vez',
  },
  fileTooLarge: {
    zh: '文件大小不能超过 {max} MB',
    en: 'The file must not be larger than {max} MB',
    es: 'El archivo no puede superar {max} MB',
  },
  noFile: {
    zh: '请选择要导入的 Excel 文件',
    en: 'Choose the Excel file to import',
    es: 'Elija el archivo de Excel que desea importar',
  },
  duplicateInFile: {
    zh: '与第 {row} 行重复',
    en: 'Same as row {row}',
    es: 'Igual que la fila {row}',
  },
} as const satisfies Record<string, LocalizedText>;

export type KitMessageKey = keyof typeof messages;

export function kitMessage(key: KitMessageKey, lang: Language, vars: Record<string, string> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
}
