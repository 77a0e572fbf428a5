import type { Language } from '@zhuji/shared';

const messages = {
  notManager: {
    zh: '您无权管理该项目的人员',
    en: 'You may not manage the people of this project',
    es: 'No puede gestionar el personal de este proyecto',
  },
  notMember: {
    zh: '该用户不是该项目的成员',
    en: 'This user is not a member of this project',
    es: 'Este usuario no es miembro de este proyecto',
  },
  roleNotFound: { zh: '角色不存在', en: 'No such role', es: 'El rol no existe' },
  lastManagerRole: {
    zh: '不能移除您自己在该项目中的最后一个管理角色',
    en: 'You cannot remove your own last managing role on this project',
    es: 'No puede quitarse su último rol de gestión en este proyecto',
  },
  memberExists: {
    zh: '该人员在该项目中已有此角色',
    en: 'This person already holds this role on the project',
    es: 'Esta persona ya tiene este rol en el proyecto',
  },
  adminOnly: {
    zh: '只有平台管理员可以授予或撤销平台管理员角色',
    en: 'Only a platform administrator may grant or withdraw the platform administrator role',
    es: 'Solo un administrador de la plataforma puede otorgar o retirar ese rol',
  },
  adminReset: {
    zh: '不能重置平台管理员的密码',
    en: 'The password of a platform administrator cannot be reset here',
    es: 'La contraseña de un administrador de la plataforma no se puede restablecer aquí',
  },
  phoneTaken: {
    zh: '该手机号已被其他账号使用',
    en: 'This mobile number is already used by another account',
    es: 'Este número de móvil ya lo usa otra cuenta',
  },
} as const satisfies Record<string, Record<Language, string>>;

export function projectRoleMessage(key: keyof typeof messages, lang: Language): string {
  return messages[key][lang];
}
