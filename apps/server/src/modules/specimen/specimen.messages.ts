import type { Language } from '@zhuji/shared';

const messages = {
  pileNotInProject: {
    zh: '桩号 {piles} 未在本项目登记',
    en: 'Piles {piles} are not registered in this project',
    es: 'Los pilotes {piles} no están registrados en este proyecto',
  },
  pileNotFound: {
    zh: '该桩不属于本项目',
    en: 'The pile is not in this project',
    es: 'El pilote no pertenece a este proyecto',
  },
  specimenNotInProject: {
    zh: '所选试块不属于本项目：{ids}',
    en: 'These test blocks are not of this project: {ids}',
    es: 'Estas probetas no son de este proyecto: {ids}',
  },
  specimenAlreadySubmitted: {
    zh: '试块 {nos} 已送检，不能重复送检',
    en: 'Test blocks {nos} have already been submitted',
    es: 'Las probetas {nos} ya se enviaron',
  },
  unknownSampleNo: {
    zh: '本项目没有试块编号“{no}”',
    en: 'This project has no test block numbered "{no}"',
    es: 'Este proyecto no tiene la probeta «{no}»',
  },
  unknownLab: {
    zh: '检测机构“{name}”不存在或不是检测机构',
    en: '"{name}" is not a registered testing lab',
    es: '«{name}» no es un laboratorio de ensayos registrado',
  },
  notALab: {
    zh: '所选单位不是检测机构',
    en: 'The chosen company is not a testing lab',
    es: 'La empresa elegida no es un laboratorio de ensayos',
  },
  labOnly: {
    zh: '只有受托检测机构可以办理该委托',
    en: 'Only the testing lab the submission is addressed to can do this',
    es: 'Solo el laboratorio destinatario puede hacerlo',
  },
  contractorOnly: {
    zh: '只有施工单位可以登记和送检试块',
    en: 'Only the contractor registers and submits test blocks',
    es: 'Solo el contratista registra y envía probetas',
  },
  alreadyReceived: {
    zh: '检测机构已收样，委托不能再修改',
    en: 'The lab has received the samples; the submission can no longer change',
    es: 'El laboratorio ya recibió las muestras; el envío no puede cambiar',
  },
  notReceived: {
    zh: '请先确认收样',
    en: 'Receive the samples first',
    es: 'Primero confirme la recepción de las muestras',
  },
  specimenNotInSubmission: {
    zh: '试块不属于该委托：{ids}',
    en: 'These test blocks are not in the submission: {ids}',
    es: 'Estas probetas no están en el envío: {ids}',
  },
  reportIssued: {
    zh: '检测报告已签发，结果不能直接修改，请走更正记录',
    en: 'The report has been issued; results change only through a logged amendment',
    es: 'El informe ya se emitió; los resultados solo cambian mediante una enmienda registrada',
  },
  noReport: {
    zh: '该试块的检测报告尚未签发，请直接修改结果',
    en: 'No report has been issued for this block yet; edit the result instead',
    es: 'Aún no hay informe para esta probeta; edite el resultado',
  },
  resultsMissing: {
    zh: '还有 {n} 组试块未录入结果，不能签发报告',
    en: '{n} groups have no result yet; the report cannot be issued',
    es: 'Faltan resultados de {n} grupos; no se puede emitir el informe',
  },
  reportNoTaken: {
    zh: '报告编号 {no} 已被使用',
    en: 'Report number {no} is already used',
    es: 'El número de informe {no} ya existe',
  },
  evidenceNotFound: {
    zh: '佐证图片不存在或不是图片',
    en: 'The evidence image does not exist or is not an image',
    es: 'La imagen de respaldo no existe o no es una imagen',
  },
  reportNotFound: {
    zh: '报告不存在',
    en: 'No such report',
    es: 'No existe el informe',
  },
  invalidTitle: {
    zh: '试块 {no} 强度数据无效（{pile}）',
    en: 'Test block {no} is invalid ({pile})',
    es: 'La probeta {no} no es válida ({pile})',
  },
  invalidDetail: {
    zh: '试块 {no} 三个试件强度 {values} MPa 中最大值和最小值与中间值之差均超过中间值的 15%，该组不作为强度评定依据（GB/T 50107-2010 4.3.1），请委托检测机构采用钻芯或回弹法检测实体强度。',
    en: 'Both extremes of block {no} ({values} MPa) deviate more than 15 % from the middle value; the group is excluded (GB/T 50107-2010 4.3.1). Have the in-situ strength tested by coring or rebound.',
    es: 'Los dos extremos de la probeta {no} ({values} MPa) se desvían más del 15 % del valor medio; el grupo se excluye (GB/T 50107-2010 4.3.1). Ensaye la resistencia in situ.',
  },
  lotTitle: {
    zh: '{grade} 混凝土强度检验批评定不合格（{age} 天{curing}）',
    en: '{grade} concrete strength lot failed ({age} d, {curing})',
    es: 'Lote de resistencia {grade} no conforme ({age} d, {curing})',
  },
  lotDetail: {
    zh: '按{method}评定：{n} 组，平均值 {mean} MPa，最小值 {min} MPa，不满足 GB/T 50107-2010 要求。涉及桩号：{piles}。请委托检测机构对结构实体强度进行检测，并由设计单位核算。',
    en: 'Evaluated by {method}: {n} groups, mean {mean} MPa, minimum {min} MPa, not meeting GB/T 50107-2010. Piles: {piles}. Have the in-situ strength tested and checked by the designer.',
    es: 'Evaluado por {method}: {n} grupos, media {mean} MPa, mínimo {min} MPa, no cumple GB/T 50107-2010. Pilotes: {piles}. Ensaye la resistencia in situ y pida la revisión del proyectista.',
  },
  standardCuring: { zh: '标准养护', en: 'standard curing', es: 'curado estándar' },
  sameCondition: { zh: '同条件养护', en: 'same-condition curing', es: 'curado en obra' },
  knownSigma: { zh: '统计方法（标准差已知）', en: 'method A (σ known)', es: 'método A (σ conocida)' },
  sampleSigma: { zh: '统计方法（标准差未知）', en: 'method B (σ unknown)', es: 'método B (σ desconocida)' },
  nonStatistical: { zh: '非统计方法', en: 'method C (non-statistical)', es: 'método C (no estadístico)' },
  proIdRequired: { zh: '请选择项目', en: 'Choose a project', es: 'Elija un proyecto' },
  none: { zh: '无', en: 'none', es: 'ninguno' },
  witnessNameMissing: {
    zh: '见证取样须选择见证人',
    en: 'A witnessed sampling needs its witness',
    es: 'Un muestreo con testigo necesita su testigo',
  },
  oneWitness: {
    zh: '一次取样只能有一名见证人',
    en: 'One sampling has one witness',
    es: 'Un muestreo tiene un solo testigo',
  },
  witnessLowTitle: {
    zh: '{grade} 混凝土试块见证取样比例 {ratio}，低于 30%',
    en: 'Witness ratio of {grade} concrete specimens {ratio}, below 30 %',
    es: 'Proporción con testigo de probetas de hormigón {grade}: {ratio}, menos del 30 %',
  },
  witnessLowDetail: {
    zh: '已留置 {total} 组，见证人已确认 {confirmed} 组，待确认 {pending} 组；见证取样不得少于 30%（建建〔2000〕211号）',
    en: '{total} groups made, {confirmed} confirmed by their witness, {pending} awaiting confirmation; at least 30 % must be witnessed (建建[2000]211号)',
    es: '{total} grupos hechos, {confirmed} confirmados por su testigo, {pending} pendientes; al menos el 30 % con testigo (建建[2000]211号)',
  },
  witnessOnly: {
    zh: '只有取样记录上的见证人本人可以确认',
    en: 'Only the witness named on the sampling may confirm it',
    es: 'Solo el testigo nombrado en el muestreo puede confirmarlo',
  },
  witnessConfirmed: {
    zh: '该取样记录已由见证人确认',
    en: 'The witness has already confirmed this sampling',
    es: 'El testigo ya confirmó este muestreo',
  },
  notWitnessed: {
    zh: '该次取样没有见证人',
    en: 'This sampling has no witness',
    es: 'Este muestreo no tiene testigo',
  },
  notSubmittedToLab: {
    zh: '该试块尚未送检到本检测机构',
    en: 'This test block has not been submitted to your lab',
    es: 'Esta probeta no se ha enviado a su laboratorio',
  },
} as const;

export type SpecimenMessageKey = keyof typeof messages;

/** Whether a key read back from the database (a warning's title_key) is one of these messages. */
export const isSpecimenMessageKey = (key: unknown): key is SpecimenMessageKey =>
  typeof key === 'string' && Object.hasOwn(messages, key);

export function specimenMessage(
  key: SpecimenMessageKey,
  lang: Language,
  vars: Record<string, string | number> = {},
) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
