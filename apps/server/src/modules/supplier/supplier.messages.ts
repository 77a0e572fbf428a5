import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

export const SUPPLIER_MENU = 'MaterialSupplier';
export const ENQUIRY_MENU = 'MaterialEnquiry';

const messages = {
  supplierOnly: {
    zh: '只有供应商单位的用户可以维护供应商资料',
    en: 'Only users of a supplier company can maintain a supplier profile',
    es: 'Solo los usuarios de una empresa proveedora pueden mantener el perfil de proveedor',
  },
  regionInvalid: {
    zh: '供货区域 {code} 不是有效的省或市',
    en: 'Service region {code} is not a valid province or city',
    es: 'La región de servicio {code} no es una provincia o ciudad válida',
  },
  notASupplier: {
    zh: '所选单位不是已审核的供应商，或尚未填写供应商资料：{ids}',
    en: 'These companies are not approved suppliers with a profile: {ids}',
    es: 'Estas empresas no son proveedores aprobados con perfil: {ids}',
  },
  deadlineBeforeToday: {
    zh: '报价截止日期不能早于今天',
    en: 'The quote deadline cannot be before today',
    es: 'La fecha límite de ofertas no puede ser anterior a hoy',
  },
  neededBeforeDeadline: {
    zh: '需用日期不能早于报价截止日期',
    en: 'The date needed cannot be before the quote deadline',
    es: 'La fecha de necesidad no puede ser anterior a la fecha límite de ofertas',
  },
  notFound: {
    zh: '询价单不存在',
    en: 'Enquiry not found',
    es: 'Solicitud de cotización no encontrada',
  },
  notAddressed: {
    zh: '此询价单未发给贵单位',
    en: 'This enquiry was not sent to your company',
    es: 'Esta solicitud no se envió a su empresa',
  },
  notOpen: {
    zh: '询价单已{status}，不能再报价或定标',
    en: 'The enquiry is {status}: no more quotes or awards',
    es: 'La solicitud está {status}: no se admiten más ofertas ni adjudicaciones',
  },
  deadlinePassed: {
    zh: '报价截止日期（{deadline}）已过，不再接受报价',
    en: 'The quote deadline ({deadline}) has passed: no more quotes are taken',
    es: 'La fecha límite de ofertas ({deadline}) ha pasado: no se admiten más ofertas',
  },
  linesMismatch: {
    zh: '请为询价单的每一条材料填写单价',
    en: 'Enter a unit price for every line of the enquiry',
    es: 'Introduzca un precio unitario para cada línea de la solicitud',
  },
  validBeforeToday: {
    zh: '报价有效期不能早于今天',
    en: 'The quote cannot expire before today',
    es: 'La oferta no puede vencer antes de hoy',
  },
  quoteNotOfEnquiry: {
    zh: '该报价不属于此询价单',
    en: 'The quote does not belong to this enquiry',
    es: 'La oferta no pertenece a esta solicitud',
  },
  projectOnly: {
    zh: '只有询价方可以定标或撤销询价',
    en: 'Only the enquirer can award or withdraw an enquiry',
    es: 'Solo quien solicita puede adjudicar o retirar la solicitud',
  },
  proIdRequired: {
    zh: '请选择项目',
    en: 'Choose a project',
    es: 'Elija un proyecto',
  },
  statusOpen: { zh: '询价中', en: 'open', es: 'abierta' },
  statusClosed: { zh: '定标', en: 'awarded', es: 'adjudicada' },
  statusCancelled: { zh: '撤销', en: 'cancelled', es: 'cancelada' },
  /** Messages: written in Chinese like every site document. */
} as const satisfies Record<string, LocalizedText>;

export type SupplierMessage = keyof typeof messages;

export function supplierMessage(
  key: SupplierMessage,
  lang: Language,
  params: Record<string, string | number> = {},
) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
