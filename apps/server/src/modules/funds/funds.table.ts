import { bigint, bigserial, date, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A progress payment against a month's filed output value (资金支付); one per month. */
export const fundPayment = pgTable(
  'fund_payment',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    reportMonth: text().notNull(),
    /** The month's filed actual output (万元), copied when the payment is registered. */
    outputValue: numeric({ precision: 16, scale: 4 }),
    approvedValue: numeric({ precision: 16, scale: 4 }).notNull(),
    /** % of the approved value the contract allows to pay. */
    payableRate: numeric({ precision: 7, scale: 3 }).notNull(),
    paidAmount: numeric({ precision: 16, scale: 4 }).notNull(),
    paidDate: date(),
    cumulativePaid: numeric({ precision: 16, scale: 4 }),
    cumulativeOutput: numeric({ precision: 16, scale: 4 }),
    /** %: cumulative paid ÷ cumulative output. */
    paidShare: numeric({ precision: 9, scale: 2 }),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fund_payment_project_month_key').on(t.projectId, t.reportMonth)],
);
