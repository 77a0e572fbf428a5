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
  rectificationUnavailable: {
    zh: '整改模块尚未开放，异常记录已保留',
    en: 'Rectification is not available yet; the abnormal record is kept',
    es: 'La rectificación aún no está disponible; el registro se conserva',
  },
} as const satisfies Record<string, LocalizedText>;

export type PileMessageKey = keyof typeof messages;

export function pileMessage(key: PileMessageKey, lang: Language, vars: Record<string, string | number> = {}) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

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
