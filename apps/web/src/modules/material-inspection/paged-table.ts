import type { UseQueryResult } from '@tanstack/react-query';
import { queryStateProps } from '../../kit/query-table';

/**
 * The rows, the loading state and the pager of one server-paged list of this module as antd Table
 * props, so the concrete, rebar, joint and registration lists page alike: sizes 5–50, the page and
 * size the user picked handed to `onPage`, the table's data-state for the browser stories.
 */
export function pagedTableProps<T>(
  list: Pick<UseQueryResult<{ list: T[]; total: number }>, 'data' | 'isFetching' | 'isError'>,
  paging: { page: number; limit: number },
  onPage: (page: number, limit: number) => void,
) {
  return {
    ...queryStateProps(list),
    loading: list.isFetching,
    dataSource: list.data?.list ?? [],
    pagination: {
      current: paging.page,
      pageSize: paging.limit,
      total: list.data?.total ?? 0,
      pageSizeOptions: [5, 10, 20, 30, 50],
      showSizeChanger: true,
      onChange: onPage,
    },
  };
}
