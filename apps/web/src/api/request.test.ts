import { AUTH_HEADER, TIMING } from '@zhuji/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../app/i18n';
import type { RequestEffects } from './effects';
import { buildUrl, createClient, filenameFromDisposition, RequestError, serializeQuery } from './request';

type FetchCall = { url: string; init: RequestInit };

function setup(respond: (call: FetchCall) => Response | Promise<Response>, token?: string) {
  const calls: FetchCall[] = [];
  const order: string[] = [];
  const effects = {
    notify: vi.fn((_message: string) => void order.push('notify')),
    navigate: vi.fn((_to: string) => void order.push('navigate')),
    logout: vi.fn(async () => void order.push('logout')),
    reload: vi.fn(() => void order.push('reload')),
  } satisfies RequestEffects;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  const client = createClient({ fetch: fetch as typeof globalThis.fetch, effects, getToken: () => token });
  return { client, calls, effects, order };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const envelope = (code: number, data: unknown = null, msg = '', url: string | null = null) =>
  json({ code, data, msg, url });

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as RequestError;
  }
  throw new Error('expected the request to reject');
};

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('envelope codes', () => {
  it('when code is 200, then the data resolves and nothing is shown', async () => {
    const { client, effects } = setup(() => envelope(200, { id: 7 }, 'success'));
    await expect(client.get('project/detail')).resolves.toEqual({ id: 7 });
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['exactly', 'not logged in'],
    ['inside a longer text', 'token invalid: not logged in'],
    ['inside an object', { reason: 'not logged in' }],
  ])(
    'when code is 400 and data says not logged in (%s), then login expired is shown, the session cleared and the page reloaded',
    async (_case, data) => {
      const { client, effects, order } = setup(() => envelope(400, data, 'whatever'));
      const error = await rejection(client.get('user/info'));
      expect(error).toBeInstanceOf(RequestError);
      expect(error.code).toBe(400);
      expect(effects.notify).toHaveBeenCalledWith('用户登录已过期');
      expect(order).toEqual(['notify', 'logout', 'reload']);
    },
  );

  it('when code is 400 without the not-logged-in mark, then the server message is shown and the session kept', async () => {
    const { client, effects } = setup(() => envelope(400, 'bad', '参数错误'));
    await rejection(client.get('x'));
    expect(effects.notify).toHaveBeenCalledWith('参数错误');
    expect(effects.logout).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('when code is 402, then the server message is shown, the session cleared and the page reloaded', async () => {
    const { client, effects, order } = setup(() => envelope(402, null, '账号已在别处登录'));
    const error = await rejection(client.get('x'));
    expect(error.code).toBe(402);
    expect(effects.notify).toHaveBeenCalledWith('账号已在别处登录');
    expect(order).toEqual(['notify', 'logout', 'reload']);
  });

  it('when code is 1303, then the app navigates to the url and shows nothing', async () => {
    const { client, effects } = setup(() => envelope(1303, null, '', '/401?noGoBack=true'));
    const error = await rejection(client.get('x'));
    expect(error.code).toBe(1303);
    expect(effects.navigate).toHaveBeenCalledWith('/401?noGoBack=true');
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it.each([
    [500, '库存不足'],
    [1001, '项目已锁定'],
    [0, '未知错误'],
  ])('when code is %i, then its server message is shown and the call rejects', async (code, msg) => {
    const { client, effects } = setup(() => envelope(code, null, msg));
    const error = await rejection(client.post('x', { a: 1 }));
    expect(error).toMatchObject({ kind: 'code', code, message: msg });
    expect(effects.notify).toHaveBeenCalledWith(msg);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it('when another code comes without a message, then a generic failure is shown', async () => {
    const { client, effects } = setup(() => envelope(1234));
    await rejection(client.get('x'));
    expect(effects.notify).toHaveBeenCalledWith('请求失败');
  });

  it('when the body is not an envelope, then it passes through untouched', async () => {
    const { client } = setup(() => json({ status: 'ok' }));
    await expect(client.get('health')).resolves.toEqual({ status: 'ok' });
  });
});

describe('HTTP statuses', () => {
  it.each([
    [400, '请求错误，未创建或修改数据', false],
    [401, '没有权限（令牌、用户名或密码错误）', false],
    [403, '用户得到授权，但访问被禁止', false],
    [404, '记录不存在', false],
    [406, '请求的格式不可得', false],
    [410, '请求的资源已被永久删除', false],
    [422, '创建对象时发生验证错误', false],
    [500, '服务器发生错误', true],
    [502, '网关错误', true],
    [503, '服务不可用', true],
    [504, '网关超时', true],
  ])('when the status is %i, then "%s" is shown (error page: %s)', async (status, message, errorPage) => {
    const { client, effects } = setup(() => new Response('failure', { status }));
    const error = await rejection(client.get('x'));
    expect(error).toMatchObject({ kind: 'status', status, message });
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith(message);
    if (errorPage) expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/500');
    else expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('when a status outside the table comes with an envelope, then its raw server message is shown', async () => {
    const { client, effects } = setup(() => json({ code: 409, data: null, msg: '编号已存在' }, 409));
    await rejection(client.get('x'));
    expect(effects.notify).toHaveBeenCalledWith('编号已存在');
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('when a status outside the table comes without an envelope, then the raw status text is shown', async () => {
    const { client, effects } = setup(() => new Response('', { status: 418, statusText: "I'm a teapot" }));
    await rejection(client.get('x'));
    expect(effects.notify).toHaveBeenCalledWith("I'm a teapot");
  });

  it('when a status outside the table has neither envelope nor status text, then the status number is shown', async () => {
    const { client, effects } = setup(() => new Response('', { status: 429 }));
    await rejection(client.get('x'));
    expect(effects.notify).toHaveBeenCalledWith('请求失败，状态码 429');
  });

  it('when status 501 comes, then its raw message is shown and the error page opens (500–504)', async () => {
    const { client, effects } = setup(() => new Response('', { status: 501, statusText: 'Not Implemented' }));
    await rejection(client.get('x'));
    expect(effects.notify).toHaveBeenCalledWith('Not Implemented');
    expect(effects.navigate).toHaveBeenCalledWith('/500');
  });

  it('when a 422 envelope names the field, then the table message is followed by the server message', async () => {
    const { client, effects } = setup(() => json({ code: 422, data: null, msg: '项目名称不能为空' }, 422));
    await rejection(client.post('project/add', {}));
    expect(effects.notify).toHaveBeenCalledWith('创建对象时发生验证错误：项目名称不能为空');
  });

  it('when a 5xx envelope carries details, then only the table message is shown', async () => {
    const { client, effects } = setup(() => json({ code: 500, data: null, msg: 'stack trace' }, 500));
    await rejection(client.get('x'));
    expect(effects.notify).toHaveBeenCalledWith('服务器发生错误');
  });

  it('when a non-OK response carries the not-logged-in envelope, then the session is cleared as for code 400', async () => {
    const { client, effects, order } = setup(() => json({ code: 400, data: 'not logged in', msg: '' }, 401));
    await rejection(client.get('x'));
    expect(effects.notify).toHaveBeenCalledWith('用户登录已过期');
    expect(order).toEqual(['notify', 'logout', 'reload']);
  });
});

describe('building the request', () => {
  it('when a token is stored, then every request carries it in x-auth-token', async () => {
    const { client, calls } = setup(() => envelope(200), 'secret-token');
    await client.get('a');
    await client.post('b', { x: 1 });
    await client.del('c');
    await client.request({ url: 'd', service: 'auth', method: 'PUT' });
    expect(calls).toHaveLength(4);
    for (const call of calls) expect(new Headers(call.init.headers).get(AUTH_HEADER)).toBe('secret-token');
  });

  it('when sent, then Accept-Language is the UI language, whatever the browser prefers', async () => {
    const { client, calls } = setup(() => envelope(200));
    await client.get('a');
    expect(new Headers(calls[0]?.init.headers).get('Accept-Language')).toBe('zh');
    await i18n.changeLanguage('es');
    try {
      await client.get('b');
      expect(new Headers(calls[1]?.init.headers).get('Accept-Language')).toBe('es');
    } finally {
      await i18n.changeLanguage('zh');
    }
  });

  it('when no token is stored, then no auth header is sent', async () => {
    const { client, calls } = setup(() => envelope(200));
    await client.get('a');
    expect(new Headers(calls[0]?.init.headers).has(AUTH_HEADER)).toBe(false);
  });

  it('when GET or DELETE params hold arrays, then they are repeated keys', async () => {
    const { client, calls } = setup(() => envelope(200));
    await client.get('inspection/list', { ids: [1, 2], name: '桩', empty: null, skip: undefined });
    await client.del('inspection/remove', { ids: ['a', 'b', 'c'] });
    expect(calls[0]?.url).toBe(`/api/inspection/list?ids=1&ids=2&name=${encodeURIComponent('桩')}`);
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[1]?.url).toBe('/api/inspection/remove?ids=a&ids=b&ids=c');
    expect(calls[1]?.init.method).toBe('DELETE');
  });

  it('when the login service is addressed, then the /auth prefix is used', () => {
    expect(buildUrl('auth', '/login')).toBe('/auth/login');
    expect(buildUrl('api', 'project/list', { page: 1 })).toBe('/api/project/list?page=1');
  });

  it('when query values are dates or objects, then they are serialised readably', () => {
    expect(serializeQuery({ at: new Date('2024-01-02T03:04:05.000Z'), f: { a: 1 }, on: true })).toBe(
      'at=2024-01-02T03%3A04%3A05.000Z&f=%7B%22a%22%3A1%7D&on=true',
    );
  });

  it('when data is a plain value, then it is sent as JSON', async () => {
    const { client, calls } = setup(() => envelope(200));
    await client.post('project/add', { name: '一号楼', ids: [1] });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"一号楼","ids":[1]}');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
  });

  it('when data is FormData, then it is sent as is so the browser sets the multipart boundary', async () => {
    const { client, calls } = setup(() => envelope(200));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.xlsx');
    await client.post('inspection/import', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).has('content-type')).toBe(false);
  });
});

describe('timeouts and failures', () => {
  const hanging = ({ init }: FetchCall) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('when the server does not answer within 120000 ms, then the request is aborted and a timeout is shown', async () => {
    vi.useFakeTimers();
    const { client, calls, effects } = setup(hanging);
    const pending = rejection(client.get('slow'));
    await vi.advanceTimersByTimeAsync(TIMING.REQUEST_TIMEOUT_MS - 1);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(effects.notify).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  it('when an import passes the import timeout, then it waits 600000 ms', async () => {
    vi.useFakeTimers();
    const { client, calls } = setup(hanging);
    const pending = rejection(
      client.post('inspection/import', new FormData(), { timeout: TIMING.IMPORT_TIMEOUT_MS }),
    );
    await vi.advanceTimersByTimeAsync(TIMING.REQUEST_TIMEOUT_MS);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(TIMING.IMPORT_TIMEOUT_MS - TIMING.REQUEST_TIMEOUT_MS);
    expect((await pending).kind).toBe('timeout');
  });

  it('when the caller aborts, then the call rejects quietly', async () => {
    const { client, effects } = setup(hanging);
    const controller = new AbortController();
    const pending = rejection(client.get('x', undefined, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('when the network fails, then a network error is shown', async () => {
    const { client, effects } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await rejection(client.get('x'))).kind).toBe('network');
    expect(effects.notify).toHaveBeenCalledWith('网络异常，请检查网络连接后重试');
  });
});

describe('downloads', () => {
  it('when an export answers a file, then the blob and the suggested file name resolve', async () => {
    const name = '检测台账.xlsx';
    const { client } = setup(
      () =>
        new Response('PK-bytes', {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
          },
        }),
    );
    const file = await client.download({ url: 'inspection/export', params: { ids: [1, 2] } });
    expect(file.filename).toBe(name);
    expect(await file.blob.text()).toBe('PK-bytes');
  });

  it('when an export fails with an envelope, then its message is shown and the call rejects', async () => {
    const { client, effects } = setup(() => envelope(500, null, '没有可导出的数据'));
    await rejection(client.download({ url: 'inspection/export' }));
    expect(effects.notify).toHaveBeenCalledWith('没有可导出的数据');
  });

  it.each([
    ['attachment; filename="a b.xlsx"', 'a b.xlsx'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    [`attachment; filename*=UTF-8''${encodeURIComponent('报表.pdf')}`, '报表.pdf'],
    [null, undefined],
  ])('when Content-Disposition is %s, then the file name is %s', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });
});

describe('responses with headers', () => {
  it('when headers are asked for, then the data and the response headers both resolve', async () => {
    const { client, calls } = setup(() =>
      json({ code: 200, data: { userId: 3 }, msg: '' }, 200, { [AUTH_HEADER]: 'tok' }),
    );
    const result = await client.requestWithHeaders<{ userId: number }>({
      url: 'login',
      service: 'auth',
      method: 'POST',
      data: { username: 'a' },
    });
    expect(result.data).toEqual({ userId: 3 });
    expect(result.headers.get(AUTH_HEADER)).toBe('tok');
    expect(calls[0]?.url).toBe('/auth/login');
    expect(new Headers(calls[0]?.init.headers).get('accept')).toBe('application/json');
  });

  it('when the envelope code is not 200, then the call rejects as any other would', async () => {
    const { client, effects } = setup(() => json({ code: 401, data: null, msg: '账号或密码错误' }, 401));
    const error = await rejection(
      client.requestWithHeaders({ url: 'login', service: 'auth', method: 'POST' }),
    );
    expect(error.status).toBe(401);
    expect(effects.notify).toHaveBeenCalledWith('没有权限（令牌、用户名或密码错误）：账号或密码错误');
  });

  it('when a call waits for a preset password to be changed, then it rejects without a notice', async () => {
    const { client, effects } = setup(() =>
      json({ code: 403, data: 'must change password', msg: '当前密码为初始密码，请先修改密码' }, 403),
    );
    const error = await rejection(client.get('project/list', undefined, { service: 'auth' }));
    expect(error.status).toBe(403);
    expect(effects.notify).not.toHaveBeenCalled();
  });
});
