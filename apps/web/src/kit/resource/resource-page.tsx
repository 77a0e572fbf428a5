import {
  DeleteOutlined,
  DownloadOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  InputNumber,
  Popconfirm,
  Result,
  Select,
  Space,
  type TableColumnsType,
  type TableProps,
  Tooltip,
  Typography,
} from 'antd';
import { type Key, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Can, useCan } from '../permission-gate';
import { ResponsiveTable } from '../responsive-table';
import { useResourceList } from '../use-resource-list';
import { useSubmit } from '../use-submit';
import { fieldView } from './field-types';
import { ImportDialog } from './import-dialog';
import { resourceApi, resourceKeys, saveFile, useResourceWrite } from './resource-api';
import type { ResourceConfig, ResourceField, ResourceSlots } from './resource-config';
import { ResourceDetail } from './resource-detail';
import { ResourceForm } from './resource-form';

interface Props<Item extends { id: number }> {
  config: ResourceConfig<Item>;
  /** The project whose rows are listed and written (the current project by default, at the call site). */
  projectId: number;
  slots?: ResourceSlots<Item>;
  /** Inside another page's card: no card of its own. */
  bare?: boolean;
  /** Filters the page itself sets (a chosen building and floor): always sent, not shown in the bar. */
  fixedFilters?: Record<string, string | number>;
  /** Initial values of the add form (the chosen building and floor). */
  defaults?: Record<string, unknown>;
}

type Dialog<Item> =
  | { kind: 'add' }
  | { kind: 'edit'; item: Item }
  | { kind: 'detail'; id: number }
  | { kind: 'import' };

/**
 * The generic list page of a kit resource: keyword and filters, server paging (limit 20; sizes 5, 10,
 * 20, 30, 50), sorting, add / edit / detail / remove, Excel export and import — each button behind the
 * page's actions (the server checks them again). Loading, empty and failed states included.
 */
export function ResourcePage<Item extends { id: number }>({
  config,
  projectId,
  slots,
  bare,
  fixedFilters,
  defaults,
}: Props<Item>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = resourceApi<Item>(config.api, config.updateMethod);
  const [selected, setSelected] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<Dialog<Item>>();
  const canRemove = useCan('remove');
  const canDetail = useCan('detail');
  const canUpdate = useCan('update');
  // A link naming one record (a message, an approval) opens its detail once; the parameter then goes.
  const [search, setSearch] = useSearchParams();
  const linkedId = config.openFromQuery ? Number(search.get('id')) : 0;
  useEffect(() => {
    if (!(linkedId > 0) || !canDetail) return;
    setDialog({ kind: 'detail', id: linkedId });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('id');
        return next;
      },
      { replace: true },
    );
  }, [linkedId, canDetail, setSearch]);
  // Paging, sort, keyword and filters live in the URL (under the resource's name, so two lists in
  // tabs keep their own): back/forward restore the list, a copied link opens the same page.
  const list = useResourceList({
    queryKey: resourceKeys.lists(config.api, projectId),
    load: (params) => api.list(projectId, params),
    filters: Object.fromEntries(
      (config.filters ?? []).map((f) => [f.param, f.kind === 'enum' ? 'string' : 'number']),
    ),
    fixed: fixedFilters,
    namespace: config.name,
  });
  const { params } = list;
  // The search box's text while typing; it follows the URL when back/forward changes the keyword.
  const [keyword, setKeyword] = useState(params.keyword ?? '');
  useEffect(() => setKeyword(params.keyword ?? ''), [params.keyword]);
  const add = useResourceWrite(config.api, api.add);
  const update = useResourceWrite(config.api, api.update);
  const remove = useResourceWrite(config.api, api.remove);
  const importRows = useResourceWrite(config.api, (file: File) => api.import(projectId, file));
  const title = t(config.title);

  const exporting = useSubmit(async () => {
    const { page: _p, limit: _l, ...filters } = list.sent;
    const file = await api.export(projectId, filters);
    saveFile(file.blob, file.filename ?? `${title}.xlsx`);
  });
  const removing = useSubmit(async (ids: number[]) => {
    const { removed } = await remove.mutateAsync(ids);
    setSelected([]);
    message.success(t('kit.removed', { count: removed }));
  });

  const primary = config.primaryField ?? config.fields.find((f) => f.column)?.key;
  const columns: TableColumnsType<Item> = config.fields
    .filter((field) => field.column)
    .map((field) => ({
      key: field.key,
      dataIndex: field.key,
      title: t(field.label),
      width: field.column?.width,
      responsive: field.column?.hideOnMobile ? ['md'] : undefined,
      sorter: field.column?.sortable,
      sortOrder: list.sortOrderOf(field.key),
      render: (value: unknown, item: Item) => {
        const shown = fieldView(field as ResourceField<never>).display(
          value,
          field as ResourceField<never>,
          t,
        );
        return field.key === primary && canDetail ? (
          <Typography.Link onClick={() => setDialog({ kind: 'detail', id: item.id })}>
            {shown}
          </Typography.Link>
        ) : (
          shown
        );
      },
    }));
  columns.push({
    key: 'actions',
    title: t('kit.actions'),
    fixed: 'right',
    width: 170,
    render: (_, item) => (
      <Space size={4} wrap>
        <Can action="detail">
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'detail', id: item.id })}>
            {t('kit.detail')}
          </Button>
        </Can>
        {slots?.rowEditable?.(item) !== false && (
          <>
            <Can action="update">
              <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', item })}>
                {t('kit.edit')}
              </Button>
            </Can>
            <Can action="remove">
              <Popconfirm
                title={t('kit.removeOneConfirm')}
                okText={t('kit.remove')}
                okButtonProps={{ danger: true }}
                cancelText={t('kit.cancel')}
                onConfirm={() => removing.submit([item.id])}
              >
                <Button type="link" size="small" danger>
                  {t('kit.remove')}
                </Button>
              </Popconfirm>
            </Can>
          </>
        )}
        {slots?.rowActions?.(item)}
      </Space>
    ),
  });

  const onTableChange: TableProps<Item>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.order ? String(one.columnKey) : undefined;
    // Paging is the pager's (its onChange); here only a change of sort.
    if (field === params.sortField && (one?.order === 'descend') === (params.sortOrder === 'desc')) return;
    list.setSort(field, one?.order === 'descend' ? 'desc' : 'asc');
  };

  const toolbar = (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Flex wrap gap={8} align="center">
        <Input.Search
          allowClear
          enterButton={<SearchOutlined />}
          placeholder={t(config.keywordPlaceholder)}
          aria-label={t(config.keywordPlaceholder)}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(value) => list.setKeyword(value)}
          style={{ width: 260 }}
          data-testid={`${config.name}-search`}
        />
        {config.filters?.map((filter) =>
          filter.kind === 'enum' ? (
            <Select
              key={filter.param}
              allowClear
              placeholder={t(filter.label)}
              aria-label={t(filter.label)}
              style={{ minWidth: 150 }}
              value={params.filters[filter.param] as string | undefined}
              onChange={(value) => list.setFilter(filter.param, value)}
              options={filter.options.map((o) => ({ value: o.value, label: t(o.label) }))}
            />
          ) : (
            <InputNumber
              key={filter.param}
              placeholder={t(filter.label)}
              aria-label={t(filter.label)}
              precision={0}
              style={{ width: 150 }}
              value={params.filters[filter.param] as number | undefined}
              onChange={(value) => list.setFilter(filter.param, value)}
            />
          ),
        )}
      </Flex>
      <Flex wrap gap={8}>
        <Can action="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'add' })}
            data-testid={`${config.name}-add`}
          >
            {t('kit.add')}
          </Button>
        </Can>
        <Can action="remove">
          <Popconfirm
            title={t('kit.removeManyConfirm', { count: selected.length })}
            okText={t('kit.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('kit.cancel')}
            disabled={selected.length === 0}
            onConfirm={() => removing.submit(selected.map(Number))}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              loading={removing.submitting}
            >
              {t('kit.removeSelected')}
            </Button>
          </Popconfirm>
        </Can>
        <Can action="import">
          <Button icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'import' })}>
            {t('kit.import.button')}
          </Button>
        </Can>
        <Can action="export">
          <Button
            icon={<DownloadOutlined />}
            loading={exporting.submitting}
            onClick={() => void exporting.submit(undefined)}
          >
            {t('kit.export')}
          </Button>
        </Can>
        {slots?.toolbar}
        <Tooltip title={t('kit.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('kit.refresh')}
            onClick={() => void list.query.refetch()}
          />
        </Tooltip>
      </Flex>
    </Flex>
  );

  const body =
    list.status === 'error' ? (
      <Result
        status="warning"
        title={t('kit.loadFailed')}
        subTitle={t('kit.loadFailedHint')}
        extra={
          <Button type="primary" onClick={() => void list.query.refetch()}>
            {t('kit.retry')}
          </Button>
        }
      />
    ) : (
      <ResponsiveTable<Item>
        rowKey="id"
        cardTitleKey={primary}
        size="middle"
        columns={columns}
        dataSource={list.rows}
        {...list.tableState}
        loading={list.query.isFetching}
        scroll={{ x: 'max-content' }}
        onChange={onTableChange}
        data-testid={`${config.name}-table`}
        rowSelection={canRemove ? { selectedRowKeys: selected, onChange: setSelected } : undefined}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={list.filtering ? t('kit.noMatch') : t('kit.empty', { title })}
            />
          ),
        }}
        pagination={{ ...list.pagination, showQuickJumper: true }}
      />
    );

  const dialogs = (
    <>
      {dialog?.kind === 'add' && (
        <ResourceForm
          config={config}
          defaults={defaults}
          onSave={(values) => add.mutateAsync({ ...values, projectId })}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'edit' && canUpdate && (
        <ResourceForm
          config={config}
          editing={dialog.item}
          onSave={(values) => update.mutateAsync(values)}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'detail' && (
        <ResourceDetail config={config} id={dialog.id} slots={slots} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog
          title={title}
          upload={(file) => importRows.mutateAsync(file)}
          onClose={() => setDialog(undefined)}
        />
      )}
    </>
  );

  const content = (
    <>
      {toolbar}
      {body}
      {dialogs}
    </>
  );
  return bare ? content : <Card title={<Typography.Text strong>{title}</Typography.Text>}>{content}</Card>;
}
