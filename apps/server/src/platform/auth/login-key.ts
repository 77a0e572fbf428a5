import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  publicEncrypt,
  randomBytes,
  webcrypto,
} from 'node:crypto';
import { promisify } from 'node:util';
import { LOGIN_NONCE_TTL_MS } from '@zhuji/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemMeta } from '../db/meta.table';
import { loginNonce } from '../identity/account.table';

/**
 * "Password encrypted on the client" (docs/product.md §3), done so it protects something: the browser
 * encrypts {password, nonce} with RSA-OAEP-SHA256 against this key; the nonce is single-use
 * and short-lived, so a captured ciphertext cannot be replayed. The key pair lives in the
 * database so every API process shares it.
 *
 * The RSA work runs on the libuv thread pool, like the Argon2 hash: a 2048-bit private-key operation
 * costs about a millisecond of CPU (several on a throttled core), and on the event loop every login
 * would stall every other request for that long. Web Crypto's decrypt is an asynchronous crypto job;
 * node:crypto's privateDecrypt would run on the loop.
 */
interface KeyPair {
  publicKeyB64: string;
  privateKeyPem: string;
}

let cached: { db: Db; key: KeyPair; privateKey: Promise<webcrypto.CryptoKey> } | undefined;

const generateRsaKeyPair = promisify(generateKeyPair);
const OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export async function loginKeyPair(db: Db): Promise<KeyPair> {
  if (cached?.db === db) return cached.key;
  const key = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [row] = await tx.select().from(systemMeta).where(eq(systemMeta.key, 'login_rsa_key'));
    if (row) return row.value as KeyPair;
    const { publicKey, privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
    const created: KeyPair = {
      publicKeyB64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    await tx.insert(systemMeta).values({ key: 'login_rsa_key', value: created });
    return created;
  });
  const pkcs8 = createPrivateKey(key.privateKeyPem).export({ type: 'pkcs8', format: 'der' });
  const privateKey = webcrypto.subtle.importKey('pkcs8', pkcs8, OAEP, false, ['decrypt']);
  cached = { db, key, privateKey };
  return key;
}

/** The imported private key, kept: parsing the PEM on every login would cost more than the decryption. */
async function privateKeyOf(db: Db): Promise<webcrypto.CryptoKey> {
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
    const plain = await webcrypto.subtle.decrypt(OAEP, privateKey, Buffer.from(cipherB64, 'base64'));
    payload = JSON.parse(Buffer.from(plain).toString('utf8'));
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
