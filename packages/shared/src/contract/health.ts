import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.boolean(),
  version: z.string(),
  dbMode: z.enum(['embedded', 'external']),
});
export type Health = z.infer<typeof healthSchema>;
