import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../test/app';
import { testDatabase } from '../../../test/per-file-db';
import { smsCode } from '../identity';
import { aliyunSendCode, aliyunSignature, canonicalQuery, percentEncode } from './aliyun';
import { SmsGatewayError, type SmsGatewaySettings } from './gateway';
import { outboxProvider, smsProviderFromEnv } from './provider';
import { tc3Sign, tencentSendCode } from './tencent';

describe('Aliyun RPC signature', () => {
  // The worked example of Aliyun SMS "HTTP协议及签名" (help.aliyun.com/document_detail/56189, SendSms,
  // AccessKeyId testId, AccessKeySecret testSecret, Timestamp 2017-07-12T02:42:19Z).
  const example = {
    AccessKeyId: 'testId',
    Action: 'SendSms',
    Format: 'XML',
    OutId: '123',
    PhoneNumbers: '15300000001',
    RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007',
    TemplateParam: '{"customer":"test"}',
    Timestamp: '2017-07-12T02:42:19Z',
    Version: '2017-05-25',
  };

  it('when the published SendSms example is signed, then its canonical query and signature come out', () => {
    expect(canonicalQuery(example)).toBe(
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
    expect(aliyunSignature('GET', example, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('when a value has characters encodeURIComponent keeps, then they are encoded as the POP rules say', () => {
    expect(percentEncode("a b*~!'()")).toBe('a%20b%2A~%21%27%28%29');
  });
});

describe('Tencent Cloud TC3-HMAC-SHA256 signature', () => {
  // The worked example of the Tencent Cloud API 3.0 "Signature v3" page: CVM DescribeInstances, SecretId
  // AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE, SecretKey Gu5t9xGARNpq86cd98joQYCN3EXAMPLE, timestamp 1551113065.
  it('when the published DescribeInstances example is signed, then every published intermediate and the signature come out', () => {
    const signed = tc3Sign({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      timestamp: 1551113065,
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(signed.hashedPayload).toBe('35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064');
    expect(signed.hashedCanonicalRequest).toBe(
      '5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
    expect(signed.signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
    expect(signed.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

/**
 * A local stand-in for both vendors: it checks each request's signature as the vendor would and
 * answers in the vendor's response format with the outcome the phone number selects.
 */
type Outcome = 'ok' | 'throttled' | 'badTemplate' | 'down';
const OUTCOME_BY_PHONE: Record<string, Outcome> = {
  '13900000001': 'ok',
  '13900000002': 'throttled',
  '13900000003': 'badTemplate',
  '13900000004': 'down',
};
const SECRET = 'local-test-secret';
let vendor: Server;
let endpoint: string;
const seen: { vendor: string; phone: string; code: string; signatureOk: boolean }[] = [];

function aliyunAnswer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const params = Object.fromEntries(url.searchParams);
  const signatureOk = aliyunSignature('GET', params, SECRET) === params.Signature;
  const phone = params.PhoneNumbers ?? '';
  seen.push({ vendor: 'aliyun', phone, code: JSON.parse(params.TemplateParam ?? '{}').code, signatureOk });
  const requestId = 'F655A8D5-B967-440B-8683-DAD6FF8DE990';
  const send = (status: number, body: object) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (!signatureOk)
    return send(400, {
      RequestId: requestId,
      Code: 'SignatureDoesNotMatch',
      Message: 'Specified signature is not matched with our calculation.',
    });
  switch (OUTCOME_BY_PHONE[phone]) {
    case 'ok':
      return send(200, { RequestId: requestId, Code: 'OK', Message: 'OK', BizId: '900619746936498440^0' });
    case 'throttled':
      return send(200, {
        RequestId: requestId,
        Code: 'isv.BUSINESS_LIMIT_CONTROL',
        Message: '触发分钟级流控Permits:1',
      });
    case 'badTemplate':
      return send(200, {
        RequestId: requestId,
        Code: 'isv.SMS_TEMPLATE_ILLEGAL',
        Message: '模板不合法(不存在或被拉黑)',
      });
    default:
      return send(500, { RequestId: requestId, Code: 'isp.SYSTEM_ERROR', Message: 'isp.SYSTEM_ERROR' });
  }
}

function tencentAnswer(req: IncomingMessage, res: ServerResponse, body: string) {
  const payload = JSON.parse(body);
  const timestamp = Number(req.headers['x-tc-timestamp']);
  const expected = tc3Sign({
    secretId: 'AKIDlocal',
    secretKey: SECRET,
    service: 'sms',
    host: req.headers.host ?? '',
    timestamp,
    payload: body,
  });
  const signatureOk =
    req.headers.authorization === expected.authorization &&
    req.headers['content-type'] === 'application/json; charset=utf-8' &&
    req.headers['x-tc-action'] === 'SendSms';
  const phone = String(payload.PhoneNumberSet?.[0] ?? '').replace(/^\+86/, '');
  seen.push({ vendor: 'tencent', phone, code: payload.TemplateParamSet?.[0], signatureOk });
  const requestId = 'a0aabda6-cf91-4f3e-a2b0-d9e3e4b5d0d7';
  const send = (status: number, response: object) =>
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ Response: { ...response, RequestId: requestId } }));
  if (!signatureOk)
    return send(200, {
      Error: {
        Code: 'AuthFailure.SignatureFailure',
        Message: 'The provided credentials could not be validated.',
      },
    });
  const status = (code: string, message: string) => ({
    SendStatusSet: [
      {
        SerialNo: '5000:1045710669157053657849499619',
        PhoneNumber: `+86${phone}`,
        Fee: 1,
        SessionContext: '',
        Code: code,
        Message: message,
        IsoCode: 'CN',
      },
    ],
  });
  switch (OUTCOME_BY_PHONE[phone]) {
    case 'ok':
      return send(200, status('Ok', 'send success'));
    case 'throttled':
      return send(
        200,
        status('LimitExceeded.PhoneNumberThirtySecondLimit', '单个手机号30秒内下发短信条数超过设定的上限'),
      );
    case 'badTemplate':
      return send(200, {
        Error: { Code: 'FailedOperation.TemplateIncorrectOrUnapproved', Message: '模板未审核或内容不匹配' },
      });
    default:
      return send(200, { Error: { Code: 'InternalError.Timeout', Message: '请求下发短信超时' } });
  }
}

beforeAll(async () => {
  vendor = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => (req.method === 'GET' ? aliyunAnswer(req, res) : tencentAnswer(req, res, body)));
  });
  vendor.listen(0, '127.0.0.1');
  await once(vendor, 'listening');
  endpoint = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  vendor.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  seen.length = 0;
});

const settings = (): SmsGatewaySettings => ({
  accessKeyId: 'AKIDlocal',
  accessKeySecret: SECRET,
  signName: '筑基',
  templateCode: 'SMS_100000001',
  sdkAppId: '1400000001',
  region: undefined,
  endpoint,
  timeoutMs: 5000,
});

describe.each([
  ['aliyun', aliyunSendCode],
  ['tencent', tencentSendCode],
] as const)('%s SMS gateway over HTTP', (name, sendCode) => {
  it('when the vendor accepts, then the signed request carried the phone and the code as the template parameter', async () => {
    await sendCode(settings(), '13900000001', '482915');
    expect(seen).toEqual([{ vendor: name, phone: '13900000001', code: '482915', signatureOk: true }]);
  });

  it.each([
    ['13900000002', 'throttled', 429],
    ['13900000003', 'misconfigured', 424],
    ['13900000004', 'unavailable', 424],
  ] as const)(
    'when the vendor answers for %s, then the failure is %s (%i)',
    async (phone, failure, status) => {
      const error = await sendCode(settings(), phone, '482915').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsGatewayError);
      expect(error).toMatchObject({ failure, status, vendor: name });
      expect(seen[0]?.signatureOk).toBe(true);
    },
  );

  it('when the secret is wrong, then the vendor refuses the signature and it is a configuration failure', async () => {
    const error = await sendCode({ ...settings(), accessKeySecret: 'wrong' }, '13900000001', '1').catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ failure: 'misconfigured', status: 424 });
    expect(seen[0]?.signatureOk).toBe(false);
  });

  it('when nothing listens at the endpoint, then the failure is unavailable', async () => {
    const error = await sendCode(
      { ...settings(), endpoint: 'http://127.0.0.1:9/' },
      '13900000001',
      '1',
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'unavailable', status: 424 });
  });
});

const vendorEnv = (provider: string) => {
  vi.stubEnv('SMS_PROVIDER', provider);
  vi.stubEnv('SMS_ACCESS_KEY_ID', 'AKIDlocal');
  vi.stubEnv('SMS_ACCESS_KEY_SECRET', SECRET);
  vi.stubEnv('SMS_SIGN_NAME', '筑基');
  vi.stubEnv('SMS_TEMPLATE_CODE', 'SMS_100000001');
  vi.stubEnv('SMS_SDK_APP_ID', '1400000001');
  vi.stubEnv('SMS_ENDPOINT', endpoint);
};

describe.each(['aliyun', 'tencent'])('SMS_PROVIDER=%s in the application', (provider) => {
  const codesOf = (phone: string) => testDatabase().db.select().from(smsCode).where(eq(smsCode.phone, phone));

  it('when a setting is missing, then the app refuses to start and names it', async () => {
    vendorEnv(provider);
    vi.stubEnv('SMS_SIGN_NAME', '');
    await expect(testApp()).rejects.toThrow(`SMS_PROVIDER=${provider} needs SMS_SIGN_NAME`);
  });

  it('when the vendor sends, then the code request answers 200 and is counted', async () => {
    vendorEnv(provider);
    const app = await testApp();
    try {
      const res = await app.inject('/auth/phone/code?phone=13900000001&purpose=findPassword');
      expect(res.json()).toMatchObject({ code: 200 });
      expect(await codesOf('13900000001')).toHaveLength(1);
      expect(seen.at(-1)?.code).toMatch(/^\d{6}$/);
    } finally {
      await testDatabase().db.delete(smsCode);
      await app.close();
    }
  });

  it('when it sends or is refused in production, then no log line holds the code', async () => {
    vendorEnv(provider);
    vi.stubEnv('NODE_ENV', 'production');
    const lines: unknown[] = [];
    const log = {
      level: 'info',
      info: (...args: unknown[]) => lines.push(args),
      warn: (...args: unknown[]) => lines.push(args),
    };
    const sms = smsProviderFromEnv(log as never)(testDatabase().db);
    await sms.send('13900000001', '【筑基】您的验证码为731904', { code: '731904' });
    await expect(sms.send('13900000003', '【筑基】您的验证码为731905', { code: '731905' })).rejects.toThrow();
    expect(seen.map((s) => s.code)).toEqual(['731904', '731905']);
    expect(lines).toHaveLength(2);
    expect(JSON.stringify(lines)).toContain(
      provider === 'aliyun' ? 'isv.SMS_TEMPLATE_ILLEGAL' : 'FailedOperation.TemplateIncorrectOrUnapproved',
    );
    expect(JSON.stringify(lines)).not.toMatch(/73190[45]/);
  });

  it.each([
    ['13900000002', 429, '短信发送过于频繁，请稍后再试', 'zh'],
    [
      '13900000003',
      424,
      'The SMS service is misconfigured (sign name, template or key); no code was sent. Please contact the administrator',
      'en',
    ],
    [
      '13900000004',
      424,
      'El servicio de SMS no está disponible; no se envió el código. Inténtelo más tarde',
      'es',
    ],
  ])(
    'when the vendor refuses %s, then %i with a clear message and the request is not counted as sent',
    async (phone, status, msg, lang) => {
      vendorEnv(provider);
      const app = await testApp();
      try {
        const res = await app.inject({
          url: `/auth/phone/code?phone=${phone}&purpose=findPassword`,
          headers: { 'accept-language': lang },
        });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ code: status, msg, requestId: res.headers['x-request-id'] });
        expect(await codesOf(phone)).toHaveLength(0);
        // Not counted: asking again at once reaches the vendor again instead of "wait 60 s".
        await app.inject(`/auth/phone/code?phone=${phone}&purpose=findPassword`);
        expect(seen.filter((s) => s.phone === phone)).toHaveLength(2);
      } finally {
        await app.close();
      }
    },
  );
});

describe('embedded provider in production', () => {
  it('when NODE_ENV is production, then its log line names the phone but not the code', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const lines: { obj: unknown; msg: string }[] = [];
    const log = { info: (obj: unknown, msg: string) => lines.push({ obj, msg }), warn: () => undefined };
    await outboxProvider(log as never)(testDatabase().db).send('13700000041', '【筑基】您的验证码为654321');
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).toContain('13700000041');
    expect(JSON.stringify(lines)).not.toContain('654321');
  });
});
