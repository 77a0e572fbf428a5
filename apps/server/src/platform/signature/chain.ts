import type { Alteration, ChainVerify, Language, SignedRecordType, SigningParty } from '@zhuji/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { canonicalJson, sha256Hex } from './canonical';
import { signatureMessage } from './signature.messages';
import { signatureChain } from './signature.table';

export type ChainRow = typeof signatureChain.$inferSelect;

export interface ChainLink {
  projectId: number;
  recordType: SignedRecordType;
  recordId: number;
  version: number;
  contentHash: string;
  step: number;
  party: SigningParty;
  serverSignature: string;
}

/** The genesis "previous hash" of every project's chain. */
export const CHAIN_GENESIS = '0'.repeat(64);

/** The entry hash: SHA-256 over the canonical JSON of the link, its seq and the previous entry's hash. */
export const entryHashOf = (link: ChainLink, seq: number, prevHash: string) =>
  sha256Hex(
    canonicalJson({
      projectId: link.projectId,
      seq,
      prevHash,
      recordType: link.recordType,
      recordId: link.recordId,
      version: link.version,
      contentHash: link.contentHash,
      step: link.step,
      party: link.party,
      serverSignature: link.serverSignature,
    }),
  );

/** Holds the project's chain until the transaction ends (re-entrant within it). */
export const lockChain = (tx: DbOrTx, projectId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('signature_chain'), ${projectId}::int)`);

/**
 * Appends one entry to the project's chain. The transaction-scoped advisory lock on the project makes
 * concurrent signers of one project take seq numbers one after the other.
 */
export async function appendToChain(tx: DbOrTx, link: ChainLink): Promise<ChainRow> {
  await lockChain(tx, link.projectId);
  const [last] = await tx
    .select({ seq: signatureChain.seq, entryHash: signatureChain.entryHash })
    .from(signatureChain)
    .where(eq(signatureChain.projectId, link.projectId))
    .orderBy(desc(signatureChain.seq))
    .limit(1);
  const seq = (last?.seq ?? 0) + 1;
  const prevHash = last?.entryHash ?? CHAIN_GENESIS;
  const [row] = await tx
    .insert(signatureChain)
    .values({ ...link, seq, prevHash, entryHash: entryHashOf(link, seq, prevHash) })
    .returning();
  if (!row) throw new Error('chain entry not inserted');
  return row;
}

/**
 * Walks a project's chain from seq 1: a missing seq (an entry deleted), an entry whose hash no longer
 * matches its fields (changed) or whose previous hash is not the entry before it (spliced) breaks it;
 * the answer names the first place.
 */
export async function verifyChain(db: DbOrTx, projectId: number, lang: Language): Promise<ChainVerify> {
  const rows = await db
    .select()
    .from(signatureChain)
    .where(eq(signatureChain.projectId, projectId))
    .orderBy(asc(signatureChain.seq));
  return walkChain(rows, lang);
}

export function walkChain(rows: readonly ChainRow[], lang: Language): ChainVerify {
  let prevHash = CHAIN_GENESIS;
  let expected = 1;
  for (const row of rows) {
    const broken = (key: 'chainMissing' | 'chainAltered' | 'chainUnlinked', seq: number): ChainVerify => {
      const a: Alteration = {
        kind: 'chain',
        where: String(seq),
        message: signatureMessage(key, lang, { seq }),
      };
      return { entries: rows.length, intact: false, brokenAt: seq, alterations: [a] };
    };
    if (row.seq !== expected) return broken('chainMissing', expected);
    if (row.entryHash !== entryHashOf(row, row.seq, row.prevHash)) return broken('chainAltered', row.seq);
    if (row.prevHash !== prevHash) return broken('chainUnlinked', row.seq);
    prevHash = row.entryHash;
    expected++;
  }
  return { entries: rows.length, intact: true, brokenAt: null, alterations: [] };
}
