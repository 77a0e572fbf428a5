import { z } from 'zod';
import { defineCall } from './call';

// Catalogue sharing (资料管理 → 权限设置, docs/domains/document.md "Sharing a catalogue"): a catalogue may be
// shared with chosen members or roles of the project, to read or to write; its sub-catalogues inherit the
// nearest ancestor's grants. A catalogue without grants (itself and its ancestors) is open to every member
// by their 资料管理 actions.

const id = z.coerce.number().int().positive();

export const DOCUMENT_GRANT_LEVELS = ['read', 'write'] as const;
export type DocumentGrantLevel = (typeof DOCUMENT_GRANT_LEVELS)[number];
export const DOCUMENT_GRANT_KINDS = ['user', 'role'] as const;
export const DOCUMENT_GRANT_MAX = 200;

/** One grantee and its level: a member of the project (user) or a role held on it. */
export const documentGrantEntrySchema = z.object({
  kind: z.enum(DOCUMENT_GRANT_KINDS),
  id: z.number().int().positive(),
  level: z.enum(DOCUMENT_GRANT_LEVELS),
});
export type DocumentGrantEntry = z.infer<typeof documentGrantEntrySchema>;

export const documentGrantItemSchema = documentGrantEntrySchema.extend({ name: z.string() });
export type DocumentGrantItem = z.infer<typeof documentGrantItemSchema>;

export const documentGrantSetSchema = z.object({
  id,
  grants: z
    .array(documentGrantEntrySchema)
    .max(DOCUMENT_GRANT_MAX, `最多 ${DOCUMENT_GRANT_MAX} 项`)
    .refine(
      (list) => new Set(list.map((g) => `${g.kind}:${g.id}`)).size === list.length,
      '同一成员或角色只能授权一次',
    ),
});
export type DocumentGrantSet = z.infer<typeof documentGrantSetSchema>;

/** The catalogue's own grants, what it inherits, and whom the drawer may pick. */
export const documentGrantViewSchema = z.object({
  catalogId: z.number().int(),
  catalogName: z.string(),
  grants: z.array(documentGrantItemSchema).describe('the catalogue’s own grants; empty: it inherits'),
  inherited: z
    .object({
      catalogId: z.number().int(),
      catalogName: z.string(),
      grants: z.array(documentGrantItemSchema),
    })
    .nullable()
    .describe('the nearest ancestor with grants, which decides while the catalogue has none of its own'),
  members: z.array(z.object({ id: z.number().int(), name: z.string(), roles: z.array(z.string()) })),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type DocumentGrantView = z.infer<typeof documentGrantViewSchema>;

export const documentGrantCalls = {
  grants: defineCall({
    method: 'GET',
    path: 'document/catalog/grant/list',
    query: z.object({ id }),
    response: documentGrantViewSchema,
  }),
  setGrants: defineCall({
    method: 'POST',
    path: 'document/catalog/grant/set',
    body: documentGrantSetSchema,
    response: documentGrantViewSchema,
  }),
};
