// What the HTTP benchmarks share: the API on a free loopback port and a demo user's token.
import { buildApp } from '../apps/server/src/app';
import { type AppConfig, configFromEnv } from '../apps/server/src/config';
import { encryptForLogin } from '../apps/server/src/platform/auth/login-key';
import type { connect } from '../apps/server/src/platform/db/client';
import { demoPassword } from '../apps/server/src/seed';

/** The whole API (no web pages, no request log) on the database, listening on a free port. */
export async function startBenchServer(
  database: ReturnType<typeof connect>,
  config: Partial<AppConfig> = {},
) {
  const app = await buildApp({
    config: { ...configFromEnv({}), webDist: undefined, ...config },
    database,
    dbMode: 'embedded',
    logger: false,
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base };
}

/** Logs a demo user in as the web page does (RSA-encrypted password) and answers the session token. */
export async function loginToken(base: string, username = 'zhangjianguo'): Promise<string> {
  const key = (
    (await (await fetch(`${base}/auth/login/key`)).json()) as { data: { publicKey: string; nonce: string } }
  ).data;
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: encryptForLogin(key.publicKey, demoPassword(), key.nonce),
      type: 1,
    }),
  });
  const token = res.headers.get('x-auth-token');
  if (!token) throw new Error(`login failed: ${await res.text()}`);
  return token;
}
