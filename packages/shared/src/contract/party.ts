import { z } from 'zod';
import { citizenIdSchema, phoneSchema } from '../validators/identity';
import { required, ruleSchema } from '../validators/rule';
import { defineCall } from './call';
import { ymdSchema } from './tender';

// Party building of a project (docs/product.md §2.3 "party building (activities, members, examine)", docs/domains/party.md "Party
// organizations, members, assessments and audits"): the project's party organisations (a construction
// project usually sets up a 临时党支部), their members, their activities (submitted, then approved or
// returned by the superior) and their periodic assessments (scored items, total and grade on the server).

const idSchema = z.number().int().positive();
/** A blank cell of an imported sheet (or a cleared optional input) reads as "not given". */
const blankAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

// ---------------------------------------------------------------------------
// Organisations (党组织)
// ---------------------------------------------------------------------------

/** 党委, 党总支, 党支部, 临时党支部. */
export const PARTY_ORG_TYPES = ['COMMITTEE', 'GENERAL_BRANCH', 'BRANCH', 'TEMPORARY_BRANCH'] as const;

export const partyOrgItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  orgType: z.enum(PARTY_ORG_TYPES),
  parentName: z.string(),
  secretary: z.string(),
  establishedOn: z.string(),
  /** Counted from the organisation's members on every member change. */
  memberCount: z.number().int(),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartyOrgItem = z.infer<typeof partyOrgItemSchema>;

const partyOrgFields = {
  name: z.string().trim().min(2).max(50),
  orgType: z.enum(PARTY_ORG_TYPES),
  parentName: z.string().trim().max(50),
  secretary: z.string().trim().min(2).max(20),
  establishedOn: required(ymdSchema),
  remark: z.string().trim().max(200),
};
/** POST /api/party/org/add */
export const partyOrgCreateSchema = z.object({
  projectId: idSchema,
  ...partyOrgFields,
  parentName: blankAsUndefined(partyOrgFields.parentName),
  remark: blankAsUndefined(partyOrgFields.remark),
});
export const partyOrgUpdateSchema = z.object(partyOrgFields).partial().extend({ id: idSchema });
export const PARTY_ORG_SORT_FIELDS = ['name', 'establishedOn', 'memberCount', 'createdAt'] as const;
export const partyOrgFiltersSchema = z.object({ orgType: z.enum(PARTY_ORG_TYPES).optional() });

// ---------------------------------------------------------------------------
// Members (党员)
// ---------------------------------------------------------------------------

export const PARTY_GENDERS = ['MALE', 'FEMALE'] as const;
/** 正式党员, 预备党员. */
export const PARTY_MEMBER_TYPES = ['FULL', 'PROBATIONARY'] as const;

export const partyMemberItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  gender: z.enum(PARTY_GENDERS),
  orgId: z.number().int(),
  orgName: z.string(),
  memberType: z.enum(PARTY_MEMBER_TYPES),
  joinedOn: z.string(),
  post: z.string(),
  phone: z.string(),
  /** The ID number is never answered in full: 6 digits, 8 stars, the last 4 (as 项目人员 shows it). */
  idNumberMasked: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartyMemberItem = z.infer<typeof partyMemberItemSchema>;

const partyMemberFields = {
  name: z.string().trim().min(2).max(20),
  gender: z.enum(PARTY_GENDERS),
  /** The organisation by name within the project (so a spreadsheet can name it too). */
  orgName: z.string().trim().min(2).max(50),
  memberType: z.enum(PARTY_MEMBER_TYPES),
  joinedOn: required(ymdSchema),
  post: z.string().trim().min(2).max(30),
  phone: required(phoneSchema),
  idNumber: citizenIdSchema,
};
/** POST /api/party/member/add */
export const partyMemberCreateSchema = z.object({
  projectId: idSchema,
  ...partyMemberFields,
  idNumber: blankAsUndefined(partyMemberFields.idNumber),
});
/** An ID number left out keeps the stored one (the form never receives it). */
export const partyMemberUpdateSchema = z.object(partyMemberFields).partial().extend({ id: idSchema });
export const PARTY_MEMBER_SORT_FIELDS = ['name', 'joinedOn', 'orgName', 'createdAt'] as const;
export const partyMemberFiltersSchema = z.object({
  memberType: z.enum(PARTY_MEMBER_TYPES).optional(),
  orgId: z.coerce.number().int().positive().optional(),
});

// ---------------------------------------------------------------------------
// Activities (党建活动) and their audit
// ---------------------------------------------------------------------------

/** 主题党日, 三会一课, 党课, 志愿服务, 集中学习, 其他. */
export const PARTY_ACTIVITY_TYPES = [
  'THEME_DAY',
  'THREE_MEETINGS',
  'PARTY_LECTURE',
  'VOLUNTEER',
  'STUDY',
  'OTHER',
] as const;
/** 草稿 → 待审核 → 已通过, or → 已退回 (edited and submitted again). */
export const PARTY_ACTIVITY_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'RETURNED'] as const;
export type PartyActivityStatus = (typeof PARTY_ACTIVITY_STATUSES)[number];
/** The audit state machine: each move and the states it may start from. The server refuses any other. */
export const PARTY_ACTIVITY_TRANSITIONS = {
  submit: { from: ['DRAFT', 'RETURNED'], to: 'SUBMITTED' },
  approve: { from: ['SUBMITTED'], to: 'APPROVED' },
  return: { from: ['SUBMITTED'], to: 'RETURNED' },
} as const satisfies Record<string, { from: readonly PartyActivityStatus[]; to: PartyActivityStatus }>;
export type PartyActivityMove = keyof typeof PARTY_ACTIVITY_TRANSITIONS;
export const canMoveActivity = (status: PartyActivityStatus, move: PartyActivityMove): boolean =>
  (PARTY_ACTIVITY_TRANSITIONS[move].from as readonly PartyActivityStatus[]).includes(status);
/** Editing and removal are for activities not (yet) in the superior's hands. */
export const isActivityEditable = (status: PartyActivityStatus): boolean =>
  status === 'DRAFT' || status === 'RETURNED';

export const partyActivityItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  activityType: z.enum(PARTY_ACTIVITY_TYPES),
  activityDate: z.string(),
  place: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  participantCount: z.number().int(),
  /** The organisation's members who took part (参加党员), and their names joined with 、. */
  attendeeIds: z.array(z.number().int()),
  attendeeNames: z.string(),
  content: z.string(),
  photos: z.array(z.string()),
  status: z.enum(PARTY_ACTIVITY_STATUSES),
  returnReason: z.string(),
  submittedAt: z.string().nullable(),
  auditorName: z.string(),
  auditedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartyActivityItem = z.infer<typeof partyActivityItemSchema>;

const partyActivityFields = {
  title: z.string().trim().min(4).max(60),
  activityType: z.enum(PARTY_ACTIVITY_TYPES),
  activityDate: required(ymdSchema),
  place: z.string().trim().min(2).max(60),
  orgName: z.string().trim().min(2).max(50),
  /** All who took part, members or not; at least the members picked. */
  participantCount: z.number().int().min(1).max(1000),
  /** Party members of the activity's organisation (ids of its roll). */
  attendeeIds: z.array(idSchema).max(200),
  content: z.string().trim().min(10).max(2000),
  /** Stored photos (the urls /api/common/upload/image answered). */
  photos: z.array(z.string().min(1).max(300)).max(9),
};
/** POST /api/party/activity/add — saved as a draft. */
export const partyActivityCreateSchema = z.object({
  projectId: idSchema,
  ...partyActivityFields,
  attendeeIds: partyActivityFields.attendeeIds.optional(),
  photos: partyActivityFields.photos.optional(),
});
export const partyActivityUpdateSchema = z.object(partyActivityFields).partial().extend({ id: idSchema });
export const PARTY_ACTIVITY_SORT_FIELDS = ['activityDate', 'title', 'status', 'createdAt'] as const;
export const partyActivityFiltersSchema = z.object({
  activityType: z.enum(PARTY_ACTIVITY_TYPES).optional(),
  status: z.enum(PARTY_ACTIVITY_STATUSES).optional(),
  orgId: z.coerce.number().int().positive().optional(),
});
/** POST /api/party/activity/submit */
export const partyActivitySubmitSchema = z.object({ id: idSchema });
/** POST /api/party/activity/audit — approve, or return with the reason. */
/** A return needs its reason (checked by the server, 422 naming `reason`). */
export const partyActivityAuditSchema = z.object({
  id: idSchema,
  pass: z.boolean(),
  reason: z.string().trim().max(200).optional(),
});
export type PartyActivityAudit = z.infer<typeof partyActivityAuditSchema>;

// ---------------------------------------------------------------------------
// Assessments (党建考核)
// ---------------------------------------------------------------------------

/** The scored items and their full marks (100 in all). */
export const PARTY_EXAMINE_ITEMS = {
  orgScore: 25, // 组织建设
  activityScore: 30, // 活动开展
  educationScore: 25, // 党员教育
  roleScore: 20, // 作用发挥
} as const;
export type PartyExamineScoreKey = keyof typeof PARTY_EXAMINE_ITEMS;
export const PARTY_EXAMINE_GRADES = ['EXCELLENT', 'GOOD', 'PASS', 'FAIL'] as const;
export type PartyExamineGrade = (typeof PARTY_EXAMINE_GRADES)[number];
/** 优秀 ≥ 90, 良好 ≥ 80, 合格 ≥ 60, 不合格 below. */
export const partyExamineGrade = (total: number): PartyExamineGrade =>
  total >= 90 ? 'EXCELLENT' : total >= 80 ? 'GOOD' : total >= 60 ? 'PASS' : 'FAIL';
export const partyExamineTotal = (scores: Record<PartyExamineScoreKey, number>): number =>
  (Object.keys(PARTY_EXAMINE_ITEMS) as PartyExamineScoreKey[]).reduce((sum, k) => sum + scores[k], 0);
/** A quarter (2026-Q3) or a year (2026). */
export const PARTY_PERIOD_PATTERN = /^20\d{2}(-Q[1-4])?$/;

export const partyExamineItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  period: z.string(),
  orgScore: z.number().int(),
  activityScore: z.number().int(),
  educationScore: z.number().int(),
  roleScore: z.number().int(),
  totalScore: z.number().int(),
  grade: z.enum(PARTY_EXAMINE_GRADES),
  examiner: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartyExamineItem = z.infer<typeof partyExamineItemSchema>;

const score = (max: number) => z.number().int().min(0).max(max);
const partyExamineFields = {
  orgName: z.string().trim().min(2).max(50),
  period: required(ruleSchema('partyPeriod', (v) => PARTY_PERIOD_PATTERN.test(v))),
  orgScore: score(PARTY_EXAMINE_ITEMS.orgScore),
  activityScore: score(PARTY_EXAMINE_ITEMS.activityScore),
  educationScore: score(PARTY_EXAMINE_ITEMS.educationScore),
  roleScore: score(PARTY_EXAMINE_ITEMS.roleScore),
  examiner: z.string().trim().min(2).max(20),
  comment: z.string().trim().max(500),
};
/** POST /api/party/examine/add — total and grade are computed by the server. */
export const partyExamineCreateSchema = z.object({
  projectId: idSchema,
  ...partyExamineFields,
  comment: blankAsUndefined(partyExamineFields.comment),
});
export const partyExamineUpdateSchema = z
  .object(partyExamineFields)
  .omit({ orgName: true, period: true })
  .partial()
  .extend({ id: idSchema });
export const PARTY_EXAMINE_SORT_FIELDS = ['period', 'totalScore', 'orgName', 'createdAt'] as const;
export const partyExamineFiltersSchema = z.object({
  grade: z.enum(PARTY_EXAMINE_GRADES).optional(),
  orgId: z.coerce.number().int().positive().optional(),
});

/** The party-building calls besides its kit resources (apps/server/src/modules/party). */
export const partyCalls = {
  activitySubmit: defineCall({
    method: 'POST',
    path: 'party/activity/submit',
    body: partyActivitySubmitSchema,
    response: partyActivityItemSchema,
  }),
  activityAudit: defineCall({
    method: 'POST',
    path: 'party/activity/audit',
    body: partyActivityAuditSchema,
    response: partyActivityItemSchema,
  }),
};
