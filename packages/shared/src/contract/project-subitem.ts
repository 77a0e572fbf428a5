import { z } from 'zod';
import { GB50300_CODE, GB50300_LEVELS } from '../domain/gb50300';

const codeSchema = z.string().regex(GB50300_CODE, 'GB 50300 code: 2, 4 or 6 digits');

/** GET /api/project/subitem/tree?id=<projectId>&parentId=<code> — the whole tree, or one node's subtree. */
export const subitemTreeQuerySchema = z.object({
  id: z.coerce.number().int().positive(),
  parentId: z.union([z.literal(''), codeSchema]).optional(),
});
export type SubitemTreeQuery = z.infer<typeof subitemTreeQuerySchema>;

/** A node of the GB 50300 tree; `checked` when the project has selected it. */
export const subitemNodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  level: z.enum(GB50300_LEVELS),
  parentCode: z.string().nullable(),
  checked: z.boolean(),
  get children(): z.ZodArray<typeof subitemNodeSchema> {
    return z.array(subitemNodeSchema);
  },
});
export type SubitemNode = z.infer<typeof subitemNodeSchema>;
export const subitemTreeSchema = z.array(subitemNodeSchema);

/** POST /api/project/subitem/update — replaces the project's selection; ancestors are added. */
export const subitemUpdateBodySchema = z.object({
  id: z.number().int().positive(),
  idTrees: z.array(codeSchema).max(1000),
});
export type SubitemUpdateBody = z.infer<typeof subitemUpdateBodySchema>;
export const subitemSelectionSchema = z.object({ codes: z.array(z.string()) });

/**
 * GET /api/common/subItem?proId=&parentId= (docs/product.md §7.8 sub-item selector): the divisions, sub-divisions
 * and sub-items (分部、子分部、分项) the sub-project has selected, as a tree for the forms that pick one;
 * with parentId only that node's descendants.
 */
export const subItemSelectorQuerySchema = z.object({
  proId: z.coerce.number().int().positive(),
  parentId: z.union([z.literal(''), codeSchema]).optional(),
});
export type SubItemSelectorQuery = z.infer<typeof subItemSelectorQuerySchema>;
