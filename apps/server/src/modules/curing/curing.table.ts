import { CURING_READING_SOURCES, type CuringBreach } from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A standard curing room (标准养护室) of a sub-project, its limits (default 20 ± 2 °C, RH ≥ 95 %) and the
 * minutes out of range it tolerates before a warning (docs/domains/curing.md). The device key is kept
 * as its SHA-256 only; `deviceKeyHint` shows which key is current.
 */
export const curingRoom = pgTable(
  'curing_room',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    name: text().notNull(),
    location: text().notNull().default(''),
    tempMin: numeric({ precision: 5, scale: 2 }).notNull().default('18'),
    tempMax: numeric({ precision: 5, scale: 2 }).notNull().default('22'),
    humidityMin: numeric({ precision: 5, scale: 2 }).notNull().default('95'),
    toleranceMinutes: integer().notNull().default(30),
    deviceKeyHash: text(),
    deviceKeyHint: text(),
    deviceKeyCreatedAt: timestamp({ withTimezone: true }),
    /** Who issued the current key: device writes are audited in their name. */
    deviceKeyCreatedBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('curing_room_project_name_key').on(t.projectId, t.name),
    uniqueIndex('curing_room_device_key').on(t.deviceKeyHash),
  ],
);

/** One temperature/humidity reading of a room; one per device time (a resent batch adds nothing). */
export const curingReading = pgTable(
  'curing_reading',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    roomId: bigint({ mode: 'number' }).notNull(),
    projectId: bigint({ mode: 'number' }).notNull(),
    measuredAt: timestamp({ withTimezone: true }).notNull(),
    temperature: real().notNull(),
    humidity: real().notNull(),
    source: text({ enum: CURING_READING_SOURCES }).notNull(),
    /** The person who typed it; null for a device. */
    enteredBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('curing_reading_room_time_key').on(t.roomId, t.measuredAt)],
);

/** A specimen group's stay in a room: in at, out at (null: still there). */
export const curingStay = pgTable(
  'curing_stay',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    roomId: bigint({ mode: 'number' }).notNull(),
    projectId: bigint({ mode: 'number' }).notNull(),
    specimenId: bigint({ mode: 'number' }).notNull(),
    inAt: timestamp({ withTimezone: true }).notNull(),
    outAt: timestamp({ withTimezone: true }),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('curing_stay_room_idx').on(t.roomId, t.inAt),
    // A group is in one room at a time.
    uniqueIndex('curing_stay_open_key').on(t.specimenId).where(sql`${t.outAt} is null`),
  ],
);

/**
 * An excursion out of range longer than the room tolerates: one warning each (docs/domains/curing.md).
 * Later readings of the same excursion update it (its end, extremes and specimens), never add another.
 */
export const curingExcursion = pgTable(
  'curing_excursion',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    roomId: bigint({ mode: 'number' }).notNull(),
    projectId: bigint({ mode: 'number' }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    lastOutAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    breaches: text().array().$type<CuringBreach[]>().notNull().default(sql`'{}'::text[]`),
    minTemperature: real().notNull(),
    maxTemperature: real().notNull(),
    minHumidity: real().notNull(),
    /** The specimens in the room during the excursion. */
    specimenIds: jsonb().$type<number[]>().notNull().default([]),
    raisedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('curing_excursion_room_idx').on(t.roomId, t.startedAt),
    index('curing_excursion_project_idx').on(t.projectId, t.id),
  ],
);
