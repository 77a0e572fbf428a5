import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KitImportResult, type Page, resourceCalls } from '@zhuji/shared';
import { z } from 'zod';
import { call, download, upload } from '../../api/call';
import type { ListParams } from '../use-resource-list';

export type { ListParams };

/**
 * The kit page knows a resource by its prefix and its config's columns, not by its zod contract: the
 * calls are declared from this open contract (paths, methods and kinds as the server kit's own
 * resourceCalls), and the config's `Item` types the rows.
 */
const openContract = {
  item: z.looseObject({}),
  create: z.looseObject({}),
  update: z.looseObject({}),
  filters: z.looseObject({}),
  sortFields: [''] as const,
};

/** The resource's own filters are the config's, unknown to the open contract's query schema. */
type Query = Record<string, string | number | undefined>;

/**
 * The seven calls of a server kit resource (apps/server/src/platform/kit/README.md). `updateMethod`
 * PUT for the resources whose update the spec gives as a PUT (the server answers both).
 */
export function resourceApi<Item extends { id: number }>(api: string, updateMethod: 'POST' | 'PUT' = 'POST') {
  const calls = resourceCalls(api, openContract, updateMethod);
  const query = (projectId: number, params: Omit<ListParams, 'page' | 'limit'>) => ({
    proId: projectId,
    keyword: params.keyword || undefined,
    sortField: params.sortField,
    sortOrder: params.sortField ? params.sortOrder : undefined,
    ...params.filters,
  });
  // The open contract types rows as plain records; the config's Item is what the server answers.
  const asItem = (row: Promise<unknown>) => row as Promise<Item>;
  return {
    list: (projectId: number, params: ListParams) =>
      call(calls.list, {
        query: { ...query(projectId, params), page: params.page, limit: params.limit } as Query as never,
      }) as Promise<unknown> as Promise<Page<Item>>,
    detail: (id: number) => asItem(call(calls.detail, { query: { id } })),
    add: (values: Record<string, unknown>) => asItem(call(calls.add, { body: values })),
    update: (values: Record<string, unknown>) => asItem(call(calls.update, { body: values })),
    remove: (ids: number[]) => call(calls.remove, { body: { ids } }),
    export: (projectId: number, params: Omit<ListParams, 'page' | 'limit'>) =>
      download(calls.export, query(projectId, params) as Query as never),
    /** The .xlsx goes as the raw body (the server kit takes no multipart). */
    import: (projectId: number, file: Blob): Promise<KitImportResult> =>
      upload(calls.import, file, { proId: projectId }),
  };
}

export type ResourceApi<Item extends { id: number }> = ReturnType<typeof resourceApi<Item>>;

export const resourceKeys = {
  all: (api: string) => ['resource', api] as const,
  /** Every list of the resource in a project (useResourceList appends the params). */
  lists: (api: string, projectId: number) => ['resource', api, projectId, 'list'] as const,
  list: (api: string, projectId: number, params: ListParams) =>
    ['resource', api, projectId, 'list', params] as const,
  detail: (api: string, id: number) => ['resource', api, 'detail', id] as const,
};

export function useResourceDetail<Item extends { id: number }>(api: string, id: number | undefined) {
  return useQuery({
    queryKey: resourceKeys.detail(api, id ?? 0),
    queryFn: () => resourceApi<Item>(api).detail(id ?? 0),
    enabled: id !== undefined,
  });
}

/** A write; on success every list and detail of the resource is fetched anew. */
export function useResourceWrite<Args, Result>(api: string, write: (args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(api) }),
  });
}

/** Hands a downloaded file to the browser under the name the server suggested. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
