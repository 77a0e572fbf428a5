import './messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DocumentLogItem } from '@zhuji/shared';
import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryStateProps } from '../../kit/query-table';
import { ResponsiveTable } from '../../kit/responsive-table';
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
  // The server logs a grant change as "name:level, …" (document-grant.service.ts); shown in the user's language.
  const grantDetail = (v: string) =>
    v
      ? v
          .split(', ')
          .map((part) => {
            const at = part.lastIndexOf(':');
            const level = part.slice(at + 1) === 'write' ? 'write' : 'read';
            return `${part.slice(0, at)}（${t(`document.grant.level.${level}`)}）`;
          })
          .join('、')
      : t('document.grant.cleared');
  return (
    <ResponsiveTable<DocumentLogItem>
      cardTitleKey="target"
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
          render: (v: string, r) => (r.action === 'catalogGrant' ? grantDetail(v) : v || '—'),
        },
      ]}
    />
  );
}
