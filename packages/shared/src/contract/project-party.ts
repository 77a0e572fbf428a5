import { z } from 'zod';
import { PARTY_TYPES } from '../domain/project-audit';
import { creditCodeSchema, personNameSchema, phoneSchema } from '../validators/identity';
import { required } from '../validators/rule';
import { kitFilterQuerySchema, kitListQuerySchema } from './kit';
import { pageSchema } from './pagination';

/**
 * The five responsible parties of a sub-project (五方责任主体, docs/domains/project.md) — the division projects'
 * party list (docs/domains/project.md). A party is a company, named by its credit code (so a spreadsheet can name
 * it too), of the company type its role needs, with its responsible person.
 */
export const projectPartyItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  partyType: z.enum(PARTY_TYPES),
  companyId: z.number().int().nullable(),
  creditCode: z.string(),
  companyName: z.string(),
  personName: z.string(),
  personPhone: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type ProjectPartyItem = z.infer<typeof projectPartyItemSchema>;

const partyFields = {
  partyType: z.enum(PARTY_TYPES),
  /** An active company whose type matches the party (owner 2, surveyor 4, designer 5, contractor 1, supervisor 3). */
  creditCode: required(creditCodeSchema),
  personName: required(personNameSchema),
  personPhone: required(phoneSchema),
};

export const projectPartyCreateSchema = z.object({ projectId: z.number().int().positive(), ...partyFields });
export type ProjectPartyCreate = z.infer<typeof projectPartyCreateSchema>;

export const projectPartyUpdateSchema = z
  .object(partyFields)
  .partial()
  .extend({ id: z.number().int().positive() });
export type ProjectPartyUpdate = z.infer<typeof projectPartyUpdateSchema>;

export const PROJECT_PARTY_SORT_FIELDS = ['partyType', 'companyName', 'personName', 'createdAt'] as const;
export const projectPartyFiltersSchema = z.object({ partyType: z.enum(PARTY_TYPES).optional() });
export const projectPartyListQuerySchema = kitListQuerySchema(
  PROJECT_PARTY_SORT_FIELDS,
  projectPartyFiltersSchema,
);
export const projectPartyExportQuerySchema = kitFilterQuerySchema(
  PROJECT_PARTY_SORT_FIELDS,
  projectPartyFiltersSchema,
);
export const projectPartyPageSchema = pageSchema(projectPartyItemSchema);

/** GET /api/project/division/fivePart?id= — the five, in fixed order, null fields where one is missing. */
export const fivePartItemSchema = z.object({
  partyType: z.enum(PARTY_TYPES),
  id: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  creditCode: z.string().nullable(),
  personName: z.string().nullable(),
  personPhone: z.string().nullable(),
});
export type FivePartItem = z.infer<typeof fivePartItemSchema>;
export const fivePartSchema = z.array(fivePartItemSchema);
