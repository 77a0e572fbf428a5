import { SIGNED_RECORD_TYPES, SIGNING_PARTIES } from '@zhuji/shared';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One version of a signed record: the canonical content it had when the version was opened (so an old
 * version stays verifiable after an amendment, and a changed record can be told where it changed) and
 * that content's SHA-256. Append-only: a trigger refuses UPDATE and DELETE (custom migration
 * signature_append_only, docs/domains/signature.md).
 */
export const signedRecord = pgTable(
  'signed_record',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    recordType: text({ enum: SIGNED_RECORD_TYPES }).notNull(),
    recordId: bigint({ mode: 'number' }).notNull(),
    version: integer().notNull(),
    content: jsonb().$type<unknown>().notNull(),
    contentHash: text().notNull(),
    /** Why this version exists: '' for the first, the amendment's reason after. */
    reason: text().notNull().default(''),
    createdBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signed_record_version_uq').on(t.recordType, t.recordId, t.version),
    index('signed_record_project_idx').on(t.projectId),
  ],
);

/**
 * One party's signature on one version: the drawn image (stored_file) and the platform's Ed25519
 * signature over the step's payload (record, version, content hash, party, signer, image hash, time).
 * Append-only like signed_record.
 */
export const recordSignature = pgTable(
  'record_signature',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    signedRecordId: bigint({ mode: 'number' }).notNull(),
    projectId: bigint({ mode: 'number' }).notNull(),
    step: integer().notNull(),
    party: text({ enum: SIGNING_PARTIES }).notNull(),
    signerId: bigint({ mode: 'number' }).notNull(),
    companyId: bigint({ mode: 'number' }),
    imageFileId: uuid(),
    imageHash: text().notNull(),
    contentHash: text().notNull(),
    keyId: text().notNull(),
    serverSignature: text().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('record_signature_step_uq').on(t.signedRecordId, t.step)],
);

/**
 * The per-project hash chain: one entry per signature, each hashing the previous entry's hash with
 * (record type, id, version, content hash, step, party, server signature). Rows are never updated or
 * deleted (trigger); a gap in seq or a hash that does not follow shows where the chain was broken.
 */
export const signatureChain = pgTable(
  'signature_chain',
  {
    projectId: bigint({ mode: 'number' }).notNull(),
    seq: integer().notNull(),
    recordType: text({ enum: SIGNED_RECORD_TYPES }).notNull(),
    recordId: bigint({ mode: 'number' }).notNull(),
    version: integer().notNull(),
    contentHash: text().notNull(),
    step: integer().notNull(),
    party: text({ enum: SIGNING_PARTIES }).notNull(),
    serverSignature: text().notNull(),
    prevHash: text().notNull(),
    entryHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.seq] }),
    index('signature_chain_record_idx').on(t.recordType, t.recordId),
  ],
);
