import type {
  Alteration,
  Language,
  SignBody,
  SignedRecord,
  SignedRecordType,
  SigningParty,
} from '@zhuji/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { rolesOnProject } from '../access/membership';
import { type AuditActor, recordAudit } from '../audit/audit';
import type { SessionUser } from '../auth/session';
import type { Db, DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { company } from '../identity/company.table';
import { userNames } from '../identity/user-names';
import type { FileStorage } from '../storage/storage';
import { saveUpload } from '../storage/uploads';
import { canonicalJson, changedPaths, contentHash, sha256Hex } from './canonical';
import { appendToChain, lockChain } from './chain';
import { PARTY_COMPANY_TYPE, signedRecordKind } from './registry';
import { partyLabel, signatureMessage } from './signature.messages';
import { recordSignature, signatureChain, signedRecord } from './signature.table';
import { type PlatformKey, signBytes, verifyBytes } from './signing-key';

export type SignedRecordRow = typeof signedRecord.$inferSelect;
type SignatureRow = typeof recordSignature.$inferSelect;

/** What the platform signs for one step: everything that identifies the version, the signer and the image. */
export const signaturePayload = (v: SignedRecordRow, s: Omit<SignatureRow, 'id' | 'serverSignature'>) =>
  canonicalJson({
    recordType: v.recordType,
    recordId: v.recordId,
    version: v.version,
    contentHash: s.contentHash,
    step: s.step,
    party: s.party,
    signerId: s.signerId,
    companyId: s.companyId,
    imageHash: s.imageHash,
    signedAt: s.signedAt.toISOString(),
    keyId: s.keyId,
  });

async function latestVersion(db: DbOrTx, type: SignedRecordType, recordId: number) {
  const [row] = await db
    .select()
    .from(signedRecord)
    .where(and(eq(signedRecord.recordType, type), eq(signedRecord.recordId, recordId)))
    .orderBy(desc(signedRecord.version))
    .limit(1);
  return row ?? null;
}

/**
 * Opens the next version of a record from its live content, in the caller's transaction: the first
 * when the record becomes signable (a report issued), the next after an amendment (reason required).
 * Nothing is opened when the live content still hashes to the latest version's. Returns the version.
 */
export async function openVersion(
  tx: DbOrTx,
  input: { type: SignedRecordType; recordId: number; userId: number | null; reason?: string },
): Promise<SignedRecordRow> {
  const kind = signedRecordKind(input.type);
  const live = await kind.load(tx, input.recordId);
  if (!live) throw new Error(`${input.type} ${input.recordId} does not exist`);
  const hash = contentHash(live.content);
  const latest = await latestVersion(tx, input.type, input.recordId);
  if (latest?.contentHash === hash) return latest;
  const [row] = await tx
    .insert(signedRecord)
    .values({
      projectId: live.projectId,
      recordType: input.type,
      recordId: input.recordId,
      version: (latest?.version ?? 0) + 1,
      content: JSON.parse(canonicalJson(live.content)),
      contentHash: hash,
      reason: latest ? (input.reason ?? '') : '',
      createdBy: input.userId,
    })
    .returning();
  if (!row) throw new Error('signed record version not inserted');
  return row;
}

/** The parties the user may sign for on the project: their current role there, else every role held. */
async function partiesOf(db: DbOrTx, user: SessionUser, projectId: number, order: readonly SigningParty[]) {
  const held = await rolesOnProject(db, user.userId, projectId);
  const acting =
    projectId === user.currentProjectId && held.some((r) => r.id === user.currentRoleId)
      ? held.filter((r) => r.id === user.currentRoleId)
      : held;
  return order.filter((p) => acting.some((r) => r.compType === PARTY_COMPANY_TYPE[p]));
}

/** Turn and refusal for the user on the latest version; null refusal when they may sign now. */
async function turnFor(
  db: DbOrTx,
  user: SessionUser,
  type: SignedRecordType,
  recordId: number,
  version: SignedRecordRow | null,
  signatures: readonly SignatureRow[],
  lang: Language,
) {
  const kind = signedRecordKind(type);
  const turn = version && signatures.length < kind.order.length ? kind.order[signatures.length]! : null;
  const refuse = (status: number, msg: string) => ({ turn, refusal: new AppError(msg, status, status) });
  if (!version) return refuse(409, signatureMessage('nothingToSign', lang));
  const mine = await partiesOf(db, user, version.projectId, kind.order);
  const eligible: SigningParty[] = [];
  for (const p of mine) if (!kind.eligible || (await kind.eligible(db, user, recordId, p))) eligible.push(p);
  if (eligible.length === 0) return refuse(403, signatureMessage('notSigner', lang));
  if (turn === null) return refuse(409, signatureMessage('complete', lang));
  if (signatures.some((s) => s.signerId === user.userId))
    return refuse(409, signatureMessage('alreadySigned', lang));
  if (!eligible.includes(turn))
    return refuse(409, signatureMessage('notYourTurn', lang, { party: partyLabel(turn, lang) }));
  return { turn, refusal: null };
}

/**
 * One party signs the latest version of a record: their turn, in the record's chain of parties, the live
 * content still the version's. Stores the drawn image, signs the step with the platform key, appends it
 * to the project's chain and audits it, in one transaction.
 */
export async function signRecord(
  db: Db,
  key: PlatformKey,
  storage: FileStorage,
  user: SessionUser,
  actor: AuditActor,
  body: SignBody,
  lang: Language,
): Promise<SignedRecord> {
  const kind = signedRecordKind(body.type);
  await kind.assertReads(db, user, body.id, lang);
  const bytes = Buffer.from(body.image.slice(body.image.indexOf(',') + 1), 'base64');
  await db.transaction(async (tx) => {
    const live = await kind.load(tx, body.id);
    if (!live) throw new AppError(signatureMessage('nothingToSign', lang), 404, 404);
    // One signer at a time per project: the chain lock also orders the steps of one record.
    await lockChain(tx, live.projectId);
    const version = await latestVersion(tx, body.type, body.id);
    const signatures = version ? await signaturesOf(tx, [version.id]) : [];
    const { turn, refusal } = await turnFor(tx, user, body.type, body.id, version, signatures, lang);
    if (refusal || !version || !turn) throw refusal;
    if (version.version !== body.version)
      throw new AppError(signatureMessage('staleVersion', lang, { version: version.version }), 409, 409);
    if (contentHash(live.content) !== version.contentHash) {
      const where = changedPaths(version.content, JSON.parse(canonicalJson(live.content))).join('、');
      throw new AppError(signatureMessage('contentChanged', lang, { where }), 409, 409);
    }
    let image: { id: string };
    try {
      image = await saveUpload(
        tx,
        storage,
        { kind: 'image', bytes, filename: 'signature.png', userId: user.userId, projectId: live.projectId },
        lang,
      );
    } catch {
      throw new AppError(signatureMessage('imageInvalid', lang), 422, 422);
    }
    const step = {
      signedRecordId: version.id,
      projectId: version.projectId,
      step: signatures.length,
      party: turn,
      signerId: user.userId,
      companyId: user.companyId,
      imageFileId: image.id,
      imageHash: sha256Hex(bytes),
      contentHash: version.contentHash,
      keyId: key.keyId,
      signedAt: new Date(),
    };
    const serverSignature = signBytes(key, signaturePayload(version, step));
    const [row] = await tx
      .insert(recordSignature)
      .values({ ...step, serverSignature })
      .returning();
    const link = await appendToChain(tx, {
      projectId: version.projectId,
      recordType: body.type,
      recordId: body.id,
      version: version.version,
      contentHash: version.contentHash,
      step: step.step,
      party: turn,
      serverSignature,
    });
    await recordAudit(tx, actor, [
      {
        projectId: version.projectId,
        resource: `signature:${body.type}`,
        action: 'sign',
        recordId: body.id,
        after: {
          version: version.version,
          step: step.step,
          party: turn,
          seq: link.seq,
          signatureId: row?.id,
        },
      },
    ]);
  });
  return recordView(db, key, user, body.type, body.id, lang);
}

async function signaturesOf(db: DbOrTx, versionIds: number[]) {
  if (versionIds.length === 0) return [];
  return db
    .select()
    .from(recordSignature)
    .where(inArray(recordSignature.signedRecordId, versionIds))
    .orderBy(asc(recordSignature.signedRecordId), asc(recordSignature.step));
}

/**
 * The record's versions with their signatures, each signature verified with the platform key and
 * found in the chain, and the live content compared with the latest version (changed fields named).
 * `user` null: the public verification, which answers no turn.
 */
export async function recordView(
  db: DbOrTx,
  key: PlatformKey,
  user: SessionUser | null,
  type: SignedRecordType,
  recordId: number,
  lang: Language,
): Promise<SignedRecord> {
  const kind = signedRecordKind(type);
  if (user) await kind.assertReads(db, user, recordId, lang);
  const versions = await db
    .select()
    .from(signedRecord)
    .where(and(eq(signedRecord.recordType, type), eq(signedRecord.recordId, recordId)))
    .orderBy(asc(signedRecord.version));
  const signatures = await signaturesOf(
    db,
    versions.map((v) => v.id),
  );
  const chained = await db
    .select({
      version: signatureChain.version,
      step: signatureChain.step,
      sig: signatureChain.serverSignature,
    })
    .from(signatureChain)
    .where(and(eq(signatureChain.recordType, type), eq(signatureChain.recordId, recordId)));
  const names = await userNames(db, [
    ...signatures.map((s) => s.signerId),
    ...versions.map((v) => v.createdBy),
  ]);
  const companyIds = [...new Set(signatures.map((s) => s.companyId).filter((c): c is number => c !== null))];
  const companies = companyIds.length
    ? await db
        .select({ id: company.id, name: company.name })
        .from(company)
        .where(inArray(company.id, companyIds))
    : [];
  const alterations: Alteration[] = [];
  const latest = versions.at(-1) ?? null;
  const live = await kind.load(db, recordId);
  if (latest && live && contentHash(live.content) !== latest.contentHash) {
    const where = changedPaths(latest.content, JSON.parse(canonicalJson(live.content))).join('、');
    alterations.push({ kind: 'content', where, message: signatureMessage('altered', lang, { where }) });
  }
  const view = versions.map((v) => {
    const own = signatures.filter((s) => s.signedRecordId === v.id);
    return {
      version: v.version,
      reason: v.reason,
      contentHash: v.contentHash,
      createdAt: v.createdAt.toISOString(),
      createdByName: v.createdBy === null ? '' : (names.get(v.createdBy) ?? ''),
      complete: own.length >= kind.order.length,
      signatures: own.map((s) => {
        const vars = { step: s.step + 1, party: partyLabel(s.party, lang) };
        const verified =
          s.keyId === key.keyId &&
          s.contentHash === v.contentHash &&
          contentHash(v.content) === v.contentHash &&
          verifyBytes(key, signaturePayload(v, s), s.serverSignature);
        if (!verified)
          alterations.push({
            kind: 'signature',
            where: `v${v.version}#${s.step + 1}`,
            message: signatureMessage('badSignature', lang, vars),
          });
        else if (
          !chained.some((c) => c.version === v.version && c.step === s.step && c.sig === s.serverSignature)
        )
          alterations.push({
            kind: 'chain',
            where: `v${v.version}#${s.step + 1}`,
            message: signatureMessage('signatureNotChained', lang, vars),
          });
        return {
          step: s.step,
          party: s.party,
          signerName: names.get(s.signerId) ?? '',
          companyName: companies.find((c) => c.id === s.companyId)?.name ?? '',
          signedAt: s.signedAt.toISOString(),
          verified,
          imageFileId: s.imageFileId,
        };
      }),
    };
  });
  const latestSignatures = latest ? signatures.filter((s) => s.signedRecordId === latest.id) : [];
  const { turn, refusal } = user
    ? await turnFor(db, user, type, recordId, latest, latestSignatures, lang)
    : { turn: null, refusal: null };
  return {
    type,
    id: recordId,
    order: [...kind.order],
    versions: view,
    turn,
    canSign: !!user && refusal === null,
    intact: alterations.length === 0,
    alterations,
  };
}

/** The latest version of a record, for modules that show it (null before the first is opened). */
export const latestSignedVersion = latestVersion;
