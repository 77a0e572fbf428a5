import type { Language } from '@zhuji/shared';
import { AppError } from '../envelope';

/**
 * How a vendor refusal reaches the user. `throttled`: the vendor's own per-number limits; `badPhone`:
 * the vendor says the number cannot receive; `misconfigured`: sign name, template or credentials are
 * wrong (the operator must act); `unavailable`: the vendor could not be reached or failed.
 */
export type SmsFailure = 'throttled' | 'badPhone' | 'misconfigured' | 'unavailable';

const messages: Record<SmsFailure, Record<Language, string>> = {
  throttled: {
    zh: '短信发送过于频繁，请稍后再试',
    en: 'Too many text messages to this number; please try again later',
    es: 'Demasiados mensajes a este número; inténtelo de nuevo más tarde',
  },
  badPhone: {
    zh: '该手机号码无法接收短信，请检查号码',
    en: 'This mobile number cannot receive text messages; please check it',
    es: 'Este número móvil no puede recibir mensajes; compruébelo',
  },
  misconfigured: {
    zh: '短信服务配置有误（签名、模板或密钥），验证码未发送，请联系管理员',
    en: 'The SMS service is misconfigured (sign name, template or key); no code was sent. Please contact the administrator',
    es: 'El servicio de SMS está mal configurado (firma, plantilla o clave); no se envió el código. Contacte con el administrador',
  },
  unavailable: {
    zh: '短信服务暂时不可用，验证码未发送，请稍后再试',
    en: 'The SMS service is unavailable right now; no code was sent. Please try again later',
    es: 'El servicio de SMS no está disponible; no se envió el código. Inténtelo más tarde',
  },
};

/**
 * 424 (Failed Dependency) rather than 502/503 when the gateway is at fault: clients show a 4xx's message
 * (the web app hides 5xx details and opens its server-error page), and this message is safe and useful.
 */
const STATUS: Record<SmsFailure, number> = {
  throttled: 429,
  badPhone: 422,
  misconfigured: 424,
  unavailable: 424,
};

/**
 * A vendor's refusal of one message. Thrown from inside the code request's transaction, so the code
 * row rolls back and the request is not counted as sent. The vendor's own code and text travel along
 * for the server log (never the message text: it holds the code).
 */
export class SmsGatewayError extends AppError {
  constructor(
    readonly failure: SmsFailure,
    readonly vendor: string,
    readonly vendorCode: string,
    readonly vendorMessage: string,
  ) {
    super(messages[failure].zh, STATUS[failure], STATUS[failure]);
  }

  /** The envelope's message in the caller's language. */
  messageIn(lang: Language): string {
    return messages[this.failure][lang];
  }
}

/** A verification code message: the vendors send approved templates, so the code travels as a parameter. */
export interface SmsTemplateMessage {
  code: string;
}

/** Settings shared by the vendor gateways, from SMS_* environment variables. */
export interface SmsGatewaySettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Tencent only: the SMS application (SmsSdkAppId). */
  sdkAppId: string | undefined;
  region: string | undefined;
  /** The vendor's API address; overridable for a private endpoint or a test double. */
  endpoint: string | undefined;
  /** Milliseconds before a vendor call is abandoned. */
  timeoutMs: number;
}

/** Reads SMS_* for a vendor gateway; a missing setting refuses start-up with every missing name listed. */
export function gatewaySettingsFrom(
  env: NodeJS.ProcessEnv,
  provider: 'aliyun' | 'tencent',
): SmsGatewaySettings {
  const get = (name: string) => env[name]?.trim() || undefined;
  const required = [
    'SMS_ACCESS_KEY_ID',
    'SMS_ACCESS_KEY_SECRET',
    'SMS_SIGN_NAME',
    'SMS_TEMPLATE_CODE',
    ...(provider === 'tencent' ? ['SMS_SDK_APP_ID'] : []),
  ];
  const missing = required.filter((name) => !get(name));
  if (missing.length) {
    throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')} (see README "Operations")`);
  }
  const timeout = Number(get('SMS_TIMEOUT_S') ?? 10);
  if (!Number.isFinite(timeout) || timeout <= 0 || timeout > 120)
    throw new Error(`SMS_TIMEOUT_S must be seconds (0–120], got "${env.SMS_TIMEOUT_S}"`);
  return {
    accessKeyId: get('SMS_ACCESS_KEY_ID') as string,
    accessKeySecret: get('SMS_ACCESS_KEY_SECRET') as string,
    signName: get('SMS_SIGN_NAME') as string,
    templateCode: get('SMS_TEMPLATE_CODE') as string,
    sdkAppId: get('SMS_SDK_APP_ID'),
    region: get('SMS_REGION'),
    endpoint: get('SMS_ENDPOINT'),
    timeoutMs: Math.round(timeout * 1000),
  };
}

/** POST/GET to the vendor with a time limit; a network failure or timeout is `unavailable`. */
export async function callVendor(
  vendor: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new SmsGatewayError('unavailable', vendor, 'network', (e as Error).message);
  }
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    throw new SmsGatewayError('unavailable', vendor, `http ${res.status}`, text.slice(0, 200));
  }
}
