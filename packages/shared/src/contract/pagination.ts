import { z } from 'zod';
import { PAGINATION } from '../constants';

/** Query of every paged list: page is 1-based; limit is one of the page sizes of docs/product.md §9. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGINATION.PAGE_SIZES as readonly number[]).includes(n), {
      message: `每页条数只能是 ${PAGINATION.PAGE_SIZES.join('、')}`,
    })
    .default(PAGINATION.LIMIT),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    total: z.number().int().nonnegative(),
    /**
     * false: the list is too large to count on every page, and total is the database's estimate
     * (the pager says 约 N 条); absent or true: total is exact.
     */
    totalExact: z.boolean().optional(),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    list: z.array(item),
  });

export interface Page<T> {
  total: number;
  totalExact?: boolean;
  page: number;
  limit: number;
  list: T[];
}
