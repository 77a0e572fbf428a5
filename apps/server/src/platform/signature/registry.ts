import { COMPANY_TYPE, type Language, type SignedRecordType, type SigningParty } from '@zhuji/shared';
import type { SessionUser } from '../auth/session';
import type { DbOrTx } from '../db/client';

/** The company type of the role a party signs in. */
export const PARTY_COMPANY_TYPE: Record<SigningParty, number> = {
  lab: COMPANY_TYPE.TESTING_LAB,
  contractor: COMPANY_TYPE.CONTRACTOR,
  supervisor: COMPANY_TYPE.SUPERVISOR,
  owner: COMPANY_TYPE.OWNER,
};

/** A live record as its module reads it: its project and the canonical content its signatures cover. */
export interface LiveRecord {
  projectId: number;
  /** Plain JSON (strings, numbers, booleans, null, arrays, objects): hashed as canonical JSON. */
  content: unknown;
}

/**
 * What a module declares for a record type it wants signed (platform/signature/README.md). The platform
 * owns versions, signatures, the chain and verification; the module owns what the content is and who
 * may read it.
 */
export interface SignedRecordKind {
  type: SignedRecordType;
  /** The parties in the order they sign each version. */
  order: readonly SigningParty[];
  /** The live record; null when it does not exist. */
  load(db: DbOrTx, id: number): Promise<LiveRecord | null>;
  /**
   * Throws the module's 404 (cannot see it) or 403 (sees it, lacks the menu action) for the caller;
   * checked before anything about the record's signatures is answered or written.
   */
  assertReads(db: DbOrTx, user: SessionUser, id: number, lang: Language): Promise<void>;
  /**
   * Beyond the company type of their role: whether the user may sign for the party (a lab report is
   * signed by the lab the submission went to, not any lab on the project). Absent: the role suffices.
   */
  eligible?(db: DbOrTx, user: SessionUser, id: number, party: SigningParty): Promise<boolean>;
}

const kinds = new Map<SignedRecordType, SignedRecordKind>();

/** Called once at module load by the module that owns the record type. */
export function registerSignedRecord(kind: SignedRecordKind): void {
  kinds.set(kind.type, kind);
}

export function signedRecordKind(type: SignedRecordType): SignedRecordKind {
  const kind = kinds.get(type);
  if (!kind) throw new Error(`no module registered signed record type ${type}`);
  return kind;
}
