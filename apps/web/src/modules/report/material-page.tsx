import './messages';
import type { ReportMaterial } from '@zhuji/shared';
import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ReportChart, type Series } from './report-chart';
import { ChartCard, DetailTable, ReportFrame, StatCard } from './report-frame';

type Joint = ReportMaterial['joints'][number];

const nothing = (d: ReportMaterial) =>
  d.summary.registrations === 0 &&
  d.summary.batches === 0 &&
  d.summary.deliveries === 0 &&
  d.summary.jointLots === 0;

const PALETTE = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4'];

function MaterialFigures({ d }: { d: ReportMaterial }) {
  const { t } = useTranslation();
  const s = d.summary;
  const c = (key: string) => t(`report.material.columns.${key}` as 'report.material.columns.month');
  const right = 'right' as const;
  const months = [...new Set(d.concrete.map((r) => r.month))].sort();
  const plants = [...new Set(d.concrete.map((r) => r.plant))];
  const plantSeries: Series[] = plants.map((plant, i) => ({
    name: plant,
    type: 'bar',
    stack: 'volume',
    color: PALETTE[i % PALETTE.length],
    data: months.map((m) => {
      const row = d.concrete.find((r) => r.month === m && r.plant === plant);
      return row ? Number(row.volumeM3) : null;
    }),
  }));
  return (
    <>
      <Row gutter={[12, 12]}>
        <StatCard
          title={t('report.material.cards.registrations')}
          value={s.registrations}
          sub={t('report.material.cards.registrationsSub', {
            rebar: s.rebarRegistrations,
            concrete: s.concreteRegistrations,
            approved: s.approved,
          })}
        />
        <StatCard
          title={t('report.material.cards.rebar')}
          value={s.tonnage}
          suffix="t"
          sub={`${t('report.material.cards.rebarSub', { batches: s.batches })} · ${t(
            'report.material.cards.testsSub',
            { pass: s.testsPassed, fail: s.testsFailed },
          )}`}
        />
        <StatCard
          title={t('report.material.cards.concrete')}
          value={s.deliveredM3}
          suffix="m³"
          sub={t('report.material.cards.concreteSub', { n: s.deliveries, failed: s.chlorideFailed })}
          warn={s.chlorideFailed > 0}
        />
        <StatCard
          title={t('report.material.cards.joints')}
          value={s.jointLots}
          sub={t('report.material.cards.jointsSub', { pass: s.jointLotsPassed, fail: s.jointLotsFailed })}
          warn={s.jointLotsFailed > 0}
        />
      </Row>
      <Row gutter={[12, 12]}>
        <ChartCard title={t('report.material.charts.concrete')}>
          <ReportChart categories={months} axes={[t('report.material.charts.volume')]} series={plantSeries} />
        </ChartCard>
        <ChartCard title={t('report.material.charts.rebar')}>
          <ReportChart
            categories={d.rebar.map((r) => `${r.grade} Φ${r.diameterMm}`)}
            axes={[t('report.material.charts.tonnage')]}
            series={[
              {
                name: t('report.material.charts.tonnage'),
                type: 'bar',
                data: d.rebar.map((r) => Number(r.tonnage)),
                color: '#5470c6',
              },
            ]}
          />
        </ChartCard>
      </Row>
      <DetailTable
        title={t('report.material.tables.rebar')}
        rows={d.rebar}
        rowKey={(r) => `${r.grade}-${r.diameterMm}`}
        columns={[
          { title: c('grade'), dataIndex: 'grade', fixed: 'left' },
          { title: c('diameter'), key: 'd', render: (_, r) => `Φ${r.diameterMm}` },
          { title: c('batches'), dataIndex: 'batches', align: right },
          { title: c('tonnage'), dataIndex: 'tonnage', align: right },
          { title: c('testsPassed'), dataIndex: 'testsPassed', align: right },
          { title: c('testsFailed'), dataIndex: 'testsFailed', align: right },
          { title: c('accepted'), dataIndex: 'accepted', align: right },
          { title: c('rejected'), dataIndex: 'rejected', align: right },
          { title: c('open'), dataIndex: 'open', align: right },
        ]}
      />
      <DetailTable
        title={t('report.material.tables.concrete')}
        rows={d.concrete}
        rowKey={(r) => `${r.month}-${r.plant}`}
        columns={[
          { title: c('month'), dataIndex: 'month', fixed: 'left' },
          { title: c('plant'), dataIndex: 'plant' },
          { title: c('deliveries'), dataIndex: 'deliveries', align: right },
          { title: c('volume'), dataIndex: 'volumeM3', align: right },
          { title: c('chlorideFailed'), dataIndex: 'chlorideFailed', align: right },
        ]}
      />
      <DetailTable<Joint>
        title={t('report.material.tables.joints')}
        rows={d.joints}
        rowKey={(r) => r.category}
        columns={[
          {
            title: c('category'),
            key: 'category',
            fixed: 'left',
            render: (_, r) => t(`report.material.category.${r.category}`),
          },
          { title: c('lots'), dataIndex: 'lots', align: right },
          { title: c('joints'), dataIndex: 'joints', align: right },
          { title: c('pass'), dataIndex: 'pass', align: right },
          { title: c('retest'), dataIndex: 'retest', align: right },
          { title: c('fail'), dataIndex: 'fail', align: right },
          { title: c('pending'), dataIndex: 'pending', align: right },
        ]}
      />
    </>
  );
}

/** Menu 'report/material' (材料报表): rebar batches and retests, concrete deliveries, joint lots, receipts. */
export function ReportMaterialPage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <ReportFrame
          kind="material"
          projectId={projectId}
          filters={(d) => [
            { key: 'grade', label: t('report.material.grade'), options: d?.grades ?? [] },
            { key: 'plant', label: t('report.material.plant'), options: d?.plants ?? [] },
          ]}
          isEmpty={nothing}
        >
          {(d) => <MaterialFigures d={d} />}
        </ReportFrame>
      )}
    </WithCurrentProject>
  );
}
