import { COST_CATEGORIES, COST_TAX_RATES } from '@zhuji/shared';
import {
  bigint,
  bigserial,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One cost line of a project (成本台账): what was spent, on which budget item, with its VAT separated. */
export const costRecord = pgTable(
  'cost_record',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    /** 凭证号: the ledger's own number, unique in the project (a re-import skips the lines it has). */
    voucherNo: text().notNull(),
    costDate: date().notNull(),
    category: text({ enum: COST_CATEGORIES }).notNull(),
    subject: text().notNull(),
    payee: text().notNull().default(''),
    quantity: numeric({ precision: 14, scale: 3 }),
    unit: text().notNull().default(''),
    /** 含税单价, 元. */
    unitPrice: numeric({ precision: 14, scale: 4 }),
    /** 含税金额, 元: quantity × unit price when both are given (domain/cost.ts). */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    taxRate: text({ enum: COST_TAX_RATES }).notNull(),
    taxAmount: numeric({ precision: 14, scale: 2 }).notNull(),
    netAmount: numeric({ precision: 14, scale: 2 }).notNull(),
    invoiceNo: text().notNull().default(''),
    handler: text().notNull().default(''),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cost_record_project_voucher_key').on(t.projectId, t.voucherNo),
    index('cost_record_project_date_idx').on(t.projectId, t.costDate),
  ],
);
