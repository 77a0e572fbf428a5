import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsOutbox } from '../src/modules/account/account.table';
import { encryptForLogin } from '../src/platform/auth/login-key';
import { demoPassword } from '../src/seed';

/** What a client does: fetch the key and nonce, encrypt, log in. Answers the raw response. */
export async function postLogin(app: FastifyInstance, username: string, password = demoPassword()) {
  const key = (await app.inject('/auth/login/key')).json().data;
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password: encryptForLogin(key.publicKey, password, key.nonce), type: 1 },
  });
}

/** Logs a seeded user in and answers the session token. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password = demoPassword(),
): Promise<string> {
  const res = await postLogin(app, username, password);
  const token = res.headers['x-auth-token'];
  if (typeof token !== 'string') throw new Error(`login of ${username} failed: ${res.body}`);
  return token;
}

/**
 * The newest messages the embedded SMS provider "sent" to a phone, newest first, read in-process where
 * the provider writes them (the outbox call is the platform administrator's only).
 */
export async function outboxOf(app: FastifyInstance, phone: string) {
  return app.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(20);
}
