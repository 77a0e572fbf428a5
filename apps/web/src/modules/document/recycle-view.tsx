import './messages';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentCatalogNode, DocumentItem } from '@zhuji/shared';
import { App, Button, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../kit/permission-gate';
import { queryStateProps } from '../../kit/query-table';
import { ResponsiveTable } from '../../kit/responsive-table';
import { usePaging } from '../../kit/use-paging';
import { documentApi } from './document.api';
import { fileSize, findNode, LoadError, when } from './document-common';

export function RecycleView({ projectId, catalogs }: { projectId: number; catalogs: DocumentCatalogNode[] }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const canRemove = useCan('remove');
  const { page, limit, pagination } = usePaging();
  const list = useQuery({
    queryKey: ['document', projectId, 'recycle', page, limit],
    queryFn: () => documentApi.recycle({ proId: projectId, page, limit }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['document', projectId] });
  const restore = async (doc: DocumentItem) => {
    await documentApi.restore(doc.id);
    message.success(t('document.restored'));
    await refresh();
  };
  const purge = (doc: DocumentItem) =>
    modal.confirm({
      title: t('document.purgeConfirm', { title: doc.title }),
      okText: t('document.purge'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await documentApi.purge(doc.id);
        message.success(t('document.purged'));
        await refresh();
      },
    });
  if (list.isError) return <LoadError onRetry={() => list.refetch()} />;
  return (
    <ResponsiveTable<DocumentItem>
      cardTitleKey="title"
      rowKey="id"
      size="middle"
      data-testid="recycle-table"
      {...queryStateProps(list)}
      loading={list.isFetching}
      dataSource={list.data?.list ?? []}
      pagination={pagination(list.data?.total)}
      locale={{ emptyText: <Empty description={t('document.recycleEmpty')} /> }}
      scroll={{ x: 720 }}
      columns={[
        { title: t('document.fields.title'), dataIndex: 'title' },
        { title: t('document.fields.catalog'), dataIndex: 'catalogName', responsive: ['md'] },
        {
          title: t('document.fields.size'),
          dataIndex: 'size',
          width: 90,
          render: fileSize,
          responsive: ['lg'],
        },
        { title: t('document.fields.deletedBy'), dataIndex: 'deletedByName', width: 90, responsive: ['md'] },
        { title: t('document.fields.deletedAt'), dataIndex: 'deletedAt', width: 140, render: when },
        {
          title: t('document.fields.actions'),
          key: 'actions',
          width: 170,
          render: (_: unknown, r) =>
            // Restore and purge write in the document's catalogue: not where it is shared read-only.
            canRemove && findNode(catalogs, r.catalogId)?.access === 'write' ? (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => restore(r)}>
                  {t('document.restore')}
                </Button>
                <Button type="link" size="small" danger onClick={() => purge(r)}>
                  {t('document.purge')}
                </Button>
              </Space>
            ) : null,
        },
      ]}
    />
  );
}
