import { callUrl, envelopeSchema, type JsonCall, type KitAction, type Language, ok } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DeclaredWho } from '../access/route-access';
import type { SessionUser } from '../auth/session';
import type { DbOrTx } from '../db/client';
import { callSchema } from '../http/call-route';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : unknown;

/** What a guarded route's functions see: the request with its querystring and body as the schemas parse them. */
export type GuardedRequest<Q, B> = FastifyRequest & { query: Out<Q>; body: Out<B> };

/** The project a call touches: its id, or a row that carries it (handed on to `answer`). */
type Scope = number | { projectId: number };

/**
 * Who may call: `{ action, project }` asserts membership of the project `project` names (or of the row it
 * loads; a missing row and a non-member both answer 404) and the menu action (403), before `answer` runs; `'service'` says the
 * service function `answer` calls asserts them itself (writes that load and check in their transaction).
 */
export type GuardedAccess<Req, P extends Scope, A extends KitAction> =
  | { action: A; project: (req: Req) => P | Promise<P> }
  | 'service';

export interface GuardedRoute<Q, B, R extends Schema, P extends Scope, A extends KitAction> {
  /** The OpenAPI summary. */
  summary: string;
  querystring?: Q;
  body?: B;
  /** The schema of `data`; the route answers `envelopeSchema(response)`. */
  response: R;
  access: GuardedAccess<GuardedRequest<Q, B>, P, A>;
  /**
   * Who may call, as the route table lists it: derived from `access` and the module's menu, so only an
   * `access: 'service'` route says it (what its service asserts); registering one without it throws.
   */
  who?: DeclaredWho;
  /** The data of the `ok(...)` answer; `scope` is what `access.project` gave (undefined for `'service'`). */
  answer: (req: GuardedRequest<Q, B>, scope: P) => z.input<R> | Promise<z.input<R>>;
}

/** A module's guard: membership of the project (404 otherwise) and the action on the module's menu (403). */
export type ModuleGuard<A extends KitAction> = (
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  action: A,
  lang: Language,
) => Promise<unknown>;

/**
 * Hand-written routes of one shape — a zod querystring or body, "assert the menu action, then answer
 * `ok(...)`" — declared as data: `route.get(url, { summary, querystring, response, access, answer })`.
 * The OpenAPI entry is the one `r.get(url, { schema: { tags, summary, querystring, response: { 200:
 * envelopeSchema(response) } } }, handler)` gives; `url` may be several paths (aliases) of one route.
 */
export function guardedRoutes<A extends KitAction>(
  app: FastifyInstance,
  opts: { tags: string[]; guard: ModuleGuard<A> /** The role_menu menu `guard` checks. */; menu: string },
) {
  function register<R extends Schema, Q, B, P extends Scope>(
    verb: string,
    urls: readonly string[],
    spec: GuardedRoute<Q, B, R, P, A>,
    schema: Record<string, unknown>,
    call?: JsonCall,
  ) {
    const { access, answer } = spec;
    const who: DeclaredWho | undefined =
      spec.who ??
      (access === 'service' ? undefined : { kind: 'project', menu: opts.menu, action: access.action });
    if (!who) throw new Error(`${urls.join(', ')}: an access: 'service' route says who may call it`);
    const handler = async (req: FastifyRequest) => {
      const typed = req as GuardedRequest<Q, B>;
      if (access === 'service') return ok(await answer(typed, undefined as unknown as P));
      const scope = await access.project(typed);
      const projectId = typeof scope === 'number' ? scope : scope.projectId;
      await opts.guard(app.db, req.user, projectId, access.action, req.lang);
      return ok(await answer(typed, scope));
    };
    for (const url of urls) app.route({ method: verb, url, schema, config: { who, call }, handler });
  }

  const method =
    (verb: 'GET' | 'POST') =>
    <
      R extends Schema,
      Q extends Schema | undefined = undefined,
      B extends Schema | undefined = undefined,
      P extends Scope = number,
    >(
      urls: string | readonly string[],
      spec: GuardedRoute<Q, B, R, P, A>,
    ) => {
      const { summary, querystring, body, response } = spec;
      const schema = {
        tags: opts.tags,
        summary,
        ...(querystring && { querystring }),
        ...(body && { body }),
        response: { 200: envelopeSchema(response) },
      };
      register(verb, typeof urls === 'string' ? [urls] : urls, spec, schema);
    };

  /**
   * The same route declared by its catalogue entry: method, path, querystring, body and response come
   * from the call (packages/shared/src/contract/<m>.ts); `summary` defaults to the call's.
   */
  const fromCall = <C extends JsonCall, P extends Scope = number>(
    call: C,
    spec: Omit<
      GuardedRoute<C['query'], C['body'], C['response'], P, A>,
      'querystring' | 'body' | 'response' | 'summary'
    > & { summary?: string },
  ) => {
    const full = { ...spec, summary: spec.summary ?? call.summary ?? '', response: call.response };
    register(
      call.method,
      [callUrl(call)],
      full,
      callSchema(call, { tags: opts.tags, summary: spec.summary }),
      call,
    );
  };

  return { get: method('GET'), post: method('POST'), call: fromCall };
}
