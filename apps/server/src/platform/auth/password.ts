import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at the OWASP minimum (m = 19 MiB, t = 2, p = 1). @node-rs/argon2 computes on the
 * libuv thread pool, so hashing never blocks the event loop.
 */
const PARAMS = {
  // 2 = Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (plain: string): Promise<string> => hash(plain, PARAMS);

export const verifyPassword = (stored: string, plain: string): Promise<boolean> =>
  verify(stored, plain).catch(() => false);

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPassword('decoy-password-never-matches');
  return decoy;
};
