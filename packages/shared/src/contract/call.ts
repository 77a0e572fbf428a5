import type { z } from 'zod';

/**
 * One call of the API, declared once (docs/architecture.md#layers): the server registers its route from it and the web
 * calls it through one typed client, so neither writes the path or the answer's type a second time.
 */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Business calls live under /api, login-service calls under /auth (docs/product.md §7). */
export type CallService = 'api' | 'auth';

/** A body that is not JSON: a multipart form (file uploads) or a raw workbook (imports). */
export type RawBody = 'multipart' | 'xlsx';

/** An answer that is a file (xlsx, pdf) instead of an envelope. */
export type FileAnswer = 'file';

type Schema = z.ZodType;

export interface Call<
  M extends CallMethod = CallMethod,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | RawBody | undefined = Schema | RawBody | undefined,
  R extends Schema | FileAnswer = Schema | FileAnswer,
  P extends Schema | undefined = Schema | undefined,
> {
  readonly method: M;
  /** The path under the service prefix, e.g. `pile/construction/list`; `:name` segments come from `params`. */
  readonly path: string;
  readonly service: CallService;
  /** The schema of the path's `:name` segments. */
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** The schema of the envelope's `data`, or `'file'`. */
  readonly response: R;
  readonly summary: string | undefined;
}

export type AnyCall = Call;

export interface CallSpec<M extends CallMethod, Q, B, R, P> {
  method: M;
  path: string;
  service?: CallService;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  summary?: string;
}

export function defineCall<
  M extends CallMethod,
  R extends Schema | FileAnswer,
  Q extends Schema | undefined = undefined,
  B extends Schema | RawBody | undefined = undefined,
  P extends Schema | undefined = undefined,
>(spec: CallSpec<M, Q, B, R, P>): Call<M, Q, B, R, P> {
  if (spec.path.startsWith('/') || spec.path.startsWith('api/'))
    throw new Error(`${spec.path}: a call's path is the one under the service prefix`);
  if (spec.path.includes(':') !== Boolean(spec.params))
    throw new Error(`${spec.path}: a path with :segments declares params, and only such a path`);
  return Object.freeze({
    method: spec.method,
    path: spec.path,
    service: spec.service ?? 'api',
    params: spec.params as P,
    query: spec.query as Q,
    body: spec.body as B,
    response: spec.response,
    summary: spec.summary,
  });
}

/**
 * The same call under a second path: an older name the server still answers (docs/domains/pile.md). The
 * schemas are the original's own objects, so the route registered at the alias carries exactly them.
 */
export function aliasCall<C extends AnyCall>(call: C, path: string): C {
  return defineCall({ ...call, path }) as unknown as C;
}

const SERVICE_PREFIX: Record<CallService, string> = { api: '/api', auth: '/auth' };

/** The URL the server registers: `/api/pile/construction/list`. */
export const callUrl = (call: Pick<AnyCall, 'service' | 'path'>) =>
  `${SERVICE_PREFIX[call.service]}/${call.path}`;

/** The path with its `:name` segments filled in (encoded), as the client sends it. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** What the caller puts into the path's `:name` segments. */
export type CallParams<C extends AnyCall> = C['params'] extends Schema ? z.input<C['params']> : undefined;
export type CallParsedParams<C extends AnyCall> = C['params'] extends Schema
  ? z.output<C['params']>
  : unknown;

/** What the caller sends as the querystring (before the server's coercion). */
export type CallQuery<C extends AnyCall> = C['query'] extends Schema ? z.input<C['query']> : undefined;

/** What the caller sends as a JSON body (the raw kinds go through the web client's `upload`). */
export type CallBody<C extends AnyCall> = C['body'] extends Schema ? z.input<C['body']> : undefined;

/** What the server handler reads once the schemas have parsed the request. */
export type CallParsedQuery<C extends AnyCall> = C['query'] extends Schema ? z.output<C['query']> : unknown;
export type CallParsedBody<C extends AnyCall> = C['body'] extends Schema ? z.output<C['body']> : unknown;

/** The `data` the handler answers with (before the response schema serialises it). */
export type CallAnswerData<C extends AnyCall> = C['response'] extends Schema ? z.input<C['response']> : never;

/** The `data` the caller receives. */
export type CallData<C extends AnyCall> = C['response'] extends Schema ? z.output<C['response']> : never;

/** A call whose answer is JSON (an envelope) and whose body, if any, is JSON. */
export type JsonCall = Call<CallMethod, Schema | undefined, Schema | undefined, Schema, Schema | undefined>;
/** A call answering a file (export, template, PDF). */
export type FileCall = Call<CallMethod, Schema | undefined, Schema | undefined, FileAnswer, undefined>;
/** A call taking an upload: a multipart form or a raw workbook. */
export type UploadCall = Call<CallMethod, Schema | undefined, RawBody, Schema, undefined>;

/** Every call of a catalogue object (`pileCalls`), for the checks that walk them. */
export const callsOf = (catalogue: Record<string, AnyCall>): AnyCall[] => Object.values(catalogue);
