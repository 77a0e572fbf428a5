import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Document management (资料管理): a catalog tree per project, the documents filed in it (their bytes are
// stored files), a recycle bin (deleted_at) and an operation log.

/** A catalog (目录) of a project's records; parent null is a top-level catalog. */
export const documentCatalog = pgTable(
  'document_catalog',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    parentId: bigint({ mode: 'number' }),
    name: text().notNull(),
    /**
     * The standard folder the platform created this catalog as (DOCUMENT_FOLDERS, shared), so its
     * name reads in the caller's language while not renamed; null for a catalog a user created.
     */
    standardCode: text(),
    sort: integer().notNull().default(0),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_catalog_project_idx').on(t.projectId, t.parentId, t.sort),
    // Two catalogs of one name side by side would be indistinguishable in the tree.
    unique('document_catalog_sibling_name_key').on(t.projectId, t.parentId, t.name).nullsNotDistinct(),
  ],
);

/** A document filed in a catalog; deleted_at set: in the recycle bin. */
export const document = pgTable(
  'document',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    catalogId: bigint({ mode: 'number' }).notNull(),
    /** The stored file holding the bytes; one document per stored file. */
    fileId: uuid().notNull(),
    title: text().notNull(),
    /** A value of the project document dictionary (common DOC_CATEGORIES), or null. */
    category: text(),
    fileName: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    mime: text().notNull(),
    uploadedBy: bigint({ mode: 'number' }).notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
    deletedBy: bigint({ mode: 'number' }),
  },
  (t) => [
    uniqueIndex('document_file_key').on(t.fileId),
    index('document_catalog_idx').on(t.catalogId, t.deletedAt),
    index('document_project_idx').on(t.projectId, t.deletedAt, t.uploadedAt.desc()),
  ],
);

/** Who did what to which document or catalog, and when (操作日志). Kept after a purge. */
export const documentLog = pgTable(
  'document_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    action: text().notNull(),
    target: text({ enum: ['catalog', 'document'] }).notNull(),
    targetId: bigint({ mode: 'number' }).notNull(),
    /** The catalog or document's name at the time. */
    targetName: text().notNull(),
    detail: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_log_project_idx').on(t.projectId, t.at.desc())],
);

/**
 * A catalogue shared with one member (user_id) or one role held on the project (role_id), to read or
 * to write (docs/domains/document.md "Sharing a catalogue"). Sub-catalogues inherit the nearest
 * ancestor's grants; a catalogue without any keeps the default (every member by their menu actions).
 */
export const documentGrant = pgTable(
  'document_grant',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    catalogId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }),
    roleId: integer(),
    level: text({ enum: ['read', 'write'] }).notNull(),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_grant_project_idx').on(t.projectId, t.catalogId),
    // One grant per grantee and catalogue: two would leave the level ambiguous.
    unique('document_grant_grantee_key').on(t.catalogId, t.userId, t.roleId).nullsNotDistinct(),
    check('document_grant_one_grantee', sql`(${t.userId} is null) <> (${t.roleId} is null)`),
    check('document_grant_level', sql`${t.level} in ('read', 'write')`),
  ],
);
