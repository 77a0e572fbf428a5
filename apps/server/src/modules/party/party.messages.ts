import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

export const PARTY_MENUS = {
  org: 'PartyOrganization',
  member: 'PartyMember',
  activity: 'PartyActivity',
  examine: 'PartyExamine',
} as const;

export const PARTY_TITLES = {
  org: { zh: '党组织', en: 'Party organisations', es: 'Organizaciones del partido' },
  member: { zh: '党员', en: 'Party members', es: 'Militantes' },
  activity: { zh: '党建活动', en: 'Party activities', es: 'Actividades del partido' },
  examine: { zh: '党建考核', en: 'Party assessments', es: 'Evaluaciones del partido' },
} as const satisfies Record<string, LocalizedText>;

export const PARTY_LABELS = {
  name: { zh: '组织名称', en: 'Organisation', es: 'Organización' },
  orgType: { zh: '组织类型', en: 'Type', es: 'Tipo' },
  parentName: { zh: '上级党组织', en: 'Parent organisation', es: 'Organización superior' },
  secretary: { zh: '书记', en: 'Secretary', es: 'Secretario' },
  establishedOn: { zh: '成立日期', en: 'Established on', es: 'Fecha de constitución' },
  memberCount: { zh: '党员人数', en: 'Members', es: 'Militantes' },
  remark: { zh: '备注', en: 'Remark', es: 'Observaciones' },
  memberName: { zh: '姓名', en: 'Name', es: 'Nombre' },
  gender: { zh: '性别', en: 'Gender', es: 'Sexo' },
  orgId: { zh: '所属党组织编号', en: 'Organisation id', es: 'Id. de organización' },
  orgName: { zh: '所属党组织', en: 'Organisation', es: 'Organización' },
  memberType: { zh: '党员类别', en: 'Membership', es: 'Condición' },
  joinedOn: { zh: '入党日期', en: 'Joined on', es: 'Fecha de ingreso' },
  post: { zh: '项目岗位', en: 'Post on the project', es: 'Puesto en la obra' },
  phone: { zh: '手机号', en: 'Mobile', es: 'Móvil' },
  idNumber: { zh: '身份证号', en: 'ID number', es: 'N.º de documento' },
  title: { zh: '活动主题', en: 'Theme', es: 'Tema' },
  activityType: { zh: '活动类型', en: 'Type', es: 'Tipo' },
  activityDate: { zh: '活动日期', en: 'Date', es: 'Fecha' },
  place: { zh: '活动地点', en: 'Place', es: 'Lugar' },
  participantCount: { zh: '参加人数', en: 'Participants', es: 'Participantes' },
  content: { zh: '活动内容', en: 'Content', es: 'Contenido' },
  status: { zh: '审核状态', en: 'Audit status', es: 'Estado de revisión' },
  returnReason: { zh: '退回原因', en: 'Reason returned', es: 'Motivo de devolución' },
  auditorName: { zh: '审核人', en: 'Audited by', es: 'Revisado por' },
  period: { zh: '考核期间', en: 'Period', es: 'Periodo' },
  orgScore: { zh: '组织建设', en: 'Organisation building', es: 'Organización' },
  activityScore: { zh: '活动开展', en: 'Activities held', es: 'Actividades' },
  educationScore: { zh: '党员教育', en: 'Member education', es: 'Formación' },
  roleScore: { zh: '作用发挥', en: 'Exemplary role', es: 'Papel ejemplar' },
  totalScore: { zh: '总分', en: 'Total', es: 'Total' },
  grade: { zh: '考核等次', en: 'Grade', es: 'Calificación' },
  examiner: { zh: '考核人', en: 'Assessed by', es: 'Evaluador' },
  comment: { zh: '考核意见', en: 'Comment', es: 'Comentario' },
  createdAt: { zh: '登记时间', en: 'Registered at', es: 'Registrado' },
} as const satisfies Record<string, LocalizedText>;

export const PARTY_MESSAGES = {
  noOrg: {
    zh: '本项目没有名为“{name}”的党组织，请先在党组织中登记',
    en: 'The project has no party organisation named “{name}”; register it first',
    es: 'La obra no tiene una organización llamada «{name}»; regístrela primero',
  },
  orgInUse: {
    zh: '“{name}”下还有党员、活动或考核记录，不能删除',
    en: '“{name}” still has members, activities or assessments and cannot be removed',
    es: '«{name}» aún tiene militantes, actividades o evaluaciones y no se puede eliminar',
  },
  parentIsSelf: {
    zh: '上级党组织不能是本组织',
    en: 'An organisation cannot be its own parent',
    es: 'Una organización no puede ser su propia superior',
  },
  attendeeNotInOrg: {
    zh: '参加党员须是“{org}”的党员：{ids} 不在其党员名册中',
    en: 'Attendees must be members of “{org}”: {ids} are not on its roll',
    es: 'Los asistentes deben ser miembros de «{org}»: {ids} no figuran en su registro',
  },
  fewerParticipants: {
    zh: '参加人数（{count}）不能少于所选参加党员人数（{attendees}）',
    en: 'The number of participants ({count}) cannot be less than the members picked ({attendees})',
    es: 'El número de participantes ({count}) no puede ser menor que el de miembros elegidos ({attendees})',
  },
  notEditable: {
    zh: '活动已提交审核或已通过，不能修改或删除',
    en: 'The activity has been submitted or approved and can no longer be changed or removed',
    es: 'La actividad ya se ha enviado o aprobado y no se puede modificar ni eliminar',
  },
  badMove: {
    zh: '活动当前为“{status}”，不能{move}',
    en: 'The activity is “{status}” and cannot be {move}',
    es: 'La actividad está «{status}» y no se puede {move}',
  },
  reasonRequired: {
    zh: '退回时须填写退回原因（至少 2 个字）',
    en: 'A return needs its reason (at least 2 characters)',
    es: 'Una devolución necesita su motivo (al menos 2 caracteres)',
  },
} as const satisfies Record<string, LocalizedText>;

export const PARTY_STATUS_NAMES = {
  DRAFT: { zh: '草稿', en: 'draft', es: 'borrador' },
  SUBMITTED: { zh: '待审核', en: 'awaiting audit', es: 'pendiente de revisión' },
  APPROVED: { zh: '已通过', en: 'approved', es: 'aprobada' },
  RETURNED: { zh: '已退回', en: 'returned', es: 'devuelta' },
} as const satisfies Record<string, LocalizedText>;

export const PARTY_MOVE_NAMES = {
  submit: { zh: '提交审核', en: 'submitted', es: 'enviar' },
  approve: { zh: '审核通过', en: 'approved', es: 'aprobar' },
  return: { zh: '退回', en: 'returned', es: 'devolver' },
} as const satisfies Record<string, LocalizedText>;

/** A message in a language, `{name}` placeholders filled. */
export const partyMessage = (
  text: LocalizedText,
  lang: Language,
  vars: Record<string, string | number> = {},
): string => text[lang].replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ''));
