import { type Language, MEASURE_UNITS } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

export const MATERIAL_MENUS = {
  plan: 'MaterialPlan',
  delivery: 'MaterialDeliveryPlan',
  receipt: 'MaterialReceive',
  departure: 'MaterialDeparture',
  stock: 'MaterialStock',
  price: 'MaterialPricePlan',
} as const;

export const MATERIAL_TITLES = {
  plan: { zh: '材料计划', en: 'Material plan', es: 'Plan de materiales' },
  delivery: { zh: '供货计划', en: 'Delivery plans', es: 'Planes de suministro' },
  receipt: { zh: '进场收料', en: 'Material receipts', es: 'Recepción de materiales' },
  departure: { zh: '材料退场', en: 'Material departures', es: 'Salidas de materiales' },
  stock: { zh: '材料库存', en: 'Material stock', es: 'Existencias de materiales' },
  price: { zh: '价格计划', en: 'Price plans', es: 'Planes de precios' },
} as const satisfies Record<string, LocalizedText>;

/** Column headers and export labels, shared by the four resources. */
export const MATERIAL_LABELS = {
  planNo: { zh: '计划编号', en: 'Plan no.', es: 'N.º de plan' },
  category: { zh: '材料类别', en: 'Category', es: 'Categoría' },
  specification: { zh: '规格型号', en: 'Specification', es: 'Especificación' },
  unit: { zh: '单位', en: 'Unit', es: 'Unidad' },
  plannedQuantity: { zh: '计划数量', en: 'Planned quantity', es: 'Cantidad planificada' },
  neededBy: { zh: '需用日期', en: 'Needed by', es: 'Necesario para' },
  usePart: { zh: '使用部位', en: 'Used in', es: 'Uso' },
  remark: { zh: '备注', en: 'Remarks', es: 'Observaciones' },
  status: { zh: '状态', en: 'Status', es: 'Estado' },
  reviewerName: { zh: '审批人', en: 'Reviewed by', es: 'Revisado por' },
  reviewComment: { zh: '审批意见', en: 'Review comment', es: 'Comentario de revisión' },
  planId: { zh: '材料计划', en: 'Plan line', es: 'Línea de plan' },
  deliveryNo: { zh: '供货计划编号', en: 'Delivery plan no.', es: 'N.º de plan de suministro' },
  supplierId: { zh: '供应商', en: 'Supplier', es: 'Proveedor' },
  supplierName: { zh: '供应商', en: 'Supplier', es: 'Proveedor' },
  deliveryDate: { zh: '供货日期', en: 'Delivery date', es: 'Fecha de suministro' },
  quantity: { zh: '数量', en: 'Quantity', es: 'Cantidad' },
  contact: { zh: '联系人', en: 'Contact', es: 'Contacto' },
  noteNo: { zh: '送货单号', en: 'Delivery note no.', es: 'N.º de albarán' },
  deliveryId: { zh: '供货计划', en: 'Delivery plan', es: 'Plan de suministro' },
  vehiclePlate: { zh: '车牌号', en: 'Vehicle plate', es: 'Matrícula' },
  receivedDate: { zh: '进场日期', en: 'Received on', es: 'Recibido el' },
  noteQuantity: { zh: '送货单数量', en: 'Delivery note quantity', es: 'Cantidad del albarán' },
  grossWeight: { zh: '毛重(t)', en: 'Gross (t)', es: 'Bruto (t)' },
  tareWeight: { zh: '皮重(t)', en: 'Tare (t)', es: 'Tara (t)' },
  netWeight: { zh: '净重(t)', en: 'Net (t)', es: 'Neto (t)' },
  receivedQuantity: { zh: '实收数量', en: 'Received quantity', es: 'Cantidad recibida' },
  unitPrice: { zh: '单价(元)', en: 'Unit price (CNY)', es: 'Precio unitario (CNY)' },
  deviationPercent: { zh: '偏差(%)', en: 'Deviation (%)', es: 'Desviación (%)' },
  deviationState: { zh: '偏差判定', en: 'Deviation', es: 'Desviación' },
  deviationNote: { zh: '偏差说明', en: 'Deviation note', es: 'Nota de desviación' },
  receiver: { zh: '收料人', en: 'Received by', es: 'Recibido por' },
  departureNo: { zh: '退场单号', en: 'Departure no.', es: 'N.º de salida' },
  reason: { zh: '退场原因', en: 'Reason', es: 'Motivo' },
  departureDate: { zh: '退场日期', en: 'Departure date', es: 'Fecha de salida' },
  destination: { zh: '去向', en: 'Destination', es: 'Destino' },
  handler: { zh: '经办人', en: 'Handled by', es: 'Gestionado por' },
  createdAt: { zh: '登记时间', en: 'Registered at', es: 'Registrado' },
  material: { zh: '材料名称', en: 'Material', es: 'Material' },
  plannedPrice: { zh: '计划单价(元)', en: 'Planned price (CNY)', es: 'Precio planificado (CNY)' },
  validFrom: { zh: '生效日期', en: 'Valid from', es: 'Válido desde' },
  validTo: { zh: '截止日期', en: 'Valid to', es: 'Válido hasta' },
  planned: { zh: '计划量', en: 'Planned', es: 'Planificado' },
  deliveryPlanned: { zh: '供货计划量', en: 'Delivery planned', es: 'Suministro planificado' },
  received: { zh: '累计收料', en: 'Received', es: 'Recibido' },
  departed: { zh: '累计退场', en: 'Departed', es: 'Salido' },
  usedByPiles: { zh: '桩基已用', en: 'Used by piles', es: 'Usado en pilotes' },
  adjusted: { zh: '盘点调整', en: 'Stocktake correction', es: 'Ajuste de inventario' },
  inStock: { zh: '库存', en: 'In stock', es: 'En existencia' },
  overToleranceCount: { zh: '偏差超限次数', en: 'Over tolerance', es: 'Fuera de tolerancia' },
} as const satisfies Record<string, LocalizedText>;

/** Dictionary words written into exports and messages (the web has its own copy in its locales). */
export const MATERIAL_WORDS = {
  REBAR: { zh: '钢筋', en: 'Rebar', es: 'Acero corrugado' },
  READY_MIX_CONCRETE: { zh: '商品混凝土', en: 'Ready-mix concrete', es: 'Hormigón premezclado' },
  CEMENT: { zh: '水泥', en: 'Cement', es: 'Cemento' },
  AGGREGATE: { zh: '砂石', en: 'Sand and gravel', es: 'Áridos' },
  PIPE_PILE: { zh: '管桩', en: 'Pipe pile', es: 'Pilote tubular' },
  WATERPROOF: { zh: '防水卷材', en: 'Waterproofing membrane', es: 'Lámina impermeabilizante' },
  BLOCK: { zh: '砌块', en: 'Blocks', es: 'Bloques' },
  OTHER: { zh: '其他', en: 'Other', es: 'Otro' },
  T: MEASURE_UNITS.T,
  M3: MEASURE_UNITS.M3,
  PIECE: MEASURE_UNITS.PIECE,
  M2: MEASURE_UNITS.M2,
  M: MEASURE_UNITS.M,
  DRAFT: { zh: '草稿', en: 'Draft', es: 'Borrador' },
  SUBMITTED: { zh: '已提交', en: 'Submitted', es: 'Enviado' },
  APPROVED: { zh: '已批准', en: 'Approved', es: 'Aprobado' },
  RETURNED: { zh: '已退回', en: 'Returned', es: 'Devuelto' },
  submit: { zh: '提交', en: 'submit', es: 'enviar' },
  approve: { zh: '批准', en: 'approve', es: 'aprobar' },
  return: { zh: '退回', en: 'return', es: 'devolver' },
} as const satisfies Record<string, LocalizedText>;
/** 块 as a unit (the key BLOCK is also the category 砌块). */
export const BLOCK_UNIT: LocalizedText = MEASURE_UNITS.BLOCK;

const messages = {
  planNotFound: {
    zh: '材料计划不存在或不属于本项目',
    en: 'The plan line does not exist or belongs to another project',
    es: 'La línea de plan no existe o pertenece a otro proyecto',
  },
  planNotApproved: {
    zh: '材料计划 {planNo} 尚未批准，不能据此安排供货或收料',
    en: 'Plan line {planNo} is not approved yet: no deliveries or receipts against it',
    es: 'La línea de plan {planNo} aún no está aprobada: no admite suministros ni recepciones',
  },
  planNotEditable: {
    zh: '材料计划 {planNo} 已{status}，不能修改或删除',
    en: 'Plan line {planNo} is {status} and cannot be changed or deleted',
    es: 'La línea de plan {planNo} está {status} y no se puede modificar ni eliminar',
  },
  badMove: {
    zh: '材料计划当前为“{status}”，不能{move}',
    en: 'The plan line is "{status}": it cannot {move}',
    es: 'La línea de plan está «{status}»: no se puede {move}',
  },
  approverOnly: {
    zh: '只有项目经理可以批准或退回材料计划',
    en: 'Only the project manager can approve or return a plan line',
    es: 'Solo el jefe de proyecto puede aprobar o devolver una línea de plan',
  },
  returnReason: {
    zh: '退回时须填写退回原因',
    en: 'Give the reason for returning it',
    es: 'Indique el motivo de la devolución',
  },
  overPlan: {
    zh: '供货数量 {quantity}{unit} 超过材料计划 {planNo} 的剩余可供货量 {remaining}{unit}（计划 {planned}{unit}，已安排供货 {scheduled}{unit}）',
    en: 'The delivery of {quantity} {unit} exceeds what is left on plan line {planNo}: {remaining} {unit} (planned {planned} {unit}, already scheduled {scheduled} {unit})',
    es: 'El suministro de {quantity} {unit} supera lo que queda en la línea {planNo}: {remaining} {unit} (planificado {planned} {unit}, ya programado {scheduled} {unit})',
  },
  supplierMissing: {
    zh: '供应商不存在或不是已登记的材料供应商',
    en: 'The supplier does not exist or is not a registered material supplier',
    es: 'El proveedor no existe o no es un proveedor de materiales registrado',
  },
  deliveryNotFound: {
    zh: '供货计划不存在，或不属于所选材料计划',
    en: 'The delivery plan does not exist or belongs to another plan line',
    es: 'El plan de suministro no existe o pertenece a otra línea de plan',
  },
  deliveryReceived: {
    zh: '供货计划 {deliveryNo} 已有收料记录，不能删除；供货数量不能少于已收 {received}{unit}',
    en: 'Delivery plan {deliveryNo} has receipts: it cannot be deleted, nor planned below the {received} {unit} received',
    es: 'El plan de suministro {deliveryNo} tiene recepciones: no se puede eliminar ni planificar por debajo de {received} {unit} recibidos',
  },
  supplierRequired: {
    zh: '未关联供货计划时须填写供应商',
    en: 'Name the supplier when no delivery plan is chosen',
    es: 'Indique el proveedor si no elige un plan de suministro',
  },
  weighPair: {
    zh: '毛重和皮重须同时填写',
    en: 'Give both the gross and the tare weight, or neither',
    es: 'Indique el peso bruto y la tara, o ninguno',
  },
  tareNotBelowGross: {
    zh: '皮重 {tare}t 不小于毛重 {gross}t，请核对过磅单',
    en: 'The tare of {tare} t is not below the gross of {gross} t: check the weighbridge ticket',
    es: 'La tara de {tare} t no es menor que el bruto de {gross} t: revise el ticket de báscula',
  },
  receivedRequired: {
    zh: '未过磅时须填写实收数量',
    en: 'Give the received quantity when the delivery was not weighed',
    es: 'Indique la cantidad recibida si no se pesó el suministro',
  },
  deviationNoteRequired: {
    zh: '实收数量与送货单偏差 {deviation}%，超出允许偏差 ±{tolerance}%，须填写偏差说明',
    en: 'The received quantity deviates {deviation}% from the delivery note, beyond ±{tolerance}%: explain the deviation',
    es: 'La cantidad recibida se desvía {deviation}% del albarán, más de ±{tolerance}%: explique la desviación',
  },
  futureDate: {
    zh: '日期不能晚于今天',
    en: 'The date cannot be in the future',
    es: 'La fecha no puede ser futura',
  },
  overStock: {
    zh: '退场数量 {quantity}{unit} 超过 {material} 的当前库存 {stock}{unit}（累计收料 {received}{unit}，已退场 {departed}{unit}，桩基已用 {used}{unit}）',
    en: 'The departure of {quantity} {unit} exceeds the stock of {material}: {stock} {unit} (received {received} {unit}, departed {departed} {unit}, used by piles {used} {unit})',
    es: 'La salida de {quantity} {unit} supera las existencias de {material}: {stock} {unit} (recibido {received} {unit}, salido {departed} {unit}, usado en pilotes {used} {unit})',
  },
  stockBelowZero: {
    zh: '此修改会使 {material} 的库存变为负数（累计收料将为 {received}{unit}，已退场 {departed}{unit}，桩基已用 {used}{unit}），请先调整退场记录',
    en: 'This change would take the stock of {material} below zero (received would be {received} {unit}, departed {departed} {unit}, used by piles {used} {unit}): adjust the departures first',
    es: 'Este cambio dejaría las existencias de {material} bajo cero (recibido {received} {unit}, salido {departed} {unit}, usado en pilotes {used} {unit}): ajuste antes las salidas',
  },
  pricePeriod: {
    zh: '截止日期不能早于生效日期',
    en: 'The end date cannot be before the start date',
    es: 'La fecha final no puede ser anterior a la inicial',
  },
  pileOverStock: {
    zh: '{material} 库存 {stock} {unit}，本次用量 {quantity} {unit}，超出 {excess} {unit}',
    en: '{material}: {stock} {unit} in stock, this use is {quantity} {unit}, {excess} {unit} over',
    es: '{material}: existencias {stock} {unit}, este consumo es {quantity} {unit}, excede en {excess} {unit}',
  },
  notInLedger: {
    zh: '{material} 尚无进场收料，不能登记用量或盘点',
    en: '{material} has not been received on site: no use or stocktake can be booked',
    es: '{material} no se ha recibido en obra: no se puede registrar consumo ni inventario',
  },
} as const satisfies Record<string, LocalizedText>;

export type MaterialMessage = keyof typeof messages;

export function materialMessage(
  key: MaterialMessage,
  lang: Language,
  params: Record<string, string | number> = {},
) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** A dictionary word (category, unit, status, move) in the language asked for. */
export const materialWord = (key: keyof typeof MATERIAL_WORDS, lang: Language) => MATERIAL_WORDS[key][lang];
/** The unit's symbol (块 is told apart from the category 砌块). */
export const unitWord = (unit: string, lang: Language) =>
  unit === 'BLOCK' ? BLOCK_UNIT[lang] : (MATERIAL_WORDS[unit as keyof typeof MATERIAL_WORDS]?.[lang] ?? unit);
