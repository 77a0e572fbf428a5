import { GEO_HOLE_KINDS } from '@zhuji/shared';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Project records (项目台账): the geotechnical investigation's boreholes and strata, and goods bought.

/** A borehole of the project's geotechnical investigation report (岩土工程勘察报告 钻孔). */
export const geoBorehole = pgTable(
  'geo_borehole',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    holeNo: text().notNull(),
    /** 技术孔 (sampling) or 鉴别孔 (identification). */
    kind: text({ enum: GEO_HOLE_KINDS }).notNull(),
    x: numeric({ precision: 16, scale: 4 }).notNull(),
    y: numeric({ precision: 16, scale: 4 }).notNull(),
    /** Ground elevation at the hole mouth (m, 1985 national datum). */
    elevation: numeric({ precision: 8, scale: 3 }).notNull(),
    depth: numeric({ precision: 7, scale: 2 }).notNull(),
    /** Stable groundwater depth below the mouth (m); null when not met. */
    waterDepth: numeric({ precision: 6, scale: 2 }),
    drilledOn: date().notNull(),
  },
  (t) => [uniqueIndex('geo_borehole_project_no_key').on(t.projectId, t.holeNo)],
);

/** One stratum met in a borehole, top to bottom, with its design parameters. */
export const geoStratum = pgTable(
  'geo_stratum',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    boreholeId: bigint({ mode: 'number' }).notNull(),
    seq: integer().notNull(),
    /** The report's layer number: ①, ②-1, ⑥-2 … */
    layerNo: text().notNull(),
    name: text().notNull(),
    topDepth: numeric({ precision: 7, scale: 2 }).notNull(),
    bottomDepth: numeric({ precision: 7, scale: 2 }).notNull(),
    description: text().notNull().default(''),
    /** Characteristic bearing capacity fak (kPa). */
    bearingKpa: integer(),
    /** Characteristic shaft friction qsik and end resistance qpk of bored piles (kPa). */
    shaftFrictionKpa: integer(),
    endResistanceKpa: integer(),
  },
  (t) => [index('geo_stratum_borehole_idx').on(t.boreholeId, t.seq)],
);

/** Goods bought for a project (工程物资台账): what, how much, from whom and when it arrived. */
export const goods = pgTable(
  'goods',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    name: text().notNull(),
    spec: text().notNull().default(''),
    unit: text().notNull(),
    quantity: numeric({ precision: 13, scale: 3 }).notNull(),
    unitPrice: numeric({ precision: 12, scale: 4 }),
    supplier: text().notNull(),
    arrivedOn: date().notNull(),
  },
  (t) => [index('goods_project_arrived_idx').on(t.projectId, t.arrivedOn.desc().nullsFirst())],
);
