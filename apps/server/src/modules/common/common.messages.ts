import { COMPANY_TYPE, COMPANY_TYPE_NAMES, type Language } from '@zhuji/shared';
import { UPLOAD_MESSAGES } from '../../platform/storage/upload.messages';

type Text = Record<Language, string>;

const messages = {
  ...UPLOAD_MESSAGES,
  projectNotFound: { zh: '项目不存在', en: 'Project not found', es: 'El proyecto no existe' },
  importNotFound: {
    zh: '导入任务不存在',
    en: 'No such import',
    es: 'La importación no existe',
  },
} as const satisfies Record<string, Text>;

export type CommonMessageKey = keyof typeof messages;

export function commonMessage(
  key: CommonMessageKey,
  lang: Language,
  vars: Record<string, string> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
}

/** Company (unit) types 1–8 as registration offers them; 9, the platform itself, is not one to choose. */
export const COMPANY_TYPE_LABELS: [number, Text][] = Object.entries(COMPANY_TYPE_NAMES)
  .map(([type, names]): [number, Text] => [Number(type), names])
  .filter(([type]) => type !== COMPANY_TYPE.PLATFORM);

/** Job positions (岗位) per company type (docs/domains/project.md; the contractor's list is JGJ/T 250's). */
export const POSITIONS: { value: string; compType: number; label: Text }[] = [
  {
    value: 'PROJECT_MANAGER',
    compType: COMPANY_TYPE.CONTRACTOR,
    label: { zh: '项目经理', en: 'Project manager', es: 'Jefe de proyecto' },
  },
  {
    value: 'TECHNICAL_LEAD',
    compType: COMPANY_TYPE.CONTRACTOR,
    label: { zh: '项目技术负责人', en: 'Project technical lead', es: 'Responsable técnico del proyecto' },
  },
  {
    value: 'SITE_ENGINEER',
    compType: COMPANY_TYPE.CONTRACTOR,
    label: { zh: '施工员', en: 'Site engineer', es: 'Técnico de obra' },
  },
  {
    value: 'QUALITY_INSPECTOR',
    compType: COMPANY_TYPE.CONTRACTOR,
    label: { zh: '质检员', en: 'Quality inspector', es: 'Inspector de calidad' },
  },
  {
    value: 'SAFETY_OFFICER',
    compType: COMPANY_TYPE.CONTRACTOR,
    label: { zh: '安全员', en: 'Safety officer', es: 'Responsable de seguridad' },
  },
  {
    value: 'MATERIALS_OFFICER',
    compType: COMPANY_TYPE.CONTRACTOR,
    label: { zh: '材料员', en: 'Materials officer', es: 'Encargado de materiales' },
  },
  {
    value: 'TESTING_TECHNICIAN',
    compType: COMPANY_TYPE.CONTRACTOR,
    label: { zh: '试验员', en: 'Testing technician', es: 'Técnico de ensayos' },
  },
  {
    value: 'DOCUMENT_CONTROLLER',
    compType: COMPANY_TYPE.CONTRACTOR,
    label: { zh: '资料员', en: 'Document controller', es: 'Responsable de documentación' },
  },
  {
    value: 'SURVEY_TECHNICIAN',
    compType: COMPANY_TYPE.CONTRACTOR,
    label: { zh: '测量员', en: 'Surveying technician', es: 'Técnico topógrafo' },
  },
  {
    value: 'EQUIPMENT_OFFICER',
    compType: COMPANY_TYPE.CONTRACTOR,
    label: { zh: '机械员', en: 'Equipment officer', es: 'Encargado de maquinaria' },
  },
  {
    value: 'OWNER_PROJECT_LEAD',
    compType: COMPANY_TYPE.OWNER,
    label: { zh: '项目负责人', en: 'Project lead', es: 'Responsable del proyecto' },
  },
  {
    value: 'OWNER_ENGINEER',
    compType: COMPANY_TYPE.OWNER,
    label: { zh: '专业工程师', en: 'Specialist engineer', es: 'Ingeniero especialista' },
  },
  { value: 'WITNESS', compType: COMPANY_TYPE.OWNER, label: { zh: '见证人员', en: 'Witness', es: 'Testigo' } },
  {
    value: 'CHIEF_SUPERVISOR',
    compType: COMPANY_TYPE.SUPERVISOR,
    label: { zh: '总监理工程师', en: 'Chief supervising engineer', es: 'Ingeniero supervisor jefe' },
  },
  {
    value: 'DEPUTY_CHIEF_SUPERVISOR',
    compType: COMPANY_TYPE.SUPERVISOR,
    label: {
      zh: '总监代表',
      en: "Chief supervisor's representative",
      es: 'Representante del supervisor jefe',
    },
  },
  {
    value: 'SPECIALIST_SUPERVISOR',
    compType: COMPANY_TYPE.SUPERVISOR,
    label: {
      zh: '专业监理工程师',
      en: 'Specialist supervising engineer',
      es: 'Ingeniero supervisor especialista',
    },
  },
  {
    value: 'SUPERVISION_INSPECTOR',
    compType: COMPANY_TYPE.SUPERVISOR,
    label: { zh: '监理员', en: 'Supervision inspector', es: 'Inspector de supervisión' },
  },
  {
    value: 'SURVEY_PROJECT_LEAD',
    compType: COMPANY_TYPE.SURVEYOR,
    label: { zh: '项目负责人', en: 'Project lead', es: 'Responsable del proyecto' },
  },
  {
    value: 'DESIGN_PROJECT_LEAD',
    compType: COMPANY_TYPE.DESIGNER,
    label: { zh: '项目负责人', en: 'Project lead', es: 'Responsable del proyecto' },
  },
  {
    value: 'LAB_TECHNICAL_LEAD',
    compType: COMPANY_TYPE.TESTING_LAB,
    label: { zh: '检测负责人', en: 'Testing lead', es: 'Responsable de ensayos' },
  },
  {
    value: 'LAB_TECHNICIAN',
    compType: COMPANY_TYPE.TESTING_LAB,
    label: { zh: '检测员', en: 'Testing technician', es: 'Técnico de laboratorio' },
  },
  {
    value: 'SUPPLIER_SALES',
    compType: COMPANY_TYPE.SUPPLIER,
    label: { zh: '业务员', en: 'Sales representative', es: 'Representante comercial' },
  },
  {
    value: 'REGULATOR_INSPECTOR',
    compType: COMPANY_TYPE.REGULATOR,
    label: { zh: '监督员', en: 'Quality supervision inspector', es: 'Inspector de supervisión de calidad' },
  },
];

/** Document categories of a project (工程资料): plans, acceptance records, reports, supervision letters. */
export const DOC_CATEGORIES: [string, Text][] = [
  [
    'CONSTRUCTION_ORGANIZATION_DESIGN',
    { zh: '施工组织设计', en: 'Construction organisation design', es: 'Plan de organización de obra' },
  ],
  [
    'SPECIAL_CONSTRUCTION_PLAN',
    { zh: '专项施工方案', en: 'Special construction plan', es: 'Plan de construcción especial' },
  ],
  ['TECHNICAL_BRIEFING', { zh: '技术交底', en: 'Technical briefing', es: 'Instrucción técnica' }],
  ['DRAWING_REVIEW', { zh: '图纸会审记录', en: 'Drawing review record', es: 'Acta de revisión de planos' }],
  ['DESIGN_CHANGE', { zh: '设计变更', en: 'Design change', es: 'Modificación de diseño' }],
  [
    'INSPECTION_LOT_RECORD',
    {
      zh: '检验批验收记录',
      en: 'Inspection lot acceptance record',
      es: 'Acta de aceptación del lote de inspección',
    },
  ],
  [
    'SUB_ITEM_RECORD',
    { zh: '分项工程验收记录', en: 'Sub-item acceptance record', es: 'Acta de aceptación de subpartida' },
  ],
  [
    'DIVISION_RECORD',
    { zh: '分部工程验收记录', en: 'Division acceptance record', es: 'Acta de aceptación de capítulo' },
  ],
  [
    'CONCEALED_WORK_RECORD',
    {
      zh: '隐蔽工程验收记录',
      en: 'Concealed work acceptance record',
      es: 'Acta de aceptación de obra oculta',
    },
  ],
  ['TEST_REPORT', { zh: '试验检测报告', en: 'Test and inspection report', es: 'Informe de ensayo' }],
  [
    'MATERIAL_RECEIPT_RECORD',
    {
      zh: '材料进场验收记录',
      en: 'Material receipt inspection record',
      es: 'Acta de recepción de materiales',
    },
  ],
  ['SUPERVISION_NOTICE', { zh: '监理通知单', en: 'Supervision notice', es: 'Notificación de supervisión' }],
  [
    'SUPERVISION_REPLY',
    {
      zh: '监理通知回复单',
      en: 'Reply to a supervision notice',
      es: 'Respuesta a la notificación de supervisión',
    },
  ],
  ['CONSTRUCTION_LOG', { zh: '施工日志', en: 'Construction log', es: 'Diario de obra' }],
  ['MEETING_MINUTES', { zh: '会议纪要', en: 'Meeting minutes', es: 'Acta de reunión' }],
  ['OTHER', { zh: '其他', en: 'Other', es: 'Otros' }],
];
