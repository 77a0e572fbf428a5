import {
  bigint,
  bigserial,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Buildings (楼栋/单体) of a sub-project; the build number is unique within the project. */
export const building = pgTable(
  'building',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    buildNumber: text().notNull(),
    name: text().notNull().default(''),
    floorsAbove: smallint().notNull(),
    floorsBelow: smallint().notNull().default(0),
    cellFloor: numeric({ precision: 5, scale: 2 }),
    cellArea: numeric({ precision: 10, scale: 2 }),
    buildHeight: numeric({ precision: 8, scale: 2 }),
    structureType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves the default list order (build number within the project).
  (t) => [uniqueIndex('building_project_number_key').on(t.projectId, t.buildNumber)],
);

/** Main-part setting: the parts poured on one floor of a building (unique per building, floor and name). */
export const buildingPart = pgTable(
  'building_part',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    buildingId: bigint({ mode: 'number' })
      .notNull()
      .references(() => building.id, { onDelete: 'cascade' }),
    buildNumber: text().notNull(),
    layer: smallint().notNull(),
    part: text().notNull(),
    concreteGrade: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('building_part_natural_key').on(t.projectId, t.buildNumber, t.layer, t.part),
    index('building_part_building_layer').on(t.buildingId, t.layer),
  ],
);
