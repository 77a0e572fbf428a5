import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@zhuji/shared';
import { Button, Empty, Result, type TablePaginationConfig, type TableProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from './responsive-table';
import type { usePaging } from './use-paging';

/** Where a list query stands, as a table shows it: data-state for scripts, aria-busy for screen readers. */
export type QueryState = 'loading' | 'ready' | 'error';

/**
 * The attributes a list's table carries while its query runs: aria-busy="true" and data-state="loading"
 * from the moment a filter or page changes until its answer is on screen, then "ready" (or "error").
 * The browser stories wait on them instead of guessing when rows are current.
 */
export function queryStateProps(query: Pick<UseQueryResult, 'isFetching' | 'isError'>): {
  'aria-busy': boolean;
  'data-state': QueryState;
} {
  return {
    'aria-busy': query.isFetching,
    'data-state': query.isFetching ? 'loading' : query.isError ? 'error' : 'ready',
  };
}

/**
 * One page of a server-paged list query as a table: the query's rows, its loading state, the pager
 * ('共 N 条', page sizes, back to page 1 on a new size) and `empty` for a page with no rows. When the
 * first load failed there is nothing to show, so a warning (`failedTitle`, else 加载失败) with a retry
 * takes the table's place; a failed refetch keeps the rows already shown.
 */
export function QueryTable<T extends object>({
  query,
  paging,
  empty,
  failedTitle,
  ...table
}: {
  query: UseQueryResult<Pick<Page<T>, 'list' | 'total'>>;
  /** usePaging (a pagination for a total) or useResourceList (its pagination, the total known). */
  paging: Pick<ReturnType<typeof usePaging>, 'pagination'> | { pagination: TablePaginationConfig };
  empty: string;
  failedTitle?: string;
} & Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'>) {
  const { t } = useTranslation();
  if (query.isError && !query.data)
    return (
      <Result
        status="warning"
        title={failedTitle ?? t('kit.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('kit.retry')}</Button>}
      />
    );
  return (
    <ResponsiveTable<T>
      {...table}
      {...queryStateProps(query)}
      loading={query.isFetching}
      dataSource={query.data?.list ?? []}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      pagination={
        typeof paging.pagination === 'function' ? paging.pagination(query.data?.total) : paging.pagination
      }
    />
  );
}

/** A list's refresh button (for a card's header). */
export function RefreshButton({ query }: { query: Pick<UseQueryResult, 'refetch'> }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('kit.refresh')}>
      <Button icon={<ReloadOutlined />} aria-label={t('kit.refresh')} onClick={() => void query.refetch()} />
    </Tooltip>
  );
}
