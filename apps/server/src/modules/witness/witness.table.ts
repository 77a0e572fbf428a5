import { bigint, bigserial, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A witness appointment (见证人委托, docs/domains/witness.md): the owner or the supervisor appoints a
 * project member, by a signed letter (the stored file), to witness sampling of the materials in `scope`
 * from `validFrom` to `validTo`. Revoking keeps the row (who, when, why): samplings it covered still
 * name it.
 */
export const witnessAppointment = pgTable(
  'witness_appointment',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    /** WITNESS_APPOINTERS: owner | supervisor, from the appointing user's role on the project. */
    appointer: text().notNull(),
    appointedBy: bigint({ mode: 'number' }).notNull(),
    documentFileId: uuid().notNull(),
    validFrom: date().notNull(),
    validTo: date().notNull(),
    /** WITNESS_SCOPES. */
    scope: text().array().notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: bigint({ mode: 'number' }),
    revokeReason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('witness_appointment_project_idx').on(t.projectId, t.userId)],
);
