import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One uploaded file: who sent it, for which project (optional), what it really is (the type sniffed
 * from its bytes, not the name it came with) and where the store keeps it.
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Members of this project may download it; null: only the uploader. */
    projectId: bigint({ mode: 'number' }),
    ownerUserId: bigint({ mode: 'number' }).notNull(),
    /** Shown and offered as the download name only; never part of a path. */
    originalName: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_file_key_idx').on(t.storageKey),
    index('stored_file_owner_idx').on(t.ownerUserId),
    index('stored_file_project_idx').on(t.projectId),
  ],
);
