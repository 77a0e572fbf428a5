import './messages';
import type { ReportProgress } from '@zhuji/shared';
import { Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { useUnitName } from '../../kit/unit-name';
import { ReportChart } from './report-chart';
import { ChartCard, DetailTable, orDash, ReportFrame, StatCard } from './report-frame';

const nothing = (d: ReportProgress) =>
  d.amounts.length === 0 && d.output.length === 0 && d.summary.pilesRecorded === 0;
const num = (v: string | null) => (v === null ? null : Number(v));

function ProgressFigures({ d }: { d: ReportProgress }) {
  const { t } = useTranslation();
  const unitName = useUnitName();
  const s = d.summary;
  const c = (key: string) => t(`report.progress.columns.${key}` as 'report.progress.columns.month');
  const ch = (key: string) => t(`report.progress.charts.${key}` as 'report.progress.charts.planned');
  const right = 'right' as const;
  // The quantity chart shows one work item (units differ): the first with figures in the period.
  const item = d.amounts[0]?.itemName;
  const itemRows = d.amounts.filter((a) => a.itemName === item);
  const unit = unitName(itemRows[0]?.unit ?? '');
  return (
    <>
      <Row gutter={[12, 12]}>
        <StatCard
          xl={8}
          title={t('report.progress.cards.output')}
          value={s.outputValue}
          sub={t('report.progress.cards.outputSub')}
        />
        <StatCard
          xl={8}
          title={t('report.progress.cards.cumulative')}
          value={orDash(s.cumulativeValue)}
          sub={t('report.progress.cards.cumulativeSub', {
            rate: s.cumulativeRate === null ? '—' : `${s.cumulativeRate}%`,
            contract: orDash(s.contractValue),
          })}
        />
        <StatCard
          xl={8}
          testId="report-piles-done"
          title={t('report.progress.cards.piles')}
          value={`${s.pilesRecordedTotal} / ${s.pilesConfigured}`}
          sub={t('report.progress.cards.pilesSub', {
            period: s.pilesRecorded,
            configured: s.pilesConfigured,
          })}
        />
      </Row>
      <Row gutter={[12, 12]}>
        <ChartCard title={ch('output')}>
          <ReportChart
            categories={d.output.map((o) => o.month)}
            axes={[ch('tenThousand'), ch('cumulativeValue')]}
            series={[
              {
                name: ch('plannedValue'),
                type: 'bar',
                data: d.output.map((o) => num(o.plannedValue)),
                color: '#91cc75',
              },
              {
                name: ch('actualValue'),
                type: 'bar',
                data: d.output.map((o) => num(o.actualValue)),
                color: '#5470c6',
              },
              {
                name: ch('cumulativeValue'),
                type: 'line',
                axis: 1,
                data: d.output.map((o) => num(o.cumulativeValue)),
                color: '#ee6666',
              },
            ]}
          />
        </ChartCard>
        <ChartCard title={ch('piles')}>
          <ReportChart
            categories={d.piles.map((p) => p.month)}
            axes={[ch('pileUnit')]}
            series={[
              { name: ch('recorded'), type: 'bar', data: d.piles.map((p) => p.recorded), color: '#91cc75' },
              {
                name: ch('cumulativePiles'),
                type: 'line',
                data: d.piles.map((p) => p.cumulative),
                color: '#5470c6',
              },
              {
                name: ch('configured'),
                type: 'line',
                dashed: true,
                data: d.piles.map(() => s.pilesConfigured),
                color: '#8c8c8c',
              },
            ]}
          />
        </ChartCard>
        {item && (
          <ChartCard title={`${ch('amounts')} · ${item}`}>
            <ReportChart
              categories={itemRows.map((a) => a.month)}
              axes={[unit]}
              series={[
                {
                  name: ch('planned'),
                  type: 'bar',
                  data: itemRows.map((a) => Number(a.planned)),
                  color: '#91cc75',
                },
                {
                  name: ch('actual'),
                  type: 'bar',
                  data: itemRows.map((a) => Number(a.actual)),
                  color: '#5470c6',
                },
              ]}
            />
          </ChartCard>
        )}
      </Row>
      <DetailTable
        title={t('report.progress.tables.output')}
        rows={d.output}
        rowKey={(o) => o.month}
        columns={[
          { title: c('month'), dataIndex: 'month', fixed: 'left' },
          { title: c('plannedValue'), key: 'p', align: right, render: (_, o) => orDash(o.plannedValue) },
          { title: c('actualValue'), key: 'a', align: right, render: (_, o) => orDash(o.actualValue) },
          { title: c('monthRate'), key: 'm', align: right, render: (_, o) => orDash(o.monthRate) },
          {
            title: c('cumulativeValue'),
            key: 'c',
            align: right,
            render: (_, o) => orDash(o.cumulativeValue),
          },
          { title: c('cumulativeRate'), key: 'r', align: right, render: (_, o) => orDash(o.cumulativeRate) },
          {
            title: c('status'),
            key: 'filed',
            render: (_, o) =>
              o.filed ? (
                <Tag color="success">{t('report.progress.filed')}</Tag>
              ) : (
                <Tag>{t('report.progress.draft')}</Tag>
              ),
          },
        ]}
      />
      <DetailTable
        title={t('report.progress.tables.amounts')}
        rows={d.amounts}
        rowKey={(a) => `${a.month}-${a.itemName}`}
        columns={[
          { title: c('month'), dataIndex: 'month', fixed: 'left' },
          { title: c('itemName'), dataIndex: 'itemName' },
          { title: c('unit'), dataIndex: 'unit', render: (u: string) => unitName(u) },
          { title: c('planned'), dataIndex: 'planned', align: right },
          { title: c('actual'), dataIndex: 'actual', align: right },
        ]}
      />
      <DetailTable
        title={t('report.progress.tables.piles')}
        // Months without a recorded pile are left out of the table (the chart keeps the whole period).
        rows={d.piles.filter((p) => p.recorded > 0)}
        rowKey={(p) => p.month}
        columns={[
          { title: c('month'), dataIndex: 'month', fixed: 'left' },
          { title: c('recorded'), dataIndex: 'recorded', align: right },
          { title: c('cumulative'), dataIndex: 'cumulative', align: right },
          { title: c('percent'), key: 'percent', align: right, render: (_, p) => orDash(p.percent) },
        ]}
      />
    </>
  );
}

/** Menu 'report/progress' (进度报表): quantities against plan, monthly output value, pile progress. */
export function ReportProgressPage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <ReportFrame
          kind="progress"
          projectId={projectId}
          filters={(d) => [
            {
              key: 'item',
              label: t('report.progress.item'),
              options: (d?.items ?? []).map((i) => i.itemName),
            },
          ]}
          isEmpty={nothing}
        >
          {(d) => <ProgressFigures d={d} />}
        </ReportFrame>
      )}
    </WithCurrentProject>
  );
}
