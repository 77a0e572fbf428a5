import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Flex,
  Result,
  Select,
  Skeleton,
  Spin,
  Statistic,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { dateRangePresets } from '../../kit/date-range-presets';
import { dashboardFigure } from '../../kit/number-format';
import { useCan } from '../../kit/permission-gate';
import { saveFile } from '../../kit/resource/resource-api';
import { WideTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { type ReportData, type ReportKind, type ReportParams, reportApi } from './report.api';

const YMD = 'YYYY-MM-DD';

/** The default period: the last 12 months, this one included. */
export const defaultPeriod = (today: Dayjs = businessTodayDayjs()): [Dayjs, Dayjs] => [
  today.subtract(11, 'month').startOf('month'),
  today,
];

/** A share 0–1 as a percentage with two decimals; null (nothing due) as a dash. */
export const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(2)}%`);
export const orDash = (v: string | number | null | undefined) => (v === null || v === undefined ? '—' : v);

export interface FilterSpec {
  key: string;
  label: string;
  options: string[];
}

/**
 * A report page: the period and filters, the Excel download, and the figures once loaded — a skeleton
 * while loading, a retry when the call failed, an empty state when the period holds nothing.
 */
export function ReportFrame<K extends ReportKind>({
  kind,
  projectId,
  filters,
  isEmpty,
  children,
}: {
  kind: K;
  projectId: number;
  filters?: (data: ReportData[K] | undefined) => FilterSpec[];
  isEmpty: (data: ReportData[K]) => boolean;
  children: (data: ReportData[K]) => ReactNode;
}) {
  const { t } = useTranslation();
  const canExport = useCan('export');
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>(() => defaultPeriod());
  const [values, setValues] = useState<Record<string, string | undefined>>({});
  const params: ReportParams = { from: period[0].format(YMD), to: period[1].format(YMD), ...values };
  const data = useQuery({
    queryKey: ['report', kind, projectId, params],
    queryFn: () => reportApi.read(kind, projectId, params),
    placeholderData: keepPreviousData,
  });
  const download = useSubmit(async () => {
    const file = await reportApi.export(kind, projectId, params);
    saveFile(file.blob, file.filename ?? `${kind}.xlsx`);
  });

  let body: ReactNode;
  if (data.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (data.isError || !data.data)
    body = (
      <Result
        status="warning"
        title={t('report.loadFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => data.refetch()}>
            {t('report.retry')}
          </Button>
        }
      />
    );
  else if (isEmpty(data.data))
    body = (
      <Card>
        <Empty description={t('report.empty')} data-testid="report-empty" />
      </Card>
    );
  else
    body = (
      <Spin spinning={data.isFetching}>
        <Flex vertical gap={16}>
          {children(data.data)}
        </Flex>
      </Spin>
    );

  return (
    <Flex vertical gap={16} data-testid={`report-${kind}`}>
      <Card size="small">
        <Flex wrap gap={12} align="center">
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="secondary">{t('report.range')}</Typography.Text>
            <DatePicker.RangePicker
              value={period}
              presets={dateRangePresets(t)}
              allowClear={false}
              onChange={(range) => {
                if (range?.[0] && range[1]) setPeriod([range[0], range[1]]);
              }}
            />
          </Flex>
          {(filters?.(data.data) ?? []).map((f) => (
            <Flex key={f.key} gap={8} align="center">
              <Typography.Text type="secondary">{f.label}</Typography.Text>
              <Select
                allowClear
                style={{ minWidth: 140 }}
                placeholder={t('report.all')}
                value={values[f.key]}
                options={f.options.map((o) => ({ value: o, label: o }))}
                onChange={(v: string | undefined) => setValues((old) => ({ ...old, [f.key]: v }))}
                aria-label={f.label}
              />
            </Flex>
          ))}
          {canExport && (
            <Button
              icon={<DownloadOutlined />}
              loading={download.submitting}
              style={{ marginInlineStart: 'auto' }}
              onClick={() => download.submit(undefined)}
            >
              {t('report.export')}
            </Button>
          )}
        </Flex>
      </Card>
      {body}
    </Flex>
  );
}

/** A summary figure with a line of detail under it. */
export function StatCard({
  title,
  value,
  suffix,
  sub,
  warn,
  testId,
  xl = 6,
}: {
  /** Columns of 24 on a wide screen: four cards a row by default. */
  xl?: number;
  title: string;
  value: string | number;
  suffix?: string;
  sub?: ReactNode;
  warn?: boolean;
  testId?: string;
}) {
  const figure = dashboardFigure(value);
  return (
    <Col xs={12} md={12} xl={xl}>
      <Card size="small" style={{ height: '100%' }} data-testid={testId}>
        <Tooltip title={figure.exact && `${figure.exact}${suffix ? ` ${suffix}` : ''}`}>
          <Statistic
            title={title}
            value={figure.shown}
            suffix={suffix}
            valueStyle={warn ? { color: '#cf1322' } : undefined}
          />
        </Tooltip>
        {sub && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {sub}
          </Typography.Text>
        )}
      </Card>
    </Col>
  );
}

/** A card holding a chart. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col xs={24} xl={12}>
      <Card size="small" title={title}>
        {children}
      </Card>
    </Col>
  );
}

/**
 * A detail table: every row on one page (a period has few months), scrolling sideways on a phone. It
 * stays a table (WideTable, not cards) because a report's rows are read down each column — month
 * against month — which a stack of cards would break apart.
 */
export function DetailTable<T extends object>({
  title,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  rows: T[];
  columns: ColumnsType<T>;
  rowKey: (row: T) => string;
}) {
  return (
    <Card size="small" title={title}>
      <WideTable<T> size="small" rowKey={rowKey} dataSource={rows} columns={columns} pagination={false} />
    </Card>
  );
}
