// The hot routes' compiled serializer writes what the zod serializer would (compiled-serializer.ts).
import { envelopeSchema } from '@zhuji/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seededApp } from '../../../test/seeded-app';
import { COMPILED_RESPONSE_CALLS, compiledRoutes, compiledSerializer } from './compiled-serializer';

const t = seededApp({ users: ['zhangjianguo'] });

describe('compiled serializers of the hot routes', () => {
  it('when the app is built, then exactly the hot routes got one', () => {
    expect(t.app).toBeDefined();
    expect([...compiledRoutes].sort()).toEqual(
      ['GET /api/pile/construction/list', 'GET /api/pile/construction/status', 'GET /api/user/info'].sort(),
    );
  });

  it.each(COMPILED_RESPONSE_CALLS.map((call) => [call.path, call] as const))(
    'when %s answers, then the compiled JSON is the zod serializer’s',
    async (_path, call) => {
      const project = t.project('jiangdongPile');
      const res = await t.get(`/api/${call.path}?proId=${project}&page=1&limit=50`);
      const body = res.json();
      expect(body.code).toBe(200);
      expect(JSON.stringify(body.data)).not.toMatch(/^(\{\}|\[\]|null)$/);
      if (call.response === 'file') throw new Error('a hot route answers JSON');
      const schema = envelopeSchema(call.response);
      const viaZod = JSON.parse(JSON.stringify(z.encode(schema, body)));
      expect(JSON.parse(compiledSerializer(schema)(body))).toEqual(viaZod);
      expect(body).toEqual(viaZod);
    },
  );
});
