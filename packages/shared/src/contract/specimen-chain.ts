import { z } from 'zod';
import { defineCall } from './call';
import { kitProjectQuerySchema } from './kit';
import { pourItemSchema, specimenItemSchema } from './specimen';
import { curedStaySchema } from './specimen-cured';

// The chain of custody of a test-block group (docs/domains/witness.md): the witness confirms the sampling,
// labels carry a QR code of the group's number, and scanning it opens the group for the caller's role
// (the lab receives it, the others see its chain).

const id = z.number().int().positive();
const code = z.string().trim().min(4).max(64);

/** POST /api/inspection/pour/witnessConfirm — the named witness confirms the sampling, once. */
export const witnessConfirmSchema = z.object({ pourId: id });

export const LABEL_FORMATS = ['a4', 'thermal'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** GET /api/inspection/specimen/labelsPdf?proId=&ids=&format= — A4 grid (3 × 8) or 50 × 30 mm thermal labels. */
export const labelsPdfQuerySchema = kitProjectQuerySchema.extend({
  ids: z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v),
    z.array(z.coerce.number().int().positive()).min(1).max(200),
  ),
  format: z.enum(LABEL_FORMATS).default('a4'),
});

/**
 * cured: the group's stays in standard curing rooms (标准养护, docs/domains/curing.md); usedInLot: an
 * accepted inspection lot rests on the group's report (用于验收批, the chain's last step).
 */
export const CHAIN_STEPS = [
  'sampled',
  'witnessed',
  'received',
  'cured',
  'tested',
  'reported',
  'usedInLot',
] as const;
export type ChainStep = (typeof CHAIN_STEPS)[number];

export const chainStepSchema = z.object({
  step: z.enum(CHAIN_STEPS),
  done: z.boolean(),
  at: z.string().nullable(),
  by: z.string().nullable(),
  detail: z.string(),
  /** The cured step only: the recorded stays (empty: not recorded, which is no verdict). */
  stays: z.array(curedStaySchema).optional(),
});
export type ChainStepItem = z.infer<typeof chainStepSchema>;

/** What a scanned label opens: the group, its project, its chain and what the caller may do. */
export const scannedSpecimenSchema = z.object({
  specimen: specimenItemSchema,
  projectName: z.string(),
  chain: z.array(chainStepSchema),
  /** The caller is a tester of the lab the group was submitted to and the lab has not received it yet. */
  canReceive: z.boolean(),
  /**
   * Only in the answer of a receipt by scan (docs/domains/curing.md "Placed at receipt"): the standard room
   * the received standard-cured groups went into when exactly one fits, else the rooms to pick from.
   */
  placement: z
    .object({
      room: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      choices: z.array(z.object({ id: z.number().int(), name: z.string() })),
      /** The standard-cured groups of the submission placed, or waiting for the picked room. */
      specimenIds: z.array(z.number().int()),
    })
    .optional(),
});
export type ScannedSpecimen = z.infer<typeof scannedSpecimenSchema>;

export const scanQuerySchema = z.object({ code });
export const receiveByCodeSchema = z.object({ code });

export const materialWitnessRatioSchema = z.object({
  material: z.string(),
  total: z.number().int(),
  confirmed: z.number().int(),
  pending: z.number().int(),
  ratio: z.number(),
  pass: z.boolean(),
  warn: z.boolean(),
});

/** The chain-of-custody calls of the specimen module. */
export const specimenChainCalls = {
  witnessConfirm: defineCall({
    method: 'POST',
    path: 'inspection/pour/witnessConfirm',
    body: witnessConfirmSchema,
    response: pourItemSchema,
  }),
  witnessPending: defineCall({
    method: 'GET',
    path: 'inspection/pour/witnessPending',
    query: kitProjectQuerySchema,
    response: z.array(pourItemSchema),
  }),
  witnessRatios: defineCall({
    method: 'GET',
    path: 'inspection/witnessRatio',
    query: kitProjectQuerySchema,
    response: z.array(materialWitnessRatioSchema),
  }),
  labelsPdf: defineCall({
    method: 'GET',
    path: 'inspection/specimen/labelsPdf',
    query: labelsPdfQuerySchema,
    response: 'file',
  }),
  scan: defineCall({
    method: 'GET',
    path: 'inspection/specimen/scan',
    query: scanQuerySchema,
    response: scannedSpecimenSchema,
  }),
  receiveByCode: defineCall({
    method: 'POST',
    path: 'inspection/specimen/receiveByCode',
    body: receiveByCodeSchema,
    response: scannedSpecimenSchema,
  }),
};
