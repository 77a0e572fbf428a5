import { type AnyCall, accountCalls, callUrl, pileCalls } from '@zhuji/shared';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The hot routes (issue 21's table: user info, the pile list and its statistics), whose answer is
 * written by a function compiled from its schema (fast-json-stringify, what Fastify uses for JSON
 * schemas) instead of the zod serializer, which encodes the whole answer through the schema before
 * JSON.stringify — several times the cost on user info's menu tree (docs/architecture.md "Access
 * cache"). Their answer's shape is fixed by the handler's type (CallReply); compiled-serializer.test.ts
 * checks that both write the same JSON for the real answers. Failures never come here: sendEnvelope
 * writes them itself.
 */
export const COMPILED_RESPONSE_CALLS: readonly AnyCall[] = [
  accountCalls.userInfo,
  pileCalls.list,
  pileCalls.statistics,
];

const compiled = new Set(COMPILED_RESPONSE_CALLS.map((call) => `${call.method} ${callUrl(call)}`));

/** A serializer compiled from a zod schema through its JSON schema (output side). */
export function compiledSerializer(schema: unknown): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new Error('compiledSerializer: a zod response schema is needed');
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
}

/** The routes given a compiled serializer so far (`METHOD /url`), for the test that they are the hot ones. */
export const compiledRoutes = new Set<string>();

/** The app's serializer compiler: compiled for the 200 answer of the hot routes, zod's for the rest. */
export const appSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const key = `${route.method} ${route.url}`;
  if (!compiled.has(key) || String(route.httpStatus) !== '200')
    return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  compiledRoutes.add(key);
  return compiledSerializer(route.schema);
};
