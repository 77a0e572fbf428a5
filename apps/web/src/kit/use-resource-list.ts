import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { PAGINATION, type Page } from '@zhuji/shared';
import type { ParseKeys } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryStateProps } from './query-table';

/** What a list asks its server: paging, keyword, sort and the list's own filters. */
export interface ListParams {
  page: number;
  limit: number;
  keyword?: string;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  filters: Record<string, string | number | undefined>;
}

/** What a list call answers: a page of rows (and whatever else the page's own call adds). */
export type ListPage = Pick<Page<unknown>, 'list' | 'total' | 'totalExact'>;

/** How a filter's value reads back from the URL (the search string holds only text). */
export type FilterKind = 'string' | 'number';

export interface ResourceListOptions<Data extends ListPage> {
  /** The query's key; the list's params are appended, so a write invalidating the prefix refetches it. */
  queryKey: QueryKey;
  /** One page of rows for the params (a kit resource's list call, or a hand-written page's). */
  load: (params: ListParams) => Promise<Data>;
  /** The filters kept in the URL, with how each reads back (page state that is not a filter stays out). */
  filters?: Readonly<Record<string, FilterKind>>;
  /** Filters the page itself sets (a chosen building): always sent, not in the URL, not "filtering". */
  fixed?: Readonly<Record<string, string | number>>;
  /** Prefix of the URL parameters (`<ns>.page`), when two lists share a page (tabs). */
  namespace?: string;
  /** The words of the pager's total (a key given `count`). */
  totalKey?: ParseKeys;
  /** False while what the list needs (a project, a chosen parent) is not known yet. */
  enabled?: boolean;
}

/** Where the list stands, for the page to choose what it shows. */
export type ListStatus = 'loading' | 'error' | 'empty' | 'ready';

const PAGE_SIZES: readonly number[] = PAGINATION.PAGE_SIZES;

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A server-paged list whose state lives in the URL's search parameters: page, page size, sort,
 * keyword and the declared filters. Each change is a history entry, so back and forward restore the
 * list and a copied link opens the same filtered page (docs/architecture.md, the web kit). Built on
 * react-query with the previous page kept on screen while the next loads; ResourcePage uses it too.
 */
export function useResourceList<Data extends ListPage>({
  queryKey,
  load,
  filters: filterKinds = {},
  fixed,
  namespace,
  totalKey = 'kit.total',
  enabled = true,
}: ResourceListOptions<Data>) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const name = useCallback((key: string) => (namespace ? `${namespace}.${key}` : key), [namespace]);
  const kindsKey = JSON.stringify(filterKinds);

  // The URL is the state: read it on every render, so back/forward and a shared link need nothing more.
  const params = useMemo((): ListParams => {
    const kinds = JSON.parse(kindsKey) as Record<string, FilterKind>;
    const filters: ListParams['filters'] = {};
    for (const [param, kind] of Object.entries(kinds)) {
      const raw = search.get(name(param));
      if (raw === null || raw === '') continue;
      const value = kind === 'number' ? Number(raw) : raw;
      if (typeof value === 'number' && Number.isNaN(value)) continue;
      filters[param] = value;
    }
    const limit = positive(search.get(name('limit')), PAGINATION.LIMIT);
    const sortOrder = search.get(name('sortOrder'));
    return {
      page: positive(search.get(name('page')), 1),
      limit: PAGE_SIZES.includes(limit) ? limit : PAGINATION.LIMIT,
      keyword: search.get(name('keyword')) || undefined,
      sortField: search.get(name('sortField')) || undefined,
      sortOrder: sortOrder === 'desc' ? 'desc' : sortOrder === 'asc' ? 'asc' : undefined,
      filters,
    };
  }, [search, name, kindsKey]);

  /** Writes the next params into the URL (a history entry), dropping what equals the default. */
  const write = useCallback(
    (next: ListParams) => {
      setSearch((current) => {
        const out = new URLSearchParams(current);
        const put = (key: string, value: string | number | undefined, fallback?: string | number) => {
          if (value === undefined || value === '' || value === fallback) out.delete(name(key));
          else out.set(name(key), String(value));
        };
        put('page', next.page, 1);
        put('limit', next.limit, PAGINATION.LIMIT);
        put('keyword', next.keyword);
        put('sortField', next.sortField);
        put('sortOrder', next.sortField ? next.sortOrder : undefined);
        for (const param of Object.keys(JSON.parse(kindsKey) as object)) put(param, next.filters[param]);
        return out;
      });
    },
    [setSearch, name, kindsKey],
  );

  const sent = fixed ? { ...params, filters: { ...params.filters, ...fixed } } : params;
  const query = useQuery({
    queryKey: [...queryKey, sent],
    queryFn: () => load(sent),
    placeholderData: keepPreviousData,
    enabled,
  });

  const filtering = Boolean(params.keyword) || Object.values(params.filters).some((v) => v !== undefined);
  const status: ListStatus =
    query.isError && !query.data
      ? 'error'
      : !query.data
        ? 'loading'
        : query.data.list.length === 0
          ? 'empty'
          : 'ready';

  return {
    /** The params as the URL holds them (without the fixed filters). */
    params,
    /** The params as sent (with the fixed filters): what an export of the same rows needs. */
    sent,
    query,
    rows: (query.data?.list ?? []) as Data['list'],
    total: query.data?.total ?? 0,
    status,
    /** A keyword or a filter narrows the list: its empty state says "no match", not "nothing yet". */
    filtering,
    setPage: (page: number, limit = params.limit) =>
      write({ ...params, page: limit === params.limit ? page : 1, limit }),
    /** A new keyword goes back to page 1. */
    setKeyword: (keyword: string | undefined) =>
      write({ ...params, page: 1, keyword: keyword?.trim() || undefined }),
    /** One filter (undefined or null clears it); back to page 1. */
    setFilter: (param: string, value: string | number | undefined | null) =>
      write({ ...params, page: 1, filters: { ...params.filters, [param]: value ?? undefined } }),
    /** A filter form's values at once (its submit); back to page 1. */
    setFilters: (values: Record<string, string | number | undefined | null>) =>
      write({
        ...params,
        page: 1,
        filters: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? undefined])),
      }),
    setSort: (sortField: string | undefined, sortOrder: 'asc' | 'desc' = 'asc') =>
      write({ ...params, page: 1, sortField, sortOrder }),
    /** Keyword, filters, sort and page back to their defaults (the page size stays). */
    reset: () => write({ page: 1, limit: params.limit, filters: {} }),
    /** antd Table's state attributes (aria-busy, data-state) for scripts and screen readers. */
    tableState: queryStateProps(query),
    /** antd Table's `pagination`: sizes from PAGINATION, '共 N 条' (约 N 条 for an estimate), page 1 on a new size. */
    pagination: {
      current: params.page,
      pageSize: params.limit,
      total: query.data?.total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: PAGINATION.PAGE_SIZES.map(String),
      // docs/product.md §9 pager count 5: the current page and its neighbours, then the ends.
      showLessItems: true,
      // Above the exact-count threshold the server answers the planner's estimate (docs/architecture.md#database).
      showTotal: (n: number) =>
        t(query.data?.totalExact === false ? 'kit.totalAbout' : totalKey, { count: n }),
      onChange: (page: number, limit: number) =>
        write({ ...params, page: limit === params.limit ? page : 1, limit }),
    },
    /** antd Table's `sortOrder` for a column. */
    sortOrderOf: (key: string): 'ascend' | 'descend' | null =>
      params.sortField === key ? (params.sortOrder === 'desc' ? 'descend' : 'ascend') : null,
  };
}

export type ResourceList<Data extends ListPage> = ReturnType<typeof useResourceList<Data>>;
