import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number handed out for the label codes of one project, kind and day (docs/domains/witness.md
 * "Labelled specimens"): SK-<project>-<yyyymmdd>-nnn of a test-block group, CL-… of a material sample,
 * JT-… of a welded-joint or splice lot. Counting the day's rows instead would hand a deleted record's
 * number to the next one, and a label already printed with it would then open the wrong sample.
 */
export const codeCounter = pgTable(
  'code_counter',
  {
    projectId: bigint({ mode: 'number' }).notNull(),
    /** The code's prefix without its dash: SK, CL, JT. */
    kind: text().notNull(),
    /** The day as the code spells it, yyyymmdd. */
    day: text().notNull(),
    /** The highest number issued (never lowered). */
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.kind, t.day] })],
);
