import { createHmac, randomUUID } from 'node:crypto';
import { callVendor, type SmsFailure, SmsGatewayError, type SmsGatewaySettings } from './gateway';

/**
 * Aliyun SMS (阿里云短信) SendSms, API version 2017-05-25, signed with the RPC signature (HMAC-SHA1 over
 * the percent-encoded canonical query, SignatureVersion 1.0).
 */
const VENDOR = 'aliyun';
const DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

/** RFC 3986 encoding as Aliyun's POP protocol wants it: space %20, `*` %2A, `~` kept. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The canonical query: parameters sorted by name, names and values percent-encoded. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name] as string)}`)
    .join('&');
}

/** Base64 HMAC-SHA1 of `METHOD&%2F&encode(canonical query)` keyed with `secret&`. */
export function aliyunSignature(method: 'GET' | 'POST', params: Record<string, string>, secret: string) {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/** Vendor codes (https://help.aliyun.com/document_detail/101346.html) grouped by what the user can do. */
function failureOf(code: string, httpStatus: number): SmsFailure {
  if (
    code === 'isv.BUSINESS_LIMIT_CONTROL' ||
    code.startsWith('Throttling') ||
    code === 'isv.DAY_LIMIT_CONTROL'
  )
    return 'throttled';
  if (
    code === 'isv.MOBILE_NUMBER_ILLEGAL' ||
    code === 'isv.MOBILE_COUNT_OVER_LIMIT' ||
    code === 'isv.BLACK_KEY_CONTROL_LIMIT'
  )
    return 'badPhone';
  if (
    httpStatus >= 500 ||
    code === 'isp.SYSTEM_ERROR' ||
    code === 'isv.OUT_OF_SERVICE' ||
    code.startsWith('ServiceUnavailable')
  )
    return 'unavailable';
  // Template, sign name, keys, balance, parameters: nothing the user can change.
  return 'misconfigured';
}

export interface AliyunSendOptions {
  /** Fixed in tests to reproduce a request; fresh for every real call. */
  nonce?: string;
  timestamp?: Date;
}

/** Sends the verification-code template (its variable is `code`) to one mainland number. */
export async function aliyunSendCode(
  settings: SmsGatewaySettings,
  phone: string,
  code: string,
  options: AliyunSendOptions = {},
): Promise<{ bizId: string }> {
  const params: Record<string, string> = {
    AccessKeyId: settings.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: phone,
    RegionId: settings.region ?? 'cn-hangzhou',
    SignName: settings.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: options.nonce ?? randomUUID(),
    SignatureVersion: '1.0',
    TemplateCode: settings.templateCode,
    TemplateParam: JSON.stringify({ code }),
    Timestamp: (options.timestamp ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  const signature = aliyunSignature('GET', params, settings.accessKeySecret);
  const url = `${settings.endpoint ?? DEFAULT_ENDPOINT}?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
  const { status, body } = await callVendor(VENDOR, url, { method: 'GET' }, settings.timeoutMs);
  const answer = body as { Code?: string; Message?: string; BizId?: string };
  if (status === 200 && answer.Code === 'OK') return { bizId: answer.BizId ?? '' };
  const vendorCode = answer.Code ?? `http ${status}`;
  throw new SmsGatewayError(failureOf(vendorCode, status), VENDOR, vendorCode, answer.Message ?? '');
}
