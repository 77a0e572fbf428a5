import './messages';
import { DownloadOutlined, NumberOutlined, WarningOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  PILE_STATUSES,
  PILE_TYPES,
  type PileItem,
  type PileStatus,
  type PileType,
} from '@zhuji/shared';
import { App, Button, Empty, Flex, Input, Result, Segmented, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can, useCan } from '../../kit/permission-gate';
import { queryStateProps } from '../../kit/query-table';
import { saveFile } from '../../kit/resource/resource-api';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { PileLayoutPlan } from './layout-plan';
import { NumberConfigModal } from './number-config-modal';
import { pileApi, pileKeys } from './pile.api';
import { PileGrid, Stats } from './pile-grid';
import { RecordDrawer } from './record-drawer';

const STATUS_COLOR: Record<PileStatus, string> = {
  notStarted: 'default',
  inConstruction: 'processing',
  recorded: 'gold',
  confirmed: 'green',
  accepted: 'cyan',
};

type PileView = 'table' | 'grid' | 'plan';

interface Filters {
  keyword?: string;
  status?: PileStatus;
  pileType?: PileType;
  machineNo?: string;
  abnormalOnly?: boolean;
}

export function RecordsTab({ projectId }: { projectId: number }) {
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
        <ResponsiveTable<PileItem>
          cardTitleKey="pileNo"
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
            // Above a few thousand piles the server estimates the total instead of counting (totalExact).
            showTotal: (n) =>
              t(list.data?.totalExact === false ? 'kit.totalAbout' : 'kit.total', { count: n }),
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
              // Wide enough for the longest en/es status; a longer one ends in … with the whole in a tooltip.
              width: 150,
              render: (s: PileStatus) => (
                <Tag
                  color={STATUS_COLOR[s]}
                  title={t(`pile.status.${s}`)}
                  style={{
                    maxWidth: '100%',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    verticalAlign: 'middle',
                  }}
                >
                  {t(`pile.status.${s}`)}
                </Tag>
              ),
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
              // The en/es verdicts ("1 out of tolerance") wrap inside the column instead of running
              // under the pinned actions column (issue 22).
              width: 150,
              render: (_, p) =>
                p.failed.length > 0 ? (
                  <Tag
                    color="error"
                    icon={<WarningOutlined />}
                    data-testid="pile-flag"
                    style={{ whiteSpace: 'normal' }}
                  >
                    {t('pile.result.fail', { count: p.failed.length })}
                  </Tag>
                ) : p.abnormal ? (
                  <Tag color="warning" icon={<WarningOutlined />} style={{ whiteSpace: 'normal' }}>
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
