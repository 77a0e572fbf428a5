import {
  API_PREFIX,
  AUTH_HEADER,
  type Envelope,
  MUST_CHANGE_PASSWORD_MARK,
  NOT_LOGGED_IN_MARK,
  RESPONSE_CODE,
  SERVER_ERROR_ROUTE,
  TIMING,
} from '@zhuji/shared';
import i18next, { type ParseKeys } from 'i18next';
import { readToken } from '../session/token';
import { browserEffects, type RequestEffects } from './effects';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Business calls go to the API service, login-service calls to the auth service (docs/product.md §7). */
export type ApiService = 'api' | 'auth';

type QueryScalar = string | number | boolean | Date | null | undefined;
export type Query = Record<string, QueryScalar | readonly QueryScalar[] | object>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Path under the service prefix, e.g. `inspection/list`. */
  url: string;
  service?: ApiService;
  params?: Query;
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams and strings go as they are. */
  data?: unknown;
  /** Milliseconds; imports pass TIMING.IMPORT_TIMEOUT_MS. */
  timeout?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface Download {
  blob: Blob;
  filename: string | undefined;
}

/** What `requestWithHeaders` resolves: the envelope data and the response headers (login's token). */
export interface WithHeaders<T> {
  data: T;
  headers: Headers;
}

type ResponseMode = 'json' | 'blob' | 'withHeaders';

export type RequestErrorKind = 'code' | 'status' | 'timeout' | 'network' | 'aborted';

/** Every RequestError except `aborted` has already been shown to the user. */
export class RequestError extends Error {
  override readonly name = 'RequestError';

  constructor(
    message: string,
    readonly kind: RequestErrorKind,
    readonly code?: number,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface RequestDeps {
  fetch: typeof fetch;
  effects: RequestEffects;
  getToken: () => string | undefined;
  translate: (key: ParseKeys, options?: Record<string, unknown>) => string;
}

const PREFIX: Record<ApiService, string> = { api: API_PREFIX.API, auth: API_PREFIX.AUTH };

/** HTTP statuses with their own message (docs/product.md §8); 500–504 also lead to the error page. */
export const STATUS_MESSAGE_KEYS: Readonly<Record<number, ParseKeys>> = {
  400: 'api.status.400',
  401: 'api.status.401',
  403: 'api.status.403',
  404: 'api.status.404',
  406: 'api.status.406',
  410: 'api.status.410',
  422: 'api.status.422',
  500: 'api.status.500',
  502: 'api.status.502',
  503: 'api.status.503',
  504: 'api.status.504',
};

const scalarToString = (value: QueryScalar): string | undefined => {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

/** Arrays become repeated keys (`ids=1&ids=2`), as the server expects for GET and DELETE (docs/product.md §7). */
export function serializeQuery(params: Query | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        const text = scalarToString(item as QueryScalar);
        if (text !== undefined) search.append(key, text);
      }
    } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      search.append(key, JSON.stringify(value));
    } else {
      const text = scalarToString(value as QueryScalar);
      if (text !== undefined) search.append(key, text);
    }
  }
  return search.toString();
}

export function buildUrl(service: ApiService, url: string, params?: Query): string {
  const path = `${PREFIX[service].replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = serializeQuery(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Reads the name from `filename*=UTF-8''…` (preferred, RFC 6266) or `filename="…"`. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:[\w-]+'[^']*')?"?([^";]+)"?/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      return extended[1];
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || undefined;
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';

const mentionsNotLoggedIn = (data: unknown): boolean => {
  if (data === null || data === undefined) return false;
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return text.includes(NOT_LOGGED_IN_MARK);
};

const isNotLoggedIn = (env: Envelope<unknown>) =>
  env.code === RESPONSE_CODE.NOT_LOGGED_IN && mentionsNotLoggedIn(env.data);

/** Codes that concern the whole session, honoured even on a non-OK HTTP status. */
const isSessionCode = (env: Envelope<unknown>) =>
  isNotLoggedIn(env) ||
  env.code === RESPONSE_CODE.FORCED_LOGOUT ||
  (env.code === RESPONSE_CODE.REDIRECT && Boolean(env.url));

const isPlainBody = (data: unknown) =>
  !(
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    typeof data === 'string'
  );

function parseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isJsonResponse = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().includes('json');

export function createClient(overrides: Partial<RequestDeps> = {}) {
  // Resolved per call so the defaults pick up whatever fetch and i18n the page has by then.
  const deps = (): RequestDeps => ({
    fetch: overrides.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    effects: overrides.effects ?? browserEffects,
    getToken: overrides.getToken ?? readToken,
    translate: overrides.translate ?? ((key, options) => i18next.t(key, options)),
  });

  async function fail(d: RequestDeps, error: RequestError): Promise<never> {
    d.effects.notify(error.message);
    throw error;
  }

  /** Envelope codes of docs/product.md §8: 200 resolves, the others are shown and reject. */
  async function settle<T>(d: RequestDeps, env: Envelope<unknown>, status: number): Promise<T> {
    if (env.code === RESPONSE_CODE.OK) return env.data as T;
    if (isNotLoggedIn(env)) {
      const message = d.translate('api.loginExpired');
      d.effects.notify(message);
      await d.effects.logout();
      d.effects.reload();
      throw new RequestError(message, 'code', env.code, status, env.data);
    }
    if (env.code === RESPONSE_CODE.FORCED_LOGOUT) {
      const message = env.msg || d.translate('api.failed');
      d.effects.notify(message);
      await d.effects.logout();
      d.effects.reload();
      throw new RequestError(message, 'code', env.code, status, env.data);
    }
    if (env.code === RESPONSE_CODE.REDIRECT && env.url) {
      d.effects.navigate(env.url);
      throw new RequestError(env.msg || env.url, 'code', env.code, status, env.data);
    }
    return fail(
      d,
      new RequestError(env.msg || d.translate('api.failed'), 'code', env.code, status, env.data),
    );
  }

  async function rejectStatus(d: RequestDeps, response: Response): Promise<never> {
    const body = parseText(await response.text().catch(() => ''));
    if (isEnvelope(body) && isSessionCode(body)) return settle(d, body, response.status);
    if (isEnvelope(body) && body.data === MUST_CHANGE_PASSWORD_MARK) {
      // The personal-information dialog asks for the change; the calls behind it wait silently.
      throw new RequestError(body.msg, 'status', body.code, response.status, body);
    }

    const { status } = response;
    const serverMsg = isEnvelope(body) && body.msg ? body.msg : undefined;
    const key = STATUS_MESSAGE_KEYS[status];
    let message: string;
    if (!key) {
      message = serverMsg || response.statusText || d.translate('api.status.other', { status });
    } else {
      message = d.translate(key);
      // A 4xx envelope usually says what was wrong (a 422 names the field); 5xx details stay hidden.
      if (status < 500 && serverMsg && serverMsg !== message) {
        message = d.translate('api.withDetail', { message, detail: serverMsg });
      }
    }
    d.effects.notify(message);
    if (status >= 500 && status <= 504) d.effects.navigate(SERVER_ERROR_ROUTE);
    throw new RequestError(message, 'status', isEnvelope(body) ? body.code : undefined, status, body);
  }

  async function send<T>(options: RequestOptions, responseType: ResponseMode): Promise<T> {
    const d = deps();
    const method = options.method ?? 'GET';
    const headers = new Headers(options.headers);
    headers.set('Accept', responseType === 'blob' ? '*/*' : 'application/json');
    // The server answers labels and messages in the UI's language, not the browser's: before the
    // language cookie is first written, an English browser showing the default zh UI got English tags.
    if (i18next.language) headers.set('Accept-Language', i18next.language);
    const token = d.getToken();
    if (token) headers.set(AUTH_HEADER, token);

    let body: BodyInit | undefined;
    if (options.data !== undefined) {
      if (isPlainBody(options.data)) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(options.data);
      } else {
        body = options.data as BodyInit;
      }
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeout ?? TIMING.REQUEST_TIMEOUT_MS);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort);

    try {
      const response = await d.fetch(buildUrl(options.service ?? 'api', options.url, options.params), {
        method,
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      if (!response.ok) return await rejectStatus(d, response);

      if (responseType === 'blob') {
        const blob = await response.blob();
        // An export that fails still answers 200 with an envelope instead of a file.
        if (isJsonResponse(response)) {
          const parsed = parseText(await blob.text());
          if (isEnvelope(parsed) && parsed.code !== RESPONSE_CODE.OK)
            await settle(d, parsed, response.status);
        }
        const download: Download = {
          blob,
          filename: filenameFromDisposition(response.headers.get('content-disposition')),
        };
        return download as T;
      }

      const parsed = parseText(await response.text());
      // Anything that is not an envelope (health checks, plain text) is passed through untouched.
      const data = isEnvelope(parsed) ? await settle<unknown>(d, parsed, response.status) : parsed;
      if (responseType === 'withHeaders') {
        const full: WithHeaders<unknown> = { data, headers: response.headers };
        return full as T;
      }
      return data as T;
    } catch (error) {
      if (error instanceof RequestError) throw error;
      if (timedOut) return fail(d, new RequestError(d.translate('api.timeout'), 'timeout'));
      if (options.signal?.aborted) throw new RequestError('aborted', 'aborted');
      return fail(d, new RequestError(d.translate('api.network'), 'network'));
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  type Extra = Omit<RequestOptions, 'url' | 'method' | 'params' | 'data'>;

  return {
    request: <T = unknown>(options: RequestOptions) => send<T>(options, 'json'),
    /** Like `request`, but also resolves the response headers (the login token comes in one). */
    requestWithHeaders: <T = unknown>(options: RequestOptions) =>
      send<WithHeaders<T>>(options, 'withHeaders'),
    get: <T = unknown>(url: string, params?: Query, extra?: Extra) =>
      send<T>({ ...extra, url, params, method: 'GET' }, 'json'),
    del: <T = unknown>(url: string, params?: Query, extra?: Extra) =>
      send<T>({ ...extra, url, params, method: 'DELETE' }, 'json'),
    post: <T = unknown>(url: string, data?: unknown, extra?: Extra & { params?: Query }) =>
      send<T>({ ...extra, url, data, method: 'POST' }, 'json'),
    put: <T = unknown>(url: string, data?: unknown, extra?: Extra & { params?: Query }) =>
      send<T>({ ...extra, url, data, method: 'PUT' }, 'json'),
    /** For exports: resolves the file and the name the server suggested. */
    download: (options: RequestOptions) => send<Download>(options, 'blob'),
  };
}

export type ApiClient = ReturnType<typeof createClient>;

export const { request, requestWithHeaders, get, post, put, del, download } = createClient();
