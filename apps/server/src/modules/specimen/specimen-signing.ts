import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server's key for signing test reports: REPORT_SIGNING_KEY when set, else a random 256-bit key kept
 * in `<DATA_DIR>/report-signing.key`, created once (mode 0600) and read on every later start, so reports
 * signed before a restart still verify.
 */
const cache = new Map<string, Buffer>();

export function reportSigningKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const fromEnv = env.REPORT_SIGNING_KEY?.trim();
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const cached = cache.get(dataDir);
  if (cached) return cached;
  const file = join(dataDir, 'report-signing.key');
  let key: Buffer;
  try {
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const fresh = randomBytes(32).toString('hex');
    try {
      // 'wx': a second process starting at the same moment keeps the first one's key.
      writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      /* created meanwhile */
    }
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
  if (key.length < 32) throw new Error(`report signing key in ${file} is too short`);
  cache.set(dataDir, key);
  return key;
}

/** JSON with object keys sorted at every level: the same content always gives the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const signContent = (key: Buffer, content: unknown) =>
  createHmac('sha256', key).update(canonicalJson(content), 'utf8').digest('hex');

export function verifyContent(key: Buffer, content: unknown, signature: string): boolean {
  const expected = Buffer.from(signContent(key, content), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
