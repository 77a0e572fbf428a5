import { z } from 'zod';
import { defineCall } from './call';
import { materialPlanOptionSchema } from './material';
import { pileGroupItemSchema } from './pile';
import { pileGridItemSchema } from './pile-plan';
import { rectificationItemSchema } from './rectification';
import { pourItemSchema } from './specimen';

// Apart from site.ts, which the record contracts import for the client id: this one imports theirs.

/**
 * GET /api/site/home — what the site home and its forms need, in one answer (docs/domains/site.md#load-time):
 * on slow 4G every call costs a round trip, and the home made two in a row (user/info, then six lists).
 */
export const siteHomeSchema = z.object({
  /** The caller's current project, or null when they have none (the home says so). */
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), unitId: z.number().int() }),
  /** The piles still to build, those under way first. */
  piles: z.array(pileGridItemSchema),
  groups: z.array(pileGroupItemSchema),
  /** The project's latest 20 pours, newest first: the sampling form takes its grade and plant from them. */
  pours: z.array(pourItemSchema),
  /** The project's people, for the witness (见证人). */
  people: z.array(z.object({ name: z.string(), company: z.string() })),
  /** Open rectification notices the caller or the caller's company must answer. */
  rectifications: z.array(rectificationItemSchema),
  /** Plan lines of ready-mixed concrete, for the delivery receipt. */
  plans: z.array(materialPlanOptionSchema),
});
export type SiteHome = z.infer<typeof siteHomeSchema>;

export const siteHomeCalls = {
  /** The site home's work: each list as its own route answers the caller, with that route's checks. */
  home: defineCall({
    method: 'GET',
    path: 'site/home',
    response: siteHomeSchema,
  }),
};
