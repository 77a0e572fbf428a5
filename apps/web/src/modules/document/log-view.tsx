import './messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DocumentLogItem } from '@zhuji/shared';
import { Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryStateProps } from '../../kit/query-table';
import { usePaging } from '../../kit/use-paging';
import { documentApi } from './document.api';
import { LoadError, when } from './document-common';

export function LogView({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { page, limit, pagination } = usePaging();
  const list = useQuery({
    queryKey: ['document', projectId, 'log', page, limit],
    queryFn: () => documentApi.log({ proId: projectId, page, limit }),
    placeholderData: keepPreviousData,
  });
  if (list.isError) return <LoadError onRetry={() => list.refetch()} />;
  return (
    <Table<DocumentLogItem>
      rowKey="id"
      size="middle"
      data-testid="log-table"
      {...queryStateProps(list)}
      loading={list.isFetching}
      dataSource={list.data?.list ?? []}
      pagination={pagination(list.data?.total)}
      locale={{ emptyText: <Empty description={t('document.logEmpty')} /> }}
      scroll={{ x: 680 }}
      columns={[
        { title: t('document.log.time'), dataIndex: 'at', width: 140, render: when },
        { title: t('document.log.user'), dataIndex: 'userName', width: 90 },
        {
          title: t('document.log.action'),
          dataIndex: 'action',
          width: 110,
          render: (v: DocumentLogItem['action']) => (
            <Tag color={v === 'purge' || v.endsWith('emove') ? 'red' : v === 'restore' ? 'green' : 'blue'}>
              {t(`document.log.actions.${v}`)}
            </Tag>
          ),
        },
        {
          title: t('document.log.target'),
          key: 'target',
          render: (_: unknown, r) => `${t(`document.log.${r.target}`)}：${r.targetName}`,
        },
        {
          title: t('document.log.detail'),
          dataIndex: 'detail',
          responsive: ['md'],
          render: (v: string) => v || '—',
        },
      ]}
    />
  );
}
