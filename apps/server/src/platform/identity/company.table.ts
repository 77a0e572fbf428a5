import { bigserial, boolean, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Companies (单位): every party on a project is one, with its company type. */
export const company = pgTable('company', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  name: text().notNull(),
  /** COMPANY_TYPE of @zhuji/shared (1 contractor … 8 regulator). */
  compType: smallint().notNull(),
  /** Unified social credit code (GB 32100), checksum-validated, unique. */
  creditCode: text().notNull().unique(),
  legalPerson: text(),
  legalPersonPhone: text(),
  technician: text(),
  technicianPhone: text(),
  address: text(),
  provinceCode: text(),
  cityCode: text(),
  districtCode: text(),
  qualification: text(),
  /** pending review → active, or disabled. */
  status: text({ enum: ['pending', 'active', 'disabled'] })
    .notNull()
    .default('pending'),
  /**
   * Its users log in with password + SMS code (a second factor), set by its administrator or the
   * platform administrator. The platform administrator always needs it.
   */
  loginCodeRequired: boolean().notNull().default(false),
  /** The platform's reason when it rejected the registration (told to the applicant). */
  reviewReason: text(),
  reviewedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
