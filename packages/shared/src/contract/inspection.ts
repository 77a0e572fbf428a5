import { z } from 'zod';

/** Curing of a specimen (试块) group: standard curing (标养) or same-condition curing (同条件). */
export const SPECIMEN_CURING = {
  STANDARD: 'standard',
  SAME_CONDITION: 'same_condition',
} as const;
export type SpecimenCuring = (typeof SPECIMEN_CURING)[keyof typeof SPECIMEN_CURING];
export const SPECIMEN_CURINGS = Object.values(SPECIMEN_CURING) as [SpecimenCuring, ...SpecimenCuring[]];

/**
 * GET /api/inspection/specimen/unlinkedCount?proId= — how many specimen groups of the project are not
 * linked to a pile (spec §7.2: data is the count; §8 pile association reminder). Non-pile projects answer 0.
 */
export const specimenUnlinkedCountQuerySchema = z.object({ proId: z.coerce.number().int().positive() });
export type SpecimenUnlinkedCountQuery = z.infer<typeof specimenUnlinkedCountQuerySchema>;

export const specimenUnlinkedCountSchema = z.number().int().nonnegative();
