import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KIT_IMPORT, type KitImportResult, type Page, TIMING } from '@zhuji/shared';
import { download, get, post, put, type Query } from '../../api/request';

/** What the list asks the server kit: paging, keyword, sort and the resource's own filters. */
export interface ListParams {
  page: number;
  limit: number;
  keyword?: string;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  filters: Record<string, string | number | undefined>;
}

/**
 * The seven calls of a server kit resource (apps/server/src/platform/kit/README.md). `updateMethod`
 * PUT for the resources whose update the spec gives as a PUT (the server answers both).
 */
export function resourceApi<Item extends { id: number }>(api: string, updateMethod: 'POST' | 'PUT' = 'POST') {
  const query = (projectId: number, params: Omit<ListParams, 'page' | 'limit'>): Query => ({
    proId: projectId,
    keyword: params.keyword || undefined,
    sortField: params.sortField,
    sortOrder: params.sortField ? params.sortOrder : undefined,
    ...params.filters,
  });
  return {
    list: (projectId: number, params: ListParams) =>
      get<Page<Item>>(`${api}/list`, { ...query(projectId, params), page: params.page, limit: params.limit }),
    detail: (id: number) => get<Item>(`${api}/detail`, { id }),
    add: (values: Record<string, unknown>) => post<Item>(`${api}/add`, values),
    update: (values: Record<string, unknown>) =>
      (updateMethod === 'PUT' ? put : post)<Item>(`${api}/update`, values),
    remove: (ids: number[]) => post<{ removed: number }>(`${api}/remove`, { ids }),
    export: (projectId: number, params: Omit<ListParams, 'page' | 'limit'>) =>
      download({ url: `${api}/export`, params: query(projectId, params) }),
    /** The .xlsx goes as the raw body (the server kit takes no multipart). */
    import: (projectId: number, file: Blob) =>
      post<KitImportResult>(`${api}/import`, file, {
        params: { proId: projectId },
        headers: { 'Content-Type': KIT_IMPORT.CONTENT_TYPE },
        timeout: TIMING.IMPORT_TIMEOUT_MS,
      }),
  };
}

export type ResourceApi<Item extends { id: number }> = ReturnType<typeof resourceApi<Item>>;

export const resourceKeys = {
  all: (api: string) => ['resource', api] as const,
  list: (api: string, projectId: number, params: ListParams) =>
    ['resource', api, projectId, 'list', params] as const,
  detail: (api: string, id: number) => ['resource', api, 'detail', id] as const,
};

/** The page of rows; the previous page stays on screen while the next one loads. */
export function useResourceList<Item extends { id: number }>(
  api: string,
  projectId: number,
  params: ListParams,
) {
  return useQuery({
    queryKey: resourceKeys.list(api, projectId, params),
    queryFn: () => resourceApi<Item>(api).list(projectId, params),
    placeholderData: keepPreviousData,
  });
}

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
