import './messages';
import { DownloadOutlined, NumberOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  PILE_STATUSES,
  PILE_TYPES,
  type PileAbnormalItem,
  type PileGroupItem,
  type PileItem,
  type PileNumberPreview,
  type PileStatus,
  type PileType,
} from '@zhuji/shared';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can, useCan } from '../../kit/permission-gate';
import { queryStateProps } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { saveFile } from '../../kit/resource/resource-api';
import { useSubmit } from '../../kit/use-submit';
import { flattenRoutes } from '../../session/menu-routes';
import { useSession } from '../../session/session-store';
import { GroupsTab } from './groups-tab';
import { PileLayoutPlan } from './layout-plan';
import { type PileAbnormalAdd, pileApi, pileKeys } from './pile.api';
import { PlanTab } from './plan-tab';
import { RecordDrawer } from './record-drawer';
import { MachinesTab, SpotCheckTab } from './site-tabs';
import { PILE_ALERT_COLOR, PILE_PLAN_COLOR, StatusLegend } from './status-legend';

const PileGovernmentTab = lazy(() => import('./government-tab'));
/** The detection centre's menu name (seed/identity.ts), whose actions guard the government calls. */
const DETECTION_ROUTE = 'PileDetection';

const STATUS_COLOR: Record<PileStatus, string> = {
  notStarted: 'default',
  inConstruction: 'processing',
  recorded: 'gold',
  confirmed: 'green',
  accepted: 'cyan',
};

function Stats({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const stats = useQuery({
    queryKey: pileKeys.statistics(projectId),
    queryFn: () => pileApi.statistics(projectId),
  });
  const s = stats.data;
  const cells: [string, number | undefined, string?][] = [
    [t('pile.stats.total'), s?.total],
    [t('pile.stats.notStarted'), s?.byStatus.notStarted],
    [t('pile.stats.inConstruction'), s?.byStatus.inConstruction],
    [t('pile.stats.recorded'), s?.byStatus.recorded],
    [t('pile.stats.confirmed'), (s?.byStatus.confirmed ?? 0) + (s?.byStatus.accepted ?? 0)],
    [t('pile.stats.abnormal'), s?.abnormal, '#cf1322'],
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
      {cells.map(([title, value, color]) => (
        <Col key={title} xs={8} md={4}>
          <Card size="small" loading={stats.isPending}>
            <Statistic title={title} value={value ?? 0} valueStyle={color ? { color } : undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function NumberConfigModal({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ groupId: number; label: string; numbers: string }>();
  const [preview, setPreview] = useState<PileNumberPreview>();
  const groups = useQuery({ queryKey: pileKeys.groups(projectId), queryFn: () => pileApi.groups(projectId) });
  const body = async () => {
    const v = await form.validateFields();
    return { groupId: v.groupId, label: (v.label ?? '').trim(), numbers: v.numbers.trim() };
  };
  const previewIt = useSubmit(async () => setPreview(await pileApi.preview(await body())));
  const save = useSubmit(async () => {
    const r = await pileApi.saveNumbers(await body());
    await client.invalidateQueries({ queryKey: pileKeys.all });
    message.success(t('pile.config.done', { created: r.created }));
    onClose();
  });
  const names = (list: string[]) =>
    list.length > 30
      ? `${list.slice(0, 30).join('、')} ${t('pile.config.more', { count: list.length })}`
      : list.join('、');
  return (
    <Modal
      open
      title={t('pile.config.title')}
      onCancel={onClose}
      data-testid="pile-config"
      footer={
        <Space>
          <Button onClick={onClose}>{t('pile.action.cancel')}</Button>
          <Button
            loading={previewIt.submitting}
            onClick={() => void previewIt.submit(undefined)}
            data-testid="pile-config-preview"
          >
            {t('pile.action.preview')}
          </Button>
          <Button
            type="primary"
            loading={save.submitting}
            disabled={!preview || preview.create.length === 0}
            onClick={() => void save.submit(undefined)}
            data-testid="pile-config-save"
          >
            {t('pile.action.create')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={() => setPreview(undefined)}
        initialValues={{ label: '' }}
      >
        <Form.Item name="groupId" label={t('pile.config.group')} rules={[{ required: true }]}>
          <Select
            loading={groups.isPending}
            options={(groups.data ?? []).map((g) => ({
              value: g.id,
              label: `${g.name}（${t(`pile.type.${g.pileType}`)}）`,
            }))}
            data-testid="pile-config-group"
          />
        </Form.Item>
        <Form.Item name="label" label={t('pile.config.label')} extra={t('pile.config.labelHint')}>
          <Input placeholder="ZH" maxLength={20} data-testid="pile-config-label" />
        </Form.Item>
        <Form.Item name="numbers" label={t('pile.config.numbers')} rules={[{ required: true }]}>
          <Input placeholder={t('pile.config.numbersHint')} data-testid="pile-config-numbers" />
        </Form.Item>
      </Form>
      {preview && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="pile-config-result">
          <Typography.Text strong>
            {t('pile.config.create', { count: preview.create.length })}
          </Typography.Text>
          {preview.create.length > 0 && (
            <Typography.Text type="secondary">{names(preview.create)}</Typography.Text>
          )}
          {preview.existing.length > 0 && (
            <Typography.Text type="warning">
              {t('pile.config.existing', { count: preview.existing.length })}：{names(preview.existing)}
            </Typography.Text>
          )}
          {preview.repeated.length > 0 && (
            <Typography.Text type="warning">
              {t('pile.config.repeated', { count: preview.repeated.length })}：{names(preview.repeated)}
            </Typography.Text>
          )}
        </Space>
      )}
    </Modal>
  );
}

/** The pile plan: every pile in number order, coloured by status, abnormal ones outlined in red. */
function PileGrid({ projectId, onOpen }: { projectId: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const grid = useQuery({ queryKey: ['pile', 'grid', projectId], queryFn: () => pileApi.grid(projectId) });
  if (grid.isPending) return <Card loading />;
  if (grid.isError)
    return (
      <Result
        status="warning"
        title={t('pile.loadFailed')}
        extra={<Button onClick={() => void grid.refetch()}>{t('pile.action.retry')}</Button>}
      />
    );
  if (grid.data.list.length === 0) return <Empty description={t('pile.empty.piles')} />;
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('pile.view.gridHint')}</Typography.Text>
        <StatusLegend />
        {grid.data.total > grid.data.list.length && (
          <Typography.Text type="warning">
            {t('pile.view.gridCapped', { count: grid.data.list.length })}
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={4} wrap data-testid="pile-grid">
        {grid.data.list.map((p) => (
          <Tooltip key={p.id} title={`${p.pileNo} · ${t(`pile.status.${p.status}`)}`}>
            <button
              type="button"
              onClick={() => onOpen(p.id)}
              style={{
                minWidth: 48,
                height: 28,
                padding: '0 4px',
                fontSize: 12,
                cursor: 'pointer',
                background: PILE_PLAN_COLOR[p.status],
                border: p.abnormal ? `2px solid ${PILE_ALERT_COLOR}` : '1px solid #d9d9d9',
                borderRadius: 4,
              }}
            >
              {p.pileNo}
            </button>
          </Tooltip>
        ))}
      </Flex>
    </>
  );
}

type PileView = 'table' | 'grid' | 'plan';

interface Filters {
  keyword?: string;
  status?: PileStatus;
  pileType?: PileType;
  machineNo?: string;
  abnormalOnly?: boolean;
}

function RecordsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const canUpdate = useCan('update');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [filters, setFilters] = useState<Filters>({});
  const [open, setOpen] = useState<number>();
  const [config, setConfig] = useState(false);
  const [view, setView] = useState<PileView>('table');
  // Keyset paging: the server's cursor for each page reached by "next", so deep pages do not skip rows.
  const [cursors, setCursors] = useState<Record<number, string>>({});
  const query = {
    proId: projectId,
    page,
    limit,
    cursor: cursors[page],
    keyword: filters.keyword || undefined,
    status: filters.status,
    pileType: filters.pileType,
    machineNo: filters.machineNo || undefined,
    abnormalOnly: filters.abnormalOnly ? ('true' as const) : undefined,
  };
  const list = useQuery({
    queryKey: pileKeys.list(query),
    queryFn: () => pileApi.list(query),
    placeholderData: keepPreviousData,
  });
  const setFilter = (patch: Filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
    setCursors({});
  };
  const exporting = useSubmit(async () => {
    const { page: _p, limit: _l, cursor: _c, ...rest } = query;
    const file = await pileApi.export(rest);
    saveFile(file.blob, file.filename ?? `${t('pile.title')}.xlsx`);
  });
  const confirm = (p: PileItem) =>
    modal.confirm({
      title: t('pile.action.confirm'),
      content: t('pile.confirmQuestion', { pileNo: p.pileNo }),
      onOk: async () => {
        await pileApi.confirm(p.id);
        await client.invalidateQueries({ queryKey: pileKeys.all });
        message.success(t('pile.confirmed', { pileNo: p.pileNo }));
      },
    });
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== '' && v !== false);

  if (list.isError && !list.data)
    return (
      <Result
        status="warning"
        title={t('pile.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('pile.action.retry')}</Button>}
      />
    );
  return (
    <>
      <Stats projectId={projectId} />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('pile.filter.keyword')}
          style={{ width: 180 }}
          onSearch={(v) => setFilter({ keyword: v.trim() })}
          data-testid="pile-keyword"
        />
        <Select
          allowClear
          placeholder={t('pile.filter.status')}
          style={{ width: 140 }}
          value={filters.status}
          onChange={(v) => setFilter({ status: v })}
          options={PILE_STATUSES.map((s) => ({ value: s, label: t(`pile.status.${s}`) }))}
        />
        <Select
          allowClear
          placeholder={t('pile.filter.type')}
          style={{ width: 180 }}
          value={filters.pileType}
          onChange={(v) => setFilter({ pileType: v })}
          options={PILE_TYPES.map((s) => ({ value: s, label: t(`pile.type.${s}`) }))}
        />
        <Input
          allowClear
          placeholder={t('pile.filter.machine')}
          style={{ width: 140 }}
          onPressEnter={(e) => setFilter({ machineNo: e.currentTarget.value.trim() })}
          onChange={(e) => e.target.value === '' && setFilter({ machineNo: undefined })}
        />
        <Space>
          <Switch
            checked={filters.abnormalOnly ?? false}
            onChange={(v) => setFilter({ abnormalOnly: v })}
            data-testid="pile-abnormal-only"
          />
          <span>{t('pile.filter.abnormalOnly')}</span>
        </Space>
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <Can action="add">
            <Button icon={<NumberOutlined />} onClick={() => setConfig(true)} data-testid="pile-configure">
              {t('pile.action.configure')}
            </Button>
          </Can>
          <Can action="export">
            <Button
              icon={<DownloadOutlined />}
              loading={exporting.submitting}
              onClick={() => void exporting.submit(undefined)}
            >
              {t('pile.action.export')}
            </Button>
          </Can>
        </Flex>
      </Flex>
      <Segmented
        style={{ marginBottom: 12 }}
        value={view}
        onChange={(v) => setView(v as PileView)}
        options={[
          { value: 'table', label: t('pile.view.table') },
          { value: 'grid', label: t('pile.view.grid') },
          { value: 'plan', label: t('pile.view.plan') },
        ]}
        data-testid="pile-view"
      />
      {view === 'plan' ? (
        <PileLayoutPlan projectId={projectId} onOpen={setOpen} />
      ) : view === 'grid' ? (
        <PileGrid projectId={projectId} onOpen={setOpen} />
      ) : (
        <Table<PileItem>
          rowKey="id"
          size="middle"
          {...queryStateProps(list)}
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          data-testid="pile-table"
          scroll={{ x: 900 }}
          locale={{
            emptyText: <Empty description={t(filtered ? 'pile.empty.filtered' : 'pile.empty.piles')} />,
          }}
          pagination={{
            current: page,
            pageSize: limit,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [5, 10, 20, 30, 50],
            showTotal: (n) => `${n}`,
            onChange: (p, l) => {
              const next = list.data?.page === page ? list.data.nextCursor : null;
              if (l !== limit) setCursors({});
              else if (p === page + 1 && next) setCursors((c) => ({ ...c, [p]: next }));
              setPage(l === limit ? p : 1);
              setLimit(l);
            },
          }}
          columns={[
            {
              title: t('pile.column.pileNo'),
              dataIndex: 'pileNo',
              fixed: 'left',
              render: (no: string, p) => (
                <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(p.id)}>
                  {no}
                </Button>
              ),
            },
            { title: t('pile.column.group'), dataIndex: 'groupName' },
            {
              title: t('pile.column.status'),
              dataIndex: 'status',
              render: (s: PileStatus) => <Tag color={STATUS_COLOR[s]}>{t(`pile.status.${s}`)}</Tag>,
            },
            {
              title: t('pile.column.machine'),
              dataIndex: 'machineNo',
              render: (v: string | null) => v ?? '—',
            },
            {
              title: t('pile.column.finishedAt'),
              dataIndex: 'finishedAt',
              render: (v: string | null) => (v ? businessDateTimeOf(v) : '—'),
            },
            {
              title: t('pile.column.fillingCoefficient'),
              dataIndex: 'fillingCoefficient',
              render: (v: string | null) => v ?? '—',
            },
            {
              title: t('pile.column.result'),
              key: 'result',
              render: (_, p) =>
                p.failed.length > 0 ? (
                  <Tag color="error" icon={<WarningOutlined />} data-testid="pile-flag">
                    {t('pile.result.fail', { count: p.failed.length })}
                  </Tag>
                ) : p.abnormal ? (
                  <Tag color="warning" icon={<WarningOutlined />}>
                    {t('pile.stats.abnormal')}
                  </Tag>
                ) : p.status === 'notStarted' ? (
                  t('pile.result.none')
                ) : (
                  <Tag color="success">{t('pile.result.pass')}</Tag>
                ),
            },
            {
              title: t('pile.column.actions'),
              key: 'actions',
              fixed: 'right',
              render: (_, p) => (
                <Space size={4}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setOpen(p.id)}
                    data-testid={`pile-open-${p.pileNo}`}
                  >
                    {canUpdate && p.status !== 'confirmed' && p.status !== 'accepted'
                      ? t('pile.action.record')
                      : t('pile.action.view')}
                  </Button>
                  {canUpdate && p.status === 'recorded' && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => confirm(p)}
                      data-testid={`pile-confirm-${p.pileNo}`}
                    >
                      {t('pile.action.confirm')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
      {open !== undefined && <RecordDrawer pileId={open} onClose={() => setOpen(undefined)} />}
      {config && <NumberConfigModal projectId={projectId} onClose={() => setConfig(false)} />}
    </>
  );
}

const ABNORMAL_KINDS = ['collapse', 'brokenPile', 'necking', 'cageFloat', 'other'] as const;

function AbnormalTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ pileNo: string; kind: PileAbnormalAdd['kind']; description: string }>();
  const list = useQuery({
    queryKey: pileKeys.abnormals(projectId, page),
    queryFn: () => pileApi.abnormals(projectId, page, 20),
    placeholderData: keepPreviousData,
  });
  const { modal } = App.useApp();
  const canUpdate = useCan('update');
  const rectify = (a: PileAbnormalItem) =>
    modal.confirm({
      title: t('pile.action.rectify'),
      content: t('pile.abnormal.rectifyQuestion', { pileNo: a.pileNo }),
      onOk: async () => {
        await pileApi.rectify(a.id);
        await client.invalidateQueries({ queryKey: pileKeys.all });
        message.success(t('pile.abnormal.rectified'));
      },
    });
  const add = useSubmit(async () => {
    const v = await form.validateFields();
    const found = await pileApi.list({ proId: projectId, page: 1, limit: 5, keyword: v.pileNo.trim() });
    const p = found.list.find((x) => x.pileNo === v.pileNo.trim());
    if (!p) {
      form.setFields([{ name: 'pileNo', errors: [t('pile.empty.filtered')] }]);
      return;
    }
    await pileApi.addAbnormal({ pileId: p.id, kind: v.kind, description: v.description });
    await client.invalidateQueries({ queryKey: pileKeys.all });
    message.success(t('pile.abnormal.added'));
    setAdding(false);
    form.resetFields();
  });
  if (list.isError && !list.data)
    return (
      <Result
        status="warning"
        title={t('pile.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('pile.action.retry')}</Button>}
      />
    );
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Can action="add">
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('pile.action.addAbnormal')}
          </Button>
        </Can>
      </Flex>
      <Table<PileAbnormalItem>
        rowKey="id"
        {...queryStateProps(list)}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        data-testid="pile-abnormal-table"
        scroll={{ x: 800 }}
        locale={{ emptyText: <Empty description={t('pile.empty.abnormal')} /> }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('pile.abnormal.pileNo'), dataIndex: 'pileNo' },
          {
            title: t('pile.abnormal.kind'),
            dataIndex: 'kind',
            render: (k: string) =>
              t(`pile.abnormal.kinds.${k}` as 'pile.abnormal.kinds.other', { defaultValue: k }),
          },
          {
            title: t('pile.abnormal.items'),
            key: 'items',
            render: (_, a) =>
              a.items.length
                ? a.items.map((k) => (
                    <Tag key={k}>{t(`pile.item.${k}` as 'pile.item.slump', { defaultValue: k })}</Tag>
                  ))
                : a.description,
          },
          {
            title: t('pile.abnormal.source'),
            dataIndex: 'source',
            render: (s: 'auto' | 'manual') => t(`pile.abnormal.sources.${s}`),
          },
          {
            title: t('pile.abnormal.status'),
            dataIndex: 'status',
            render: (s: 'open' | 'sent' | 'closed') => (
              <Tag color={s === 'open' ? 'error' : s === 'sent' ? 'processing' : 'default'}>
                {t(`pile.abnormal.statuses.${s}`)}
              </Tag>
            ),
          },
          {
            title: t('pile.abnormal.createdAt'),
            dataIndex: 'createdAt',
            render: (v: string) => businessDateTimeOf(v),
          },
          {
            title: t('pile.column.actions'),
            key: 'actions',
            render: (_, a) =>
              a.status === 'open' && canUpdate ? (
                <Button type="link" size="small" onClick={() => rectify(a)}>
                  {t('pile.action.rectify')}
                </Button>
              ) : null,
          },
        ]}
      />
      <Modal
        open={adding}
        title={t('pile.action.addAbnormal')}
        onCancel={() => setAdding(false)}
        onOk={() => void add.submit(undefined)}
        confirmLoading={add.submitting}
        okText={t('pile.action.save')}
        cancelText={t('pile.action.cancel')}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="pileNo" label={t('pile.abnormal.pileNo')} rules={[{ required: true }]}>
            <Input placeholder="ZH7" />
          </Form.Item>
          <Form.Item name="kind" label={t('pile.abnormal.kind')} rules={[{ required: true }]}>
            <Select
              options={ABNORMAL_KINDS.map((k) => ({ value: k, label: t(`pile.abnormal.kinds.${k}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('pile.abnormal.description')}
            rules={[{ required: true, min: 2, max: 500 }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * Menu 'pile/construction' (spec §2.3 pile-foundation view): the construction records of the current
 * sub-project with statistics, filters, the record form, supervisor confirmation and export; the
 * abnormal records; the pile groups with their design values.
 */
export function PileConstructionPage() {
  const { t } = useTranslation();
  const { routes } = useSession();
  // The government selection lives in the detection centre; shown here to those who may open it.
  const detection = flattenRoutes(routes).find((r) => r.name === DETECTION_ROUTE);
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Card title={t('pile.title')}>
          <Tabs
            destroyOnHidden
            items={[
              {
                key: 'records',
                label: t('pile.tabs.records'),
                children: <RecordsTab projectId={projectId} />,
              },
              {
                key: 'abnormal',
                label: t('pile.tabs.abnormal'),
                children: <AbnormalTab projectId={projectId} />,
              },
              { key: 'groups', label: t('pile.tabs.groups'), children: <GroupsTab projectId={projectId} /> },
              { key: 'plan', label: t('pile.tabs.plan'), children: <PlanTab projectId={projectId} /> },
              {
                key: 'machines',
                label: t('pile.tabs.machines'),
                children: <MachinesTab projectId={projectId} />,
              },
              {
                key: 'spotCheck',
                label: t('pile.tabs.spotCheck'),
                children: <SpotCheckTab projectId={projectId} />,
              },
              ...(detection
                ? [
                    {
                      key: 'government',
                      label: t('pile.tabs.government'),
                      children: (
                        <Suspense fallback={<Skeleton active />}>
                          <PileGovernmentTab projectId={projectId} actions={detection.meta.actions} />
                        </Suspense>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
    </WithCurrentProject>
  );
}

export type { PileGroupItem };
