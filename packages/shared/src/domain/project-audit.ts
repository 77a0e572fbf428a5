import { COMPANY_TYPE, DIVISION } from '../constants';

/**
 * The audit flow of a main project's registration (docs/product.md §4 "Project information complete"):
 * draft (0) → submitted (1) → approved (3) or rejected (2); a rejected project is corrected and
 * submitted again. -1 marks a project that needs no audit. -1 and 3 both mean "information
 * complete", which hides the navbar's incomplete-information modal.
 */
export const PROJECT_AUDIT_STATUS = {
  NO_AUDIT: -1,
  DRAFT: 0,
  SUBMITTED: 1,
  REJECTED: 2,
  APPROVED: 3,
} as const;
export type ProjectAuditStatus = (typeof PROJECT_AUDIT_STATUS)[keyof typeof PROJECT_AUDIT_STATUS];
export const PROJECT_AUDIT_STATUSES = Object.values(PROJECT_AUDIT_STATUS) as ProjectAuditStatus[];

export const PROJECT_AUDIT_EVENTS = ['submit', 'approve', 'reject'] as const;
export type ProjectAuditEvent = (typeof PROJECT_AUDIT_EVENTS)[number];

const S = PROJECT_AUDIT_STATUS;

/** The only legal moves; everything else is refused (409). */
const TRANSITIONS: Readonly<Record<ProjectAuditEvent, Partial<Record<number, ProjectAuditStatus>>>> = {
  submit: { [S.DRAFT]: S.SUBMITTED, [S.REJECTED]: S.SUBMITTED },
  approve: { [S.SUBMITTED]: S.APPROVED },
  reject: { [S.SUBMITTED]: S.REJECTED },
};

/** The status after `event`, or null when the event is not allowed from `from`. */
export function nextAuditStatus(from: number, event: ProjectAuditEvent): ProjectAuditStatus | null {
  return TRANSITIONS[event][from] ?? null;
}

/** Registration data may change except while the platform is reviewing it. */
export const isAuditEditable = (status: number): boolean => status !== S.SUBMITTED;

/**
 * The audit status a sub-project takes from its main project: approved or exempt mains hand theirs
 * down (a sub-project added later is complete at once); otherwise it waits as a draft.
 */
export function subProjectAuditStatus(mainStatus: number): ProjectAuditStatus {
  return mainStatus === S.APPROVED || mainStatus === S.NO_AUDIT
    ? (mainStatus as ProjectAuditStatus)
    : S.DRAFT;
}

/** Divisions a sub-project may have (docs/product.md §3 shows PILE_FOUNDATION and MAIN; BASIC for the rest). */
export const SUB_PROJECT_DIVISION = { ...DIVISION, BASIC: 'BASIC' } as const;
export type SubProjectDivision = (typeof SUB_PROJECT_DIVISION)[keyof typeof SUB_PROJECT_DIVISION];
export const SUB_PROJECT_DIVISIONS = [
  'PILE_FOUNDATION',
  'MAIN',
  'BASIC',
] as const satisfies readonly SubProjectDivision[];

/** The five responsible parties (五方责任主体, docs/domains/project.md) and the company type each must be. */
export const PARTY_TYPES = ['OWNER', 'SURVEYOR', 'DESIGNER', 'CONTRACTOR', 'SUPERVISOR'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];
export const PARTY_COMPANY_TYPE = {
  OWNER: COMPANY_TYPE.OWNER,
  SURVEYOR: COMPANY_TYPE.SURVEYOR,
  DESIGNER: COMPANY_TYPE.DESIGNER,
  CONTRACTOR: COMPANY_TYPE.CONTRACTOR,
  SUPERVISOR: COMPANY_TYPE.SUPERVISOR,
} as const satisfies Record<PartyType, number>;

/** The parts of a sub-project's design information (docs/product.md §4 navbar modal 2). */
export const DESIGN_PARTS = ['base', 'main'] as const;
export type DesignPart = (typeof DESIGN_PARTS)[number];
