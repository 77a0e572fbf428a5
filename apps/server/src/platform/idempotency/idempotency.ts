import type { Language } from '@zhuji/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { clientWrite } from './client-write.table';
import { idempotencyMessage } from './idempotency.messages';

export interface ClientWriter {
  companyId: number;
  userId: number;
}

/**
 * Runs a create of the site app at most once per client id (docs/domains/site.md#idempotent-writes). The
 * claim row is inserted first in the same transaction as the write: a concurrent retry waits on the unique
 * index, then finds the committed row and gets the first answer; a refused write rolls the claim back, so
 * the corrected record may be sent again with the same id. Without a client id (the desktop pages) the
 * write runs as before.
 */
export async function oncePerClientId<T>(
  db: Db,
  who: ClientWriter,
  clientId: string | undefined,
  call: string,
  lang: Language,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  if (!clientId) return work(db);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(clientWrite)
      .values({ companyId: who.companyId, clientId, userId: who.userId, call })
      .onConflictDoNothing()
      .returning({ id: clientWrite.id });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(clientWrite)
        .where(and(eq(clientWrite.companyId, who.companyId), eq(clientWrite.clientId, clientId)));
      // Another user's or another call's id is refused without telling what it was.
      if (!first || first.userId !== who.userId || first.call !== call)
        throw new AppError(idempotencyMessage('clientIdTaken', lang), 409, 409);
      return first.answer as T;
    }
    const answer = await work(tx);
    await tx
      .update(clientWrite)
      .set({ answer: (answer ?? null) as unknown })
      .where(eq(clientWrite.id, claimed[0]!.id));
    return answer;
  });
}

/** The caller's own client ids among `clientIds`, with the call that wrote each (a phone asks after a lost answer). */
export async function knownClientIds(db: DbOrTx, who: ClientWriter, clientIds: readonly string[]) {
  if (clientIds.length === 0) return [];
  const rows = await db
    .select({ clientId: clientWrite.clientId, call: clientWrite.call, createdAt: clientWrite.createdAt })
    .from(clientWrite)
    .where(
      and(
        eq(clientWrite.companyId, who.companyId),
        eq(clientWrite.userId, who.userId),
        inArray(clientWrite.clientId, [...clientIds]),
      ),
    );
  return rows.map((r) => ({ clientId: r.clientId, call: r.call, at: r.createdAt.toISOString() }));
}
