import type { Language } from '@zhuji/shared';

const messages = {
  qualificationInvalid: {
    zh: '请从列表中选择该单位类型的资质',
    en: 'Choose a qualification of this company type from the list',
    es: 'Elija una cualificación de este tipo de empresa de la lista',
  },
  creditCodeTaken: {
    zh: '该统一社会信用代码已注册',
    en: 'This unified social credit code is already registered',
    es: 'Este código unificado de crédito social ya está registrado',
  },
  accountTaken: {
    zh: '该账号已被使用，请更换',
    en: 'This account name is already taken',
    es: 'Este nombre de cuenta ya está en uso',
  },
  phoneTaken: {
    zh: '该手机号已被其他账号使用',
    en: 'This mobile number is already used by another account',
    es: 'Este número de móvil ya lo usa otra cuenta',
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
  companyUnknown: {
    zh: '该统一社会信用代码尚未注册',
    en: 'No company is registered with this unified social credit code',
    es: 'No hay ninguna empresa registrada con este código unificado de crédito social',
  },
  companyNotFound: {
    zh: '单位不存在',
    en: 'Company not found',
    es: 'La empresa no existe',
  },
  notCompanyAdmin: {
    zh: '只有本单位管理员可以修改单位信息',
    en: 'Only the administrator of your company may change its information',
    es: 'Solo el administrador de su empresa puede modificar sus datos',
  },
  notSelf: {
    zh: '只能以本人身份修改单位信息',
    en: 'You may only change the company information as yourself',
    es: 'Solo puede modificar los datos de la empresa en su propio nombre',
  },
  platformOnly: {
    zh: '只有平台运营人员可以审核单位注册',
    en: 'Only platform staff may review company registrations',
    es: 'Solo el personal de la plataforma puede revisar los registros de empresas',
  },
  notPending: {
    zh: '该单位不是待审核状态，不能重复审核',
    en: 'This company is not awaiting review',
    es: 'Esta empresa no está pendiente de revisión',
  },
  registered: {
    zh: '注册成功，请等待平台审核',
    en: 'Registered; the platform will review your company',
    es: 'Registro completado; la plataforma revisará su empresa',
  },
  approved: {
    zh: '已审核通过',
    en: 'Approved',
    es: 'Aprobada',
  },
  reasonRequired: {
    zh: '驳回时请填写原因，申请单位将看到它',
    en: 'Give the reason for the rejection; the applicant will see it',
    es: 'Indique el motivo del rechazo; el solicitante lo verá',
  },
  smsApproved: {
    zh: '【筑基】{name}的单位注册已审核通过，现在可以登录平台。',
    en: '[Zhuji] The registration of {name} is approved; you can log in now.',
    es: '[Zhuji] El registro de {name} está aprobado; ya puede iniciar sesión.',
  },
  smsRejected: {
    zh: '【筑基】{name}的单位注册未通过审核，原因：{reason}。可在登录页查询审核状态。',
    en: '[Zhuji] The registration of {name} was rejected: {reason}. Check its status on the login page.',
    es: '[Zhuji] El registro de {name} fue rechazado: {reason}. Consulte su estado en la página de acceso.',
  },
  rejectedWithReason: {
    zh: '已驳回：{reason}',
    en: 'Rejected: {reason}',
    es: 'Rechazada: {reason}',
  },
} as const satisfies Record<string, Record<Language, string>>;

export function companyMessage(
  key: keyof typeof messages,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
