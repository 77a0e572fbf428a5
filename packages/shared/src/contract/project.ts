import { z } from 'zod';
import { CONTRACT_MODE } from '../constants';
import { PROJECT_PROGRESS_STATUSES } from '../domain/output-notice';
import { DESIGN_PARTS, PROJECT_AUDIT_STATUSES, SUB_PROJECT_DIVISIONS } from '../domain/project-audit';
import { addressSchema, personNameSchema, phoneSchema } from '../validators/identity';
import { ruleMessage } from '../validators/messages';
import { amountSchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { areaListSchema } from './company';
import { flowActionItemSchema } from './flow';
import { pageQuerySchema, pageSchema } from './pagination';

export const projectIdQuerySchema = z.object({ proId: z.coerce.number().int().positive() });

/** GET /api/project/fireControl/type?proId= — fire-control type of a project (0, 1, or null when not set). */
export const fireControlTypeSchema = z.object({ fireControl: z.number().int().nullable() });

/** GET /api/project/new/selectFireInfoById?proId= — the project's fire-control information. */
export const fireInfoSchema = z.object({
  projectId: z.number().int(),
  division: z.string().nullable(),
  fireControl: z.number().int().nullable(),
});

/** GET /api/project/vip/interests?proId= — ids of the VIP features the project has (docs/product.md §3 vipProjectInterests). */
export const vipInterestsSchema = z.array(z.number().int());

// ---------------------------------------------------------------------------------------------------
// The project core (docs/product.md §3, §4, docs/domains/project.md): main projects and sub-projects, their audit flow, the main
// contractor, design information and progress status.
// ---------------------------------------------------------------------------------------------------

/** Contract modes a project may be let under: the two of docs/product.md §9, plus direct award (no tender). */
export const PROJECT_CONTRACT_MODES = [
  CONTRACT_MODE.PUBLIC_BIDDING,
  CONTRACT_MODE.INVITATION_TO_TENDER,
  'DIRECT_AWARD',
] as const;
export type ProjectContractMode = (typeof PROJECT_CONTRACT_MODES)[number];

const projectNameSchema = z.string().trim().min(2).max(100);
const moneySchema = required(amountSchema).describe('万元; 8 integer digits, 4 decimals; 0 allowed');
const idSchema = z.number().int().positive();

/** POST /api/project/manage/add — a main project registered by the general contractor (a draft). */
export const projectRegisterBodySchema = z.object({
  name: projectNameSchema,
  areaList: areaListSchema,
  address: required(addressSchema),
  /** The owner (建设单位): an active company of type 2. */
  ownerCompanyId: idSchema,
  money: moneySchema,
  contractMode: z.enum(PROJECT_CONTRACT_MODES),
  division: z.enum(SUB_PROJECT_DIVISIONS).optional(),
  /** Platform staff only: the contractor company the project is registered for (type 1). */
  contractorCompanyId: idSchema.optional(),
  /** Platform staff only: the project needs no audit (auditStatus -1). */
  noAudit: z.boolean().optional(),
});
export type ProjectRegisterBody = z.infer<typeof projectRegisterBodySchema>;

/** POST /api/project/manage/addSub — a sub-project (标段) under a main project. */
export const subProjectCreateBodySchema = z.object({
  parentId: idSchema,
  name: projectNameSchema,
  division: z.enum(SUB_PROJECT_DIVISIONS),
  money: moneySchema,
  contractMode: z.enum(PROJECT_CONTRACT_MODES).optional(),
});
export type SubProjectCreateBody = z.infer<typeof subProjectCreateBodySchema>;

/** PUT /api/project/update — only the fields sent change; main-project fields are ignored on a sub. */
export const projectUpdateBodySchema = z.object({
  id: idSchema,
  name: projectNameSchema.optional(),
  areaList: areaListSchema.optional(),
  address: required(addressSchema).optional(),
  ownerCompanyId: idSchema.optional(),
  money: moneySchema.optional(),
  contractMode: z.enum(PROJECT_CONTRACT_MODES).optional(),
  division: z.enum(SUB_PROJECT_DIVISIONS).optional(),
  fireControl: z
    .union([z.literal(0), z.literal(1)])
    .nullable()
    .optional(),
});
export type ProjectUpdateBody = z.infer<typeof projectUpdateBodySchema>;

export const projectIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const projectIdBodySchema = z.object({ id: idSchema });

/** A main project or a sub-project, as the manage and detail calls answer it. */
export const projectItemSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  name: z.string(),
  division: z.string().nullable(),
  money: z.string().nullable(),
  contractMode: z.string().nullable(),
  auditStatus: z.number().int(),
  baseStatus: z.number().int(),
  mainStatus: z.number().int(),
  progressStatus: z.enum(PROJECT_PROGRESS_STATUSES),
  fireControl: z.number().int().nullable(),
  areaList: z.array(z.string()),
  address: z.string().nullable(),
  ownerCompanyId: z.number().int().nullable(),
  ownerCompanyName: z.string().nullable(),
  contractorCompanyId: z.number().int().nullable(),
  contractorCompanyName: z.string().nullable(),
  registrantId: z.number().int().nullable(),
  registrantName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable().describe('ISO 8601'),
  reviewedAt: z.string().nullable().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
  subCount: z.number().int(),
});
export type ProjectItem = z.infer<typeof projectItemSchema>;

/** GET /api/project/manage/detail?id= — a main project with its sub-projects. */
export const manageDetailSchema = projectItemSchema.extend({ subProjects: z.array(projectItemSchema) });
export type ManageDetail = z.infer<typeof manageDetailSchema>;

/** POST /api/project/manage/list — main projects the caller manages (every one for platform staff). */
export const manageListBodySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
  auditStatus: z.union(PROJECT_AUDIT_STATUSES.map((s) => z.literal(s))).optional(),
});
export type ManageListBody = z.infer<typeof manageListBodySchema>;
export const manageListPageSchema = pageSchema(projectItemSchema);

/** POST /api/project/manage/audit — the platform reviewer approves or rejects (a reason is required). */
export const manageAuditBodySchema = z
  .object({ id: idSchema, approve: z.boolean(), reason: z.string().trim().max(200).optional() })
  .superRefine((body, ctx) => {
    if (!body.approve && !body.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: ruleMessage('required', 'zh'),
        params: { rule: 'required' },
      });
  });
export type ManageAuditBody = z.infer<typeof manageAuditBodySchema>;

/** GET /api/project/manage/audit/trail — a registration's audit trail from its project-audit flow instances. */
export const registrationTrailSchema = z.object({
  instanceId: z.number().int().nullable().describe('the instance under review now, if any'),
  version: z.number().int().nullable(),
  actions: z.array(flowActionItemSchema).describe('every submission, approval and rejection, oldest first'),
});
export type RegistrationTrail = z.infer<typeof registrationTrailSchema>;

/** The main contractor of a main project and its people (contractor detail / update). */
export const contractorInfoSchema = z.object({
  projectId: z.number().int(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  creditCode: z.string().nullable(),
  managerName: z.string().nullable(),
  managerPhone: z.string().nullable(),
  techLeadName: z.string().nullable(),
  techLeadPhone: z.string().nullable(),
});
export type ContractorInfo = z.infer<typeof contractorInfoSchema>;

export const contractorUpdateBodySchema = z.object({
  id: idSchema,
  /** An active company of type 1. */
  companyId: idSchema.optional(),
  managerName: required(personNameSchema),
  managerPhone: required(phoneSchema),
  techLeadName: personNameSchema.optional(),
  techLeadPhone: phoneSchema.optional(),
});
export type ContractorUpdateBody = z.infer<typeof contractorUpdateBodySchema>;

/** POST /api/project/status/change — a sub-project completed or stopped (or back in progress). */
export const projectStatusBodySchema = z.object({ id: idSchema, status: z.enum(PROJECT_PROGRESS_STATUSES) });
export type ProjectStatusBody = z.infer<typeof projectStatusBodySchema>;

/** POST /api/project/design/complete — the sub-project's foundation or main-part design information. */
export const designCompleteBodySchema = z.object({ id: idSchema, part: z.enum(DESIGN_PARTS) });
export type DesignCompleteBody = z.infer<typeof designCompleteBodySchema>;
export const designStatusSchema = z.object({
  id: z.number().int(),
  baseStatus: z.number().int(),
  mainStatus: z.number().int(),
});

const optionSchema = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

/** GET /api/project/new/options — the choices of the registration forms, labelled in the caller's language. */
export const projectOptionsSchema = z.object({
  divisions: z.array(optionSchema(z.string())),
  contractModes: z.array(optionSchema(z.string())),
  auditStatuses: z.array(optionSchema(z.number().int())),
  progressStatuses: z.array(optionSchema(z.string())),
  partyTypes: z.array(optionSchema(z.string())),
});
export type ProjectOptions = z.infer<typeof projectOptionsSchema>;

/**
 * GET /api/project/detail/options?id= (docs/domains/project.md "detail options"): what the project detail form of
 * this project offers — its divisions, contract modes, fire-control types, the owners to choose from
 * (main projects only) — and whether and which fields the caller may change with PUT /api/project/update.
 */
export const projectDetailOptionsSchema = z.object({
  projectId: z.number().int(),
  isMain: z.boolean(),
  editable: z.boolean().describe('the caller manages the project and its main project is not under review'),
  editableFields: z.array(z.string()).describe('fields of PUT /api/project/update the form may send'),
  divisions: z.array(optionSchema(z.string())),
  contractModes: z.array(optionSchema(z.string())),
  fireControls: z.array(optionSchema(z.number().int())),
  ownerCompanies: z
    .array(optionSchema(z.number().int()))
    .describe('active owners (at most 50); [] on a sub-project'),
});
export type ProjectDetailOptions = z.infer<typeof projectDetailOptionsSchema>;

/** GET /api/project/getCompNameList?compType=&keyword= — active companies for the selectors (at most 50). */
export const compNameListQuerySchema = z.object({
  compType: z.coerce.number().int().min(1).max(8).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type CompNameListQuery = z.infer<typeof compNameListQuerySchema>;
export const compNameItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  compType: z.number().int(),
});
export const compNameListSchema = z.array(compNameItemSchema);
