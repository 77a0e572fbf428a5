import { z } from 'zod';
import { PROJECT_MODULES } from '../domain/division-config';
import { PROJECT_PROGRESS_STATUSES } from '../domain/output-notice';
import { PROJECT_AUDIT_STATUSES, SUB_PROJECT_DIVISIONS } from '../domain/project-audit';
import { PROJECT_STAGE_CODES, STAGE_STATES } from '../domain/project-stage';
import { pageQuerySchema, pageSchema } from './pagination';
import { contractorInfoSchema, projectItemSchema } from './project';
import { fivePartSchema } from './project-party';

/**
 * The read side of the project core (docs/domains/project.md/docs/product.md §7.8): the caller's sub-projects, their stages and
 * tags, list columns, division configuration, main contractor, docking engineer, the one-call
 * sub-project read model, VIP rules, and the workbench cards of /home.
 */

const int = z.number().int();
const dateSchema = z.string().describe('YYYY-MM-DD');

// ---------------------------------------------------------------------------------------------------
// GET /api/project/list
// ---------------------------------------------------------------------------------------------------

/** GET /api/project/list — the caller's sub-projects (memberships), newest first, paged and filtered. */
export const subProjectListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).optional().describe('in the sub-project or main project name'),
  division: z.enum(SUB_PROJECT_DIVISIONS).optional(),
  auditStatus: z.coerce
    .number()
    .int()
    .refine((n) => (PROJECT_AUDIT_STATUSES as readonly number[]).includes(n), {
      message: `只能是 ${PROJECT_AUDIT_STATUSES.join('、')}`,
    })
    .optional(),
  progressStatus: z.enum(PROJECT_PROGRESS_STATUSES).optional(),
});
export type SubProjectListQuery = z.infer<typeof subProjectListQuerySchema>;

export const subProjectListItemSchema = z.object({
  id: int,
  /** Same as id (the spec's project list items carry both). */
  proId: int,
  projectName: z.string(),
  mainProjectId: int.nullable(),
  mainProjectName: z.string().nullable(),
  division: z.string().nullable(),
  auditStatus: int,
  progressStatus: z.enum(PROJECT_PROGRESS_STATUSES),
  /** 万元, a decimal string. */
  money: z.string().nullable(),
  contractMode: z.string().nullable(),
  baseStatus: int,
  mainStatus: int,
  createdAt: z.string().describe('ISO 8601'),
});
export type SubProjectListItem = z.infer<typeof subProjectListItemSchema>;
export const subProjectPageSchema = pageSchema(subProjectListItemSchema);

// ---------------------------------------------------------------------------------------------------
// GET /api/project/columns
// ---------------------------------------------------------------------------------------------------

/** The columns a project list can show: keys of the list items above. */
export const PROJECT_LIST_COLUMNS = [
  { key: 'projectName', width: 220, defaultVisible: true },
  { key: 'mainProjectName', width: 240, defaultVisible: true },
  { key: 'division', width: 120, defaultVisible: true },
  { key: 'auditStatus', width: 110, defaultVisible: true },
  { key: 'progressStatus', width: 100, defaultVisible: true },
  { key: 'money', width: 130, defaultVisible: true },
  { key: 'contractMode', width: 120, defaultVisible: false },
  { key: 'createdAt', width: 160, defaultVisible: false },
] as const satisfies readonly { key: keyof SubProjectListItem; width: number; defaultVisible: boolean }[];
export type ProjectListColumnKey = (typeof PROJECT_LIST_COLUMNS)[number]['key'];

export const projectColumnSchema = z.object({
  key: z.string(),
  label: z.string().describe("in the caller's language"),
  width: int,
  defaultVisible: z.boolean(),
});
export const projectColumnsSchema = z.array(projectColumnSchema);
export type ProjectColumn = z.infer<typeof projectColumnSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/project/stage/list?proId=
// ---------------------------------------------------------------------------------------------------

export const projectStageSchema = z.object({
  code: z.enum(PROJECT_STAGE_CODES),
  label: z.string().describe("in the caller's language"),
  /** 1-based position in the division's stage order. */
  sort: int,
  plannedStart: dateSchema.nullable(),
  plannedEnd: dateSchema.nullable(),
  actualStart: dateSchema.nullable(),
  actualEnd: dateSchema.nullable(),
  state: z.enum(STAGE_STATES),
  /** The planned end has passed (business date) and the stage has not ended. */
  overdue: z.boolean(),
});
export type ProjectStage = z.infer<typeof projectStageSchema>;

export const projectStageListSchema = z.object({
  proId: int,
  division: z.string().nullable(),
  /** The stage the project is in; null when every stage is done (or the division has none). */
  currentStage: z.enum(PROJECT_STAGE_CODES).nullable(),
  stages: z.array(projectStageSchema),
});
export type ProjectStageList = z.infer<typeof projectStageListSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/project/tag/list?proId=
// ---------------------------------------------------------------------------------------------------

export const projectTagSchema = z.object({
  id: int,
  name: z.string(),
  /** An Ant Design preset colour name (red, orange, green, blue, …). */
  color: z.string(),
});
export const projectTagListSchema = z.array(projectTagSchema);
export type ProjectTag = z.infer<typeof projectTagSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/project/division/config?division=
// ---------------------------------------------------------------------------------------------------

export const divisionConfigQuerySchema = z.object({ division: z.enum(SUB_PROJECT_DIVISIONS) });

const catalogueNodeSchema = z.object({ code: z.string(), name: z.string() });

export const divisionConfigSchema = z.object({
  division: z.enum(SUB_PROJECT_DIVISIONS),
  label: z.string(),
  /** The pre-selected GB 50300 codes closed over ancestors, as /api/project/subitem/update stores them. */
  codes: z.array(z.string()),
  /** The same selection as a tree: pre-selected sub-divisions with their pre-selected sub-items. */
  subDivisions: z.array(catalogueNodeSchema.extend({ subItems: z.array(catalogueNodeSchema) })),
  modules: z.array(z.object({ key: z.enum(PROJECT_MODULES), label: z.string() })),
});
export type DivisionConfigAnswer = z.infer<typeof divisionConfigSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/project/mainContractor?proId=, GET /api/project/unit/getDockingEngineer?proId=
// ---------------------------------------------------------------------------------------------------

/** The main contractor of the sub-project's main project (the contractor/detail shape). */
export const mainContractorSchema = contractorInfoSchema;

/** The platform engineer who looks after the project; null when none is assigned. */
export const dockingEngineerSchema = z
  .object({ userId: int, name: z.string(), phone: z.string().nullable() })
  .nullable();
export type DockingEngineer = z.infer<typeof dockingEngineerSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/project/getProInfoDetail?proId=
// ---------------------------------------------------------------------------------------------------

export const proInfoDetailSchema = z.object({
  /** The sub-project (region, address and owner read from its main project). */
  project: projectItemSchema,
  mainProject: projectItemSchema,
  contractor: contractorInfoSchema,
  /** Owner, surveyor, designer, contractor, supervisor; null fields where a party is not registered. */
  fiveParties: fivePartSchema,
  /** How many of the five are registered (0–5). */
  partiesRegistered: int,
  buildingCount: int,
  /** Distinct users holding any role on the sub-project. */
  memberCount: int,
});
export type ProInfoDetail = z.infer<typeof proInfoDetailSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /api/common/vip/rule
// ---------------------------------------------------------------------------------------------------

export const vipRuleBodySchema = z.object({ proId: z.number().int().positive() });
export type VipRuleBody = z.infer<typeof vipRuleBodySchema>;

export const vipRuleSchema = z.object({
  proId: int,
  /** Every VIP interest the platform offers, with whether this project has it. */
  interests: z.array(z.object({ id: int, name: z.string(), description: z.string(), enabled: z.boolean() })),
  /** The ids the project has (the same list as /api/project/vip/interests). */
  enabledIds: z.array(int),
});
export type VipRule = z.infer<typeof vipRuleSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/project/workbench
// ---------------------------------------------------------------------------------------------------

export const workbenchItemSchema = z.object({
  proId: int,
  projectName: z.string(),
  mainProjectId: int.nullable(),
  mainProjectName: z.string().nullable(),
  division: z.string().nullable(),
  auditStatus: int,
  progressStatus: z.enum(PROJECT_PROGRESS_STATUSES),
  /** The monthly output notice is due for the caller on this project (user info's showOutputNotice rule). */
  outputReportDue: z.boolean(),
  /** Flows waiting on the caller here (the approval centre's todo box); for platform staff also the platform
   *  steps of this project and of its main project (its registration under review). */
  pendingApprovals: int,
  /** Open items of the project's 异常清单 as the caller sees it. */
  openWarnings: int,
  memberCount: int,
  buildingCount: int,
  /** How many of the five responsible parties are registered (0–5). */
  partiesRegistered: int,
});
export type WorkbenchItem = z.infer<typeof workbenchItemSchema>;
export const workbenchSchema = z.array(workbenchItemSchema);
