import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';
import { smsOutbox } from '../identity/account.table';
import { aliyunSendCode } from './aliyun';
import { gatewaySettingsFrom, SmsGatewayError, type SmsTemplateMessage } from './gateway';
import { tencentSendCode } from './tencent';

/**
 * Sends one text message to one mobile number. The vendors send approved templates, not free text: a
 * verification code also comes as `template`, whose code fills the template's variable.
 */
export interface SmsProvider {
  send(phone: string, text: string, template?: SmsTemplateMessage): Promise<void>;
}

/**
 * A provider bound to the caller's database handle: the embedded outbox writes in the caller's
 * transaction (a refused or failed request leaves no message behind); a real gateway ignores it.
 */
export type SmsProviderFactory = (db: DbOrTx) => SmsProvider;

/** The part of a logger the embedded provider writes to. */
export type SmsLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

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
      // A production log is read by more people than the account owner: there the code stays out of it.
      if (process.env.NODE_ENV === 'production')
        log.info({ phone }, `embedded SMS provider: message to ${phone} (text withheld in production)`);
      else log.info({ phone, sms: text }, `embedded SMS provider: message to ${phone}: ${text}`);
    },
  });

type SendCode = (phone: string, code: string) => Promise<unknown>;

/**
 * A vendor gateway: the code goes out as the template's parameter. A refusal is logged with the vendor's
 * code (never the message text, which holds the code) and thrown, so the caller's transaction rolls back
 * and the code is not counted as sent.
 */
const gatewayProvider =
  (vendor: 'aliyun' | 'tencent', sendCode: SendCode) =>
  (log: SmsLog): SmsProviderFactory =>
  () => ({
    async send(phone, _text, template) {
      if (!template) throw new Error(`the ${vendor} SMS gateway sends verification-code templates only`);
      try {
        await sendCode(phone, template.code);
      } catch (e) {
        if (e instanceof SmsGatewayError) {
          log.warn(
            { phone, vendor, vendorCode: e.vendorCode, vendorMessage: e.vendorMessage, failure: e.failure },
            `SMS gateway ${vendor} did not send the code`,
          );
        }
        throw e;
      }
      log.info({ phone, vendor }, `SMS gateway ${vendor}: code sent to ${phone}`);
    },
  });

const PROVIDERS: Record<string, (log: SmsLog, env: NodeJS.ProcessEnv) => SmsProviderFactory> = {
  // Development and tests: nothing leaves the machine.
  outbox: outboxProvider,
  aliyun: (log, env) => {
    const settings = gatewaySettingsFrom(env, 'aliyun');
    return gatewayProvider('aliyun', (phone, code) => aliyunSendCode(settings, phone, code))(log);
  },
  tencent: (log, env) => {
    const settings = gatewaySettingsFrom(env, 'tencent');
    return gatewayProvider('tencent', (phone, code) => tencentSendCode(settings, phone, code))(log);
  },
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
 * The provider named by SMS_PROVIDER (default 'outbox'). An unknown name or a gateway missing any of its
 * SMS_* settings throws, so a misconfigured server fails at start rather than at the first code request.
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
  return provider(smsLogOf(log), env);
}
