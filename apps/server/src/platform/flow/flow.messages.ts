import type { Language } from '@zhuji/shared';

const messages = {
  notFound: { zh: '审批记录不存在', en: 'No such approval', es: 'La aprobación no existe' },
  finished: {
    zh: '该审批已结束，不能再操作',
    en: 'This approval has already finished',
    es: 'Esta aprobación ya ha terminado',
  },
  stale: {
    zh: '该步骤已被他人处理，请刷新后查看',
    en: 'Someone has already acted on this step; refresh to see it',
    es: 'Otra persona ya ha actuado en este paso; actualice para verlo',
  },
  notYourStep: {
    zh: '您的角色不能处理当前审批步骤',
    en: 'Your role does not act on the current step',
    es: 'Su rol no actúa en el paso actual',
  },
  actionNotAllowed: {
    zh: '当前步骤不允许该操作',
    en: 'This step does not allow that action',
    es: 'Este paso no permite esa acción',
  },
  notApplicantRole: {
    zh: '您的角色不能发起该申请',
    en: 'Your role may not apply for this',
    es: 'Su rol no puede presentar esta solicitud',
  },
  alreadyPending: {
    zh: '该记录已有审批在进行中',
    en: 'An approval is already in progress for this record',
    es: 'Ya hay una aprobación en curso para este registro',
  },
  noDefinition: {
    zh: '未配置该业务的审批流程',
    en: 'No approval flow is defined for this business',
    es: 'No hay flujo de aprobación definido para este asunto',
  },
  cancelNotApplicant: {
    zh: '只有申请人可以撤回',
    en: 'Only the applicant may revoke',
    es: 'Solo el solicitante puede retirarla',
  },
  cancelActed: {
    zh: '已有人处理，不能撤回',
    en: 'Someone has already acted; it can no longer be revoked',
    es: 'Alguien ya ha actuado; ya no se puede retirar',
  },
  delegateNotMember: {
    zh: '转交对象不是本项目成员',
    en: 'The person delegated to is not a member of this project',
    es: 'La persona delegada no es miembro de este proyecto',
  },
  system: { zh: '系统', en: 'System', es: 'Sistema' },
} as const satisfies Record<string, Record<Language, string>>;

export type FlowMessageKey = keyof typeof messages;

export function flowMessage(
  key: FlowMessageKey,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** Step names (the step `key` of a definition). */
export const FLOW_STEP_LABELS: Record<string, Record<Language, string>> = {
  supervisorAccept: {
    zh: '专业监理工程师验收',
    en: 'Specialist supervising engineer accepts',
    es: 'Acepta el ingeniero supervisor especialista',
  },
  chiefOrganise: {
    zh: '总监理工程师组织验收',
    en: 'Chief supervising engineer organises acceptance',
    es: 'El ingeniero supervisor jefe organiza la recepción',
  },
  surveyDesignSign: {
    zh: '勘察、设计项目负责人签认',
    en: 'Survey and design leaders sign',
    es: 'Firman los responsables de estudio y diseño',
  },
  contractorReply: {
    zh: '施工单位整改回复',
    en: 'Contractor replies',
    es: 'Responde el contratista',
  },
  issuerRecheck: { zh: '复查销项', en: 'Re-inspection and closing', es: 'Reinspección y cierre' },
  supervisorReview: { zh: '监理审核', en: 'Supervision reviews', es: 'Revisa la supervisión' },
  ownerConfirm: { zh: '建设单位确认', en: 'Owner confirms', es: 'Confirma la propiedad' },
  platformAudit: { zh: '平台审核', en: 'Platform audit', es: 'Auditoría de la plataforma' },
};

export const stepLabel = (key: string, lang: Language) => FLOW_STEP_LABELS[key]?.[lang] ?? key;
