import type { Language } from '@zhuji/shared';

const messages = {
  groupNotInProject: {
    zh: '桩型不属于该项目',
    en: 'The pile group is not in this project',
    es: 'El grupo de pilotes no pertenece a este proyecto',
  },
  noPiles: {
    zh: '该桩型下还没有桩，无法抽选',
    en: 'The pile group has no piles to draw from',
    es: 'El grupo no tiene pilotes para sortear',
  },
  unknownPiles: {
    zh: '以下桩号不在该桩型中：{piles}',
    en: 'These piles are not in the group: {piles}',
    es: 'Estos pilotes no están en el grupo: {piles}',
  },
  duplicatePiles: {
    zh: '桩号重复：{piles}',
    en: 'Repeated piles: {piles}',
    es: 'Pilotes repetidos: {piles}',
  },
  staticMethodRequired: {
    zh: '静载试验须选择加载方法',
    en: 'Choose the loading method of the static load test',
    es: 'Elija el método de carga del ensayo estático',
  },
  staticReasonRequired: {
    zh: '静载试验须至少选择一项检测原因',
    en: 'Give at least one reason for the static load test',
    es: 'Indique al menos un motivo del ensayo estático',
  },
  dynamicMethodRequired: {
    zh: '该检测方法须选择相应的动测方法',
    en: 'Choose a dynamic test method that fits this detection method',
    es: 'Elija un método dinámico acorde con este método de ensayo',
  },
  integrityClassRequired: {
    zh: '桩 {pile} 须填写完整性类别（Ⅰ～Ⅳ类）',
    en: 'Pile {pile} needs an integrity class (I–IV)',
    es: 'El pilote {pile} necesita una clase de integridad (I–IV)',
  },
  bearingRequired: {
    zh: '桩 {pile} 须判定承载力是否满足设计要求',
    en: 'Pile {pile} needs a bearing-capacity verdict',
    es: 'El pilote {pile} necesita un dictamen de capacidad portante',
  },
  drawMismatch: {
    zh: '抽选记录不属于该项目的该桩型',
    en: 'The draw is not of this project and pile group',
    es: 'El sorteo no es de este proyecto y grupo',
  },
  resultsOnly: {
    zh: '只有施工单位或检测机构可以录入检测结果',
    en: 'Only the contractor or the testing lab enters detection results',
    es: 'Solo el contratista o el laboratorio registran resultados',
  },
  supervisorOnly: {
    zh: '只有监理单位可以核查检测结果',
    en: 'Only the supervisor checks detection results',
    es: 'Solo la supervisión verifica los resultados',
  },
  regulatorOnly: {
    zh: '只有质监站可以进行政府抽检的抽选和调桩',
    en: 'Only the regulator draws and moves piles of a government selection',
    es: 'Solo el organismo regulador sortea y sustituye pilotes del sorteo oficial',
  },
  submitNotRegulator: {
    zh: '候选桩清单由施工单位提交',
    en: 'The contractor submits the candidate list',
    es: 'El contratista presenta la lista de candidatos',
  },
  submissionState: {
    zh: '该送检申请当前状态为「{status}」，不能执行此操作',
    en: 'The submission is "{status}": this step is not possible',
    es: 'La solicitud está en «{status}»: este paso no es posible',
  },
  moveFromNotInPlan: {
    zh: '桩 {pile} 不在当前抽检名单中',
    en: 'Pile {pile} is not in the current selection',
    es: 'El pilote {pile} no está en la selección actual',
  },
  moveToInvalid: {
    zh: '替换桩 {pile} 不在候选清单中或已被抽中',
    en: 'The replacement {pile} is not a candidate or is already selected',
    es: 'El sustituto {pile} no es candidato o ya está seleccionado',
  },
  notGovernmentDraw: {
    zh: '只有政府抽检的抽选记录可以调桩',
    en: 'Only a government draw can have piles moved',
    es: 'Solo un sorteo oficial admite sustituciones',
  },
  drawAppendOnly: {
    zh: '抽选记录一经生成不可修改或删除',
    en: 'A draw record cannot be changed or deleted',
    es: 'Un sorteo registrado no se puede modificar ni borrar',
  },
  rectificationTitle: {
    zh: '桩 {pile} 检测不合格（{result}）',
    en: 'Pile {pile} failed detection ({result})',
    es: 'El pilote {pile} no superó el ensayo ({result})',
  },
  rectificationProblem: {
    zh: '{method}检测：桩 {pile} {result}。{action}须会同各方分析原因，并扩大抽检（建议不少于 {expanded} 根）。',
    en: '{method}: pile {pile} {result}. {action}Analyse the cause with the parties and expand testing (at least {expanded} piles suggested).',
    es: '{method}: pilote {pile} {result}. {action}Analice la causa con las partes y amplíe el ensayo (al menos {expanded} pilotes).',
  },
  classIII: {
    zh: '由设计单位评估，采用钻芯或高应变法验证后处理；',
    en: 'The designer evaluates; verify by coring or high strain before deciding; ',
    es: 'El proyectista evalúa; verificar con extracción de núcleos o alta deformación; ',
  },
  classIV: {
    zh: '须补强或补桩，处理后重新检测；',
    en: 'Repair or replace the pile, then test again; ',
    es: 'Reparar o sustituir el pilote y volver a ensayar; ',
  },
  bearingFailed: {
    zh: '承载力不满足设计要求',
    en: 'bearing capacity below design',
    es: 'capacidad portante inferior al diseño',
  },
  integrityResult: {
    zh: '完整性 {cls} 类',
    en: 'integrity class {cls}',
    es: 'integridad clase {cls}',
  },
} as const;

export type DetectionMessageKey = keyof typeof messages;

export function detectionMessage(
  key: DetectionMessageKey,
  lang: Language,
  vars: Record<string, string | number> = {},
) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export const METHOD_NAMES: Record<string, Record<Language, string>> = {
  staticLoad: { zh: '单桩静载试验', en: 'Static load test', es: 'Prueba de carga estática' },
  highStrain: { zh: '高应变法', en: 'High-strain test', es: 'Ensayo de alta deformación' },
  lowStrain: { zh: '低应变法', en: 'Low-strain test', es: 'Ensayo de baja deformación' },
  sonic: { zh: '声波透射法', en: 'Cross-hole sonic test', es: 'Ensayo sónico' },
  coring: { zh: '钻芯法', en: 'Core drilling', es: 'Extracción de núcleos' },
};

export const SUBMISSION_STATUS_NAMES: Record<string, Record<Language, string>> = {
  submitted: { zh: '已提交', en: 'submitted', es: 'presentada' },
  drawn: { zh: '已抽选', en: 'drawn', es: 'sorteada' },
  registered: { zh: '已登记', en: 'registered', es: 'registrada' },
};
