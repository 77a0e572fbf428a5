import { envelopeSchema, ok, smsOutboxItemSchema, smsOutboxQuerySchema } from '@zhuji/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertPlatformAdmin } from '../auth/platform-admin';
import { smsOutbox } from '../identity/account.table';

/**
 * GET /api/dev/sms/outbox — the latest messages of the embedded SMS provider for a phone, for the
 * platform administrator only (anyone else reading codes could take over any account through "find
 * password"); everybody else reads their code in the server log. Registered only outside production.
 */
export async function smsDevRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/sms/outbox',
    {
      config: { who: { kind: 'platformAdmin' } },
      schema: {
        tags: ['dev'],
        summary:
          '开发用短信发件箱 (dev only: SMS outbox of a phone, newest first; platform administrator only)',
        querystring: smsOutboxQuerySchema,
        response: { 200: envelopeSchema(z.array(smsOutboxItemSchema)) },
      },
    },
    async (req) => {
      await assertPlatformAdmin(app.db, req.user.userId, req.lang);
      const rows = await app.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, req.query.phone))
        .orderBy(desc(smsOutbox.id))
        .limit(20);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );
}
