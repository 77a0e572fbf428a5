import type { Language } from '@zhuji/shared';

const messages = {
  avatarNotImage: {
    zh: '头像须为您本人上传的图片',
    en: 'The avatar must be an image you uploaded',
    es: 'La foto de perfil debe ser una imagen que usted haya subido',
  },
  wrongPassword: {
    zh: '账号或密码错误',
    en: 'Wrong account or password',
    es: 'Cuenta o contraseña incorrecta',
  },
  wrongPasswordLeft: {
    zh: '账号或密码错误，再错 {left} 次账号将被锁定 15 分钟',
    en: 'Wrong account or password; {left} more attempt(s) before the account is locked for 15 minutes',
    es: 'Cuenta o contraseña incorrecta; {left} intento(s) más antes de bloquear la cuenta 15 minutos',
  },
  accountLocked: {
    zh: '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords; the account is locked, try again in {minutes} minute(s)',
    es: 'Demasiadas contraseñas incorrectas; la cuenta está bloqueada, inténtelo dentro de {minutes} minuto(s)',
  },
  loginKeyExpired: {
    zh: '登录信息已失效，请刷新页面后重新登录',
    en: 'The login form has expired; reload the page and log in again',
    es: 'El formulario de acceso ha caducado; recargue la página e inicie sesión de nuevo',
  },
  accountDisabled: {
    zh: '账号已停用，请联系管理员',
    en: 'This account is disabled',
    es: 'Esta cuenta está desactivada',
  },
  companyPending: {
    zh: '所属单位尚未审核通过，请耐心等待',
    en: 'Your company has not been approved yet',
    es: 'Su empresa aún no ha sido aprobada',
  },
  companyRejected: {
    zh: '所属单位的注册未通过平台审核：{reason}',
    en: 'The platform rejected your company’s registration: {reason}',
    es: 'La plataforma rechazó el registro de su empresa: {reason}',
  },
  companyDisabled: {
    zh: '所属单位已停用，请联系管理员',
    en: 'Your company is disabled',
    es: 'Su empresa está desactivada',
  },
  roleNotHeld: {
    zh: '您在当前项目中没有该角色',
    en: 'You do not hold this role on the current project',
    es: 'No tiene este rol en el proyecto actual',
  },
  notMember: {
    zh: '您不是该项目的成员',
    en: 'You are not a member of this project',
    es: 'No es miembro de este proyecto',
  },
  codeTooSoon: {
    zh: '验证码已发送，请 {seconds} 秒后再试',
    en: 'A code was just sent; try again in {seconds} second(s)',
    es: 'Se acaba de enviar un código; inténtelo de nuevo dentro de {seconds} segundo(s)',
  },
  codeDailyPhone: {
    zh: '该手机号 24 小时内获取验证码次数已达上限（{limit} 次），请稍后再试',
    en: 'This number has reached the limit of {limit} codes in 24 hours; try again later',
    es: 'Este número ha alcanzado el límite de {limit} códigos en 24 horas; inténtelo más tarde',
  },
  codeDailyIp: {
    zh: '当前网络 24 小时内获取验证码次数过多，请稍后再试',
    en: 'Too many codes were asked from this network in 24 hours; try again later',
    es: 'Se han pedido demasiados códigos desde esta red en 24 horas; inténtelo más tarde',
  },
  codeWrong: {
    zh: '验证码错误或已失效，请重新获取',
    en: 'The verification code is wrong or no longer valid; ask for a new one',
    es: 'El código de verificación es incorrecto o ya no es válido; solicite uno nuevo',
  },
  formExpired: {
    zh: '页面信息已失效，请重新提交',
    en: 'The form has expired; submit it again',
    es: 'El formulario ha caducado; envíelo de nuevo',
  },
  oldPasswordWrong: {
    zh: '原密码错误',
    en: 'The current password is wrong',
    es: 'La contraseña actual es incorrecta',
  },
  passwordUnchanged: {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
    es: 'La nueva contraseña debe ser distinta de la actual',
  },
  personalNotNeeded: {
    zh: '当前账号无需完善个人信息',
    en: 'This account has no personal information to complete',
    es: 'Esta cuenta no tiene información personal que completar',
  },
  personalLocked: {
    zh: '姓名和手机号已锁定，不能修改',
    en: 'The name and mobile number are locked and cannot be changed',
    es: 'El nombre y el número de móvil están bloqueados y no se pueden cambiar',
  },
  phoneTaken: {
    zh: '该手机号已被其他账号使用',
    en: 'This mobile number is already used by another account',
    es: 'Este número de móvil ya lo usa otra cuenta',
  },
  phoneUnchanged: {
    zh: '新手机号不能与原手机号相同',
    en: 'The new mobile number must differ from the current one',
    es: 'El nuevo número de móvil debe ser distinto del actual',
  },
  confirmWrong: {
    zh: '手机号或密码错误',
    en: 'Wrong mobile number or password',
    es: 'Número de móvil o contraseña incorrectos',
  },
  codeSentForLogin: {
    zh: '验证码已发送至 {phone}，请输入短信验证码完成登录',
    en: 'A code was sent to {phone}; enter it to complete the login',
    es: 'Se envió un código a {phone}; introdúzcalo para completar el acceso',
  },
  passwordAndCode: {
    zh: '该账号须使用账号密码并输入短信验证码登录',
    en: 'This account logs in with its password and an SMS code',
    es: 'Esta cuenta inicia sesión con su contraseña y un código SMS',
  },
  notRoleManager: {
    zh: '您无权管理项目人员',
    en: 'You do not manage the people of any project',
    es: 'No gestiona el personal de ningún proyecto',
  },
} as const satisfies Record<string, Record<Language, string>>;

export function accountMessage(
  key: keyof typeof messages,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
