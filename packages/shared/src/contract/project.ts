import { z } from 'zod';

export const projectIdQuerySchema = z.object({ proId: z.coerce.number().int().positive() });

/** GET /api/project/fireControl/type?proId= — fire-control type of a project (0, 1, or null when not set). */
export const fireControlTypeSchema = z.object({ fireControl: z.number().int().nullable() });

/** GET /api/project/new/selectFireInfoById?proId= — the project's fire-control information. */
export const fireInfoSchema = z.object({
  projectId: z.number().int(),
  division: z.string().nullable(),
  fireControl: z.number().int().nullable(),
});

/** GET /api/project/vip/interests?proId= — ids of the VIP features the project has (spec §3 vipProjectInterests). */
export const vipInterestsSchema = z.array(z.number().int());
