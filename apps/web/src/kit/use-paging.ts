import { PAGINATION } from '@zhuji/shared';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Page and page size of a server-paged antd Table, and the `pagination` prop for a total: sizes from
 * PAGINATION, '共 N 条' (or the list's own words, a key given `count`), and back to page 1 when the
 * size changes.
 */
export function usePaging(totalKey: ParseKeys = 'kit.total') {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGINATION.LIMIT);
  const { t } = useTranslation();
  const pagination = (total: number | undefined) => ({
    current: page,
    pageSize: limit,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGINATION.PAGE_SIZES.map(String),
    // docs/product.md §9 pager count 5: the current page and its neighbours, then the ends.
    showLessItems: true,
    showTotal: (n: number) => t(totalKey, { count: n }),
    onChange: (p: number, size: number) => {
      setPage(size === limit ? p : 1);
      setLimit(size);
    },
  });
  return { page, limit, setPage, pagination };
}
