import { createHash, createHmac } from 'node:crypto';
import { callVendor, type SmsFailure, SmsGatewayError, type SmsGatewaySettings } from './gateway';

/** Tencent Cloud SMS (腾讯云短信) SendSms, API version 2021-01-11, signed with TC3-HMAC-SHA256. */
const VENDOR = 'tencent';
const DEFAULT_ENDPOINT = 'https://sms.tencentcloudapi.com/';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  /** The product, as in the host name: `sms`, `cvm`… */
  service: string;
  host: string;
  /** Unix seconds; its UTC date enters the credential scope. */
  timestamp: number;
  payload: string;
}

/** The TC3-HMAC-SHA256 signature of a JSON POST to `/`, with content-type and host signed. */
export function tc3Sign(input: Tc3Input) {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const hashedPayload = sha256Hex(input.payload);
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${CONTENT_TYPE}\nhost:${input.host}\n`,
    signedHeaders,
    hashedPayload,
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const hashedCanonicalRequest = sha256Hex(canonicalRequest);
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, hashedCanonicalRequest].join('\n');
  const secretSigning = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  return {
    hashedPayload,
    hashedCanonicalRequest,
    signature,
    authorization: `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** Vendor codes (https://cloud.tencent.com/document/product/382/52075) grouped by what the user can do. */
function failureOf(code: string): SmsFailure {
  if (code.startsWith('LimitExceeded.PhoneNumber') || code === 'RequestLimitExceeded') return 'throttled';
  if (
    code === 'InvalidParameterValue.IncorrectPhoneNumber' ||
    code === 'FailedOperation.PhonenumberParseFail' ||
    code === 'FailedOperation.ContainDomesticAndInternationalPhoneNumber' ||
    code === 'UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber'
  )
    return 'badPhone';
  if (code.startsWith('InternalError') || code === 'FailedOperation.JsonParseFail') return 'unavailable';
  return 'misconfigured';
}

interface TencentAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string; SerialNo?: string }[];
  };
}

/** Sends the verification-code template (one parameter: the code) to one mainland number. */
export async function tencentSendCode(
  settings: SmsGatewaySettings,
  phone: string,
  code: string,
  now: Date = new Date(),
): Promise<{ serialNo: string }> {
  const endpoint = settings.endpoint ?? DEFAULT_ENDPOINT;
  const payload = JSON.stringify({
    PhoneNumberSet: [phone.startsWith('+') ? phone : `+86${phone}`],
    SmsSdkAppId: settings.sdkAppId,
    SignName: settings.signName,
    TemplateId: settings.templateCode,
    TemplateParamSet: [code],
  });
  const timestamp = Math.floor(now.getTime() / 1000);
  const host = new URL(endpoint).host;
  const { authorization } = tc3Sign({
    secretId: settings.accessKeyId,
    secretKey: settings.accessKeySecret,
    service: 'sms',
    host,
    timestamp,
    payload,
  });
  const { status, body } = await callVendor(
    VENDOR,
    endpoint,
    {
      method: 'POST',
      headers: {
        Authorization: authorization,
        'Content-Type': CONTENT_TYPE,
        'X-TC-Action': 'SendSms',
        'X-TC-Version': '2021-01-11',
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Region': settings.region ?? 'ap-guangzhou',
      },
      body: payload,
    },
    settings.timeoutMs,
  );
  const answer = (body as TencentAnswer).Response;
  const error = answer?.Error;
  if (error?.Code) throw new SmsGatewayError(failureOf(error.Code), VENDOR, error.Code, error.Message ?? '');
  const sent = answer?.SendStatusSet?.[0];
  if (status === 200 && sent?.Code === 'Ok') return { serialNo: sent.SerialNo ?? '' };
  const vendorCode = sent?.Code ?? `http ${status}`;
  throw new SmsGatewayError(
    status >= 500 ? 'unavailable' : failureOf(vendorCode),
    VENDOR,
    vendorCode,
    sent?.Message ?? '',
  );
}
