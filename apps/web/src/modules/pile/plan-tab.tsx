import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Empty, Flex, InputNumber, Result, Space, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { dateRangePresets } from '../../kit/date-range-presets';
import { Can, useCan } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useDirtyGuard } from '../../kit/use-dirty-guard';
import { useSubmit } from '../../kit/use-submit';
import { planApi } from './pile.api';

/** The construction plan: planned piles per day against the piles finished, with a bar chart. */
export function PlanTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canUpdate = useCan('update');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([
    businessTodayDayjs().subtract(13, 'day'),
    businessTodayDayjs().add(7, 'day'),
  ]);
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const key = ['pile', 'plan', projectId, from, to];
  const plan = useQuery({ queryKey: key, queryFn: () => planApi.list(projectId, from, to) });
  const [edits, setEdits] = useState<Record<string, number>>({});
  useDirtyGuard(Object.keys(edits).length > 0);
  const save = useSubmit(async () => {
    const saved = await planApi.save(
      projectId,
      Object.entries(edits).map(([date, plannedPiles]) => ({ date, plannedPiles })),
    );
    setEdits({});
    await client.invalidateQueries({ queryKey: ['pile', 'plan', projectId] });
    void saved;
    message.success(t('pile.plan.saved'));
  });
  if (plan.isError)
    return (
      <Result
        status="warning"
        title={t('pile.loadFailed')}
        extra={<Button onClick={() => void plan.refetch()}>{t('pile.action.retry')}</Button>}
      />
    );
  const days = plan.data?.days ?? [];
  const max = Math.max(1, ...days.map((d) => Math.max(edits[d.date] ?? d.planned, d.actual)));
  const last = days.at(-1);
  return (
    <>
      <Flex gap={8} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Typography.Text>{t('pile.plan.range')}</Typography.Text>
          <DatePicker.RangePicker
            value={range}
            presets={dateRangePresets(t)}
            allowClear={false}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
        </Space>
        <Can action="update">
          <Button
            type="primary"
            disabled={Object.keys(edits).length === 0}
            loading={save.submitting}
            onClick={() => void save.submit(undefined)}
          >
            {t('pile.plan.save')}
          </Button>
        </Can>
      </Flex>
      {last && plan.data && (
        <Typography.Paragraph type="secondary">
          {t('pile.plan.progress', {
            actual: last.cumulativeActual,
            planned: last.cumulativePlanned,
            total: plan.data.totalPiles,
          })}
        </Typography.Paragraph>
      )}
      <Typography.Text strong>{t('pile.plan.chart')}</Typography.Text>
      <Flex
        gap={4}
        align="flex-end"
        style={{ height: 120, margin: '8px 0 16px', overflowX: 'auto' }}
        data-testid="pile-plan-chart"
      >
        {days.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        {days.map((d) => {
          const planned = edits[d.date] ?? d.planned;
          return (
            <Tooltip
              key={d.date}
              title={`${d.date}：${t('pile.plan.planned')} ${planned} · ${t('pile.plan.actual')} ${d.actual}`}
            >
              <Flex vertical align="center" gap={2}>
                <Flex gap={1} align="flex-end" style={{ height: 96 }}>
                  <div
                    style={{ width: 8, height: Math.max(2, (planned / max) * 96), background: '#d9d9d9' }}
                  />
                  <div
                    style={{ width: 8, height: Math.max(2, (d.actual / max) * 96), background: '#7c5cc4' }}
                  />
                </Flex>
                <span style={{ fontSize: 10, color: '#8c8c8c' }}>{d.date.slice(5)}</span>
              </Flex>
            </Tooltip>
          );
        })}
      </Flex>
      <ResponsiveTable
        cardTitleKey="date"
        rowKey="date"
        size="small"
        loading={plan.isPending}
        dataSource={days}
        pagination={false}
        scroll={{ y: 360 }}
        columns={[
          { title: t('pile.plan.date'), dataIndex: 'date' },
          {
            title: t('pile.plan.planned'),
            key: 'planned',
            render: (_, d) =>
              canUpdate ? (
                <InputNumber
                  size="small"
                  min={0}
                  max={500}
                  precision={0}
                  value={edits[d.date] ?? d.planned}
                  onChange={(v) => setEdits((e) => ({ ...e, [d.date]: Number(v ?? 0) }))}
                />
              ) : (
                d.planned
              ),
          },
          { title: t('pile.plan.actual'), dataIndex: 'actual' },
          {
            title: t('pile.plan.cumulative'),
            key: 'cum',
            render: (_, d) => `${d.cumulativePlanned} / ${d.cumulativeActual}`,
          },
        ]}
      />
    </>
  );
}
