import { phoneSchema, required } from '@zhuji/shared';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { testApp } from '../../test/app';
import { testDatabase } from '../../test/per-file-db';
import { seededApp } from '../../test/seeded-app';
import { AppError } from './envelope';

const t = seededApp({ seed: 'none', config: { testRoutes: true } });

describe('platform', () => {
  it('when the database answers, then health says ok with the version', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        status: 'ok',
        db: true,
        storage: true,
        queue: true,
        version: expect.stringMatching(/^V\d+\.\d+\.\d+$/),
      },
    });
  });

  it('when the file store cannot be written, then readiness says which dependency is down and answers 503, liveness still 200', async () => {
    const broken = await testApp({ dataDir: '/proc/zhuji-no-such-folder' });
    try {
      const ready = await broken.inject('/api/health');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data).toMatchObject({ status: 'degraded', db: true, storage: false, queue: true });
      const live = await broken.inject('/api/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.json().data).toMatchObject({ status: 'ok', uptimeSeconds: expect.any(Number) });
    } finally {
      await broken.close();
    }
  });

  it('when two requests fail, then each error envelope carries its own request id, also sent as X-Request-Id', async () => {
    const [a, b] = await Promise.all([t.app.inject('/api/no/such/a'), t.app.inject('/api/no/such/b')]);
    expect(a.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.json().requestId).toBe(a.headers['x-request-id']);
    expect(a.json().requestId).not.toBe(b.json().requestId);
  });

  it('when a route does not exist, then the answer is a 404 envelope in Chinese', async () => {
    const res = await t.app.inject('/api/no/such/route');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      data: null,
      msg: '接口不存在',
      url: null,
      requestId: res.headers['x-request-id'],
    });
  });

  it('when the caller asks in English, then messages are English', async () => {
    const res = await t.app.inject({
      url: '/api/no/such/route',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.json().msg).toBe('No such endpoint');
  });

  it('when the language cookie is set, then it wins over Accept-Language', async () => {
    const res = await t.app.inject({
      url: '/api/no/such/route',
      headers: { 'accept-language': 'en-US', cookie: 'language=es' },
    });
    expect(res.json().msg).toBe('El recurso solicitado no existe');
  });

  it('when a query fails its schema, then 422 names the field in Chinese', async () => {
    const res = await t.app.inject('/api/common/notice/list?limit=7');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(422);
    expect(res.json().msg).toContain('limit');
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('when a required field is missing, then 422 says so in the caller language', async () => {
    const res = await t.app.inject({
      url: '/api/common/notice/detail',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toMatch(/^Field id: /);
  });

  it('when a field breaks a shared validator, then 422 carries that rule message in the caller language', async () => {
    const local = await testApp({}, (a) =>
      a.post(
        '/api/test/phone',
        { config: { public: true }, schema: { body: z.object({ phone: required(phoneSchema) }) } },
        async () => 'ok',
      ),
    );
    const zh = await local.inject({
      method: 'POST',
      url: '/api/test/phone',
      payload: { phone: '12345678901' },
    });
    const en = await local.inject({
      method: 'POST',
      url: '/api/test/phone',
      payload: { phone: '12345678901' },
      headers: { 'accept-language': 'en' },
    });
    await local.close();
    expect(zh.statusCode).toBe(422);
    expect(zh.json().msg).toBe('字段 phone：请输入正确的手机号码');
    expect(en.json().msg).toBe('Field phone: Please enter a valid mobile number');
  });

  it('when a handler throws, then the client gets 500 without internals', async () => {
    const local = await testApp({}, (a) =>
      a.get('/api/test/boom', { config: { public: true } }, async () => {
        throw new Error('secret connection string postgres://x');
      }),
    );
    const res = await local.inject('/api/test/boom');
    await local.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      data: null,
      msg: '服务器发生错误，请稍后重试',
      url: null,
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
  });

  it('when a service raises a business error, then its status, code and message reach the client', async () => {
    const local = await testApp({}, (a) =>
      a.get('/api/test/business', { config: { public: true } }, async () => {
        throw new AppError('请先登录', 200, 1303, null, '/login');
      }),
    );
    const res = await local.inject('/api/test/business');
    await local.close();
    expect(res.json()).toEqual({
      code: 1303,
      data: null,
      msg: '请先登录',
      url: '/login',
      requestId: res.headers['x-request-id'],
    });
  });

  it('when a body is malformed JSON, then 400 without a stack', async () => {
    const local = await testApp({}, (a) =>
      a.post(
        '/api/test/echo',
        { config: { public: true }, schema: { body: z.object({ a: z.string() }) } },
        async (req) => req.body,
      ),
    );
    const res = await local.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    await local.close();
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('when test routes are on, then /api/test/respond answers the asked code and status', async () => {
    const res = await t.app.inject('/api/test/respond?code=1303&status=200&msg=go&url=/home');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1303, data: null, msg: 'go', url: '/home' });
    const res503 = await t.app.inject('/api/test/respond?code=503&status=503&msg=down');
    expect(res503.statusCode).toBe(503);
  });

  it('when test routes are off, then /api/test/respond does not exist', async () => {
    const local = await testApp({ testRoutes: false });
    const res = await local.inject('/api/test/respond');
    await local.close();
    expect(res.statusCode).toBe(404);
  });

  it('when the OpenAPI document is asked for, then it lists the contract routes', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/common/notice/list']),
    );
  });

  it('when any page is served, then a strict CSP forbids inline and foreign scripts', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('when the test database is used, then it is this file’s own copy of the template', async () => {
    const { rows } = await testDatabase().pool.query<{ db: string }>('select current_database() as db');
    const prefix = inject('testDbPrefix');
    expect(prefix).toMatch(/^zhuji_test_[0-9a-z]+_[0-9a-f]{6}_$/);
    expect(rows[0]?.db).toMatch(new RegExp(`^${prefix}[0-9a-f]{12}$`));
  });
});
