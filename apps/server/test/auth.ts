import { desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { encryptForLogin } from '../src/platform/auth/login-key';
import { appUser, smsOutbox } from '../src/platform/identity/account.table';
import { demoPassword } from '../src/seed';

/** What a client does: fetch the key and nonce, encrypt, log in. Answers the raw response. */
export async function postLogin(
  app: FastifyInstance,
  username: string,
  password = demoPassword(),
  code?: string,
) {
  const key = (await app.inject('/auth/login/key')).json().data;
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: {
      username,
      password: encryptForLogin(key.publicKey, password, key.nonce),
      type: 1,
      ...(code === undefined ? {} : { code }),
    },
  });
}

/** The newest second-factor code sent to the account's phone, read in-process from the embedded provider. */
export async function secondFactorCode(app: FastifyInstance, username: string): Promise<string> {
  const [user] = await app.db
    .select({ phone: appUser.phone })
    .from(appUser)
    .where(or(eq(appUser.account, username), eq(appUser.phone, username)));
  const [message] = await outboxOf(app, user?.phone ?? '');
  const code = /验证码为(\d{6})/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${username}`);
  return code;
}

/**
 * Logs a seeded user in and answers the session token. An account that needs a second factor (the
 * platform administrator) gets its SMS code read in-process and sent, as its owner would.
 */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password = demoPassword(),
): Promise<string> {
  let res = await postLogin(app, username, password);
  if (res.json().data?.codeRequired) {
    res = await postLogin(app, username, password, await secondFactorCode(app, username));
  }
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
