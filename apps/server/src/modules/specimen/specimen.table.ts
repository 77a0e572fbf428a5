import { SPECIMEN_CURING, SPECIMEN_CURINGS } from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A pour (浇筑) of one plant's concrete: the piles or part it filled, the volume and hours, and the
 * test-block groups due for it (GB 50202-2018 5.1.3, computed from these columns).
 */
export const concretePour = pgTable(
  'concrete_pour',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    location: text().notNull(),
    pileNos: text().array().notNull().default(sql`'{}'::text[]`),
    strengthGrade: text().notNull(),
    plant: text().notNull(),
    volumeM3: numeric({ precision: 10, scale: 3 }).notNull(),
    continuousHours: numeric({ precision: 8, scale: 3 }).notNull().default('0'),
    singleColumnSinglePile: boolean().notNull().default(false),
    pouredOn: date().notNull(),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The witnessed sampling (见证取样, docs/domains/witness.md): the appointed witness named at
    // registration, the appointment that allowed it, and when the witness confirmed from their account.
    witnessUserId: bigint({ mode: 'number' }),
    witnessAppointmentId: bigint({ mode: 'number' }),
    witnessConfirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('concrete_pour_project_idx').on(t.projectId, t.id),
    // A witness's pours waiting for their confirmation.
    index('concrete_pour_witness_idx').on(t.witnessUserId).where(sql`${t.witnessConfirmedAt} is null`),
  ],
);

/**
 * A specimen (试块) group: concrete cubes made at a pour and cured to an age before testing.
 * pileId links it to the pile it was made from; null means not linked yet (docs/product.md §8 pile association
 * reminder: the pile is not registered, or its number differs from the submitted location).
 */
export const specimen = pgTable(
  'specimen',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    /** The unique sample number on the QR label, e.g. SK-20261123-0001 (older rows: the lab's number). */
    sampleNo: text().notNull(),
    /** Concrete strength grade: C30, C35 … */
    strengthGrade: text().notNull(),
    /** SPECIMEN_CURING: standard or same_condition. */
    curing: text({ enum: SPECIMEN_CURINGS }).notNull().default(SPECIMEN_CURING.STANDARD),
    /** Cube edge in mm. */
    cubeSize: smallint().notNull().default(150),
    makeDate: date().notNull(),
    ageDays: smallint().notNull().default(28),
    /** The submitted pile numbers or part, as written on the submission. */
    location: text().notNull(),
    /** The pile (pile module) this group belongs to; no foreign key until that table exists. */
    pileId: bigint({ mode: 'number' }),
    /** The pour it was made at; null for groups registered before pours were recorded. */
    pourId: bigint({ mode: 'number' }),
    /** TEST_BLOCK_NATURES and TEST_BLOCK_TYPES. */
    nature: text().notNull().default('standard28'),
    type: text().notNull().default('compressive'),
    plant: text().notNull().default(''),
    volumeM3: numeric({ precision: 10, scale: 3 }),
    /**
     * Sampling witnessed by the owner or supervision (建建[2000]211号): true once the named witness
     * confirmed it (docs/domains/witness.md); the witness ratio counts only these.
     */
    witnessed: boolean().notNull().default(false),
    witnessName: text().notNull().default(''),
    /** The appointed witness named for this group; witnessed stays false until they confirm. */
    witnessUserId: bigint({ mode: 'number' }),
    /** 封样编号: the number on the seal the sampler put on the group. */
    sealNo: text().notNull().default(''),
    /** SPECIMEN_STATUSES. */
    status: text().notNull().default('made'),
    submissionId: bigint({ mode: 'number' }),
    createdBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('specimen_project_sample_no_idx').on(t.projectId, t.sampleNo),
    // The start-up reminder counts exactly these rows.
    index('specimen_unlinked_idx').on(t.projectId).where(sql`${t.pileId} is null`),
    index('specimen_pour_idx').on(t.pourId),
    index('specimen_submission_idx').on(t.submissionId),
    index('specimen_pile_idx').on(t.pileId),
    // A project's test blocks in id order: the export's cursor (docs/domains/specimen.md, issue 21).
    index('specimen_project_id_idx').on(t.projectId, t.id),
    // The register's order (newest made first, then number; its filters narrow this range). DESC
    // NULLS FIRST is what ORDER BY … DESC means, so the index serves the sort. One index more per
    // filter would slow every imported row for a rarely used view.
    index('specimen_project_made_idx').on(t.projectId, t.makeDate.desc().nullsFirst(), t.sampleNo),
  ],
);

/** A submission (送检委托) of specimen groups to a testing lab (a company of type TESTING_LAB). */
export const specimenSubmission = pgTable(
  'specimen_submission',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    submitNo: text().notNull(),
    labCompanyId: bigint({ mode: 'number' }).notNull(),
    /** SUBMIT_STATUSES. */
    status: text().notNull().default('submitted'),
    remark: text().notNull().default(''),
    submittedBy: bigint({ mode: 'number' }).notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    receivedBy: bigint({ mode: 'number' }),
    receivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('specimen_submission_no_key').on(t.submitNo),
    index('specimen_submission_project_idx').on(t.projectId, t.id),
    index('specimen_submission_lab_idx').on(t.labCompanyId, t.id),
  ],
);

/** The lab's result of one group: three cube strengths and the representative value (GB/T 50107 4.3). */
export const specimenResult = pgTable('specimen_result', {
  specimenId: bigint({ mode: 'number' }).primaryKey(),
  projectId: bigint({ mode: 'number' }).notNull(),
  strengths: numeric({ precision: 6, scale: 1 }).array().notNull(),
  testDate: date().notNull(),
  /** After size factor and same-condition ÷0.88; null when the group is invalid. */
  value: numeric({ precision: 6, scale: 1 }),
  /** valid | invalid | needs-factor | unknown-size. */
  status: text().notNull(),
  rule: text(),
  enteredBy: bigint({ mode: 'number' }).notNull(),
  enteredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A test report issued by the lab for one submission. `signature` is an HMAC over the canonical content
 * built from the live rows (report, groups, results): a row changed outside the amendment path no longer
 * verifies. `verifyCode` is the random, unguessable key of the public page.
 */
export const testReport = pgTable(
  'test_report',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    submissionId: bigint({ mode: 'number' }).notNull(),
    reportNo: text().notNull(),
    labCompanyId: bigint({ mode: 'number' }).notNull(),
    conclusion: text().notNull().default(''),
    evidenceFileId: text(),
    verifyCode: text().notNull(),
    revision: integer().notNull().default(1),
    signature: text().notNull(),
    issuedBy: bigint({ mode: 'number' }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('test_report_submission_key').on(t.submissionId),
    uniqueIndex('test_report_verify_key').on(t.verifyCode),
    uniqueIndex('test_report_no_key').on(t.labCompanyId, t.reportNo),
  ],
);

/** A logged correction of a result after its report was issued. Append-only. */
export const specimenAmendment = pgTable(
  'specimen_amendment',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    specimenId: bigint({ mode: 'number' }).notNull(),
    reportId: bigint({ mode: 'number' }).notNull(),
    before: jsonb().$type<number[]>().notNull(),
    after: jsonb().$type<number[]>().notNull(),
    reason: text().notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('specimen_amendment_specimen_idx').on(t.specimenId, t.id)],
);

/** The evaluation of one lot (same grade, age and curing) by GB/T 50107-2010, redone as results arrive. */
export const lotEvaluation = pgTable(
  'lot_evaluation',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    lotKey: text().notNull(),
    strengthGrade: text().notNull(),
    ageDays: smallint().notNull(),
    curing: text({ enum: SPECIMEN_CURINGS }).notNull(),
    method: text().notNull(),
    verdict: text().notNull(),
    groups: integer().notNull(),
    invalidGroups: integer().notNull().default(0),
    mean: numeric({ precision: 6, scale: 1 }),
    min: numeric({ precision: 6, scale: 1 }),
    result: jsonb().$type<{ checks: unknown[]; coefficients: Record<string, number> }>().notNull(),
    specimenIds: jsonb().$type<number[]>().notNull(),
    rectificationId: bigint({ mode: 'number' }),
    evaluatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lot_evaluation_key').on(t.projectId, t.lotKey)],
);

/** An early-warning item (预警) raised by a failed lot or an invalid group. */
/**
 * The parameters of a warning title: plain values, or another specimen.messages key (e.g. the curing
 * 'sameCondition') to be rendered in the reader's language too.
 */
export type WarningTitleParams = Record<string, string | number | { key: string }>;

export const testBlockWarning = pgTable(
  'test_block_warning',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    /** lot-failed (sourceId: lot_evaluation) | group-invalid (sourceId: specimen). */
    kind: text().notNull(),
    sourceId: bigint({ mode: 'number' }).notNull(),
    /** The title in Chinese as raised: what rows raised before title_key existed still show. */
    title: text().notNull(),
    /**
     * The specimen.messages key of the title and its parameters, so each reader renders it in their own
     * language from the one text the module keeps (specimen-warning-title.ts); null on older rows.
     */
    titleKey: text(),
    titleParams: jsonb().$type<WarningTitleParams>(),
    /** The detail in Chinese as raised (the fallback), and its key and parameters like the title's. */
    detail: text().notNull(),
    detailKey: text(),
    detailParams: jsonb().$type<WarningTitleParams>(),
    pileNos: text().array().notNull().default(sql`'{}'::text[]`),
    rectificationId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('test_block_warning_source_key').on(t.kind, t.sourceId),
    index('test_block_warning_project_idx').on(t.projectId, t.id),
  ],
);
