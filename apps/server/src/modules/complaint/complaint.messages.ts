import type { LocalizedText } from '../../platform/kit/messages';

export const COMPLAINT_MENU = 'ProjectComplaint';
export const COMPLAINT_TITLE: LocalizedText = { zh: '投诉管理', en: 'Complaints', es: 'Quejas' };
export const COMPLAINT_LABELS = {
  complaintNo: { zh: '投诉编号', en: 'Complaint No.', es: 'N.º de queja' },
  complainant: { zh: '投诉人', en: 'Complainant', es: 'Denunciante' },
  phone: { zh: '联系电话', en: 'Phone', es: 'Teléfono' },
  respondentType: { zh: '被投诉方类型', en: 'Party type', es: 'Tipo de parte' },
  respondentName: { zh: '被投诉单位', en: 'Party complained about', es: 'Parte denunciada' },
  category: { zh: '投诉类别', en: 'Category', es: 'Categoría' },
  content: { zh: '投诉内容', en: 'Complaint', es: 'Queja' },
  receivedDate: { zh: '受理日期', en: 'Received on', es: 'Recibida el' },
  status: { zh: '处理状态', en: 'Status', es: 'Estado' },
  handlingResult: { zh: '处理结果', en: 'Result', es: 'Resultado' },
  createdAt: { zh: '登记时间', en: 'Registered at', es: 'Registrada' },
} as const satisfies Record<string, LocalizedText>;

export const COMPLAINT_MESSAGES = {
  resultRequired: {
    zh: '办结投诉须填写处理结果',
    en: 'A closed complaint needs its result',
    es: 'Una queja cerrada necesita su resultado',
  },
} as const satisfies Record<string, LocalizedText>;
