import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@zhuji/shared';

/** The caller's language: the `language` cookie wins (the SPA's choice), then Accept-Language. */
export function pickLanguage(acceptLanguage: string | undefined, cookieLanguage?: string): Language {
  if (cookieLanguage && (LANGUAGES as readonly string[]).includes(cookieLanguage))
    return cookieLanguage as Language;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag && (LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return DEFAULT_LANGUAGE;
}

const messages = {
  notFound: { zh: '接口不存在', en: 'No such endpoint', es: 'El recurso solicitado no existe' },
  internal: {
    zh: '服务器发生错误，请稍后重试',
    en: 'Server error, please try again later',
    es: 'Error del servidor, inténtelo de nuevo más tarde',
  },
  notLoggedIn: {
    zh: '用户未登录或登录已过期',
    en: 'Not logged in or the session has expired',
    es: 'No ha iniciado sesión o la sesión ha caducado',
  },
  forbidden: {
    zh: '没有操作权限',
    en: 'You are not allowed to do this',
    es: 'No tiene permiso para esta operación',
  },
  mustChangePassword: {
    zh: '当前密码为初始密码，请先修改密码',
    en: 'Your password is a preset one; change it first',
    es: 'Su contraseña es una contraseña inicial; cámbiela primero',
  },
  notMember: {
    zh: '您不是该项目的成员',
    en: 'You are not a member of this project',
    es: 'No es miembro de este proyecto',
  },
  recordNotFound: { zh: '记录不存在', en: 'Record not found', es: 'El registro no existe' },
  badRequest: { zh: '请求错误', en: 'Bad request', es: 'Solicitud incorrecta' },
  field: { zh: '字段 {field}：{msg}', en: 'Field {field}: {msg}', es: 'Campo {field}: {msg}' },
  body: { zh: '请求内容：{msg}', en: 'Request body: {msg}', es: 'Cuerpo de la solicitud: {msg}' },
  tooManyRequests: {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please slow down',
    es: 'Demasiadas solicitudes, inténtelo más tarde',
  },
  nothingToUpdate: {
    zh: '没有要修改的内容：请至少提供一个要修改的字段',
    en: 'Nothing to update: send at least one field to change',
    es: 'Nada que actualizar: envíe al menos un campo para modificar',
  },
  unstorableValue: {
    zh: '提交的内容包含无法保存的字符（如空字符）或超出范围的数值、日期，请检查后重新提交',
    en: 'The request holds a value that cannot be stored (a NUL character, a number or date out of range); check it and send again',
    es: 'La solicitud contiene un valor que no se puede guardar (un carácter NUL, un número o una fecha fuera de rango); revíselo y vuelva a enviarlo',
  },
  badMultipart: {
    zh: '上传内容格式错误：multipart 表单缺少 boundary 或不完整，请重新上传',
    en: 'Malformed upload: the multipart form has no boundary or is incomplete; upload it again',
    es: 'Carga con formato incorrecto: el formulario multipart no tiene boundary o está incompleto; vuelva a subirlo',
  },
  notMultipart: {
    zh: '此接口需要以 multipart/form-data 表单上传',
    en: 'This call expects a multipart/form-data upload',
    es: 'Esta llamada espera una carga multipart/form-data',
  },
  multipartLimit: {
    zh: '上传的表单项或文件过多或过大',
    en: 'The upload has too many or too large form parts or files',
    es: 'La carga tiene demasiadas partes o archivos, o son demasiado grandes',
  },
  badFieldName: {
    zh: '表单字段名不允许使用',
    en: 'A form field name is not allowed',
    es: 'Un nombre de campo del formulario no está permitido',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

export function t(key: MessageKey, lang: Language, vars: Record<string, string> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
}
