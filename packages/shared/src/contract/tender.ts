import { z } from 'zod';
import { CONTRACT_MODE } from '../constants';
import { ruleMessage } from '../validators/messages';
import { areaSchema, priceSchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { type Call, defineCall } from './call';
import { PROJECT_CONTRACT_MODES } from './project';

// Contracts and tenders of a sub-project (docs/product.md §4 start-up flow, docs/domains/tender.md cons info): the contract
// and overview (合同及概况), the tender (招标) result, its announcement (招标公告) and the design tender
// (设计招标). One record of each per sub-project; the shell's start-up alerts read the first two.

/** A calendar date 'YYYY-MM-DD' that exists. */
const isYmd = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
/** '' passes (like every format rule): say `required(ymdSchema)` for a required date. */
export const ymdSchema = z
  .string()
  .refine((v) => v === '' || isYmd(v), { message: ruleMessage('date', 'zh'), params: { rule: 'date' } });
const proIdQuery = z.object({ proId: z.coerce.number().int().positive() });
const idSchema = z.number().int().positive();
/** 万元 as a decimal string: 8 integer digits, 4 decimals, required and above zero. */
const moneySchema = required(priceSchema).describe('万元, decimal as a string; above 0');
const text = (max: number) => z.string().trim().max(max);
const requiredText = (min: number, max: number) => z.string().trim().min(min).max(max);

/** GET /api/tender/detail?proId= — the project's tender (招标) record, or null when none is registered (docs/product.md §4 start-up flow, docs/domains/tender.md). */
export const tenderDetailQuerySchema = proIdQuery;
export type TenderDetailQuery = z.infer<typeof tenderDetailQuerySchema>;

export const TENDER_MODES = [CONTRACT_MODE.PUBLIC_BIDDING, CONTRACT_MODE.INVITATION_TO_TENDER] as const;

export const tenderSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  tenderMode: z.enum(TENDER_MODES),
  winningUnit: z.string().describe('中标单位'),
  bidMoney: z.string().describe('中标金额, 万元, decimal as a string'),
  bidDate: z.string().describe('中标日期, YYYY-MM-DD'),
  announcementNo: z.string().nullable().describe('中标公告编号'),
  createdAt: z.string().describe('ISO 8601'),
});
export type Tender = z.infer<typeof tenderSchema>;

const tenderFields = {
  tenderMode: z.enum(TENDER_MODES),
  winningUnit: requiredText(3, 50),
  bidMoney: moneySchema,
  bidDate: required(ymdSchema),
  announcementNo: text(50),
};
/** POST /api/tender/insert — one tender record per sub-project (409 when it exists). */
export const tenderInsertSchema = z.object({
  projectId: idSchema,
  ...tenderFields,
  announcementNo: tenderFields.announcementNo.optional(),
});
export type TenderInsert = z.infer<typeof tenderInsertSchema>;
/** POST /api/tender/update — the fields sent change. */
export const tenderUpdateSchema = z.object(tenderFields).partial().extend({ id: idSchema });
export type TenderUpdate = z.infer<typeof tenderUpdateSchema>;

/** A value and its label in the caller's language. */
export const tenderOptionSchema = z.object({ value: z.string(), label: z.string() });
export type TenderOption = z.infer<typeof tenderOptionSchema>;

/** GET /api/tender/options — tender modes (the two that need a tender) and contract modes. */
export const tenderOptionsSchema = z.object({
  tenderModes: z.array(tenderOptionSchema),
  contractModes: z.array(tenderOptionSchema),
  qualifications: z.array(tenderOptionSchema),
});
export type TenderOptions = z.infer<typeof tenderOptionsSchema>;

// ── Contract and overview (cons info) ─────────────────────────────────────────

/** Qualifications a contractor holds for the work (建筑业企业资质). */
export const CONTRACTOR_QUALIFICATIONS = [
  'GENERAL_SPECIAL',
  'GENERAL_1',
  'GENERAL_2',
  'GENERAL_3',
  'FOUNDATION_1',
  'FOUNDATION_2',
  'FOUNDATION_3',
] as const;
export type ContractorQualification = (typeof CONTRACTOR_QUALIFICATIONS)[number];

export const consInfoSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  contractNo: z.string().describe('合同编号'),
  contractName: z.string().describe('合同名称'),
  money: z.string().describe('合同金额, 万元'),
  contractMode: z.enum(PROJECT_CONTRACT_MODES).describe('发包方式'),
  qualification: z.enum(CONTRACTOR_QUALIFICATIONS).nullable().describe('施工资质'),
  signDate: z.string().nullable().describe('签订日期'),
  plannedStart: z.string().nullable().describe('合同开工日期'),
  plannedEnd: z.string().nullable().describe('合同竣工日期'),
  buildArea: z.string().nullable().describe('建筑面积, m²'),
  overview: z.string().describe('工程概况'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsInfo = z.infer<typeof consInfoSchema>;

const consFields = {
  contractNo: requiredText(2, 50),
  contractName: requiredText(2, 100),
  money: moneySchema,
  contractMode: z.enum(PROJECT_CONTRACT_MODES),
  qualification: z.enum(CONTRACTOR_QUALIFICATIONS).nullable(),
  signDate: ymdSchema.nullable(),
  plannedStart: ymdSchema.nullable(),
  plannedEnd: ymdSchema.nullable(),
  buildArea: areaSchema.nullable(),
  overview: text(500),
};
const datesInOrder = (v: { plannedStart?: string | null; plannedEnd?: string | null }) =>
  !v.plannedStart || !v.plannedEnd || v.plannedStart <= v.plannedEnd;
const orderIssue = (field: string) => ({
  message: ruleMessage('dateOrder', 'zh'),
  path: [field],
  params: { rule: 'dateOrder' },
});
const datesIssue = orderIssue('plannedEnd');

/** POST /api/project/consInfo/insert — the contract and overview of a sub-project (one per project). */
export const consInfoInsertSchema = z
  .object({
    projectId: idSchema,
    contractNo: consFields.contractNo,
    contractName: consFields.contractName,
    money: consFields.money,
    contractMode: consFields.contractMode,
    qualification: consFields.qualification.optional(),
    signDate: consFields.signDate.optional(),
    plannedStart: consFields.plannedStart.optional(),
    plannedEnd: consFields.plannedEnd.optional(),
    buildArea: consFields.buildArea.optional(),
    overview: consFields.overview.optional(),
  })
  .refine(datesInOrder, datesIssue);
export type ConsInfoInsert = z.infer<typeof consInfoInsertSchema>;
/** POST /api/project/consInfo/update — the fields sent change (money and mode also on the project). */
export const consInfoUpdateSchema = z
  .object(consFields)
  .partial()
  .extend({ id: idSchema })
  .refine(datesInOrder, datesIssue);
export type ConsInfoUpdate = z.infer<typeof consInfoUpdateSchema>;
export const consInfoDetailQuerySchema = proIdQuery;

// ── Tender announcement (招标公告) ─────────────────────────────────────────────

export const tenderAnnouncementSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string().describe('公告标题'),
  announcementNo: z.string().describe('招标编号'),
  publishDate: z.string().describe('发布日期'),
  publishMedia: z.string().describe('发布媒介'),
  deadline: z.string().nullable().describe('投标截止日期'),
  content: z.string().describe('公告内容'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TenderAnnouncement = z.infer<typeof tenderAnnouncementSchema>;
const announcementFields = {
  title: requiredText(4, 100),
  announcementNo: requiredText(2, 50),
  publishDate: required(ymdSchema),
  publishMedia: requiredText(2, 50),
  deadline: ymdSchema.nullable(),
  content: text(2000),
};
const deadlineAfterPublish = (v: { publishDate?: string; deadline?: string | null }) =>
  !v.publishDate || !v.deadline || v.deadline >= v.publishDate;
const deadlineIssue = orderIssue('deadline');
export const tenderAnnouncementInsertSchema = z
  .object({
    projectId: idSchema,
    ...announcementFields,
    deadline: announcementFields.deadline.optional(),
    content: announcementFields.content.optional(),
  })
  .refine(deadlineAfterPublish, deadlineIssue);
export type TenderAnnouncementInsert = z.infer<typeof tenderAnnouncementInsertSchema>;
export const tenderAnnouncementUpdateSchema = z
  .object(announcementFields)
  .partial()
  .extend({ id: idSchema })
  .refine(deadlineAfterPublish, deadlineIssue);
export type TenderAnnouncementUpdate = z.infer<typeof tenderAnnouncementUpdateSchema>;

// ── Design tender (设计招标) ───────────────────────────────────────────────────

export const designTenderSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  tenderMode: z.enum(PROJECT_CONTRACT_MODES),
  designUnit: z.string().describe('中标设计单位'),
  bidMoney: z.string().describe('设计费, 万元'),
  bidDate: z.string().describe('中标日期'),
  designLeader: z.string().describe('设计负责人'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DesignTender = z.infer<typeof designTenderSchema>;
const designFields = {
  tenderMode: z.enum(PROJECT_CONTRACT_MODES),
  designUnit: requiredText(3, 50),
  bidMoney: moneySchema,
  bidDate: required(ymdSchema),
  designLeader: text(20),
};
export const designTenderInsertSchema = z.object({
  projectId: idSchema,
  ...designFields,
  designLeader: designFields.designLeader.optional(),
});
export type DesignTenderInsert = z.infer<typeof designTenderInsertSchema>;
export const designTenderUpdateSchema = z.object(designFields).partial().extend({ id: idSchema });
export type DesignTenderUpdate = z.infer<typeof designTenderUpdateSchema>;

// ── Calls (apps/server/src/modules/tender) ─────────────────────────────────────

/** A one-per-project record as the shared record card edits it. */
type RecordItem = { id: number } & Record<string, unknown>;

/** The three calls of a one-per-project record: its detail (null when none), insert and update. */
export interface RecordCalls {
  detail: Call<'GET', typeof consInfoDetailQuerySchema, undefined, z.ZodType<RecordItem | null>, undefined>;
  insert: Call<'POST', undefined, z.ZodType, z.ZodType<RecordItem>, undefined>;
  update: Call<'POST', undefined, z.ZodType, z.ZodType<RecordItem>, undefined>;
}

const recordCalls = <I extends z.ZodType, N extends z.ZodType, U extends z.ZodType>(
  base: string,
  schemas: { item: I; insert: N; update: U },
  detailPath = `${base}/detail`,
) => ({
  detail: defineCall({
    method: 'GET',
    path: detailPath,
    query: consInfoDetailQuerySchema,
    response: schemas.item.nullable(),
  }),
  insert: defineCall({
    method: 'POST',
    path: `${base}/insert`,
    body: schemas.insert,
    response: schemas.item,
  }),
  update: defineCall({
    method: 'POST',
    path: `${base}/update`,
    body: schemas.update,
    response: schemas.item,
  }),
});

export const consInfoCalls = recordCalls('project/consInfo', {
  item: consInfoSchema,
  insert: consInfoInsertSchema,
  update: consInfoUpdateSchema,
});
/** GET tender/detail is the member read of tenderCalls; the editor reads tender/record. */
export const tenderRecordCalls = recordCalls(
  'tender',
  { item: tenderSchema, insert: tenderInsertSchema, update: tenderUpdateSchema },
  'tender/record',
);
export const tenderAnnouncementCalls = recordCalls('tender/announcement', {
  item: tenderAnnouncementSchema,
  insert: tenderAnnouncementInsertSchema,
  update: tenderAnnouncementUpdateSchema,
});
export const designTenderCalls = recordCalls('tender/design', {
  item: designTenderSchema,
  insert: designTenderInsertSchema,
  update: designTenderUpdateSchema,
});

export const tenderCalls = {
  detail: defineCall({
    method: 'GET',
    path: 'tender/detail',
    query: tenderDetailQuerySchema,
    response: tenderSchema.nullable(),
  }),
  options: defineCall({ method: 'GET', path: 'tender/options', response: tenderOptionsSchema }),
  consInfoOptions: defineCall({
    method: 'GET',
    path: 'project/consInfo/options',
    response: tenderOptionsSchema,
  }),
};
