import { z } from 'zod';
import { defineCall } from './call';

/**
 * Signed records (docs/domains/signature.md): a record of a registered type (a lab report, an acceptance lot)
 * is signed version by version, each party in turn, every signature chained per project.
 */
export const SIGNED_RECORD_TYPES = ['test-report', 'acceptance-lot'] as const;
export type SignedRecordType = (typeof SIGNED_RECORD_TYPES)[number];

/** The parties that sign, by the company type of the role they sign in. */
export const SIGNING_PARTIES = ['lab', 'contractor', 'supervisor', 'owner'] as const;
export type SigningParty = (typeof SIGNING_PARTIES)[number];

const recordId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const signedRecordQuerySchema = z.object({ type: z.enum(SIGNED_RECORD_TYPES), id: recordId });

/** A drawn signature as the pad gives it: a PNG data URL, at most 300 kB of base64. */
export const drawnSignatureSchema = z
  .string()
  .max(400_000)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/);

export const signBodySchema = z.object({
  type: z.enum(SIGNED_RECORD_TYPES),
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The version the signer saw: signing a version that has since been amended is refused. */
  version: z.number().int().positive().max(10_000),
  image: drawnSignatureSchema,
});
export type SignBody = z.infer<typeof signBodySchema>;

export const signatureItemSchema = z.object({
  step: z.number().int(),
  party: z.enum(SIGNING_PARTIES),
  signerName: z.string(),
  companyName: z.string(),
  signedAt: z.string(),
  /** The Ed25519 signature over this step's payload verifies with the platform key. */
  verified: z.boolean(),
  /** Stored file id of the drawn signature (readable by project members). */
  imageFileId: z.string().nullable(),
});
export type SignatureItem = z.infer<typeof signatureItemSchema>;

export const signedVersionSchema = z.object({
  version: z.number().int(),
  reason: z.string(),
  contentHash: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  signatures: z.array(signatureItemSchema),
  /** Every party of the order has signed this version. */
  complete: z.boolean(),
});
export type SignedVersion = z.infer<typeof signedVersionSchema>;

/** Where a record or a chain no longer matches what was signed. */
export const alterationSchema = z.object({
  /** 'content': the live record differs from the signed version; 'signature'; 'chain'. */
  kind: z.enum(['content', 'signature', 'chain']),
  /** The changed fields (content), the step (signature) or the chain sequence number (chain). */
  where: z.string(),
  message: z.string(),
});
export type Alteration = z.infer<typeof alterationSchema>;

export const signedRecordSchema = z.object({
  type: z.enum(SIGNED_RECORD_TYPES),
  id: z.number().int(),
  order: z.array(z.enum(SIGNING_PARTIES)),
  versions: z.array(signedVersionSchema),
  /** The party whose turn it is on the latest version; null when it is complete or nothing is open. */
  turn: z.enum(SIGNING_PARTIES).nullable(),
  /** The caller may sign now (their turn, in the record's chain of parties). */
  canSign: z.boolean(),
  /** The live content still hashes to the latest version's hash and every signature verifies. */
  intact: z.boolean(),
  alterations: z.array(alterationSchema),
});
export type SignedRecord = z.infer<typeof signedRecordSchema>;

export const publicKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  keyId: z.string(),
  publicKeyPem: z.string(),
});

export const chainQuerySchema = z.object({ proId: recordId });
export const chainVerifySchema = z.object({
  entries: z.number().int(),
  intact: z.boolean(),
  /** The first sequence number where the chain breaks; null when intact. */
  brokenAt: z.number().int().nullable(),
  alterations: z.array(alterationSchema),
});
export type ChainVerify = z.infer<typeof chainVerifySchema>;

/** The signature calls (apps/server/src/modules/signature over platform/signature). */
export const signatureCalls = {
  publicKey: defineCall({ method: 'GET', path: 'signature/publicKey', response: publicKeySchema }),
  record: defineCall({
    method: 'GET',
    path: 'signature/record',
    query: signedRecordQuerySchema,
    response: signedRecordSchema,
  }),
  sign: defineCall({
    method: 'POST',
    path: 'signature/sign',
    body: signBodySchema,
    response: signedRecordSchema,
  }),
  chain: defineCall({
    method: 'GET',
    path: 'signature/chain',
    query: chainQuerySchema,
    response: chainVerifySchema,
  }),
};
