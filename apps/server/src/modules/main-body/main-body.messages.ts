import type { LocalizedText } from '../../platform/kit/messages';

export const POUR_MENU = 'ConcretePour';
export const MASONRY_MENU = 'Masonry';
export const WATERPROOF_MENU = 'Waterproof';

export const POUR_TITLE: LocalizedText = {
  zh: '混凝土浇筑',
  en: 'Concrete pours',
  es: 'Vertidos de hormigón',
};
export const MASONRY_TITLE: LocalizedText = { zh: '砌体工程', en: 'Masonry', es: 'Albañilería' };
export const WATERPROOF_TITLE: LocalizedText = {
  zh: '防水工程',
  en: 'Waterproofing',
  es: 'Impermeabilización',
};

export const POUR_LABELS = {
  pourNo: { zh: '浇筑编号', en: 'Pour No.', es: 'N.º de vertido' },
  location: { zh: '浇筑部位', en: 'Location', es: 'Ubicación' },
  buildNumber: { zh: '楼栋', en: 'Building', es: 'Edificio' },
  floor: { zh: '楼层', en: 'Floor', es: 'Planta' },
  strengthGrade: { zh: '强度等级', en: 'Strength grade', es: 'Clase de resistencia' },
  impermeabilityGrade: { zh: '抗渗等级', en: 'Impermeability', es: 'Impermeabilidad' },
  plannedVolume: { zh: '计划方量(m³)', en: 'Planned volume (m³)', es: 'Volumen previsto (m³)' },
  actualVolume: { zh: '实际方量(m³)', en: 'Actual volume (m³)', es: 'Volumen real (m³)' },
  plant: { zh: '商品混凝土站', en: 'Ready-mix plant', es: 'Planta de hormigón' },
  batches: { zh: '盘数', en: 'Batches', es: 'Amasadas' },
  shifts: { zh: '工作班数', en: 'Shifts', es: 'Turnos' },
  startTime: { zh: '开始时间', en: 'Start', es: 'Inicio' },
  endTime: { zh: '结束时间', en: 'End', es: 'Fin' },
  designSlump: { zh: '设计坍落度(mm)', en: 'Design slump (mm)', es: 'Asentamiento de diseño (mm)' },
  slumpReadings: { zh: '坍落度实测(mm)', en: 'Slump readings (mm)', es: 'Asentamientos medidos (mm)' },
  applicationStatus: { zh: '浇筑令', en: 'Pour order', es: 'Orden de vertido' },
  recorder: { zh: '记录人', en: 'Recorded by', es: 'Registrado por' },
  createdAt: { zh: '登记时间', en: 'Registered at', es: 'Registrado' },
} as const satisfies Record<string, LocalizedText>;

export const MASONRY_LABELS = {
  recordNo: { zh: '记录编号', en: 'Record No.', es: 'N.º de registro' },
  location: { zh: '砌筑部位', en: 'Location', es: 'Ubicación' },
  blockType: { zh: '块材类型', en: 'Block type', es: 'Tipo de pieza' },
  mortarType: { zh: '砂浆类型', en: 'Mortar type', es: 'Tipo de mortero' },
  mortarGrade: { zh: '砂浆强度等级', en: 'Mortar grade', es: 'Clase de mortero' },
  volume: { zh: '砌体方量(m³)', en: 'Volume (m³)', es: 'Volumen (m³)' },
  mixers: { zh: '搅拌机台数', en: 'Mixers', es: 'Mezcladoras' },
  mortarGroupsMade: { zh: '已留砂浆试块(组)', en: 'Mortar groups made', es: 'Grupos de mortero hechos' },
  fullness: { zh: '灰缝饱满度(%)', en: 'Joint fullness (%)', es: 'Llenado de juntas (%)' },
  builtOn: { zh: '砌筑日期', en: 'Built on', es: 'Fecha' },
  inspector: { zh: '检查人', en: 'Inspector', es: 'Inspector' },
  result: { zh: '检查结论', en: 'Result', es: 'Resultado' },
  createdAt: { zh: '登记时间', en: 'Registered at', es: 'Registrado' },
} as const satisfies Record<string, LocalizedText>;

export const WATERPROOF_LABELS = {
  recordNo: { zh: '记录编号', en: 'Record No.', es: 'N.º de registro' },
  location: { zh: '施工部位', en: 'Location', es: 'Ubicación' },
  part: { zh: '防水部位', en: 'Part', es: 'Elemento' },
  material: { zh: '防水材料', en: 'Material', es: 'Material' },
  materialName: { zh: '材料名称规格', en: 'Product', es: 'Producto' },
  layers: { zh: '层数', en: 'Layers', es: 'Capas' },
  area: { zh: '面积(m²)', en: 'Area (m²)', es: 'Superficie (m²)' },
  testMethod: { zh: '试水方式', en: 'Water test', es: 'Prueba de agua' },
  testStart: { zh: '试水开始', en: 'Test start', es: 'Inicio de prueba' },
  testEnd: { zh: '试水结束', en: 'Test end', es: 'Fin de prueba' },
  testResult: { zh: '试水结果', en: 'Test result', es: 'Resultado' },
  problem: { zh: '渗漏情况', en: 'Leak found', es: 'Filtración' },
  inspector: { zh: '检查人', en: 'Inspector', es: 'Inspector' },
  createdAt: { zh: '登记时间', en: 'Registered at', es: 'Registrado' },
} as const satisfies Record<string, LocalizedText>;

export const MAIN_BODY_MESSAGES = {
  buildingMissing: {
    zh: '楼栋不存在于本项目的楼栋列表中',
    en: 'The building is not one of this project’s buildings',
    es: 'El edificio no figura entre los del proyecto',
  },
  floorOutOfRange: {
    zh: '楼层超出该楼栋的层数范围（地下 {below} 层至地上 {above} 层，不含 0）',
    en: 'The floor is outside the building (basement {below} to floor {above}, not 0)',
    es: 'La planta está fuera del edificio (sótano {below} a planta {above}, sin 0)',
  },
  floorNeedsBuilding: {
    zh: '填写楼层时须选择楼栋',
    en: 'A floor needs its building',
    es: 'Una planta necesita su edificio',
  },
  endBeforeStart: {
    zh: '结束时间不能早于开始时间',
    en: 'The end cannot be before the start',
    es: 'El fin no puede ser anterior al inicio',
  },
  pendingNotRemovable: {
    zh: '浇筑令审批中，请先在审批中心撤回后再删除',
    en: 'The pour order is with supervision; withdraw it in the approval centre before removing',
    es: 'La orden de vertido está en revisión; retírela en el centro de aprobaciones antes de borrarla',
  },
  notReturned: {
    zh: '只有已退回的浇筑令可以重新提交',
    en: 'Only a returned pour order can be submitted again',
    es: 'Solo una orden de vertido devuelta puede enviarse de nuevo',
  },
  notFound: { zh: '记录不存在', en: 'Record not found', es: 'Registro no encontrado' },
  methodNotAllowed: {
    zh: '{part}不适用该试水方式（允许：{allowed}）',
    en: 'This water test does not apply to {part} (allowed: {allowed})',
    es: 'Esta prueba de agua no se aplica a {part} (permitidas: {allowed})',
  },
  testTimesRequired: {
    zh: '判定试水结果前须填写试水开始和结束时间',
    en: 'Enter the test start and end before judging the water test',
    es: 'Indique el inicio y el fin de la prueba antes de juzgarla',
  },
  durationShort: {
    zh: '试水时长 {actual} h 不足 {required} h，不能判定为合格',
    en: 'The test lasted {actual} h, less than {required} h: it cannot pass',
    es: 'La prueba duró {actual} h, menos de {required} h: no puede aprobarse',
  },
  problemRequired: {
    zh: '试水不合格时须填写渗漏情况',
    en: 'A failed water test needs the leak described',
    es: 'Una prueba fallida necesita describir la filtración',
  },
  noTestResult: {
    zh: '该部位无需试水，不填写试水结果',
    en: 'This part has no water test: leave the result empty',
    es: 'Este elemento no tiene prueba de agua: deje el resultado vacío',
  },
  rectifyTitle: { zh: '防水试水不合格：{location}', en: '', es: '' },
  rectifyProblem: {
    zh: '{recordNo} {location}（{part}）{method}{hours} h 后发现渗漏：{problem}',
    en: '',
    es: '',
  },
} as const satisfies Record<string, LocalizedText>;

export const PART_NAMES: Record<string, LocalizedText> = {
  BASEMENT_SLAB: { zh: '地下室底板', en: 'basement slab', es: 'losa de sótano' },
  BASEMENT_WALL: { zh: '地下室外墙', en: 'basement wall', es: 'muro de sótano' },
  ROOF: { zh: '屋面', en: 'roof', es: 'cubierta' },
  BATHROOM: { zh: '卫生间', en: 'bathroom', es: 'baño' },
};
export const METHOD_NAMES: Record<string, LocalizedText> = {
  PONDING: { zh: '蓄水', en: 'ponding', es: 'inundación' },
  SPRAY: { zh: '淋水', en: 'spraying', es: 'riego' },
  NONE: { zh: '不试水', en: 'no test', es: 'sin prueba' },
};

export function mainBodyMessage(
  key: keyof typeof MAIN_BODY_MESSAGES,
  lang: keyof LocalizedText,
  params: Record<string, string | number> = {},
): string {
  const text = MAIN_BODY_MESSAGES[key][lang] || MAIN_BODY_MESSAGES[key].zh;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
