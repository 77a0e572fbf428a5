import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../kit/messages';

// What an upload or download refused says; the common module's routes say the same.
export const UPLOAD_MESSAGES = {
  unsupportedType: { zh: '不支持的文件类型', en: 'Unsupported file type', es: 'Tipo de archivo no admitido' },
  tooLarge: {
    zh: '文件大小不能超过 {max} MB',
    en: 'The file must not be larger than {max} MB',
    es: 'El archivo no puede superar {max} MB',
  },
  noFile: {
    zh: '请选择要上传的文件',
    en: 'Choose a file to upload',
    es: 'Elija un archivo para subir',
  },
  oneFile: {
    zh: '每次只能上传一个文件',
    en: 'Upload one file at a time',
    es: 'Suba un solo archivo cada vez',
  },
  fileNotFound: { zh: '文件不存在', en: 'File not found', es: 'El archivo no existe' },
} as const satisfies Record<string, LocalizedText>;

export function uploadMessage(
  key: keyof typeof UPLOAD_MESSAGES,
  lang: Language,
  vars: Record<string, string> = {},
) {
  return UPLOAD_MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
}
