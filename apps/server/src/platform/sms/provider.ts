import { smsOutbox } from '../../modules/account/account.table';
import type { DbOrTx } from '../db/client';

/** Sends one text message to one mobile number. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/**
 * A provider bound to the caller's database handle: the embedded outbox writes in the caller's
 * transaction (a refused or failed request leaves no message behind); a real gateway ignores it.
 */
export type SmsProviderFactory = (db: DbOrTx) => SmsProvider;

/** The embedded default: nothing leaves the machine; messages land in sms_outbox (read them at GET /api/dev/sms/outbox). */
export const outboxProvider: SmsProviderFactory = (db) => ({
  async send(phone, text) {
    await db.insert(smsOutbox).values({ phone, text });
  },
});

const PROVIDERS: Record<string, SmsProviderFactory> = {
  outbox: outboxProvider,
  // A real gateway (Aliyun SMS, Tencent Cloud SMS, …) plugs in here: an adapter implementing
  // SmsProvider that calls the vendor's API with credentials from the environment, registered
  // under its SMS_PROVIDER name. Keep the outbox for development and tests.
};

/**
 * The provider named by SMS_PROVIDER (default 'outbox'). An unknown name throws, so a misconfigured
 * server fails at start rather than at the first code request.
 */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsProviderFactory {
  const name = env.SMS_PROVIDER?.trim() || 'outbox';
  const provider = Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
  if (!provider) {
    throw new Error(
      `SMS_PROVIDER "${name}" is not supported; known providers: ${Object.keys(PROVIDERS).join(', ')}`,
    );
  }
  return provider;
}
