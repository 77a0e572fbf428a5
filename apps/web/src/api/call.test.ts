import { commonCalls, defineCall, KIT_IMPORT, pileCalls, TIMING } from '@zhuji/shared';
import { beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import i18n from '../app/i18n';
import { createCalls } from './call';
import type { RequestEffects } from './effects';
import { createClient } from './request';

type Sent = { url: string; init: RequestInit };

function setup(respond: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const effects: RequestEffects = { notify: vi.fn(), navigate: vi.fn(), logout: vi.fn(), reload: vi.fn() };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init: init ?? {} });
    // Like fetch, gives up when the client aborts (its timeout).
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      Promise.resolve(respond()).then(resolve, reject);
    });
  });
  const client = createClient({
    fetch: fetch as typeof globalThis.fetch,
    effects,
    getToken: () => undefined,
  });
  return { ...createCalls(client), sent, effects };
}

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, data, msg: 'success', url: null }), {
    headers: { 'content-type': 'application/json' },
  });

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

describe('the typed client', () => {
  it('sends a GET call to its path under /api with the query, and resolves the envelope data', async () => {
    const { call, sent } = setup(() => ok({ total: 1, list: [] }));
    const grid = await call(pileCalls.grid, { query: { proId: 7 } });
    expect(grid).toEqual({ total: 1, list: [] });
    expect(sent[0]?.url).toBe('/api/pile/construction/grid?proId=7');
    expect(sent[0]?.init.method).toBe('GET');
    expectTypeOf(grid.list).toEqualTypeOf<z.output<typeof pileCalls.grid.response>['list']>();
  });

  it('sends a POST call with its JSON body', async () => {
    const { call, sent } = setup(() => ok({ id: 3 }));
    await call(pileCalls.confirm, { body: { id: 3 } });
    expect(sent[0]?.url).toBe('/api/pile/construction/confirm');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.body).toBe('{"id":3}');
    expect(new Headers(sent[0]?.init.headers).get('content-type')).toBe('application/json');
  });

  it('sends a login-service call under /auth', async () => {
    const whoami = defineCall({ method: 'GET', path: 'user/whoami', service: 'auth', response: z.string() });
    const { call, sent } = setup(() => ok('me'));
    await expect(call(whoami)).resolves.toBe('me');
    expect(sent[0]?.url).toBe('/auth/user/whoami');
  });

  it('downloads a file call with the name the server suggests', async () => {
    const { download, sent } = setup(
      () =>
        new Response('PK', {
          headers: { 'content-disposition': "attachment; filename*=UTF-8''%E6%A1%A9.xlsx" },
        }),
    );
    const file = await download(pileCalls.layoutTemplate, { proId: 2 });
    expect(file.filename).toBe('桩.xlsx');
    expect(sent[0]?.url).toBe('/api/pile/layout/template?proId=2');
  });

  it('sends a workbook import raw, with the import content type and timeout', async () => {
    vi.useFakeTimers();
    try {
      const slow = () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(ok({ updated: 1 })), TIMING.REQUEST_TIMEOUT_MS + 1000),
        );
      const { upload, sent } = setup(slow);
      const book = new Blob(['PK'], { type: KIT_IMPORT.CONTENT_TYPE });
      const pending = upload(pileCalls.layoutImport, book, { proId: 2 });
      // The answer comes after the ordinary timeout, well within the import's.
      await vi.advanceTimersByTimeAsync(TIMING.REQUEST_TIMEOUT_MS + 1000);
      await expect(pending).resolves.toEqual({ updated: 1 });
      expect(sent[0]?.url).toBe('/api/pile/layout/import?proId=2');
      expect(sent[0]?.init.body).toBe(book);
      expect(new Headers(sent[0]?.init.headers).get('content-type')).toBe(KIT_IMPORT.CONTENT_TYPE);
    } finally {
      vi.useRealTimers();
    }
  });

  it('wraps a bare file in a multipart form for a multipart call', async () => {
    const { upload, sent } = setup(() => ok({ id: 'f1' }));
    await upload(commonCalls.uploadImage, new Blob(['x'], { type: 'image/png' }), { proId: 5 });
    expect(sent[0]?.url).toBe('/api/common/upload/image?proId=5');
    const form = sent[0]?.init.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('file')).toBeInstanceOf(Blob);
  });
});
