import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';
import { smsOutbox } from '../identity/account.table';

/** Sends one text message to one mobile number. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/**
 * A provider bound to the caller's database handle: the embedded outbox writes in the caller's
 * transaction (a refused or failed request leaves no message behind); a real gateway ignores it.
 */
export type SmsProviderFactory = (db: DbOrTx) => SmsProvider;

/** The part of a logger the embedded provider writes to. */
export type SmsLog = Pick<FastifyBaseLogger, 'info'>;

/**
 * The embedded default: nothing leaves the machine. The message is written to the server log (where
 * whoever runs the server reads the code) and kept in sms_outbox, which only the platform
 * administrator may read (GET /api/dev/sms/outbox): a code readable by anyone would let anyone
 * take over any account through "find password".
 */
export const outboxProvider =
  (log: SmsLog): SmsProviderFactory =>
  (db) => ({
    async send(phone, text) {
      await db.insert(smsOutbox).values({ phone, text });
      log.info({ phone, sms: text }, `embedded SMS provider: message to ${phone}: ${text}`);
    },
  });

const PROVIDERS: Record<string, (log: SmsLog) => SmsProviderFactory> = {
  outbox: outboxProvider,
  // A real gateway (Aliyun SMS, Tencent Cloud SMS, …) plugs in here: an adapter implementing
  // SmsProvider that calls the vendor's API with credentials from the environment, registered
  // under its SMS_PROVIDER name. Keep the outbox for development and tests.
};

/**
 * The embedded provider's log is how a local user gets a code, so it is written at info level even when
 * LOG_LEVEL asks only for warnings; a silenced logger stays silent.
 */
function smsLogOf(log: FastifyBaseLogger): SmsLog {
  if (['silent', 'info', 'debug', 'trace'].includes(log.level)) return log;
  return log.child({}, { level: 'info' });
}

/**
 * The provider named by SMS_PROVIDER (default 'outbox'). An unknown name throws, so a misconfigured
 * server fails at start rather than at the first code request.
 */
export function smsProviderFromEnv(
  log: FastifyBaseLogger,
  env: NodeJS.ProcessEnv = process.env,
): SmsProviderFactory {
  const name = env.SMS_PROVIDER?.trim() || 'outbox';
  const provider = Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
  if (!provider) {
    throw new Error(
      `SMS_PROVIDER "${name}" is not supported; known providers: ${Object.keys(PROVIDERS).join(', ')}`,
    );
  }
  return provider(smsLogOf(log));
}
