import { SPECIMEN_CURING, SPECIMEN_CURINGS } from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A specimen (试块) group: concrete cubes made at a pour and cured to an age before testing.
 * pileId links it to the pile it was made from; null means not linked yet (spec §8 pile association
 * reminder: the pile is not registered, or its number differs from the submitted location).
 */
export const specimen = pgTable(
  'specimen',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    /** The lab's sample number, e.g. ZJ-HNT-2026-0412. */
    sampleNo: text().notNull(),
    /** Concrete strength grade: C30, C35 … */
    strengthGrade: text().notNull(),
    /** SPECIMEN_CURING: standard or same_condition. */
    curing: text({ enum: SPECIMEN_CURINGS }).notNull().default(SPECIMEN_CURING.STANDARD),
    /** Cube edge in mm. */
    cubeSize: smallint().notNull().default(150),
    makeDate: date().notNull(),
    ageDays: smallint().notNull().default(28),
    /** The submitted pile numbers or part, as written on the submission. */
    location: text().notNull(),
    /** The pile (pile module) this group belongs to; no foreign key until that table exists. */
    pileId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('specimen_project_sample_no_idx').on(t.projectId, t.sampleNo),
    // The start-up reminder counts exactly these rows.
    index('specimen_unlinked_idx').on(t.projectId).where(sql`${t.pileId} is null`),
  ],
);
