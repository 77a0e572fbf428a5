import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceApi } from './resource-api';

const calls: { method: string; path: string }[] = [];

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

function stub() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        path: new URL(String(input), 'http://zhuji.test').pathname,
      });
      return new Response(JSON.stringify({ code: 200, data: { id: 1 }, msg: '', url: null }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

describe('resourceApi update method', () => {
  it('when a resource declares PUT (amount plan, progress, funds), then its edit goes as a PUT', async () => {
    stub();
    await resourceApi('project/funds', 'PUT').update({ id: 1, remark: '财务已核对' });
    expect(calls).toEqual([{ method: 'PUT', path: '/api/project/funds/update' }]);
  });

  it('when a resource declares nothing, then its edit stays a POST', async () => {
    stub();
    await resourceApi('project/complaint').update({ id: 1 });
    expect(calls).toEqual([{ method: 'POST', path: '/api/project/complaint/update' }]);
  });
});
