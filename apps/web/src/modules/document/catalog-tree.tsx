import './messages';
import { FolderAddOutlined, FolderOutlined, LockOutlined, MoreOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_LIMITS, type DocumentCatalogNode, PROJECT_ROLE_MANAGER_IDS } from '@zhuji/shared';
import { App, Button, Dropdown, Empty, Form, Input, Modal, Tag, Tooltip, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../kit/permission-gate';
import { useSubmit } from '../../kit/use-submit';
import { useSession } from '../../session/session-store';
import { CatalogGrantsDrawer } from './catalog-grants';
import { documentApi } from './document.api';
import { ALL, allIds, findNode } from './document-common';

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

export function CatalogTree({
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
  const [sharing, setSharing] = useState<number | null>(null);
  // The project's managers set the sharing (the server checks the same roles, docs/domains/document.md).
  const manager = useSession().user.roles.some((r) =>
    (PROJECT_ROLE_MANAGER_IDS as readonly number[]).includes(r.id),
  );
  const selectedNode = selected === null ? undefined : findNode(catalogs, selected);
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
    // Writing in a catalogue shared read-only with the caller is refused by the server: no buttons for it.
    const writes = node.access === 'write';
    const items = [
      ...(canAdd && writes ? [{ key: 'add', label: t('document.catalog.addChild') }] : []),
      ...(canUpdate && writes ? [{ key: 'rename', label: t('document.catalog.rename') }] : []),
      ...(manager ? [{ key: 'share', label: t('document.catalog.share') }] : []),
      ...(canRemove && writes ? [{ key: 'remove', label: t('document.catalog.remove'), danger: true }] : []),
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
        {node.shared && (
          <Tooltip title={t('document.catalog.sharedHint')}>
            <LockOutlined aria-label={t('document.catalog.sharedHint')} style={{ color: '#8c8c8c' }} />
          </Tooltip>
        )}
        {!writes && canAdd && (
          <Tag style={{ marginInlineEnd: 0 }} data-testid={`catalog-readonly-${node.name}`}>
            {t('document.catalog.readOnly')}
          </Tag>
        )}
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
                if (key === 'share') setSharing(node.id);
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
      {canAdd && (selectedNode?.access ?? 'write') === 'write' && (
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
      <CatalogGrantsDrawer projectId={projectId} catalogId={sharing} onClose={() => setSharing(null)} />
    </>
  );
}
