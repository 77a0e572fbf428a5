import { z } from 'zod';
import { defineCall } from './call';
import {
  kitFilterQuerySchema,
  kitIdQuerySchema,
  kitImportResultSchema,
  kitListQuerySchema,
  kitProjectQuerySchema,
  kitRemoveBodySchema,
} from './kit';
import { pageSchema } from './pagination';

/** The contract of a kit resource, as its definition and the web's resource config hold it. */
export interface ResourceContract<
  Item extends z.ZodObject = z.ZodObject,
  Create extends z.ZodObject = z.ZodObject,
  Update extends z.ZodObject = z.ZodObject,
  Filters extends z.ZodObject = z.ZodObject,
  Sort extends readonly [string, ...string[]] = readonly [string, ...string[]],
> {
  item: Item;
  create: Create;
  update: Update;
  filters: Filters;
  sortFields: Sort;
}

export const kitRemoveResultSchema = z.object({ removed: z.number().int() });

function declare<
  Item extends z.ZodObject,
  Create extends z.ZodObject,
  Update extends z.ZodObject,
  Filters extends z.ZodObject,
  Sort extends readonly [string, ...string[]],
>(
  prefix: string,
  contract: ResourceContract<Item, Create, Update, Filters, Sort>,
  updateMethod: 'POST' | 'PUT',
) {
  const item: Item = contract.item;
  return {
    list: defineCall({
      method: 'GET',
      path: `${prefix}/list`,
      query: kitListQuerySchema(contract.sortFields, contract.filters),
      response: pageSchema(item),
    }),
    detail: defineCall({ method: 'GET', path: `${prefix}/detail`, query: kitIdQuerySchema, response: item }),
    add: defineCall({ method: 'POST', path: `${prefix}/add`, body: contract.create, response: item }),
    update: defineCall({
      method: updateMethod,
      path: `${prefix}/update`,
      body: contract.update,
      response: item,
    }),
    remove: defineCall({
      method: 'POST',
      path: `${prefix}/remove`,
      body: kitRemoveBodySchema,
      response: kitRemoveResultSchema,
    }),
    export: defineCall({
      method: 'GET',
      path: `${prefix}/export`,
      query: kitFilterQuerySchema(contract.sortFields, contract.filters),
      response: 'file',
    }),
    /** The .xlsx goes as the raw body (the server kit takes no multipart). */
    import: defineCall({
      method: 'POST',
      path: `${prefix}/import`,
      query: kitProjectQuerySchema,
      body: 'xlsx',
      response: kitImportResultSchema,
    }),
  };
}

export type ResourceCalls<C extends ResourceContract = ResourceContract> =
  C extends ResourceContract<infer Item, infer Create, infer Update, infer Filters, infer Sort>
    ? ReturnType<typeof declare<Item, Create, Update, Filters, Sort>>
    : never;

// One declaration per resource: the server kit and the web kit ask for the same prefix and contract and get
// the same call objects, so the route registered is the catalogue's entry itself.
const declared = new Map<string, WeakMap<ResourceContract, ResourceCalls>>();

/**
 * The seven calls of a kit resource under `/api/<prefix>/` (apps/server/src/platform/kit/define-resource.ts):
 * list, detail, add, update, remove, export, import. `updateMethod` PUT for the resources whose update the
 * spec gives as a PUT (the server answers both).
 */
export function resourceCalls<
  Item extends z.ZodObject,
  Create extends z.ZodObject,
  Update extends z.ZodObject,
  Filters extends z.ZodObject,
  const Sort extends readonly [string, ...string[]],
>(
  prefix: string,
  contract: ResourceContract<Item, Create, Update, Filters, Sort>,
  updateMethod: 'POST' | 'PUT' = 'POST',
): ReturnType<typeof declare<Item, Create, Update, Filters, Sort>> {
  const key = `${updateMethod} ${prefix}`;
  const byContract = declared.get(key) ?? new WeakMap<ResourceContract, ResourceCalls>();
  declared.set(key, byContract);
  const known = byContract.get(contract as unknown as ResourceContract);
  if (known) return known as unknown as ReturnType<typeof declare<Item, Create, Update, Filters, Sort>>;
  const calls = declare(prefix, contract, updateMethod);
  byContract.set(contract as unknown as ResourceContract, calls as unknown as ResourceCalls);
  return calls;
}
