import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

const messages = {
  notSubProject: {
    zh: '桩基只能配置在子项目（标段）下',
    en: 'Piles belong to a sub-project',
    es: 'Los pilotes pertenecen a un subproyecto',
  },
  groupMissing: {
    zh: '桩型不存在',
    en: 'The pile group does not exist',
    es: 'El grupo de pilotes no existe',
  },
  groupNameTaken: {
    zh: '该桩型名称已存在',
    en: 'A pile group with this name exists',
    es: 'Ya existe un grupo de pilotes con este nombre',
  },
  groupTypeLocked: {
    zh: '桩型已有桩，不能修改桩的类型',
    en: 'The group has piles: its pile type cannot change',
    es: 'El grupo tiene pilotes: su tipo no puede cambiar',
  },
  numbersFormat: {
    zh: '桩号只能是数字、逗号和连字符，如 1-20,25,30-32',
    en: 'Pile numbers are digits, commas and hyphens, e.g. 1-20,25,30-32',
    es: 'Los números de pilote son dígitos, comas y guiones, p. ej. 1-20,25,30-32',
  },
  numbersStartAfterEnd: {
    zh: '桩号范围 {part} 的起始值不能大于结束值',
    en: 'In {part} the start is above the end',
    es: 'En {part} el inicio es mayor que el final',
  },
  numbersSpan: {
    zh: '桩号范围 {part} 跨度不能超过 {limit}',
    en: 'The range {part} spans more than {limit}',
    es: 'El rango {part} abarca más de {limit}',
  },
  numbersTooMany: {
    zh: '一次最多配置 {limit} 根桩',
    en: 'At most {limit} piles per configuration',
    es: 'Como máximo {limit} pilotes por configuración',
  },
  label: {
    zh: '桩号前缀只能包含汉字、字母、数字、# 和 _',
    en: 'The label takes Chinese characters, letters, digits, # and _',
    es: 'La etiqueta admite caracteres chinos, letras, dígitos, # y _',
  },
  locked: {
    zh: '记录已由监理确认，已锁定；如需更正请提交更正申请并说明原因',
    en: 'The record was confirmed by the supervisor and is locked; submit an amendment with a reason',
    es: 'El registro fue confirmado por la supervisión y está bloqueado; envíe una enmienda con el motivo',
  },
  notConfirmed: {
    zh: '只有已确认的记录才需要更正申请，请直接保存',
    en: 'Only a confirmed record takes an amendment: save it instead',
    es: 'Solo un registro confirmado admite enmienda: guárdelo directamente',
  },
  notRecorded: {
    zh: '该桩尚未完成施工记录，不能确认',
    en: 'The pile has no complete record to confirm',
    es: 'El pilote no tiene un registro completo que confirmar',
  },
  supervisorOnly: {
    zh: '只有监理单位人员可以确认施工记录（旁站）',
    en: 'Only the supervisor can confirm a record (side-station supervision)',
    es: 'Solo la supervisión puede confirmar un registro',
  },
  wrongField: {
    zh: '{field} 不属于该桩型的施工记录',
    en: '{field} is not part of this pile type’s record',
    es: '{field} no forma parte del registro de este tipo de pilote',
  },
  acceptanceValue: {
    zh: '请填写数值、完整性类别（I–IV）或 是/否',
    en: 'Enter a number, an integrity class (I–IV) or yes/no',
    es: 'Introduzca un número, una clase de integridad (I–IV) o sí/no',
  },
  abnormalNotOpen: {
    zh: '该异常记录已发起整改或已关闭',
    en: 'This abnormal record was already sent to rectification or closed',
    es: 'Este registro ya se envió a rectificación o está cerrado',
  },
  planRange: {
    zh: '计划日期范围无效（开始不能晚于结束，最长一年）',
    en: 'The plan range is invalid (start not after end, at most a year)',
    es: 'El rango del plan no es válido (inicio no posterior al fin, máximo un año)',
  },
  planDuplicate: {
    zh: '同一天只能填写一次计划桩数',
    en: 'Each day may appear once',
    es: 'Cada día solo puede aparecer una vez',
  },
  photoFile: {
    zh: '请先上传该项目的图片（仅支持图片文件）',
    en: 'Upload an image for this project first',
    es: 'Primero suba una imagen de este proyecto',
  },
  setOutAfterConstruction: {
    zh: '桩已成桩，不能再做放样复核',
    en: 'The pile is built: its setting-out can no longer be checked',
    es: 'El pilote ya está construido: su replanteo ya no se puede comprobar',
  },
  noDesignPosition: {
    zh: '该桩没有设计坐标，请先导入桩位坐标',
    en: 'The pile has no design position: import the pile coordinates first',
    es: 'El pilote no tiene posición de proyecto: importe primero las coordenadas',
  },
  positionPileMissing: {
    zh: '桩号 {pileNo} 不存在',
    en: 'Pile {pileNo} does not exist',
    es: 'El pilote {pileNo} no existe',
  },
  spotCheckerOnly: {
    zh: '只有抽查人或监理单位可以登记抽查结果',
    en: 'Only the checker who drew it or the supervisor may record the result',
    es: 'Solo quien hizo el sorteo o la supervisión pueden registrar el resultado',
  },
  spotCheckDone: {
    zh: '该桩的抽查结果已登记，不能更改',
    en: 'The result for this pile is recorded and cannot change',
    es: 'El resultado de este pilote ya está registrado y no puede cambiar',
  },
  rectificationUnavailable: {
    zh: '整改模块尚未开放，异常记录已保留',
    en: 'Rectification is not available yet; the abnormal record is kept',
    es: 'La rectificación aún no está disponible; el registro se conserva',
  },
  machineNoTaken: {
    zh: '桩机编号 {machineNo} 已登记',
    en: 'Machine {machineNo} is already registered',
    es: 'La máquina {machineNo} ya está registrada',
  },
  machineNoInUse: {
    zh: '已有 {n} 根桩记录了该桩机编号，不能改编号',
    en: '{n} piles name this machine number: it cannot change',
    es: '{n} pilotes usan este número de máquina: no puede cambiar',
  },
  machineNotRegistered: {
    zh: '桩机 {machineNo} 还没有登记，请先登记桩机',
    en: 'Machine {machineNo} is not registered: register it first',
    es: 'La máquina {machineNo} no está registrada: regístrela primero',
  },
  machineLeft: {
    zh: '该桩机已于 {date} 退场，不能再分配桩',
    en: 'The machine left the site on {date}: no piles can be assigned to it',
    es: 'La máquina salió de la obra el {date}: no se le pueden asignar pilotes',
  },
  assignLocked: {
    zh: '桩 {piles} 已记录或已确认，不能再换桩机',
    en: 'Piles {piles} are recorded or confirmed: their machine cannot change',
    es: 'Los pilotes {piles} ya están registrados o confirmados: su máquina no puede cambiar',
  },
  cursor: {
    zh: '翻页游标无效，请回到第一页重新查询',
    en: 'The page cursor is not valid: start again from the first page',
    es: 'El cursor de página no es válido: vuelva a la primera página',
  },
  notBoredPile: {
    zh: '该桩不是泥浆护壁成孔灌注桩，没有灌注桩试块详情',
    en: 'This is not a slurry-supported bored pile: it has no bored-pile block detail',
    es: 'Este no es un pilote perforado con lodo: no tiene detalle de probetas de pilote perforado',
  },
} as const satisfies Record<string, LocalizedText>;

export type PileMessageKey = keyof typeof messages;

export function pileMessage(key: PileMessageKey, lang: Language, vars: Record<string, string | number> = {}) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** The design-position sheet (template and import): 桩号, X, Y. */
export const PILE_POSITION_COLUMNS = {
  pileNo: { zh: '桩号', en: 'Pile No.', es: 'N.º de pilote' },
  x: { zh: 'X坐标(m)', en: 'X (m)', es: 'X (m)' },
  y: { zh: 'Y坐标(m)', en: 'Y (m)', es: 'Y (m)' },
} as const satisfies Record<string, LocalizedText>;
export const PILE_POSITION_TITLE: LocalizedText = { zh: '桩位坐标', en: 'Pile positions', es: 'Posiciones' };

export const PILE_EXPORT_TITLE: LocalizedText = {
  zh: '桩基施工记录',
  en: 'Pile construction records',
  es: 'Registros de pilotes',
};

export const PILE_STATUS_LABELS = {
  notStarted: { zh: '未施工', en: 'Not started', es: 'Sin iniciar' },
  inConstruction: { zh: '施工中', en: 'In construction', es: 'En ejecución' },
  recorded: { zh: '已记录', en: 'Recorded', es: 'Registrado' },
  confirmed: { zh: '监理已确认', en: 'Confirmed', es: 'Confirmado' },
  accepted: { zh: '已验收', en: 'Accepted', es: 'Aceptado' },
} as const satisfies Record<string, LocalizedText>;

export const PILE_TYPE_LABELS = {
  bored: { zh: '泥浆护壁成孔灌注桩', en: 'Slurry-supported bored pile', es: 'Pilote perforado con lodo' },
  mixing: { zh: '水泥土搅拌桩', en: 'Cement mixing pile', es: 'Columna de suelo-cemento' },
  pipe: { zh: '预应力管桩', en: 'Prestressed pipe pile', es: 'Pilote tubular pretensado' },
} as const satisfies Record<string, LocalizedText>;

/** Export columns. */
export const PILE_EXPORT_LABELS = {
  pileNo: { zh: '桩号', en: 'Pile No.', es: 'N.º de pilote' },
  groupName: { zh: '桩型', en: 'Pile group', es: 'Grupo' },
  pileType: { zh: '桩类型', en: 'Pile type', es: 'Tipo' },
  status: { zh: '状态', en: 'Status', es: 'Estado' },
  machineNo: { zh: '桩机', en: 'Pile machine', es: 'Máquina' },
  crew: { zh: '班组', en: 'Crew', es: 'Cuadrilla' },
  startedAt: { zh: '开始时间', en: 'Started', es: 'Inicio' },
  finishedAt: { zh: '完成时间', en: 'Finished', es: 'Fin' },
  fillingCoefficient: { zh: '充盈系数', en: 'Filling coefficient', es: 'Coef. de llenado' },
  abnormal: { zh: '异常', en: 'Abnormal', es: 'Anómalo' },
  failed: { zh: '不合格项', en: 'Failed items', es: 'Ítems no conformes' },
  confirmedAt: { zh: '确认时间', en: 'Confirmed', es: 'Confirmado' },
} as const satisfies Record<string, LocalizedText>;

export const YES_NO = {
  yes: { zh: '是', en: 'Yes', es: 'Sí' },
  no: { zh: '否', en: 'No', es: 'No' },
} as const;

/** The acceptance data sheet (PDF) in three languages. */
export const ACCEPTANCE_LABELS = {
  title: {
    zh: '桩基验收数据表',
    en: 'Pile acceptance data sheet',
    es: 'Hoja de datos de aceptación del pilote',
  },
  project: { zh: '工程名称', en: 'Project', es: 'Proyecto' },
  pileNo: { zh: '桩号', en: 'Pile No.', es: 'N.º de pilote' },
  group: { zh: '桩型', en: 'Pile group', es: 'Grupo' },
  design: { zh: '设计参数', en: 'Design', es: 'Diseño' },
  contractor: { zh: '施工单位', en: 'Contractor', es: 'Contratista' },
  supervisor: { zh: '监理单位', en: 'Supervisor', es: 'Supervisión' },
  confirmed: { zh: '监理确认', en: 'Confirmed by', es: 'Confirmado por' },
  item: { zh: '检查项目', en: 'Item', es: 'Ítem' },
  cls: { zh: '类别', en: 'Class', es: 'Clase' },
  limit: { zh: '允许值', en: 'Allowed', es: 'Admisible' },
  unit: { zh: '单位', en: 'Unit', es: 'Unidad' },
  measured: { zh: '实测值', en: 'Measured', es: 'Medido' },
  result: { zh: '判定', en: 'Result', es: 'Resultado' },
  main: { zh: '主控', en: 'Main', es: 'Principal' },
  general: { zh: '一般', en: 'General', es: 'General' },
  pass: { zh: '合格', en: 'Pass', es: 'Conforme' },
  fail: { zh: '不合格', en: 'Fail', es: 'No conforme' },
  pending: { zh: '待检', en: 'Pending', es: 'Pendiente' },
  conclusion: { zh: '验收结论', en: 'Conclusion', es: 'Conclusión' },
  conclusionPass: { zh: '合格', en: 'Accepted', es: 'Aceptado' },
  conclusionFail: {
    zh: '不合格或尚有待检项',
    en: 'Not accepted or items pending',
    es: 'No aceptado o con ítems pendientes',
  },
  signContractor: {
    zh: '施工单位质量检查员（签字）',
    en: 'Contractor quality inspector (signature)',
    es: 'Inspector de calidad del contratista (firma)',
  },
  signSupervisor: {
    zh: '专业监理工程师（签字）',
    en: 'Supervising engineer (signature)',
    es: 'Ingeniero supervisor (firma)',
  },
  printed: { zh: '打印时间', en: 'Printed', es: 'Impreso' },
  types: PILE_TYPE_LABELS,
  items: {
    bearingCapacity: { zh: '承载力', en: 'Bearing capacity', es: 'Capacidad portante' },
    holeDepth: { zh: '孔深', en: 'Hole depth', es: 'Profundidad' },
    integrity: { zh: '桩身完整性', en: 'Integrity', es: 'Integridad' },
    concreteStrength: { zh: '混凝土强度', en: 'Concrete strength', es: 'Resistencia del hormigón' },
    rockSocketDepth: { zh: '嵌岩深度', en: 'Rock-socket depth', es: 'Empotramiento en roca' },
    verticality: { zh: '垂直度', en: 'Verticality', es: 'Verticalidad' },
    holeDiameter: { zh: '孔径', en: 'Hole diameter', es: 'Diámetro' },
    positionSmall: { zh: '桩位 (D<1000)', en: 'Position (D<1000)', es: 'Posición (D<1000)' },
    positionLarge: { zh: '桩位 (D≥1000)', en: 'Position (D≥1000)', es: 'Posición (D≥1000)' },
    slurryDensity: { zh: '泥浆比重', en: 'Slurry density', es: 'Densidad del lodo' },
    slurrySandContent: { zh: '泥浆含砂率', en: 'Slurry sand content', es: 'Arena en el lodo' },
    slurryViscosity: { zh: '泥浆黏度', en: 'Slurry viscosity', es: 'Viscosidad del lodo' },
    slurryLevel: { zh: '泥浆面标高', en: 'Slurry level', es: 'Nivel del lodo' },
    cageMainBarSpacing: { zh: '主筋间距', en: 'Main-bar spacing', es: 'Separación de barras' },
    cageLength: { zh: '钢筋笼长度', en: 'Cage length', es: 'Longitud de armadura' },
    stirrupSpacing: { zh: '箍筋间距', en: 'Stirrup spacing', es: 'Separación de estribos' },
    cageDiameter: { zh: '钢筋笼直径', en: 'Cage diameter', es: 'Diámetro de armadura' },
    cageMaterial: { zh: '钢筋材质检验', en: 'Cage material', es: 'Material de armadura' },
    cageDepth: { zh: '钢筋笼安装深度', en: 'Cage depth', es: 'Profundidad de armadura' },
    sedimentEndBearing: { zh: '沉渣厚度 (端承桩)', en: 'Sediment (end-bearing)', es: 'Sedimento (punta)' },
    sedimentFriction: { zh: '沉渣厚度 (摩擦桩)', en: 'Sediment (friction)', es: 'Sedimento (fuste)' },
    slump: { zh: '混凝土坍落度', en: 'Slump', es: 'Asentamiento' },
    fillingCoefficient: { zh: '充盈系数', en: 'Filling coefficient', es: 'Coef. de llenado' },
    pileTopElevation: { zh: '桩顶标高', en: 'Pile-top elevation', es: 'Cota de cabeza' },
    postGrouting: { zh: '后注浆', en: 'Post-grouting', es: 'Post-inyección' },
    compositeCapacity: { zh: '复合地基承载力', en: 'Composite ground capacity', es: 'Capacidad del terreno' },
    singlePileCapacity: { zh: '单桩承载力', en: 'Single-pile capacity', es: 'Capacidad de pilote' },
    cementContent: { zh: '水泥用量', en: 'Cement content', es: 'Dosificación de cemento' },
    pileDiameter: { zh: '搅拌叶回转直径', en: 'Blade diameter', es: 'Diámetro de paletas' },
    pileLength: { zh: '桩长', en: 'Pile length', es: 'Longitud' },
    bodyStrength: { zh: '桩身强度', en: 'Body strength', es: 'Resistencia' },
    waterBinderRatio: { zh: '水胶比', en: 'Water/binder ratio', es: 'Relación agua/ligante' },
    liftSpeed: { zh: '提升速度', en: 'Lift speed', es: 'Velocidad de subida' },
    sinkSpeed: { zh: '下沉速度', en: 'Sink speed', es: 'Velocidad de bajada' },
    positionStripAlong: { zh: '条基边桩沿轴线', en: 'Strip edge, along axis', es: 'Borde, a lo largo' },
    positionStripAcross: { zh: '条基边桩垂直轴线', en: 'Strip edge, across axis', es: 'Borde, transversal' },
    positionOther: { zh: '桩位', en: 'Position', es: 'Posición' },
    guideFrameVerticality: {
      zh: '导向架垂直度',
      en: 'Guide-frame verticality',
      es: 'Verticalidad del mástil',
    },
    cushionCompaction: { zh: '褥垫层夯填度', en: 'Cushion compaction', es: 'Compactación del colchón' },
    appearance: { zh: '外观', en: 'Appearance', es: 'Aspecto' },
    diameter: { zh: '桩径', en: 'Diameter', es: 'Diámetro' },
    wallThickness: { zh: '管壁厚度', en: 'Wall thickness', es: 'Espesor de pared' },
    topFlatness: { zh: '桩顶平整度', en: 'Top flatness', es: 'Planeidad de cabeza' },
    pileBow: { zh: '桩身弯曲矢高', en: 'Pile bow', es: 'Flecha' },
    positionBeamPerpendicular: { zh: '桩位 (垂直基础梁)', en: 'Position (⊥ beam)', es: 'Posición (⊥ viga)' },
    positionBeamAlong: { zh: '桩位 (沿基础梁)', en: 'Position (along beam)', es: 'Posición (a lo largo)' },
    positionSmallCap: {
      zh: '桩位 (1~3 桩承台)',
      en: 'Position (1–3 pile cap)',
      es: 'Posición (1–3 pilotes)',
    },
    positionLargeCap: { zh: '桩位 (≥4 桩承台)', en: 'Position (≥4 pile cap)', es: 'Posición (≥4 pilotes)' },
    electrodes: { zh: '焊条质量', en: 'Electrodes', es: 'Electrodos' },
    jointWeldQuality: { zh: '接桩焊缝质量', en: 'Joint weld quality', es: 'Calidad de soldadura' },
    weldCooling: { zh: '焊后停歇时间', en: 'Cooling after welding', es: 'Enfriamiento' },
    jointOffset: { zh: '上下节错口', en: 'Joint offset', es: 'Desalineación' },
    jointBow: { zh: '节点弯曲矢高', en: 'Joint bow', es: 'Flecha de junta' },
    finalSet: { zh: '收锤标准', en: 'Final set', es: 'Rechazo' },
  },
} as const;

export const ABNORMAL_KIND_LABELS = {
  tolerance: { zh: '超出允许偏差', en: 'Out of tolerance', es: 'Fuera de tolerancia' },
  collapse: { zh: '塌孔', en: 'Hole collapse', es: 'Derrumbe' },
  brokenPile: { zh: '断桩', en: 'Broken pile', es: 'Pilote roto' },
  necking: { zh: '缩颈', en: 'Necking', es: 'Estrangulamiento' },
  cageFloat: { zh: '钢筋笼上浮', en: 'Cage floating', es: 'Flotación de armadura' },
  other: { zh: '其他', en: 'Other', es: 'Otro' },
} as const satisfies Record<string, LocalizedText>;
