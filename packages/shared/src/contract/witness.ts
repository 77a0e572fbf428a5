import { z } from 'zod';
import { WITNESS_APPOINTERS, WITNESS_SCOPES } from '../domain/witness';
import { defineCall } from './call';
import { kitProjectQuerySchema } from './kit';

// Witness appointments (见证人委托, docs/domains/witness.md): the owner or the supervisor appoints, in
// writing, the people who may witness sampling on a project, for a period and a scope of materials.

const id = z.number().int().positive();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD');

export const WITNESS_APPOINTMENT_STATUSES = ['active', 'pending', 'expired', 'revoked'] as const;
export type WitnessAppointmentStatus = (typeof WITNESS_APPOINTMENT_STATUSES)[number];

export const witnessAppointmentSchema = z.object({
  id,
  projectId: id,
  userId: id,
  userName: z.string(),
  companyName: z.string(),
  appointer: z.enum(WITNESS_APPOINTERS),
  appointedByName: z.string(),
  documentFileId: z.string(),
  documentName: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  scope: z.array(z.enum(WITNESS_SCOPES)),
  /** active today, pending (starts later), expired, or revoked. */
  status: z.enum(WITNESS_APPOINTMENT_STATUSES),
  revokedAt: z.string().nullable(),
  revokeReason: z.string(),
  createdAt: z.string(),
});
export type WitnessAppointment = z.infer<typeof witnessAppointmentSchema>;

/** POST /api/witness/appointment/add */
export const witnessAppointmentAddSchema = z
  .object({
    proId: id,
    userId: id,
    /** stored_file id of the signed appointment letter (见证人授权委托书), uploaded for the project. */
    documentFileId: z.uuid('请上传见证人授权委托书'),
    validFrom: day,
    validTo: day,
    scope: z.array(z.enum(WITNESS_SCOPES)).min(1, '请至少选择一类见证范围').max(WITNESS_SCOPES.length),
  })
  .refine((v) => v.validTo >= v.validFrom, { path: ['validTo'], message: '截止日期不得早于起始日期' });
export type WitnessAppointmentAdd = z.infer<typeof witnessAppointmentAddSchema>;

/** POST /api/witness/appointment/revoke */
export const witnessAppointmentRevokeSchema = z.object({
  id,
  reason: z.string().trim().min(2, '请填写撤销原因').max(200),
});

/** A project member who may be appointed (or named on a sampling). */
export const witnessCandidateSchema = z.object({ userId: id, name: z.string(), companyName: z.string() });

/** GET /api/witness/appointed?proId=&day=&scope= — the witnesses a sampling of that day and material may name. */
export const witnessAppointedQuerySchema = kitProjectQuerySchema.extend({
  day: day.optional(),
  scope: z.enum(WITNESS_SCOPES).default('concrete'),
});

export const witnessCalls = {
  list: defineCall({
    method: 'GET',
    path: 'witness/appointment/list',
    query: kitProjectQuerySchema,
    response: z.array(witnessAppointmentSchema),
  }),
  add: defineCall({
    method: 'POST',
    path: 'witness/appointment/add',
    body: witnessAppointmentAddSchema,
    response: witnessAppointmentSchema,
  }),
  revoke: defineCall({
    method: 'POST',
    path: 'witness/appointment/revoke',
    body: witnessAppointmentRevokeSchema,
    response: witnessAppointmentSchema,
  }),
  candidates: defineCall({
    method: 'GET',
    path: 'witness/appointment/candidates',
    query: kitProjectQuerySchema,
    response: z.array(witnessCandidateSchema),
  }),
  appointed: defineCall({
    method: 'GET',
    path: 'witness/appointed',
    query: witnessAppointedQuerySchema,
    response: z.array(witnessCandidateSchema),
  }),
};
