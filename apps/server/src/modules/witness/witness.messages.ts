import type { Language } from '@zhuji/shared';

const messages = {
  title: { zh: '见证人委托', en: 'Witness appointments', es: 'Designación de testigos' },
  appointerOnly: {
    zh: '只有建设单位或监理单位可以委托见证人',
    en: 'Only the owner or the supervisor may appoint witnesses',
    es: 'Solo la propiedad o la supervisión pueden designar testigos',
  },
  notMember: {
    zh: '见证人须为本项目成员',
    en: 'The witness must be a member of this project',
    es: 'El testigo debe ser miembro de este proyecto',
  },
  documentMissing: {
    zh: '未找到委托书文件，请重新上传',
    en: 'The appointment letter was not found; upload it again',
    es: 'No se encontró la carta de designación; súbala de nuevo',
  },
  alreadyRevoked: {
    zh: '该委托已撤销',
    en: 'This appointment is already revoked',
    es: 'Esta designación ya está revocada',
  },
  notAppointed: {
    zh: '{name} 不是本项目委托的见证人',
    en: '{name} is not an appointed witness of this project',
    es: '{name} no es un testigo designado de este proyecto',
  },
  revoked: {
    zh: '{name} 的见证人委托已撤销',
    en: 'The appointment of {name} as witness was revoked',
    es: 'La designación de {name} como testigo fue revocada',
  },
  notYetValid: {
    zh: '{name} 的见证人委托自 {from} 起生效，取样日期 {day} 不在有效期内',
    en: 'The appointment of {name} starts on {from}; the sampling day {day} is outside it',
    es: 'La designación de {name} empieza el {from}; el día de muestreo {day} queda fuera',
  },
  expired: {
    zh: '{name} 的见证人委托已于 {to} 到期，取样日期 {day} 不在有效期内',
    en: 'The appointment of {name} ended on {to}; the sampling day {day} is outside it',
    es: 'La designación de {name} terminó el {to}; el día de muestreo {day} queda fuera',
  },
  outOfScope: {
    zh: '{name} 的见证范围不含{material}',
    en: 'The appointment of {name} does not cover {material}',
    es: 'La designación de {name} no cubre {material}',
  },
  concrete: { zh: '混凝土试块', en: 'concrete specimens', es: 'probetas de hormigón' },
  mortar: { zh: '砂浆试块', en: 'mortar specimens', es: 'probetas de mortero' },
  rebar: { zh: '钢筋', en: 'rebar', es: 'acero de refuerzo' },
  splice: { zh: '钢筋连接接头', en: 'rebar splices', es: 'empalmes de armadura' },
  waterproof: { zh: '防水材料', en: 'waterproofing', es: 'impermeabilizantes' },
  masonry: { zh: '砌体材料', en: 'masonry units', es: 'piezas de mampostería' },
} as const;

export type WitnessMessageKey = keyof typeof messages;

export function witnessMessage(
  key: WitnessMessageKey,
  lang: Language,
  vars: Record<string, string | number> = {},
) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
