import { z } from 'zod';

/** GET /api/output/params?projectId= — the output-notice parameters (spec §3, §7.3; defaults 5 and 20). */
export const outputParamsQuerySchema = z.object({ projectId: z.coerce.number().int().positive() });
export type OutputParamsQuery = z.infer<typeof outputParamsQuerySchema>;

export const outputNoticeParamsSchema = z.object({
  firstHalfStartDate: z.number().int().min(1).max(31),
  firstHalfEndDate: z.number().int().min(1).max(31),
});
export type OutputNoticeParams = z.infer<typeof outputNoticeParamsSchema>;

/** POST /api/output/notice/read — the user closed the output notice: not shown again this month. */
export const outputNoticeReadBodySchema = z.object({ projectId: z.number().int().positive() });
export type OutputNoticeReadBody = z.infer<typeof outputNoticeReadBodySchema>;
