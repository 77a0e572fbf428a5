import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Browser tests of the request layer need the server to answer any envelope code with any
 * HTTP status. Registered only when ZHUJI_TEST_ROUTES=1; never in production.
 */
export async function testRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/test/respond',
    {
      config: { public: true },
      schema: {
        hide: true,
        querystring: z.object({
          code: z.coerce.number().int().default(200),
          status: z.coerce.number().int().min(200).max(599).default(200),
          msg: z.string().default('success'),
          data: z.string().optional(),
          url: z.string().optional(),
        }),
      },
    },
    (req, reply) => {
      const { code, status, msg, data, url } = req.query;
      return reply.code(status).send({ code, msg, data: data ?? null, url: url ?? null });
    },
  );
}
