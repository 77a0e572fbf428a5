import './messages';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AbnormalItem,
  type AbnormalPage as AbnormalPageData,
  businessDateTimeOf,
  WARNING_LEVELS,
  WARNING_RULES,
  WARNING_STATUSES,
  type WarningLevel,
  type WarningRule,
  type WarningStatus,
} from '@zhuji/shared';
import { Button, Card, Empty, Flex, Input, Result, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../kit/permission-gate';
import { queryStateProps } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { saveFile } from '../../kit/resource/resource-api';
import { usePaging } from '../../kit/use-paging';
import { useSubmit } from '../../kit/use-submit';
import { warningApi, warningKeys } from './warning.api';

export const LEVEL_COLOR: Record<WarningLevel, string> = { serious: 'red', normal: 'orange', hint: 'blue' };
const STATUS_COLOR: Record<WarningStatus, string> = { open: 'volcano', handled: 'green' };
const TYPE_COLOR: Record<WarningRule, string> = {
  testBlock: 'magenta',
  pileAbnormal: 'gold',
  rectificationOverdue: 'volcano',
  rebarRetest: 'cyan',
  pileDetection: 'purple',
  testBlockRate: 'geekblue',
  witnessRatio: 'blue',
};

interface Filters {
  type?: WarningRule;
  level?: WarningLevel;
  status?: WarningStatus;
  keyword?: string;
}

/** One card per type: open and total items, a click filters the list to it. */
function TypeCards({
  counts,
  selected,
  onSelect,
}: {
  counts: AbnormalPageData['counts'];
  selected: WarningRule | undefined;
  onSelect: (type: WarningRule | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
        gap: 12,
        marginBottom: 16,
      }}
      data-testid="warning-counts"
    >
      {counts.map((c) => (
        <Card
          key={c.type}
          size="small"
          hoverable
          onClick={() => onSelect(selected === c.type ? undefined : c.type)}
          style={{
            height: '100%',
            borderColor: selected === c.type ? '#1677ff' : undefined,
            opacity: c.enabled ? 1 : 0.55,
          }}
          data-testid={`warning-count-${c.type}`}
        >
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`warning.rule.${c.type}`)}
          </Typography.Text>
          <div style={{ fontSize: 24, fontWeight: 600, color: c.open > 0 ? '#cf1322' : undefined }}>
            {c.enabled ? c.open : '—'}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {c.enabled ? t('warning.abnormal.total', { count: c.total }) : t('warning.abnormal.disabled')}
          </Typography.Text>
        </Card>
      ))}
    </div>
  );
}

function AbnormalList({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { page, limit, setPage, pagination } = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const setFilter = (patch: Filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const criteria = {
    proId: projectId,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.level ? { level: filters.level } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
  const query = { ...criteria, page, limit };
  const list = useQuery({
    queryKey: warningKeys.abnormal(query),
    queryFn: () => warningApi.abnormal(query),
    placeholderData: keepPreviousData,
  });
  const exporting = useSubmit(async () => {
    const file = await warningApi.exportAbnormal(criteria);
    saveFile(file.blob, file.filename ?? `${t('warning.abnormal.title')}.xlsx`);
  });
  const filtered = !!(filters.type || filters.level || filters.status || filters.keyword);

  return (
    <Card title={t('warning.abnormal.title')}>
      {list.data ? (
        <TypeCards
          counts={list.data.counts}
          selected={filters.type}
          onSelect={(type) => setFilter({ type })}
        />
      ) : null}
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('warning.abnormal.keyword')}
            style={{ width: 240 }}
            data-testid="warning-keyword"
            onSearch={(v) => setFilter({ keyword: v.trim() || undefined })}
          />
          <Select
            allowClear
            placeholder={t('warning.abnormal.type')}
            style={{ width: 160 }}
            value={filters.type}
            onChange={(type) => setFilter({ type })}
            options={WARNING_RULES.map((r) => ({ value: r, label: t(`warning.rule.${r}`) }))}
            data-testid="warning-filter-type"
          />
          <Select
            allowClear
            placeholder={t('warning.abnormal.level')}
            style={{ width: 110 }}
            value={filters.level}
            onChange={(level) => setFilter({ level })}
            options={WARNING_LEVELS.map((l) => ({ value: l, label: t(`warning.level.${l}`) }))}
          />
          <Select
            allowClear
            placeholder={t('warning.abnormal.status')}
            style={{ width: 110 }}
            value={filters.status}
            onChange={(status) => setFilter({ status })}
            options={WARNING_STATUSES.map((s) => ({ value: s, label: t(`warning.status.${s}`) }))}
          />
        </Space>
        <Can action="export">
          <Button
            icon={<DownloadOutlined />}
            loading={exporting.submitting}
            onClick={() => void exporting.submit(undefined)}
            data-testid="warning-export"
          >
            {t('warning.abnormal.export')}
          </Button>
        </Can>
      </Flex>
      {list.isError && !list.data ? (
        <Result
          status="warning"
          title={t('warning.abnormal.loadFailed')}
          extra={<Button onClick={() => void list.refetch()}>{t('warning.abnormal.retry')}</Button>}
        />
      ) : (
        <Table<AbnormalItem>
          rowKey="key"
          size="middle"
          data-testid="warning-table"
          {...queryStateProps(list)}
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          locale={{
            emptyText: (
              <Empty
                description={t(filtered ? 'warning.abnormal.emptyFiltered' : 'warning.abnormal.empty')}
              />
            ),
          }}
          scroll={{ x: 1000 }}
          pagination={pagination(list.data?.total)}
          columns={[
            {
              title: t('warning.abnormal.column.level'),
              dataIndex: 'level',
              width: 80,
              render: (level: WarningLevel) => (
                <Tag color={LEVEL_COLOR[level]}>{t(`warning.level.${level}`)}</Tag>
              ),
            },
            {
              title: t('warning.abnormal.column.title'),
              dataIndex: 'title',
              render: (title: string, row) => (
                <div style={{ minWidth: 240 }}>
                  <Typography.Text strong>{title}</Typography.Text>
                  {row.detail ? (
                    <Typography.Paragraph
                      type="secondary"
                      style={{ margin: 0, fontSize: 12 }}
                      ellipsis={{ rows: 2, expandable: 'collapsible' }}
                    >
                      {row.detail}
                    </Typography.Paragraph>
                  ) : null}
                </div>
              ),
            },
            {
              title: t('warning.abnormal.column.type'),
              dataIndex: 'type',
              width: 150,
              render: (type: WarningRule) => <Tag color={TYPE_COLOR[type]}>{t(`warning.rule.${type}`)}</Tag>,
            },
            { title: t('warning.abnormal.column.related'), dataIndex: 'related', width: 150 },
            {
              title: t('warning.abnormal.column.raisedAt'),
              dataIndex: 'raisedAt',
              width: 140,
              render: (v: string) => businessDateTimeOf(v),
            },
            {
              title: t('warning.abnormal.column.status'),
              dataIndex: 'status',
              width: 90,
              render: (s: WarningStatus) => <Tag color={STATUS_COLOR[s]}>{t(`warning.status.${s}`)}</Tag>,
            },
            {
              title: t('warning.abnormal.column.operation'),
              key: 'op',
              width: 100,
              fixed: 'right',
              render: (_, row) => (
                <Link to={row.link} data-testid={`warning-open-${row.key}`}>
                  {t('warning.abnormal.openSource')}
                </Link>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

/** 异常清单: every abnormal item of the current project, gathered live from the source records. */
export function AbnormalPage() {
  return <WithCurrentProject>{(projectId) => <AbnormalList projectId={projectId} />}</WithCurrentProject>;
}
