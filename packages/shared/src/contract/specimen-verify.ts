import { z } from 'zod';
import { alterationSchema, signedVersionSchema } from './signature';
import { curedStaySchema } from './specimen-cured';

// The public page that verifies a test report by the code on its QR (docs/domains/signature.md): the
// report, its signatures and the steps of its specimens' chain. The call is specimenCalls.verify.

// ---- public verification (docs/product.md §2.1) ------------------------------------------------------------

export const reportVerifyQuerySchema = z.object({ code: z.string().trim().min(8).max(64) });
/** One step of a report's specimens on the public page, from sampling to the last signature. */
export const reportChainStepSchema = z.object({
  key: z.enum([
    'sampled',
    'witnessed',
    'submitted',
    'received',
    /** The groups' stays in standard curing rooms and any curing warning that touched them. */
    'cured',
    'tested',
    'reported',
    'amended',
    'signed',
    /** An accepted inspection lot rests on the results (用于验收批); `by` lists who signed the lot. */
    'usedInLot',
  ]),
  at: z.string().nullable(),
  by: z.string(),
  /** Signed steps: whether the signature verifies; other steps: null. */
  verified: z.boolean().nullable(),
  note: z.string(),
  /** The cured step only: the groups' recorded stays (empty: not recorded, which is no verdict). */
  stays: z.array(curedStaySchema).optional(),
});
export type ReportChainStep = z.infer<typeof reportChainStepSchema>;

/** The report's signatures: Ed25519 versions (docs/domains/signature.md), or the former HMAC before migration. */
export const reportSigningSchema = z.object({
  scheme: z.enum(['ed25519', 'hmac']),
  intact: z.boolean(),
  keyId: z.string(),
  versions: z.array(signedVersionSchema),
  alterations: z.array(alterationSchema),
  /** The first entry where the project's signature chain breaks; null when it is intact. */
  brokenAt: z.number().int().nullable(),
});
export type ReportSigning = z.infer<typeof reportSigningSchema>;

export const reportVerifySchema = z.object({
  /** The report's current content is what was signed and every signature (and the chain) verifies. */
  genuine: z.boolean(),
  signing: reportSigningSchema,
  steps: z.array(reportChainStepSchema),
  reportNo: z.string(),
  labName: z.string(),
  projectName: z.string(),
  issuedAt: z.string(),
  revision: z.number().int(),
  conclusion: z.string(),
  hasEvidence: z.boolean(),
  groups: z.array(
    z.object({
      sampleNo: z.string(),
      strengthGrade: z.string(),
      location: z.string(),
      ageDays: z.number().int(),
      strengths: z.array(z.number()),
      value: z.number().nullable(),
      status: z.string(),
    }),
  ),
});
export type ReportVerify = z.infer<typeof reportVerifySchema>;
