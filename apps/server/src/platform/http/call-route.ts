import {
  type AnyCall,
  type CallAnswerData,
  type CallParsedBody,
  type CallParsedParams,
  type CallParsedQuery,
  callUrl,
  type Envelope,
  envelopeSchema,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeclaredWho } from '../access/route-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue entry the route was registered from; the route table counts these. */
    call?: AnyCall;
  }
}

/** What a catalogue route's handler sees: the querystring and body as the call's schemas parse them. */
export type CallRequest<C extends AnyCall> = FastifyRequest & {
  query: CallParsedQuery<C>;
  body: CallParsedBody<C>;
  params: CallParsedParams<C>;
};

/** An envelope of the call's data, or the reply itself when the handler sends a file or a stream. */
export type CallReply<C extends AnyCall> = C['response'] extends 'file'
  ? FastifyReply
  : Envelope<CallAnswerData<C>> | FastifyReply;

/**
 * Who may call, as the route table lists it (platform/auth/route-access.ts); `public: true` only for a
 * route listed in platform/auth/public-routes.ts (the route table refuses any other).
 */
type CallAccess = { who: DeclaredWho; public?: never } | { public: true; who?: never };

export type CallRouteOptions<C extends AnyCall> = CallAccess & {
  /** OpenAPI tags. */
  tags: string[];
  /** OpenAPI summary; the call's own summary when omitted. */
  summary?: string;
  /** OpenAPI description: what the summary leaves out (access, uniqueness, audit). */
  description?: string;
  bodyLimit?: number;
  /**
   * 'warn' for a hot read asked on every page load (user info): Fastify's two info lines per request
   * ("incoming request", "request completed") are left out, warnings and errors are still logged.
   */
  logLevel?: 'warn';
  /** A tighter per-route limit than the global one (@fastify/rate-limit's route config); per user if keyed. */
  rateLimit?: { max: number; timeWindow: string; keyGenerator?: (req: FastifyRequest) => string };
  handler: (req: CallRequest<C>, reply: FastifyReply) => Promise<CallReply<C>> | CallReply<C>;
};

/** The fastify schema of a call: its zod querystring and body, and its answer wrapped in the envelope. */
export function callSchema(call: AnyCall, doc: { tags: string[]; summary?: string; description?: string }) {
  const summary = doc.summary ?? call.summary;
  return {
    tags: doc.tags,
    ...(summary && { summary }),
    ...(doc.description && { description: doc.description }),
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(typeof call.body === 'object' && { body: call.body }),
    ...(call.response !== 'file' && { response: { 200: envelopeSchema(call.response) } }),
  };
}

/**
 * Registers a route from its catalogue entry (packages/shared/src/contract/<m>.ts): method, URL and
 * schemas come from the declaration, so the web client and the server cannot disagree on them.
 * `config.call` lets the route table count the routes that come from the catalogue.
 */
export function callRoute<C extends AnyCall>(app: FastifyInstance, call: C, opts: CallRouteOptions<C>) {
  app.route({
    method: call.method,
    url: callUrl(call),
    schema: callSchema(call, opts),
    config: {
      ...(opts.public ? { public: true, call } : { who: opts.who, call }),
      ...(opts.rateLimit && { rateLimit: opts.rateLimit }),
    },
    ...(opts.bodyLimit && { bodyLimit: opts.bodyLimit }),
    ...(opts.logLevel && { logLevel: opts.logLevel }),
    handler: opts.handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
