import { z } from 'zod';
import { CURING_BREACHES } from './curing';

// The cured step (标准养护) of a specimen's chain, on the label's scan page and the report's public page
// (docs/domains/curing.md): kept apart from specimen-chain.ts and specimen-verify.ts so that neither
// imports the other (specimen.ts imports specimen-verify.ts).

/** A curing warning (an excursion out of the room's limits longer than it tolerates) during a stay. */
export const curedWarningSchema = z.object({
  startedAt: z.string(),
  lastOutAt: z.string(),
  /** Back in range at; null while the room is still out of range. */
  endedAt: z.string().nullable(),
  minutes: z.number(),
  breaches: z.array(z.enum(CURING_BREACHES)),
  minTemperature: z.number(),
  maxTemperature: z.number(),
  minHumidity: z.number(),
});
/** One stay of a group in a standard curing room, with every warning that touched it (none: in range). */
export const curedStaySchema = z.object({
  sampleNo: z.string(),
  room: z.string(),
  inAt: z.string(),
  /** Null: still in the room. */
  outAt: z.string().nullable(),
  warnings: z.array(curedWarningSchema),
});
export type CuredStay = z.infer<typeof curedStaySchema>;
