import './messages';
import type { ReportConcrete } from '@zhuji/shared';
import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ReportChart } from './report-chart';
import { ChartCard, DetailTable, orDash, percent, ReportFrame, StatCard } from './report-frame';

type Month = ReportConcrete['byMonth'][number];
type Grade = ReportConcrete['byGrade'][number];

const nothing = (d: ReportConcrete) =>
  d.summary.pours === 0 &&
  d.summary.required === 0 &&
  d.summary.tested === 0 &&
  d.summary.witness.total === 0 &&
  d.summary.lotsPassed + d.summary.lotsFailed === 0;

function ConcreteFigures({ d }: { d: ReportConcrete }) {
  const { t } = useTranslation();
  const s = d.summary;
  const c = (key: string) => t(`report.concrete.columns.${key}` as 'report.concrete.columns.month');
  const monthColumns = [
    { title: c('month'), dataIndex: 'month', fixed: 'left' as const },
    { title: c('pours'), dataIndex: 'pours', align: 'right' as const },
    { title: c('volume'), dataIndex: 'volumeM3', align: 'right' as const },
    { title: c('required'), dataIndex: 'required', align: 'right' as const },
    { title: c('made'), dataIndex: 'made', align: 'right' as const },
    {
      title: c('rate'),
      key: 'rate',
      align: 'right' as const,
      render: (_: unknown, m: Month) => percent(m.rate),
    },
  ];
  const gradeColumns = [
    { title: c('grade'), dataIndex: 'grade', fixed: 'left' as const },
    { title: c('pours'), dataIndex: 'pours', align: 'right' as const },
    { title: c('volume'), dataIndex: 'volumeM3', align: 'right' as const },
    { title: c('required'), dataIndex: 'required', align: 'right' as const },
    { title: c('made'), dataIndex: 'made', align: 'right' as const },
    {
      title: c('rate'),
      key: 'rate',
      align: 'right' as const,
      render: (_: unknown, g: Grade) => percent(g.rate),
    },
    { title: c('tested'), dataIndex: 'tested', align: 'right' as const },
    { title: c('invalid'), dataIndex: 'invalid', align: 'right' as const },
    { title: c('min'), key: 'min', align: 'right' as const, render: (_: unknown, g: Grade) => orDash(g.min) },
    {
      title: c('mean'),
      key: 'mean',
      align: 'right' as const,
      render: (_: unknown, g: Grade) => orDash(g.mean),
    },
    { title: c('lotsPassed'), dataIndex: 'lotsPassed', align: 'right' as const },
    { title: c('lotsFailed'), dataIndex: 'lotsFailed', align: 'right' as const },
  ];
  return (
    <>
      <Row gutter={[12, 12]}>
        <StatCard
          title={t('report.concrete.cards.volume')}
          value={s.volumeM3}
          suffix="m³"
          sub={t('report.concrete.cards.pours', { n: s.pours })}
        />
        <StatCard
          testId="report-test-block-rate"
          title={t('report.concrete.cards.rate')}
          value={s.rate === null ? t('report.noRate') : percent(s.rate)}
          warn={s.rate !== null && s.rate < 1}
          sub={
            <>
              {t('report.concrete.cards.groups', { required: s.required, made: s.made })}
              {s.missing > 0 && <> · {t('report.concrete.cards.missing', { n: s.missing })}</>}
            </>
          }
        />
        <StatCard
          title={t('report.concrete.cards.witness')}
          value={s.witness.total === 0 ? '—' : percent(s.witness.ratio)}
          warn={s.witness.total > 0 && !s.witness.pass}
          sub={t('report.concrete.cards.witnessed', {
            witnessed: s.witness.witnessed,
            total: s.witness.total,
            min: percent(s.witness.minRatio),
          })}
        />
        <StatCard
          title={t('report.concrete.cards.results')}
          value={s.tested}
          sub={
            <>
              {t('report.concrete.cards.tested', { tested: s.tested, invalid: s.invalid })}
              <br />
              {t('report.concrete.cards.lots', { pass: s.lotsPassed, fail: s.lotsFailed })}
            </>
          }
          warn={s.lotsFailed > 0}
        />
      </Row>
      <Row gutter={[12, 12]}>
        <ChartCard title={t('report.concrete.charts.byMonth')}>
          <ReportChart
            testId="report-concrete-month-chart"
            categories={d.byMonth.map((m) => m.month)}
            axes={[t('report.concrete.charts.volume'), t('report.concrete.charts.rate')]}
            series={[
              {
                name: t('report.concrete.charts.volume'),
                type: 'bar',
                data: d.byMonth.map((m) => Number(m.volumeM3)),
                color: '#5470c6',
              },
              {
                name: t('report.concrete.charts.rate'),
                type: 'line',
                axis: 1,
                data: d.byMonth.map((m) => (m.rate === null ? null : Math.round(m.rate * 10000) / 100)),
                color: '#ee6666',
              },
            ]}
          />
        </ChartCard>
        <ChartCard title={t('report.concrete.charts.byGrade')}>
          <ReportChart
            categories={d.byGrade.map((g) => g.grade)}
            axes={[t('report.concrete.columns.required')]}
            series={[
              {
                name: t('report.concrete.charts.required'),
                type: 'bar',
                data: d.byGrade.map((g) => g.required),
                color: '#91cc75',
              },
              {
                name: t('report.concrete.charts.made'),
                type: 'bar',
                data: d.byGrade.map((g) => g.made),
                color: '#5470c6',
              },
            ]}
          />
        </ChartCard>
      </Row>
      <DetailTable
        title={t('report.concrete.tables.byGrade')}
        rows={d.byGrade}
        rowKey={(g) => g.grade}
        columns={gradeColumns}
      />
      <DetailTable
        title={t('report.concrete.tables.byMonth')}
        // Months with no pour and nothing due are left out of the table (the chart keeps the whole period).
        rows={d.byMonth.filter((m) => m.pours > 0 || m.required > 0)}
        rowKey={(m) => m.month}
        columns={monthColumns}
      />
    </>
  );
}

/** Menu 'report/concrete' (混凝土报表): concrete poured, test blocks, strength results and witness ratio. */
export function ReportConcretePage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <ReportFrame
          kind="concrete"
          projectId={projectId}
          filters={(d) => [{ key: 'grade', label: t('report.concrete.grade'), options: d?.grades ?? [] }]}
          isEmpty={nothing}
        >
          {(d) => <ConcreteFigures d={d} />}
        </ReportFrame>
      )}
    </WithCurrentProject>
  );
}
