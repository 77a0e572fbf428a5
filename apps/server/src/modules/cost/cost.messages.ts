import type { CostCategory } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

export const COST_MENU = 'ProjectCost';
export const COST_TITLE: LocalizedText = { zh: '成本台账', en: 'Cost records', es: 'Registro de costes' };
export const COST_LABELS = {
  voucherNo: { zh: '凭证号', en: 'Voucher no.', es: 'N.º de asiento' },
  costDate: { zh: '发生日期', en: 'Date', es: 'Fecha' },
  category: { zh: '成本类别', en: 'Category', es: 'Categoría' },
  subject: { zh: '费用事项', en: 'Item', es: 'Concepto' },
  payee: { zh: '收款单位', en: 'Payee', es: 'Beneficiario' },
  quantity: { zh: '数量', en: 'Quantity', es: 'Cantidad' },
  unit: { zh: '单位', en: 'Unit', es: 'Unidad' },
  unitPrice: { zh: '含税单价(元)', en: 'Unit price incl. VAT (CNY)', es: 'Precio unitario con IVA (CNY)' },
  amount: { zh: '含税金额(元)', en: 'Amount incl. VAT (CNY)', es: 'Importe con IVA (CNY)' },
  taxRate: { zh: '税率(%)', en: 'VAT rate (%)', es: 'Tipo de IVA (%)' },
  taxAmount: { zh: '税额(元)', en: 'VAT (CNY)', es: 'IVA (CNY)' },
  netAmount: { zh: '不含税金额(元)', en: 'Net amount (CNY)', es: 'Importe neto (CNY)' },
  invoiceNo: { zh: '发票号码', en: 'Invoice no.', es: 'N.º de factura' },
  handler: { zh: '经办人', en: 'Handled by', es: 'Gestionado por' },
  remark: { zh: '备注', en: 'Remark', es: 'Observación' },
  createdAt: { zh: '登记时间', en: 'Recorded at', es: 'Registrado el' },
} as const satisfies Record<string, LocalizedText>;

export const COST_CATEGORY_NAMES: Record<CostCategory, LocalizedText> = {
  LABOR: { zh: '人工费', en: 'Labour', es: 'Mano de obra' },
  MATERIAL: { zh: '材料费', en: 'Materials', es: 'Materiales' },
  MACHINERY: { zh: '机械使用费', en: 'Plant and machinery', es: 'Maquinaria' },
  MEASURE: { zh: '措施费', en: 'Measures', es: 'Medidas' },
  SUBCONTRACT: { zh: '分包费', en: 'Subcontracts', es: 'Subcontratas' },
  MANAGEMENT: { zh: '管理费', en: 'Site overheads', es: 'Gastos generales' },
  OTHER: { zh: '其他', en: 'Other', es: 'Otros' },
};

export const COST_MESSAGES = {
  amountMissing: {
    zh: '请填写含税金额，或同时填写数量和含税单价',
    en: 'Enter the amount, or both the quantity and the unit price',
    es: 'Indique el importe, o la cantidad y el precio unitario',
  },
  futureDate: {
    zh: '发生日期不能晚于今天',
    en: 'The date cannot be after today',
    es: 'La fecha no puede ser posterior a hoy',
  },
} as const satisfies Record<string, LocalizedText>;
