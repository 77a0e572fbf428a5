import './messages';
import { DeleteOutlined, DownloadOutlined, DownOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentCatalogNode, DocumentItem } from '@zhuji/shared';
import { App, Button, Dropdown, Empty, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../kit/permission-gate';
import { queryStateProps } from '../../kit/query-table';
import { saveFile } from '../../kit/resource/resource-api';
import { ResponsiveTable } from '../../kit/responsive-table';
import { usePaging } from '../../kit/use-paging';
import { useSubmit } from '../../kit/use-submit';
import { documentApi } from './document.api';
import { fileSize, findNode, LoadError, when } from './document-common';
import { type DocDialog, DocumentEditModal, UploadModal } from './document-dialogs';

export function DocumentsView({
  projectId,
  catalogs,
  catalogId,
}: {
  projectId: number;
  catalogs: DocumentCatalogNode[];
  catalogId: number | null;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canAdd = useCan('add');
  const canUpdate = useCan('update');
  const canRemove = useCan('remove');
  const [keyword, setKeyword] = useState('');
  const [uploading, setUploading] = useState(false);
  const [dialog, setDialog] = useState<DocDialog>(null);
  const { page, limit, setPage, pagination } = usePaging();
  const list = useQuery({
    queryKey: ['document', projectId, 'list', catalogId, keyword, page, limit],
    queryFn: () =>
      documentApi.list({
        proId: projectId,
        ...(catalogId ? { catalogId } : {}),
        ...(keyword ? { keyword } : {}),
        page,
        limit,
      }),
    placeholderData: keepPreviousData,
  });
  const catalog = catalogId ? findNode(catalogs, catalogId) : undefined;
  // A catalogue shared read-only with the caller: download only (docs/domains/document.md).
  const writable = (id: number) => findNode(catalogs, id)?.access === 'write';
  const fetchFile = useSubmit(async (doc: DocumentItem) => {
    const file = await documentApi.download(doc.id);
    saveFile(file.blob, file.filename ?? doc.fileName);
  });
  const remove = async (doc: DocumentItem) => {
    await documentApi.remove(doc.id);
    message.success(t('document.removed'));
    await client.invalidateQueries({ queryKey: ['document', projectId] });
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          allowClear
          placeholder={t('document.keyword')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ width: 260, maxWidth: '100%' }}
          data-testid="document-search"
        />
        {canAdd && (!catalog || catalog.access === 'write') && (
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => (catalog ? setUploading(true) : message.info(t('document.uploadNeedCatalog')))}
            data-testid="document-upload"
          >
            {t('document.upload')}
          </Button>
        )}
      </Space>
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} />
      ) : (
        <ResponsiveTable<DocumentItem>
          cardTitleKey="title"
          rowKey="id"
          size="middle"
          data-testid="document-table"
          {...queryStateProps(list)}
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          pagination={pagination(list.data?.total)}
          locale={{ emptyText: <Empty description={t('document.empty')} /> }}
          scroll={{ x: 760 }}
          columns={[
            {
              title: t('document.fields.title'),
              dataIndex: 'title',
              render: (v: string, r) => (
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{v}</Typography.Text>
                  {catalogId === null && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.catalogName}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: t('document.fields.fileName'),
              dataIndex: 'fileName',
              responsive: ['xxl'],
              ellipsis: true,
            },
            { title: t('document.fields.size'), dataIndex: 'size', width: 90, render: fileSize },
            {
              title: t('document.fields.uploader'),
              dataIndex: 'uploaderName',
              width: 90,
              responsive: ['md'],
            },
            { title: t('document.fields.uploadedAt'), dataIndex: 'uploadedAt', width: 140, render: when },
            {
              title: t('document.fields.actions'),
              key: 'actions',
              width: 240,
              render: (_: unknown, r) => (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    icon={<DownloadOutlined />}
                    onClick={() => fetchFile.submit(r)}
                  >
                    {t('document.download')}
                  </Button>
                  {canUpdate && writable(r.catalogId) && (
                    <Dropdown
                      menu={{
                        items: [
                          { key: 'rename', label: t('document.rename') },
                          { key: 'move', label: t('document.move') },
                        ],
                        onClick: ({ key }) => setDialog({ mode: key as 'rename' | 'move', doc: r }),
                      }}
                    >
                      <Button type="link" size="small">
                        {t('document.more')} <DownOutlined />
                      </Button>
                    </Dropdown>
                  )}
                  {canRemove && writable(r.catalogId) && (
                    <Popconfirm
                      title={t('document.removeConfirm', { title: r.title })}
                      onConfirm={() => remove(r)}
                      okButtonProps={{ danger: true }}
                    >
                      <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                        {t('document.remove')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
      <UploadModal
        projectId={projectId}
        catalog={catalog}
        open={uploading}
        onClose={() => setUploading(false)}
      />
      <DocumentEditModal
        projectId={projectId}
        dialog={dialog}
        catalogs={catalogs}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
