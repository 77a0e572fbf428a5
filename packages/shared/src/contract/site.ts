import { z } from 'zod';
import { defineCall } from './call';

/**
 * The site app's contract (docs/domains/site.md): the client-made id its creates carry, and the call a phone
 * asks after a lost answer. The records themselves go through the pile, specimen, rectification, material
 * and upload calls, the same as the desktop pages.
 */

/** A uuid made on the phone for one record or photo; a retry with it returns the first answer. */
export const clientIdSchema = z.uuid();

export const siteKnownQuerySchema = z.object({
  clientIds: z.array(clientIdSchema).max(500),
});
export const siteKnownItemSchema = z.object({
  clientId: z.string(),
  /** The catalogue path that stored it, e.g. `pile/construction/save`. */
  call: z.string(),
  at: z.string(),
});
export type SiteKnownItem = z.infer<typeof siteKnownItemSchema>;

export const siteCalls = {
  /** Which of these client ids the server already has (the caller's own writes only). */
  known: defineCall({
    method: 'POST',
    path: 'site/clientIds',
    body: siteKnownQuerySchema,
    response: z.array(siteKnownItemSchema),
  }),
};
