import { bigint, bigserial, date, index, numeric, pgTable, text } from 'drizzle-orm/pg-core';

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
