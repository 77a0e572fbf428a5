import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from './canonical';

/** The platform's Ed25519 key pair and the id verifiers know it by (first 16 hex of SHA-256 of the public key). */
export interface PlatformKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyPem: string;
  keyId: string;
}

const cache = new Map<string, PlatformKey>();

function fromPem(pem: string): PlatformKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('the signing key must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return {
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    keyId: sha256Hex(der).slice(0, 16),
  };
}

/**
 * The key records are signed with: SIGNING_PRIVATE_KEY (a PKCS#8 PEM Ed25519 key; `\n` may be written as
 * the two characters) when set, else `<DATA_DIR>/signing-ed25519.pem`, generated once (mode 0600) and read
 * on every later start so signatures made before a restart still verify.
 */
export function platformSigningKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): PlatformKey {
  const fromEnv = env.SIGNING_PRIVATE_KEY?.trim();
  const cacheKey = fromEnv ? `env:${fromEnv}` : `dir:${dataDir}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  let key: PlatformKey;
  if (fromEnv) key = fromPem(fromEnv.replace(/\\n/g, '\n'));
  else {
    const file = join(dataDir, 'signing-ed25519.pem');
    try {
      key = fromPem(readFileSync(file, 'utf8'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      mkdirSync(dataDir, { recursive: true });
      const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' });
      try {
        // 'wx': a second process starting at the same moment keeps the first one's key.
        writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
      } catch {
        /* created meanwhile */
      }
      key = fromPem(readFileSync(file, 'utf8'));
    }
  }
  cache.set(cacheKey, key);
  return key;
}

export const signBytes = (key: PlatformKey, payload: string) =>
  sign(null, Buffer.from(payload, 'utf8'), key.privateKey).toString('base64');

export function verifyBytes(key: PlatformKey, payload: string, signature: string): boolean {
  try {
    return verify(null, Buffer.from(payload, 'utf8'), key.publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
