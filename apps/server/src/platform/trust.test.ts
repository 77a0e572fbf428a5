import { connect as connectSocket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { loginAs, postLogin } from '../../test/auth';
import { seededApp } from '../../test/seeded-app';
import { configFromEnv, trustProxyFrom } from '../config';

const t = seededApp();

describe('client address and rate limits', () => {
  it('when 40 logins each claim a new X-Forwarded-For address, then the default still counts them as one client and answers 429', async () => {
    // An app of its own: the limiter's counts live in the process, and this test spends them.
    const limited = await testApp();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await limited.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { username: 'nobody', password: 'AAAA', type: 1 },
      });
      statuses.push(res.statusCode);
    }
    await limited.close();
    expect(statuses).toContain(429);
  });

  it('when TRUST_PROXY is empty, a hop count or an address list, then the config says so; anything else is refused at start', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(trustProxyFrom('')).toBe(false);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(trustProxyFrom('loopback')).toEqual(['loopback']);
    expect(() => trustProxyFrom('true')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxyFrom('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });

  it('when a trusted proxy forwards, then the forwarded address is the client', async () => {
    for (const trustProxy of [['127.0.0.1'], 1]) {
      const behind = await testApp({ trustProxy }, (a) =>
        // Outside /api, so no access declaration: the route only echoes the address Fastify derived.
        a.get('/trust-test/ip', async (req) => ({ ip: req.ip })),
      );
      try {
        const res = await behind.inject({
          url: '/trust-test/ip',
          headers: { 'x-forwarded-for': '192.0.2.1, 198.51.100.7' },
        });
        expect(res.json(), String(trustProxy)).toEqual({ ip: '198.51.100.7' });
      } finally {
        await behind.close();
      }
    }
  });
});

describe('caching of API answers', () => {
  it('when an authenticated call answers JSON, then it says Cache-Control: no-store', async () => {
    const token = await loginAs(t.app, 'zhangjianguo');
    const info = await t.app.inject({ url: '/api/user/info', headers: { 'x-auth-token': token } });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const login = await postLogin(t.app, 'lixiaofeng');
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('when an authenticated call fails, then its error answer is not cached either', async () => {
    const res = await t.app.inject('/api/user/info');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('HTTP server timeouts', () => {
  it('when a client trickles a partial header line, then the server closes the connection within the headers timeout', async () => {
    const config = configFromEnv({});
    const listening = await testApp({
      http: { ...config.http, headersMs: 300, requestMs: 2000, keepAliveMs: 500, idleMs: 2000 },
    });
    try {
      await listening.listen({ host: '127.0.0.1', port: 0 });
      const address = listening.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening on a port');
      const socket = connectSocket({ host: '127.0.0.1', port: address.port });
      let answered = '';
      socket.on('data', (chunk) => {
        answered += chunk.toString();
      });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a');
      await new Promise<void>((resolve) => socket.once('close', () => resolve()));
      expect(socket.destroyed).toBe(true);
      expect(answered).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await listening.close();
    }
  });

  it('when the timeouts are not set, then headers get 10 s and a request time enough for the largest upload at 1 Mbit/s', () => {
    const { http } = configFromEnv({});
    expect(http.headersMs).toBe(10_000);
    expect(http.requestMs).toBe(400_000);
    expect(configFromEnv({ UPLOAD_FILE_MAX_MB: '5', UPLOAD_IMAGE_MAX_MB: '5' }).http.requestMs).toBe(60_000);
    expect(() => configFromEnv({ HTTP_HEADERS_TIMEOUT_S: 'soon' })).toThrow(/HTTP_HEADERS_TIMEOUT_S/);
  });
});
