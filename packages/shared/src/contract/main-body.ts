import { z } from 'zod';
import {
  IMPERMEABILITY_GRADES,
  MASONRY_BLOCK_TYPES,
  MORTAR_GRADES,
  MORTAR_TYPES,
  parseSlumpReadings,
  STRUCTURAL_CONCRETE_GRADES,
  WATER_TEST_METHODS,
  WATERPROOF_MATERIALS,
  WATERPROOF_PARTS,
} from '../domain/main-body';
import { decimalSchema, percentageOrZeroSchema } from '../validators/numbers';
import { required, ruleSchema } from '../validators/rule';
import { defineCall } from './call';
import { kitIdQuerySchema } from './kit';
import { ymdSchema } from './tender';

// 主体施工 (main-body construction, spec view group "concrete pouring, brickwork, waterproof and rebar
// engineering"): pour records with their pour order (浇筑令) approved by supervision, masonry records
// and waterproofing records with their water test. Decimals travel as strings; times as
// 'YYYY-MM-DD HH:mm' on the site's clock.

const idSchema = z.number().int().positive();

/** 'YYYY-MM-DD HH:mm', a real calendar time. */
export const isDateTimeText = (value: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24;
};
export const dateTimeTextSchema = ruleSchema('dateTime', isDateTimeText);

/** "180,185,190": 1–10 whole readings in mm, 0–300. */
export const isSlumpReadingsText = (value: string): boolean => {
  const readings = parseSlumpReadings(value);
  return (
    readings.length >= 1 &&
    readings.length <= 10 &&
    readings.every((r) => Number.isInteger(r) && r >= 0 && r <= 300)
  );
};
export const slumpReadingsSchema = ruleSchema('slumpReadings', isSlumpReadingsText);

/** m³ above 0: 6 integer digits, 2 decimals. */
export const volumeM3Schema = decimalSchema({ intDigits: 6, decimals: 2, sign: 'positive' });
/** m² above 0: 8 integer digits, 2 decimals. */
export const areaM2Schema = decimalSchema({ intDigits: 8, decimals: 2, sign: 'positive' });

const recordNoSchema = z.string().trim().min(2).max(30);
const locationSchema = z.string().trim().min(2).max(60);
const personSchema = z.string().trim().min(2).max(20);
/** '' (an emptied input) clears an optional text. */
const optionalText = (max: number) => z.string().trim().max(max);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

// ---------------------------------------------------------------------------------------------
// 混凝土浇筑

/** PENDING 待审批 (the pour order is with supervision), APPROVED 已批准, RETURNED 已退回. */
export const SLUMP_RESULTS = ['PASS', 'FAIL', 'NONE'] as const;
export const POUR_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'RETURNED'] as const;
export type PourApplicationStatus = (typeof POUR_APPLICATION_STATUSES)[number];

export const concretePourItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  pourNo: z.string(),
  location: z.string(),
  buildNumber: z.string(),
  floor: z.number().int().nullable(),
  strengthGrade: z.enum(STRUCTURAL_CONCRETE_GRADES),
  impermeabilityGrade: z.string(),
  plannedVolume: z.string(),
  actualVolume: z.string().nullable(),
  plant: z.string(),
  batches: z.number().int().nullable(),
  shifts: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  designSlump: z.number().int(),
  slumpReadings: z.string(),
  applicationStatus: z.enum(POUR_APPLICATION_STATUSES),
  flowInstanceId: z.number().int().nullable(),
  recorder: z.string(),
  /** Design ± this many mm (unconfirmed bands, see domain/main-body). */
  slumpToleranceMm: z.number().int(),
  /** PASS: every reading within tolerance; FAIL: one is not; NONE: no reading yet (not poured). */
  slumpResult: z.enum(SLUMP_RESULTS),
  /** Standard-cured groups due (GB 50204-2015 7.4.1) on the actual volume, else the planned one. */
  requiredGroups: z.number().int(),
  samplingBasis: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConcretePourItem = z.infer<typeof concretePourItemSchema>;

const pourFields = {
  location: locationSchema,
  buildNumber: optionalText(20),
  floor: z.number().int().min(-10).max(300).nullable(),
  strengthGrade: z.enum(STRUCTURAL_CONCRETE_GRADES),
  impermeabilityGrade: z.union([z.enum(IMPERMEABILITY_GRADES), z.literal('')]),
  plannedVolume: required(volumeM3Schema),
  actualVolume: volumeM3Schema,
  plant: z.string().trim().min(2).max(50),
  batches: z.number().int().min(1).max(100_000).nullable(),
  shifts: z.number().int().min(1).max(20),
  startTime: required(dateTimeTextSchema),
  endTime: dateTimeTextSchema,
  designSlump: z.number().int().min(10).max(300),
  /** '' until the pour starts: the pour order is applied for before any reading. */
  slumpReadings: slumpReadingsSchema,
  recorder: personSchema,
};
/** POST /api/mainBody/concretePour/add — the pour order goes to supervision at once (待审批). */
export const concretePourCreateSchema = z.object({
  projectId: idSchema,
  pourNo: recordNoSchema,
  ...pourFields,
  buildNumber: z.preprocess(blankToUndefined, pourFields.buildNumber.optional()),
  floor: z.preprocess(blankToUndefined, pourFields.floor.optional()),
  impermeabilityGrade: z.preprocess(blankToUndefined, z.enum(IMPERMEABILITY_GRADES).optional()),
  actualVolume: pourFields.actualVolume.optional(),
  batches: z.preprocess(blankToUndefined, pourFields.batches.optional()),
  shifts: pourFields.shifts.optional(),
  endTime: pourFields.endTime.optional(),
  slumpReadings: pourFields.slumpReadings.optional(),
});
export type ConcretePourCreate = z.infer<typeof concretePourCreateSchema>;
export const concretePourUpdateSchema = z.object(pourFields).partial().extend({ id: idSchema });
export const CONCRETE_POUR_SORT_FIELDS = ['pourNo', 'startTime', 'strengthGrade', 'createdAt'] as const;
export const concretePourFiltersSchema = z.object({
  strengthGrade: z.enum(STRUCTURAL_CONCRETE_GRADES).optional(),
  applicationStatus: z.enum(POUR_APPLICATION_STATUSES).optional(),
});

/** POST /api/mainBody/concretePour/apply — a returned pour order goes to supervision again. */
export const concretePourApplySchema = z.object({ id: idSchema });

/** GET /api/mainBody/concretePour/groups?id= — groups due for the pour and those registered for its location. */
export const concretePourGroupsSchema = z.object({
  required: z.number().int(),
  basis: z.string(),
  /** Specimen groups the test-block module holds for this project at exactly this location. */
  registered: z.number().int(),
  /** registered ÷ required, 4 decimals. */
  rate: z.number(),
  short: z.number().int(),
});
export type ConcretePourGroups = z.infer<typeof concretePourGroupsSchema>;

// ---------------------------------------------------------------------------------------------
// 砌体工程

export const MASONRY_RESULTS = ['PASS', 'FAIL'] as const;

export const masonryItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  recordNo: z.string(),
  location: z.string(),
  blockType: z.enum(MASONRY_BLOCK_TYPES),
  mortarType: z.enum(MORTAR_TYPES),
  mortarGrade: z.enum(MORTAR_GRADES),
  volume: z.string(),
  mixers: z.number().int(),
  mortarGroupsMade: z.number().int(),
  fullness: z.string(),
  builtOn: z.string(),
  inspector: z.string(),
  /** Mortar test-block groups due (GB 50203-2011 4.0.12 [recall]). */
  mortarGroupsRequired: z.number().int(),
  /** The minimum fullness for the block type, % [recall]. */
  fullnessMin: z.number(),
  /** Server-judged from the joint fullness against the minimum for the block type. */
  result: z.enum(MASONRY_RESULTS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MasonryItem = z.infer<typeof masonryItemSchema>;

const masonryFields = {
  location: locationSchema,
  blockType: z.enum(MASONRY_BLOCK_TYPES),
  mortarType: z.enum(MORTAR_TYPES),
  mortarGrade: z.enum(MORTAR_GRADES),
  volume: required(volumeM3Schema),
  mixers: z.number().int().min(1).max(10),
  mortarGroupsMade: z.number().int().min(0).max(1000),
  fullness: required(percentageOrZeroSchema),
  builtOn: required(ymdSchema),
  inspector: personSchema,
};
export const masonryCreateSchema = z.object({
  projectId: idSchema,
  recordNo: recordNoSchema,
  ...masonryFields,
  mixers: masonryFields.mixers.optional(),
  mortarGroupsMade: masonryFields.mortarGroupsMade.optional(),
});
export type MasonryCreate = z.infer<typeof masonryCreateSchema>;
export const masonryUpdateSchema = z.object(masonryFields).partial().extend({ id: idSchema });
export const MASONRY_SORT_FIELDS = ['recordNo', 'builtOn', 'createdAt'] as const;
export const masonryFiltersSchema = z.object({
  blockType: z.enum(MASONRY_BLOCK_TYPES).optional(),
  mortarGrade: z.enum(MORTAR_GRADES).optional(),
});

// ---------------------------------------------------------------------------------------------
// 防水工程

export const WATER_TEST_RESULTS = ['PASS', 'FAIL'] as const;

export const waterproofItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  recordNo: z.string(),
  location: z.string(),
  part: z.enum(WATERPROOF_PARTS),
  material: z.enum(WATERPROOF_MATERIALS),
  materialName: z.string(),
  layers: z.number().int(),
  area: z.string(),
  testMethod: z.enum(WATER_TEST_METHODS),
  testStart: z.string(),
  testEnd: z.string(),
  /** '' until the test is judged; FAIL raises a rectification (整改) in the same transaction. */
  testResult: z.string(),
  problem: z.string(),
  rectificationId: z.number().int().nullable(),
  inspector: z.string(),
  /** Minimum hours of the method for the part (GB 50207 / GB 50209 [recall]); null when not allowed. */
  requiredHours: z.number().nullable(),
  actualHours: z.number().nullable(),
  durationSufficient: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WaterproofItem = z.infer<typeof waterproofItemSchema>;

const waterproofFields = {
  location: locationSchema,
  part: z.enum(WATERPROOF_PARTS),
  material: z.enum(WATERPROOF_MATERIALS),
  materialName: optionalText(50),
  layers: z.number().int().min(1).max(5),
  area: required(areaM2Schema),
  testMethod: z.enum(WATER_TEST_METHODS),
  testStart: dateTimeTextSchema,
  testEnd: dateTimeTextSchema,
  testResult: z.union([z.enum(WATER_TEST_RESULTS), z.literal('')]),
  problem: optionalText(500),
  inspector: personSchema,
};
export const waterproofCreateSchema = z.object({
  projectId: idSchema,
  recordNo: recordNoSchema,
  ...waterproofFields,
  materialName: waterproofFields.materialName.optional(),
  testStart: waterproofFields.testStart.optional(),
  testEnd: waterproofFields.testEnd.optional(),
  testResult: waterproofFields.testResult.optional(),
  problem: waterproofFields.problem.optional(),
});
export type WaterproofCreate = z.infer<typeof waterproofCreateSchema>;
export const waterproofUpdateSchema = z.object(waterproofFields).partial().extend({ id: idSchema });
export const WATERPROOF_SORT_FIELDS = ['recordNo', 'testStart', 'createdAt'] as const;
export const waterproofFiltersSchema = z.object({
  part: z.enum(WATERPROOF_PARTS).optional(),
  testResult: z.enum(WATER_TEST_RESULTS).optional(),
});

/** The main-structure calls besides its kit resources (apps/server/src/modules/main-body). */
export const mainBodyCalls = {
  concretePourGroups: defineCall({
    method: 'GET',
    path: 'mainBody/concretePour/groups',
    query: kitIdQuerySchema,
    response: concretePourGroupsSchema,
  }),
  concretePourApply: defineCall({
    method: 'POST',
    path: 'mainBody/concretePour/apply',
    body: concretePourApplySchema,
    response: concretePourItemSchema,
  }),
};
