import type { Language } from '@zhuji/shared';

const messages = {
  applyEmpty: {
    zh: '该进场登记下还没有钢筋检验批或混凝土记录，不能报审',
    en: 'The receipt holds no rebar batch or concrete delivery to submit',
    es: 'La recepción no tiene lotes ni entregas que presentar',
  },
  applyOpen: {
    zh: '以下记录尚未检验合格，不能报审：{records}',
    en: 'These records are not accepted yet: {records}',
    es: 'Estos registros aún no son conformes: {records}',
  },
  applyState: {
    zh: '该进场登记已在报审中或已通过',
    en: 'The receipt is already submitted or approved',
    es: 'La recepción ya está presentada o aprobada',
  },
  applyTitle: {
    zh: '材料报审：{supplier} {date}',
    en: 'Material submission: {supplier} {date}',
    es: 'Presentación de materiales: {supplier} {date}',
  },
  unknownPileNo: {
    zh: '本项目没有桩号“{no}”，请先登记该桩或清空桩号',
    en: 'This project has no pile numbered "{no}"; register the pile first or leave the pile number blank',
    es: 'Este proyecto no tiene el pilote «{no}»; regístrelo primero o deje el número de pilote vacío',
  },
  idRequired: {
    zh: '修改时须指明记录',
    en: 'An update must name its record',
    es: 'Una modificación debe indicar el registro',
  },
  batchTooLarge: {
    zh: '检验批不得超过 {capacity} t（同牌号、同炉罐号、同规格），本批 {tonnage} t，请拆分为多个检验批',
    en: 'A batch may not exceed {capacity} t (same grade, heat and size); this one is {tonnage} t: split it',
    es: 'Un lote no puede superar {capacity} t (mismo grado, colada y diámetro); este tiene {tonnage} t: divídalo',
  },
  duplicateNo: {
    zh: '编号 {no} 在本项目中已存在',
    en: 'Number {no} already exists in this project',
    es: 'El número {no} ya existe en este proyecto',
  },
  pilesNotInProject: {
    zh: '所选桩不属于该项目',
    en: 'The chosen piles are not in this project',
    es: 'Los pilotes elegidos no pertenecen a este proyecto',
  },
  registrationMismatch: {
    zh: '进场登记不属于该项目或材料类别不符',
    en: 'The receipt is not of this project or not of this material',
    es: 'La recepción no es de este proyecto o de este material',
  },
  batchLocked: {
    zh: '该批已有复试结果，牌号、规格、重量等不能再修改',
    en: 'The batch has test results: grade, size and tonnage can no longer change',
    es: 'El lote ya tiene ensayos: grado, diámetro y tonelaje no pueden cambiar',
  },
  testRoundOrder: {
    zh: '该批当前状态为「{status}」，不能录入第 {round} 轮复试',
    en: 'The batch is "{status}": round {round} cannot be entered',
    es: 'El lote está en «{status}»: no se puede registrar la ronda {round}',
  },
  tooFewSpecimens: {
    zh: '本批应取拉伸试件不少于 {need} 根，实际 {got} 根',
    en: 'The batch needs at least {need} tensile specimens, {got} given',
    es: 'El lote necesita al menos {need} probetas de tracción; hay {got}',
  },
  doubleSpecimens: {
    zh: '双倍复试应取 {need} 根试件（首次的两倍），实际 {got} 根',
    en: 'The double retest takes {need} specimens (twice the first), {got} given',
    es: 'El reensayo doble lleva {need} probetas (el doble), hay {got}',
  },
  missingItem: {
    zh: '缺少检验项目：{items}',
    en: 'Missing test items: {items}',
    es: 'Faltan ítems de ensayo: {items}',
  },
  noWeightTolerance: {
    zh: '该直径没有重量偏差允许值',
    en: 'No weight tolerance for this diameter',
    es: 'Sin tolerancia de masa para este diámetro',
  },
  lotTooLarge: {
    zh: '每批接头不得超过 {size} 个（余数单独成批），本批 {count} 个',
    en: 'A lot holds at most {size} joints (a remainder is a lot of its own); this one has {count}',
    es: 'Un lote admite como máximo {size} uniones; este tiene {count}',
  },
  floorsSpan: {
    zh: '电弧焊、电渣压力焊每批限于连续 {floors} 个楼层内',
    en: 'Arc and electroslag lots stay within {floors} consecutive floors',
    es: 'Los lotes de arco y electroescoria abarcan como máximo {floors} plantas consecutivas',
  },
  floorsOrder: {
    zh: '起始楼层不能高于结束楼层',
    en: 'The first floor cannot be above the last',
    es: 'La planta inicial no puede superar la final',
  },
  specimenCount: {
    zh: '{what}应为 {need} 个试件，实际 {got} 个',
    en: '{what} takes {need} specimens, {got} given',
    es: '{what} lleva {need} probetas; hay {got}',
  },
  retestNotDue: {
    zh: '首次检验未要求复验，不能录入复验结果',
    en: 'The first test does not call for a retest',
    es: 'El primer ensayo no requiere reensayo',
  },
  notSleeve: { zh: '该记录不是套筒连接', en: 'Not a sleeve lot', es: 'No es un lote de manguitos' },
  notWelding: { zh: '该记录不是焊接接头', en: 'Not a welding lot', es: 'No es un lote de soldadura' },
  wrongGrade: {
    zh: '{grade} 无焊接弯曲试验弯心直径规定',
    en: 'No weld bend mandrel for {grade}',
    es: 'Sin mandril de doblado para {grade}',
  },
  rebarRejectTitle: {
    zh: '钢筋批 {batchNo}（{grade} Φ{d}）复试不合格',
    en: 'Rebar batch {batchNo} ({grade} Φ{d}) failed its retest',
    es: 'El lote {batchNo} ({grade} Φ{d}) no superó el reensayo',
  },
  rebarRejectProblem: {
    zh: '炉罐号 {heatNo}，{manufacturer}，{tonnage} t：{items} 双倍复试仍不合格，该批钢筋判为不合格，须退场并不得用于工程，已用部位须查明处理。',
    en: 'Heat {heatNo}, {manufacturer}, {tonnage} t: {items} failed the double retest; the batch is rejected, must leave the site and not be used; trace any use.',
    es: 'Colada {heatNo}, {manufacturer}, {tonnage} t: {items} falló el reensayo doble; lote rechazado, debe retirarse y no usarse.',
  },
  lotFailTitle: {
    zh: '{what} {lotNo} 检验不合格',
    en: '{what} lot {lotNo} failed',
    es: 'Lote {what} {lotNo} no conforme',
  },
  lotFailProblem: {
    zh: '{what}批 {lotNo}（{grade} Φ{d}，{count} 个接头）检验结论不合格（{basis}），该批接头须切除重焊或返工后重新检验。',
    en: '{what} lot {lotNo} ({grade} Φ{d}, {count} joints) failed ({basis}); cut out and redo the joints, then test again.',
    es: 'Lote {what} {lotNo} ({grade} Φ{d}, {count} uniones) no conforme ({basis}); rehacer y volver a ensayar.',
  },
  chlorideFailTitle: {
    zh: '混凝土 {deliveryNo} 氯离子含量超标',
    en: 'Concrete {deliveryNo}: chloride above the limit',
    es: 'Hormigón {deliveryNo}: cloruros por encima del límite',
  },
  chlorideFailProblem: {
    zh: '{plant} {grade}，{volume} m³：水溶性氯离子含量 {value}% 超过 {limit}%（{clause}），该车混凝土不得使用，已浇筑部位须评估处理。',
    en: '{plant} {grade}, {volume} m³: chloride {value}% above {limit}% ({clause}); do not use this load and assess any pour.',
    es: '{plant} {grade}, {volume} m³: cloruros {value}% sobre {limit}% ({clause}); no usar esta carga.',
  },
} as const;

export type MaterialMessageKey = keyof typeof messages;

export function materialMessage(
  key: MaterialMessageKey,
  lang: Language,
  vars: Record<string, string | number> = {},
) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export const REBAR_ITEM_NAMES: Record<string, Record<Language, string>> = {
  yieldStrength: { zh: '屈服强度', en: 'yield strength', es: 'límite elástico' },
  tensileStrength: { zh: '抗拉强度', en: 'tensile strength', es: 'resistencia a tracción' },
  elongation: { zh: '断后伸长率', en: 'elongation', es: 'alargamiento' },
  agt: { zh: '最大力总延伸率', en: 'Agt', es: 'Agt' },
  bend: { zh: '弯曲性能', en: 'bend', es: 'doblado' },
  weightDeviation: { zh: '重量偏差', en: 'weight deviation', es: 'desviación de masa' },
  strengthRatio: { zh: '强屈比', en: 'strength ratio', es: 'relación Rm/ReL' },
  overstrengthRatio: { zh: '超强比', en: 'overstrength ratio', es: 'relación de sobrerresistencia' },
};

export const STATUS_NAMES: Record<string, Record<Language, string>> = {
  pending: { zh: '待复试', en: 'awaiting test', es: 'pendiente' },
  retest: { zh: '待双倍复试', en: 'awaiting double retest', es: 'reensayo doble pendiente' },
  accepted: { zh: '合格', en: 'accepted', es: 'aceptado' },
  rejected: { zh: '不合格', en: 'rejected', es: 'rechazado' },
};

export const CATEGORY_NAMES: Record<string, Record<Language, string>> = {
  welding: { zh: '钢筋焊接接头', en: 'Welded joint', es: 'Unión soldada' },
  sleeve: { zh: '钢筋机械连接接头', en: 'Mechanical splice', es: 'Empalme mecánico' },
};

/** The kinds of welded joint and forms of splice as a label prints them (labels are in Chinese). */
export const JOINT_KIND_LABELS: Record<string, string> = {
  flashButt: '闪光对焊',
  stirrupFlashButt: '箍筋闪光对焊',
  arc: '电弧焊',
  electroslag: '电渣压力焊',
  gasPressure: '气压焊',
  embeddedTJoint: '预埋件 T 形接头',
  straightThread: '滚轧直螺纹',
  taperThread: '锥螺纹',
  swaged: '套筒挤压',
  grouted: '灌浆套筒',
};
