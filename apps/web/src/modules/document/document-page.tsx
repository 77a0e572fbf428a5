import './messages';
import {
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  FolderAddOutlined,
  FolderOutlined,
  MoreOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  DOCUMENT_LIMITS,
  type DocumentCatalogNode,
  type DocumentItem,
  type DocumentLogItem,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Dropdown,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Segmented,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Tree,
  TreeSelect,
  Typography,
  Upload,
} from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../kit/permission-gate';
import { queryStateProps } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { saveFile } from '../../kit/resource/resource-api';
import { usePaging } from '../../kit/use-paging';
import { useSubmit } from '../../kit/use-submit';
import { documentApi } from './document.api';

const ALL = 'all';
type View = 'documents' | 'recycle' | 'log';

const when = (iso: string | null) => (iso ? businessDateTimeOf(iso) : '—');
export const fileSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function findNode(nodes: readonly DocumentCatalogNode[], id: number): DocumentCatalogNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

const allIds = (nodes: readonly DocumentCatalogNode[]): number[] =>
  nodes.flatMap((n) => [n.id, ...allIds(n.children)]);

const treeSelectData = (nodes: readonly DocumentCatalogNode[]): object[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: treeSelectData(n.children) }));

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      message={t('document.loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('document.retry')}
        </Button>
      }
    />
  );
}

// ---- catalog tree --------------------------------------------------------------------------------

type CatalogDialog = { mode: 'add'; parentId: number | null } | { mode: 'rename'; id: number; name: string };

function CatalogNameModal({
  projectId,
  dialog,
  onClose,
  onAdded,
}: {
  projectId: number;
  dialog: CatalogDialog | null;
  onClose: () => void;
  onAdded: (parentId: number | null) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const { submitting, submit } = useSubmit(async ({ name }: { name: string }) => {
    if (!dialog) return;
    if (dialog.mode === 'add') {
      await documentApi.addCatalog(projectId, dialog.parentId, name.trim());
      onAdded(dialog.parentId);
    } else await documentApi.renameCatalog(dialog.id, name.trim());
    message.success(t(dialog.mode === 'add' ? 'document.catalog.added' : 'document.catalog.renamed'));
    await client.invalidateQueries({ queryKey: ['document', projectId] });
    onClose();
  });
  return (
    <Modal
      open={dialog !== null}
      title={t(
        dialog?.mode === 'rename'
          ? 'document.catalog.rename'
          : dialog?.parentId
            ? 'document.catalog.addChild'
            : 'document.catalog.add',
      )}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ name: dialog?.mode === 'rename' ? dialog.name : '' }}
        data-testid="catalog-form"
      >
        <Form.Item
          name="name"
          label={t('document.catalog.name')}
          rules={[{ required: true, whitespace: true }, { max: DOCUMENT_LIMITS.CATALOG_NAME }]}
        >
          <Input
            autoFocus
            maxLength={DOCUMENT_LIMITS.CATALOG_NAME}
            placeholder={t('document.catalog.namePlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CatalogTree({
  projectId,
  catalogs,
  selected,
  onSelect,
}: {
  projectId: number;
  catalogs: DocumentCatalogNode[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const canAdd = useCan('add');
  const canUpdate = useCan('update');
  const canRemove = useCan('remove');
  const [dialog, setDialog] = useState<CatalogDialog | null>(null);
  // Everything open at first; a catalog that gets a sub-catalog opens to show it.
  const [expanded, setExpanded] = useState<Key[]>(() => [ALL, ...allIds(catalogs)]);

  const remove = (node: DocumentCatalogNode) =>
    modal.confirm({
      title: t('document.catalog.removeConfirm', { name: node.name }),
      content: t('document.catalog.removeHint'),
      okButtonProps: { danger: true },
      okText: t('document.catalog.remove'),
      onOk: async () => {
        await documentApi.removeCatalog(node.id);
        message.success(t('document.catalog.removed'));
        if (selected === node.id) onSelect(null);
        await client.invalidateQueries({ queryKey: ['document', projectId] });
      },
    });

  const title = (node: DocumentCatalogNode) => {
    const items = [
      ...(canAdd ? [{ key: 'add', label: t('document.catalog.addChild') }] : []),
      ...(canUpdate ? [{ key: 'rename', label: t('document.catalog.rename') }] : []),
      ...(canRemove ? [{ key: 'remove', label: t('document.catalog.remove'), danger: true }] : []),
    ];
    return (
      <span
        data-testid={`catalog-${node.name}`}
        title={node.name}
        style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}
      >
        <FolderOutlined style={{ color: '#d4a017' }} />
        <span
          style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {node.name}
          {node.documentCount > 0 && (
            <Typography.Text type="secondary"> ({node.documentCount})</Typography.Text>
          )}
        </span>
        {items.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items,
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                if (key === 'add') setDialog({ mode: 'add', parentId: node.id });
                if (key === 'rename') setDialog({ mode: 'rename', id: node.id, name: node.name });
                if (key === 'remove') remove(node);
              },
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('document.catalog.actions', { name: node.name })}
              onClick={(e) => e.stopPropagation()}
            />
          </Dropdown>
        )}
      </span>
    );
  };
  const toData = (nodes: readonly DocumentCatalogNode[]): DataNode[] =>
    nodes.map((n) => ({
      key: n.id,
      title: title(n),
      children: toData(n.children),
    }));
  const treeData: DataNode[] = [
    {
      key: ALL,
      title: <span data-testid="catalog-all">{t('document.allDocuments')}</span>,
      children: toData(catalogs),
    },
  ];

  return (
    <>
      <Tree
        blockNode
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys)}
        treeData={treeData}
        selectedKeys={[selected ?? ALL]}
        onSelect={(keys) => {
          const key = keys[0];
          if (key === undefined) return;
          onSelect(key === ALL ? null : Number(key));
        }}
        data-testid="catalog-tree"
      />
      {catalogs.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('document.catalog.empty')} />
      )}
      {canAdd && (
        <Button
          block
          type="dashed"
          icon={<FolderAddOutlined />}
          style={{ marginTop: 12 }}
          onClick={() => setDialog({ mode: 'add', parentId: selected })}
          data-testid="catalog-add"
        >
          {selected ? t('document.catalog.addChild') : t('document.catalog.add')}
        </Button>
      )}
      <CatalogNameModal
        projectId={projectId}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onAdded={(parentId) => setExpanded((keys) => [...keys, parentId ?? ALL])}
      />
    </>
  );
}

// ---- documents -----------------------------------------------------------------------------------

function UploadModal({
  projectId,
  catalog,
  open,
  onClose,
}: {
  projectId: number;
  catalog: DocumentCatalogNode | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [form] = Form.useForm<{ title?: string; category?: string }>();
  const categories = useQuery({
    queryKey: ['document', 'categories'],
    queryFn: documentApi.categories,
    enabled: open,
  });
  const { submitting, submit } = useSubmit(async (values: { title?: string; category?: string }) => {
    if (!catalog) return;
    if (!file) {
      message.warning(t('document.uploadNeedFile'));
      return;
    }
    await documentApi.upload(projectId, catalog.id, file, values.title?.trim() || undefined, values.category);
    message.success(t('document.uploaded'));
    await client.invalidateQueries({ queryKey: ['document', projectId] });
    setFile(null);
    onClose();
  });
  return (
    <Modal
      open={open}
      title={t('document.uploadTitle', { name: catalog?.name ?? '' })}
      onCancel={() => {
        setFile(null);
        onClose();
      }}
      onOk={() => form.submit()}
      okText={t('document.upload')}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="upload-form">
        <Form.Item label={t('document.uploadPick')} required extra={t('document.uploadHint')}>
          <Upload
            maxCount={1}
            accept=".pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.zip"
            beforeUpload={(picked) => {
              setFile(picked);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: 'picked', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />} data-testid="upload-pick">
              {t('document.uploadPick')}
            </Button>
          </Upload>
        </Form.Item>
        <Form.Item name="title" label={t('document.fields.title')} extra={t('document.titleHelp')}>
          <Input maxLength={DOCUMENT_LIMITS.TITLE} />
        </Form.Item>
        <Form.Item name="category" label={t('document.fields.category')}>
          <Select allowClear loading={categories.isLoading} options={categories.data ?? []} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type DocDialog = { mode: 'rename' | 'move'; doc: DocumentItem } | null;

function DocumentEditModal({
  projectId,
  dialog,
  catalogs,
  onClose,
}: {
  projectId: number;
  dialog: DocDialog;
  catalogs: DocumentCatalogNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ title?: string; catalogId?: number }>();
  const { submitting, submit } = useSubmit(async (values: { title?: string; catalogId?: number }) => {
    if (!dialog) return;
    await documentApi.update(
      dialog.mode === 'rename'
        ? { id: dialog.doc.id, title: values.title?.trim() ?? '' }
        : { id: dialog.doc.id, catalogId: values.catalogId ?? dialog.doc.catalogId },
    );
    message.success(t(dialog.mode === 'rename' ? 'document.renamed' : 'document.moved'));
    await client.invalidateQueries({ queryKey: ['document', projectId] });
    onClose();
  });
  return (
    <Modal
      open={dialog !== null}
      title={
        dialog?.mode === 'move' ? t('document.moveTitle', { title: dialog.doc.title }) : t('document.rename')
      }
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ title: dialog?.doc.title, catalogId: dialog?.doc.catalogId }}
      >
        {dialog?.mode === 'rename' ? (
          <Form.Item
            name="title"
            label={t('document.fields.title')}
            rules={[{ required: true, whitespace: true }, { max: DOCUMENT_LIMITS.TITLE }]}
          >
            <Input autoFocus maxLength={DOCUMENT_LIMITS.TITLE} />
          </Form.Item>
        ) : (
          <Form.Item name="catalogId" label={t('document.moveTo')} rules={[{ required: true }]}>
            <TreeSelect treeData={treeSelectData(catalogs)} treeDefaultExpandAll />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function DocumentsView({
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
        {canAdd && (
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
        <Table<DocumentItem>
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
                  {canUpdate && (
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
                  {canRemove && (
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

// ---- recycle bin and log -------------------------------------------------------------------------

function RecycleView({ projectId }: { projectId: number }) {
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
    <Table<DocumentItem>
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
            canRemove ? (
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

function LogView({ projectId }: { projectId: number }) {
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

// ---- page ----------------------------------------------------------------------------------------

function DocumentWorkspace({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [catalogId, setCatalogId] = useState<number | null>(null);
  const [view, setView] = useState<View>('documents');
  const tree = useQuery({
    queryKey: ['document', projectId, 'tree'],
    queryFn: () => documentApi.tree(projectId),
  });
  const catalogs = tree.data ?? [];
  const selected = useMemo(
    () => (catalogId !== null && tree.data && !findNode(tree.data, catalogId) ? null : catalogId),
    [catalogId, tree.data],
  );
  return (
    <Row gutter={[16, 16]} data-testid="document-page">
      <Col xs={24} lg={8} xl={7} xxl={6}>
        <Card title={t('document.catalogs')} size="small">
          {tree.isError ? (
            <LoadError onRetry={() => tree.refetch()} />
          ) : tree.isLoading ? (
            <Spin style={{ display: 'block', margin: '24px auto' }} />
          ) : (
            <CatalogTree
              projectId={projectId}
              catalogs={catalogs}
              selected={selected}
              onSelect={(id) => {
                setCatalogId(id);
                setView('documents');
              }}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={16} xl={17} xxl={18}>
        <Card
          size="small"
          title={
            view === 'documents'
              ? ((selected && findNode(catalogs, selected)?.name) ?? t('document.allDocuments'))
              : t(`document.tabs.${view}`)
          }
          extra={
            <Segmented<View>
              value={view}
              onChange={setView}
              options={(['documents', 'recycle', 'log'] as const).map((v) => ({
                value: v,
                label: t(`document.tabs.${v}`),
              }))}
              data-testid="document-view"
            />
          }
        >
          {view === 'documents' && (
            <DocumentsView projectId={projectId} catalogs={catalogs} catalogId={selected} />
          )}
          {view === 'recycle' && <RecycleView projectId={projectId} />}
          {view === 'log' && <LogView projectId={projectId} />}
        </Card>
      </Col>
    </Row>
  );
}

/** Menu 'document/index' (资料管理): the current sub-project's catalogs, documents, recycle bin and log. */
export function DocumentPage() {
  return (
    <WithCurrentProject>{(projectId) => <DocumentWorkspace projectId={projectId} />}</WithCurrentProject>
  );
}
