import type { Language, ProjectListColumnKey, ProjectModule, ProjectStageCode } from '@zhuji/shared';
import { ACCESS_MESSAGES, PARTY_TYPE_LABELS } from '../../platform/access';
import type { LocalizedText } from '../../platform/kit/messages';

const messages = {
  ...ACCESS_MESSAGES,
  illegalTransition: {
    zh: '项目当前审核状态（{from}）不允许此操作',
    en: 'This is not allowed while the project’s audit status is {from}',
    es: 'No se permite con el estado de revisión actual del proyecto ({from})',
  },
  underReview: {
    zh: '项目正在审核中，不能修改',
    en: 'The project is under review and cannot be changed',
    es: 'El proyecto está en revisión y no se puede modificar',
  },
  noSubProjects: {
    zh: '请先添加子项目再提交审核',
    en: 'Add a sub-project before submitting',
    es: 'Añada un subproyecto antes de enviarlo',
  },
  platformField: {
    zh: '仅平台人员可填写',
    en: 'Only platform staff may set this',
    es: 'Solo el personal de la plataforma puede indicarlo',
  },
  requiredForPlatform: {
    zh: '平台人员登记时必填',
    en: 'Required when platform staff register a project',
    es: 'Obligatorio cuando la plataforma registra un proyecto',
  },
  needBuilding: {
    zh: '请先登记至少一个楼栋',
    en: 'Register at least one building first',
    es: 'Registre al menos un edificio primero',
  },
  unknownCodes: {
    zh: '分部分项编码不存在：{codes}',
    en: 'Unknown sub-item codes: {codes}',
    es: 'Códigos de subpartida desconocidos: {codes}',
  },
  approved: { zh: '审核通过', en: 'Approved', es: 'Aprobado' },
  rejected: { zh: '已驳回：{reason}', en: 'Rejected: {reason}', es: 'Rechazado: {reason}' },
  submitted: { zh: '已提交审核', en: 'Submitted for review', es: 'Enviado a revisión' },
} as const satisfies Record<string, LocalizedText>;

export type ProjectMessageKey = keyof typeof messages;

export function projectMessage(key: ProjectMessageKey, lang: Language, vars: Record<string, string> = {}) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
}

/** Option labels of new/options and the company-type names of party errors. */
export const PROJECT_LABELS = {
  division: {
    PILE_FOUNDATION: { zh: '桩基工程', en: 'Pile foundation', es: 'Cimentación por pilotes' },
    MAIN: { zh: '主体结构工程', en: 'Main structure', es: 'Estructura principal' },
    BASIC: { zh: '基础工程', en: 'Foundation', es: 'Cimentación' },
  },
  contractMode: {
    PUBLIC_BIDDING: { zh: '公开招标', en: 'Public bidding', es: 'Licitación pública' },
    INVITATION_TO_TENDER: { zh: '邀请招标', en: 'Invitation to tender', es: 'Licitación por invitación' },
    DIRECT_AWARD: { zh: '直接发包', en: 'Direct award', es: 'Adjudicación directa' },
  },
  auditStatus: {
    '-1': { zh: '无需审核', en: 'No audit needed', es: 'Sin revisión' },
    '0': { zh: '草稿', en: 'Draft', es: 'Borrador' },
    '1': { zh: '审核中', en: 'Under review', es: 'En revisión' },
    '2': { zh: '已驳回', en: 'Rejected', es: 'Rechazado' },
    '3': { zh: '审核通过', en: 'Approved', es: 'Aprobado' },
  },
  progressStatus: {
    in_progress: { zh: '在建', en: 'In progress', es: 'En curso' },
    completed: { zh: '已完工', en: 'Completed', es: 'Terminado' },
    stopped: { zh: '已停工', en: 'Stopped', es: 'Detenido' },
  },
  fireControl: {
    '0': { zh: '不含消防管理', en: 'Without fire management', es: 'Sin gestión de incendios' },
    '1': { zh: '仅消防管理', en: 'Fire management only', es: 'Solo gestión de incendios' },
  },
  partyType: PARTY_TYPE_LABELS,
} as const;

/** Construction stages (stage/list), every code of PROJECT_STAGE_CODES. */
export const PROJECT_STAGE_LABELS = {
  PREPARATION: { zh: '施工准备', en: 'Preparation', es: 'Preparación de obra' },
  TRIAL_PILE: { zh: '试桩', en: 'Trial piles', es: 'Pilotes de prueba' },
  PILE_WORK: { zh: '工程桩施工', en: 'Production piling', es: 'Ejecución de pilotes' },
  PILE_TESTING: { zh: '桩基检测', en: 'Pile testing', es: 'Ensayos de pilotes' },
  PILE_ACCEPTANCE: { zh: '桩基验收', en: 'Pile acceptance', es: 'Recepción de pilotes' },
  FOUNDATION_WORK: { zh: '基础施工', en: 'Foundation work', es: 'Ejecución de cimentación' },
  STRUCTURE_WORK: { zh: '主体结构施工', en: 'Main structure work', es: 'Ejecución de estructura' },
  STRUCTURE_TOPPING: { zh: '主体结构封顶', en: 'Structure topping-out', es: 'Remate de estructura' },
  STRUCTURE_ACCEPTANCE: { zh: '主体验收', en: 'Structure acceptance', es: 'Recepción de estructura' },
  EXCAVATION: {
    zh: '基坑开挖与支护',
    en: 'Excavation and shoring',
    es: 'Excavación y entibación',
  },
  WATERPROOFING: { zh: '地下防水', en: 'Basement waterproofing', es: 'Impermeabilización de sótano' },
  FOUNDATION_ACCEPTANCE: { zh: '基础验收', en: 'Foundation acceptance', es: 'Recepción de cimentación' },
} as const satisfies Record<ProjectStageCode, LocalizedText>;

/** Column headers of the project list (project/columns), every key of PROJECT_LIST_COLUMNS. */
export const PROJECT_COLUMN_LABELS = {
  projectName: { zh: '子项目名称', en: 'Sub-project', es: 'Subproyecto' },
  mainProjectName: { zh: '所属主项目', en: 'Main project', es: 'Proyecto principal' },
  division: { zh: '分部类型', en: 'Division', es: 'División' },
  auditStatus: { zh: '审核状态', en: 'Audit status', es: 'Estado de revisión' },
  progressStatus: { zh: '项目状态', en: 'Status', es: 'Estado' },
  money: { zh: '合同金额（万元）', en: 'Contract value (10k CNY)', es: 'Importe (10 mil CNY)' },
  contractMode: { zh: '发包方式', en: 'Contract mode', es: 'Modalidad de contratación' },
  createdAt: { zh: '创建时间', en: 'Created', es: 'Creado' },
} as const satisfies Record<ProjectListColumnKey, LocalizedText>;

/** Business modules a division enables (division/config). */
export const PROJECT_MODULE_LABELS = {
  pileConstruction: { zh: '桩基施工记录', en: 'Pile construction records', es: 'Registros de pilotaje' },
  pileAcceptance: { zh: '桩基验收', en: 'Pile acceptance', es: 'Recepción de pilotes' },
  buildings: { zh: '楼栋管理', en: 'Buildings', es: 'Edificios' },
  inspection: { zh: '检验检测', en: 'Inspection and testing', es: 'Inspección y ensayos' },
  material: { zh: '材料管理', en: 'Materials', es: 'Materiales' },
  acceptance: { zh: '验收管理', en: 'Acceptance', es: 'Recepciones' },
  fireControl: { zh: '消防管理', en: 'Fire control', es: 'Protección contra incendios' },
  output: { zh: '产值填报', en: 'Output value', es: 'Producción' },
  progress: { zh: '进度管理', en: 'Progress', es: 'Avance' },
} as const satisfies Record<ProjectModule, LocalizedText>;

export const PROJECT_PARTY_TITLE: LocalizedText = {
  zh: '五方责任主体',
  en: 'Responsible parties',
  es: 'Partes responsables',
};

export const PROJECT_PARTY_LABELS = {
  partyType: { zh: '责任主体', en: 'Party', es: 'Parte' },
  creditCode: { zh: '统一社会信用代码', en: 'Credit code', es: 'Código de crédito' },
  companyName: { zh: '单位名称', en: 'Company', es: 'Empresa' },
  personName: { zh: '项目负责人', en: 'Responsible person', es: 'Responsable' },
  personPhone: { zh: '联系电话', en: 'Phone', es: 'Teléfono' },
  createdAt: { zh: '创建时间', en: 'Created', es: 'Creado' },
} as const satisfies Record<string, LocalizedText>;
