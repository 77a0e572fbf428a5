import { z } from 'zod';

/**
 * Readiness (GET /api/health): may this process take traffic? Each dependency is reported on its own,
 * so an operator sees which one is down; `status` is ok only when all are.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.boolean(),
  /** The file store answers (local folder writable, or the S3 bucket reachable). */
  storage: z.boolean(),
  /** Background import jobs can be recorded and run (job table reachable, process not shutting down). */
  queue: z.boolean(),
  version: z.string(),
  dbMode: z.enum(['embedded', 'external']),
});
export type Health = z.infer<typeof healthSchema>;

/** Liveness (GET /api/health/live): the process answers; no dependency is asked. */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Liveness = z.infer<typeof livenessSchema>;
