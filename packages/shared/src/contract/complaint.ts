import { z } from 'zod';
import { PARTY_TYPES } from '../domain/project-audit';
import { required } from '../validators/rule';
import { defineCall } from './call';
import { ymdSchema } from './tender';

// Complaints of a sub-project (docs/domains/complaint.md complaint add, detail, list, export, respondent list) against
// one of the five parties, with their handling status; the performance view counts them per party.

const idSchema = z.number().int().positive();

export const COMPLAINT_STATUSES = ['PENDING', 'HANDLING', 'CLOSED'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_CATEGORIES = ['QUALITY', 'SAFETY', 'WAGES', 'NOISE', 'SCHEDULE', 'OTHER'] as const;

export const complaintItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  complaintNo: z.string(),
  complainant: z.string(),
  phone: z.string(),
  respondentType: z.enum(PARTY_TYPES),
  respondentName: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  content: z.string(),
  receivedDate: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  handlingResult: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ComplaintItem = z.infer<typeof complaintItemSchema>;

const complaintFields = {
  complaintNo: z.string().trim().min(2).max(30),
  complainant: z.string().trim().min(2).max(20),
  phone: z.string().trim().max(20),
  respondentType: z.enum(PARTY_TYPES),
  respondentName: z.string().trim().min(2).max(50),
  category: z.enum(COMPLAINT_CATEGORIES),
  content: z.string().trim().min(5).max(1000),
  receivedDate: required(ymdSchema),
  status: z.enum(COMPLAINT_STATUSES),
  handlingResult: z.string().trim().max(1000),
};
/** POST /api/project/complaint/add — a complaint received against one of the parties. */
export const complaintCreateSchema = z.object({
  projectId: idSchema,
  ...complaintFields,
  phone: complaintFields.phone.optional(),
  /** A blank (an imported empty cell) means pending. */
  status: z.preprocess((v) => (v === '' ? undefined : v), complaintFields.status.optional()),
  handlingResult: complaintFields.handlingResult.optional(),
});
export type ComplaintCreate = z.infer<typeof complaintCreateSchema>;
export const complaintUpdateSchema = z
  .object(complaintFields)
  .omit({ complaintNo: true })
  .partial()
  .extend({ id: idSchema });
export const COMPLAINT_SORT_FIELDS = ['receivedDate', 'complaintNo', 'status', 'createdAt'] as const;
export const complaintFiltersSchema = z.object({
  status: z.enum(COMPLAINT_STATUSES).optional(),
  respondentType: z.enum(PARTY_TYPES).optional(),
});

/** GET /api/project/complaint/respondents?proId= — the parties a complaint can name. */
export const respondentsQuerySchema = z.object({ proId: z.coerce.number().int().positive() });
export const respondentsSchema = z.array(
  z.object({ partyType: z.enum(PARTY_TYPES), companyName: z.string() }),
);

/**
 * GET /api/project/performance?proId= — each party's complaints (all, open, closed) and rectification
 * notices (all, open = not yet closed, overdue = open past the deadline). A notice naming no company
 * counts against the contractor, the party that answers rectifications.
 */
export const performanceSchema = z.array(
  z.object({
    partyType: z.enum(PARTY_TYPES),
    companyName: z.string(),
    complaints: z.number().int(),
    open: z.number().int(),
    closed: z.number().int(),
    rectifications: z.number().int(),
    rectificationsOpen: z.number().int(),
    rectificationsOverdue: z.number().int(),
  }),
);
export type Performance = z.infer<typeof performanceSchema>;

/** The complaint calls besides its kit resource (apps/server/src/modules/complaint). */
export const complaintCalls = {
  respondents: defineCall({
    method: 'GET',
    path: 'project/complaint/respondents',
    query: respondentsQuerySchema,
    response: respondentsSchema,
  }),
  performance: defineCall({
    method: 'GET',
    path: 'project/performance',
    query: respondentsQuerySchema,
    response: performanceSchema,
  }),
};
