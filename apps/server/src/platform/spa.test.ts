import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { loginAs } from '../../test/auth';
import { testDatabase } from '../../test/per-file-db';
import { seedDemoData } from '../seed';
import { startupSeedIds } from '../seed/startup';

// A web build as vite leaves it: text files of 1 KB or more with a .br and a .gz copy beside them.
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'行 ${i}'`).join(', ')}];\n`;
const html = `<!doctype html><html lang="zh-CN"><head><title>筑基</title><script type="module" crossorigin src="/assets/app-1a2b3c.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1a2b3c.js">${'<!-- padding -->'.repeat(80)}</head><body><div id="root"></div></body></html>`;
const siteHtml = html.replace('<title>筑基</title>', '<title>现场录入</title>');
// What the web build draws of the login page (apps/web/scripts/prerender-login-shell.mjs), one variant
// for each language, theme and platform name.
const shellVariant = (key: string) => ({ css: `.shell-of-${key}{color:red}`, html: `<p>page of ${key}</p>` });
const loginShell = {
  markers: { blue: 'zhuji', gov: 'gov' },
  variants: Object.fromEntries(
    ['zh', 'en', 'es'].flatMap((language) =>
      ['purple', 'blue'].flatMap((theme) =>
        ['app.name.saasPlatform', 'app.name.wholeChainPlatform'].map((platform) => {
          const key = `${language}.${theme}.${platform}`;
          return [key, shellVariant(key)];
        }),
      ),
    ),
  ),
};
const icon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let app: FastifyInstance;
let root: string;
let token: string;
let projectId: number;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'zhuji-spa-'));
  await mkdir(join(root, 'assets'));
  const files = { 'index.html': html, 'site.html': siteHtml, 'assets/app-1a2b3c.js': script };
  for (const [name, text] of Object.entries(files)) {
    await writeFile(join(root, name), text);
    await writeFile(join(root, `${name}.br`), brotliCompressSync(text));
    await writeFile(join(root, `${name}.gz`), gzipSync(text, { level: 9 }));
  }
  await writeFile(join(root, 'favicon.svg'), icon);
  await writeFile(join(root, 'login-shell.json'), JSON.stringify(loginShell));
  await seedDemoData(testDatabase().db);
  const ids = await startupSeedIds(testDatabase().db);
  projectId = ids.projects.get('jiangdongPile') as number;
  app = await testApp({ webDist: root });
  token = await loginAs(app, 'zhangjianguo');
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const fetchWith = (url: string, headers: Record<string, string>) => app.inject({ url, headers });

describe('static files of the web build', () => {
  it('when the browser accepts brotli, then the .br copy is sent with its encoding, length and Vary', async () => {
    const res = await fetchWith('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when the browser accepts gzip only, then the .gz copy is sent', async () => {
    const res = await fetchWith('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('when the client accepts neither brotli nor gzip, then the file itself is sent, still marked as varying', async () => {
    const clients: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'deflate' },
      { 'accept-encoding': 'identity' },
    ];
    for (const headers of clients) {
      const res = await fetchWith('/assets/app-1a2b3c.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(script));
      expect(res.body).toBe(script);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('when a browser revalidates any variant with its ETag, then it gets 304', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await fetchWith('/assets/app-1a2b3c.js', { 'accept-encoding': encoding });
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await fetchWith('/assets/app-1a2b3c.js', {
        'accept-encoding': encoding,
        'if-none-match': etag,
      });
      expect(again.statusCode).toBe(304);
    }
    const br = await fetchWith('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    const plain = await fetchWith('/assets/app-1a2b3c.js', {});
    // Different bytes, different validators: a cache must not answer one encoding with the other.
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it('when a deep link is opened, then index.html comes compressed and never cached', async () => {
    const res = await fetchWith('/pile/construction?tab=2', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    const plain = await fetchWith('/pile/construction', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('when the site app is opened, then its own page comes, not the desktop app (docs/domains/site.md#load-time)', async () => {
    for (const url of ['/site', '/site?from=home', '/site/']) {
      const res = await fetchWith(url, {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(siteHtml);
    }
    const br = await fetchWith('/site', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(siteHtml);
    // A path that only starts like it is a desktop page.
    expect((await fetchWith('/sites/list', {})).body).toBe(html);
  });

  it('when a file is too small to have copies, then it is sent as it is even to a brotli browser', async () => {
    const res = await fetchWith('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(icon);
  });

  it('when a missing file is asked for, then 404 as before', async () => {
    const res = await fetchWith('/assets/missing-000.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the login page’s first paint (issue 21)', () => {
  const login = (headers: Record<string, string>) => fetchWith('/login', headers);
  const bodyOf = (res: Awaited<ReturnType<typeof login>>) =>
    res.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(res.rawPayload).toString()
      : res.headers['content-encoding'] === 'gzip'
        ? gunzipSync(res.rawPayload).toString()
        : res.body;

  it('when /login is opened without a session, then the drawn page comes in the HTML before the scripts, compressed', async () => {
    const res = await login({ 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.vary).toMatch(/cookie/i);
    const page = bodyOf(res);
    const key = 'zh.purple.app.name.saasPlatform';
    expect(page).toContain(`<div id="login-shell"><style>.shell-of-${key}{color:red}`);
    expect(page).toContain(`<p>page of ${key}</p></div><div id="root">`);
    expect(page).toContain('<html lang="zh-CN">');
    // The page's markup first: the scripts and their preloads follow it, at the end of the body.
    expect(page.indexOf('<p>page of')).toBeLessThan(page.indexOf('<script type="module"'));
    expect(page.indexOf('<p>page of')).toBeLessThan(page.indexOf('rel="modulepreload"'));
    expect(page).toMatch(/<\/head>/);
    expect(page).toMatch(/<script type="module"[^>]*><\/script><link rel="modulepreload"[^>]*><\/body>/);
    expect(bodyOf(await login({ 'accept-encoding': 'gzip' }))).toBe(page);
    expect(bodyOf(await login({}))).toBe(page);
  });

  it('when the language cookie and the host say so, then that language’s page of that host’s brand comes', async () => {
    const res = await app.inject({
      url: '/login',
      headers: { host: 'qa.zhuji.gov.example:8443', cookie: 'other=%E0%A4%A; language=en' },
    });
    expect(res.body).toContain('<p>page of en.blue.app.name.wholeChainPlatform</p>');
    expect(res.body).toContain('<html lang="en">');
    const es = await app.inject({ url: '/login', headers: { host: 'gov.example', cookie: 'language=es' } });
    expect(es.body).toContain('<p>page of es.purple.app.name.wholeChainPlatform</p>');
    const unknown = await app.inject({ url: '/login', headers: { cookie: 'language=fr' } });
    expect(unknown.body).toContain('<p>page of zh.purple.app.name.saasPlatform</p>');
  });

  it('when the visitor has a session or another component size, then index.html comes as it is', async () => {
    for (const cookie of ['person-auth-token=abc', 'size=large', 'size=mini']) {
      const res = await app.inject({ url: '/login', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(html);
    }
    // Only /login: other pages never carry it.
    expect((await fetchWith('/login/other', {})).body).toBe(html);
    expect((await fetchWith('/home/index', {})).body).toBe(html);
  });
});

describe('API answers', () => {
  it('when a JSON answer is 1 KB or more, then it is compressed in the encoding the client prefers', async () => {
    const headers = { 'x-auth-token': token };
    const plain = await fetchWith('/api/user/info?platformType=1', headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gz = await fetchWith('/api/user/info?platformType=1', { ...headers, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const br = await fetchWith('/api/user/info?platformType=1', {
      ...headers,
      'accept-encoding': 'gzip, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // Compressed in one call, not through a zlib stream (compression.ts COMPRESS_SYNC_MAX_BYTES): the
    // length is known, so it is sent, where a stream would answer chunked.
    expect(plain.rawPayload.length).toBeGreaterThan(8192);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
  });

  it('when a JSON answer is under 1 KB, then it is sent as it is', async () => {
    const res = await fetchWith('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.status).toBe('ok');
  });

  it('when an xlsx is downloaded, then it is streamed as it is (a workbook is a zip already)', async () => {
    const res = await fetchWith(`/api/risk/source/export?proId=${projectId}`, {
      'x-auth-token': token,
      'accept-encoding': 'br, gzip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-encoding']).toBeUndefined();
    // An xlsx file is a zip archive: it starts with the local file header "PK\x03\x04".
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  });
});
