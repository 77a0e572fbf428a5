import './messages';
import { DownloadOutlined } from '@ant-design/icons';
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
import { Button, Card, Empty, Flex, Input, Result, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../kit/permission-gate';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { saveFile } from '../../kit/resource/resource-api';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useResourceList } from '../../kit/use-resource-list';
import { useSubmit } from '../../kit/use-submit';
import { warningApi, warningKeys } from './warning.api';

export const LEVEL_COLOR: Record<WarningLevel, string> = { serious: 'red', normal: 'orange', hint: 'blue' };
const STATUS_COLOR: Record<WarningStatus, string> = { open: 'volcano', handled: 'green' };
const TYPE_COLOR: Record<WarningRule, string> = {
  testBlock: 'magenta',
  pileAbnormal: 'gold',
  foundationAbnormal: 'orange',
  mainBodyAbnormal: 'lime',
  rectificationOverdue: 'volcano',
  rebarRetest: 'cyan',
  pileDetection: 'purple',
  testBlockRate: 'geekblue',
  witnessRatio: 'blue',
  curingExcursion: 'lime',
};

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

/** The list's and the export's criteria: only the filters set. */
const criteriaOf = (projectId: number, keyword: string | undefined, filters: Record<string, unknown>) => ({
  proId: projectId,
  ...(filters.type ? { type: filters.type as WarningRule } : {}),
  ...(filters.level ? { level: filters.level as WarningLevel } : {}),
  ...(filters.status ? { status: filters.status as WarningStatus } : {}),
  ...(keyword ? { keyword } : {}),
});

function AbnormalList({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  // Type, level, status, keyword and page live in the URL: a link from the home page's warning
  // figures or a shared link opens the same filtered list, and back/forward restore it.
  const list = useResourceList({
    queryKey: warningKeys.abnormal(projectId),
    load: ({ page, limit, keyword, filters }) =>
      warningApi.abnormal({ ...criteriaOf(projectId, keyword, filters), page, limit }),
    filters: { type: 'string', level: 'string', status: 'string' },
  });
  const { params } = list;
  const filters = params.filters as { type?: WarningRule; level?: WarningLevel; status?: WarningStatus };
  const [keyword, setKeyword] = useState(params.keyword ?? '');
  useEffect(() => setKeyword(params.keyword ?? ''), [params.keyword]);
  const exporting = useSubmit(async () => {
    const file = await warningApi.exportAbnormal(criteriaOf(projectId, params.keyword, params.filters));
    saveFile(file.blob, file.filename ?? `${t('warning.abnormal.title')}.xlsx`);
  });
  const data = list.query.data;

  return (
    <Card title={t('warning.abnormal.title')}>
      {data ? (
        <TypeCards
          counts={data.counts}
          selected={filters.type}
          onSelect={(type) => list.setFilter('type', type)}
        />
      ) : null}
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('warning.abnormal.keyword')}
            style={{ width: 240 }}
            data-testid="warning-keyword"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => list.setKeyword(v)}
          />
          <Select
            allowClear
            placeholder={t('warning.abnormal.type')}
            style={{ width: 160 }}
            value={filters.type}
            onChange={(type) => list.setFilter('type', type)}
            options={WARNING_RULES.map((r) => ({ value: r, label: t(`warning.rule.${r}`) }))}
            data-testid="warning-filter-type"
          />
          <Select
            allowClear
            placeholder={t('warning.abnormal.level')}
            style={{ width: 110 }}
            value={filters.level}
            onChange={(level) => list.setFilter('level', level)}
            options={WARNING_LEVELS.map((l) => ({ value: l, label: t(`warning.level.${l}`) }))}
          />
          <Select
            allowClear
            placeholder={t('warning.abnormal.status')}
            style={{ width: 110 }}
            value={filters.status}
            onChange={(status) => list.setFilter('status', status)}
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
      {list.status === 'error' ? (
        <Result
          status="warning"
          title={t('warning.abnormal.loadFailed')}
          extra={<Button onClick={() => void list.query.refetch()}>{t('warning.abnormal.retry')}</Button>}
        />
      ) : (
        <ResponsiveTable<AbnormalItem>
          cardTitleKey="title"
          rowKey="key"
          size="middle"
          data-testid="warning-table"
          {...list.tableState}
          loading={list.query.isFetching}
          dataSource={list.rows}
          locale={{
            emptyText: (
              <Empty
                description={t(list.filtering ? 'warning.abnormal.emptyFiltered' : 'warning.abnormal.empty')}
              />
            ),
          }}
          scroll={{ x: 1000 }}
          pagination={list.pagination}
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
              // The en/es rule names ("Main structure abnormal") wrap inside the column rather than
              // run over 关联对象 (issue 22).
              render: (type: WarningRule) => (
                <Tag color={TYPE_COLOR[type]} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
                  {t(`warning.rule.${type}`)}
                </Tag>
              ),
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
              key: 'actions',
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
