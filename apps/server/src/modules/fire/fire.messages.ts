import type { LocalizedText } from '../../platform/kit/messages';

export const FIRE_MENU = 'FireCheck';
export const FIRE_TITLE: LocalizedText = {
  zh: '消防检查',
  en: 'Fire inspections',
  es: 'Inspecciones contra incendios',
};
export const FIRE_LABELS = {
  checkNo: { zh: '检查编号', en: 'Check No.', es: 'N.º de inspección' },
  checkDate: { zh: '检查日期', en: 'Checked on', es: 'Fecha' },
  location: { zh: '检查部位', en: 'Location', es: 'Ubicación' },
  item: { zh: '检查项目', en: 'Item', es: 'Elemento' },
  result: { zh: '检查结果', en: 'Result', es: 'Resultado' },
  problem: { zh: '存在问题', en: 'Problem found', es: 'Problema detectado' },
  inspector: { zh: '检查人', en: 'Inspector', es: 'Inspector' },
  rectifyStatus: { zh: '整改状态', en: 'Rectification', es: 'Corrección' },
  createdAt: { zh: '登记时间', en: 'Registered at', es: 'Registrada' },
} as const satisfies Record<string, LocalizedText>;

export const FIRE_MESSAGES = {
  problemRequired: {
    zh: '检查不合格时须填写存在问题',
    en: 'A failed check needs the problem found',
    es: 'Una inspección no conforme necesita el problema detectado',
  },
  passedNothingToRectify: {
    zh: '检查合格的项目无需整改',
    en: 'A passed check has nothing to rectify',
    es: 'Una inspección conforme no requiere corrección',
  },
} as const satisfies Record<string, LocalizedText>;
