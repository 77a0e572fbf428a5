import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { PAGINATION, type Page, type ProjectItem } from '@zhuji/shared';
import { Button, Empty, Result, Table, type TableColumnsType, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ProjectPaging {
  page: number;
  limit: number;
}

/** The header's refresh button of a project list. */
export function RefreshButton({ list }: { list: Pick<UseQueryResult, 'refetch'> }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('kit.refresh')}>
      <Button icon={<ReloadOutlined />} aria-label={t('kit.refresh')} onClick={() => void list.refetch()} />
    </Tooltip>
  );
}

/**
 * The main-project list of 项目管理 and 项目审核: the paged table, or — when the first load failed — the
 * warning with a retry. `empty` is what an empty page says.
 */
export function ProjectListTable({
  list,
  columns,
  page,
  onPage,
  empty,
  testId,
}: {
  list: UseQueryResult<Page<ProjectItem>>;
  columns: TableColumnsType<ProjectItem>;
  page: ProjectPaging;
  onPage: (page: ProjectPaging) => void;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (list.isError && !list.data)
    return (
      <Result
        status="warning"
        title={t('kit.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('kit.retry')}</Button>}
      />
    );
  return (
    <Table<ProjectItem>
      rowKey="id"
      columns={columns}
      dataSource={list.data?.list}
      loading={list.isFetching}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      pagination={{
        current: page.page,
        pageSize: page.limit,
        total: list.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGINATION.PAGE_SIZES.map(String),
        showTotal: (total) => t('kit.total', { count: total }),
        onChange: (next, limit) => onPage({ page: limit === page.limit ? next : 1, limit }),
      }}
    />
  );
}
