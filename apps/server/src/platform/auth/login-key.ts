import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { LOGIN_NONCE_TTL_MS } from '@zhuji/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemMeta } from '../db/meta.table';
import { loginNonce } from '../identity/account.table';

/**
 * "Password encrypted on the client" (spec §3), done so it protects something: the browser
 * encrypts {password, nonce} with RSA-OAEP-SHA256 against this key; the nonce is single-use
 * and short-lived, so a captured ciphertext cannot be replayed. The key pair lives in the
 * database so every API process shares it.
 */
interface KeyPair {
  publicKeyB64: string;
  privateKeyPem: string;
}

let cached: { db: Db; key: KeyPair; privateKey: KeyObject } | undefined;

export async function loginKeyPair(db: Db): Promise<KeyPair> {
  if (cached?.db === db) return cached.key;
  const key = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [row] = await tx.select().from(systemMeta).where(eq(systemMeta.key, 'login_rsa_key'));
    if (row) return row.value as KeyPair;
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const created: KeyPair = {
      publicKeyB64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    await tx.insert(systemMeta).values({ key: 'login_rsa_key', value: created });
    return created;
  });
  cached = { db, key, privateKey: createPrivateKey(key.privateKeyPem) };
  return key;
}

/** The parsed private key, kept: parsing PEM on every login would cost more than the decryption. */
async function privateKeyOf(db: Db): Promise<KeyObject> {
  await loginKeyPair(db);
  return (cached as NonNullable<typeof cached>).privateKey;
}

export async function issueNonce(db: Db): Promise<{ publicKey: string; nonce: string; expiresAt: string }> {
  const key = await loginKeyPair(db);
  const nonce = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + LOGIN_NONCE_TTL_MS);
  await db.insert(loginNonce).values({ nonce, expiresAt });
  // Old nonces are useless; keep the table small.
  await db.delete(loginNonce).where(lt(loginNonce.expiresAt, new Date(Date.now() - LOGIN_NONCE_TTL_MS)));
  return { publicKey: key.publicKeyB64, nonce, expiresAt: expiresAt.toISOString() };
}

/** Test and script helper: what a client does with the public key. */
export function encryptForLogin(publicKeyB64: string, password: string, nonce: string): string {
  const key = createPublicKey({ key: Buffer.from(publicKeyB64, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(JSON.stringify({ password, nonce })),
  ).toString('base64');
}

/**
 * Decrypts a client-encrypted password and consumes its nonce (committed at once, whatever the
 * caller does next). Returns null when the ciphertext is malformed or the nonce is unknown,
 * used or expired.
 */
export async function decryptPassword(db: Db, cipherB64: string): Promise<string | null> {
  const privateKey = await privateKeyOf(db);
  let payload: { password?: unknown; nonce?: unknown };
  try {
    const plain = privateDecrypt(
      {
        key: privateKey,
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(cipherB64, 'base64'),
    );
    payload = JSON.parse(plain.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload.password !== 'string' || typeof payload.nonce !== 'string') return null;
  const used = await db
    .update(loginNonce)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginNonce.nonce, payload.nonce),
        isNull(loginNonce.usedAt),
        gt(loginNonce.expiresAt, new Date()),
      ),
    )
    .returning({ nonce: loginNonce.nonce });
  return used.length ? payload.password : null;
}
