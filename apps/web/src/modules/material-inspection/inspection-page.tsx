import './messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Result, Row, Skeleton, Statistic, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResponsiveTable } from '../../kit/responsive-table';
import { ConcreteTab } from './concrete-tab';
import { JointsTab } from './joints-tab';
import { materialApi, materialKeys } from './material-inspection.api';
import { RebarTab } from './rebar-tab';

function StatisticsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: [...materialKeys.all, 'statistics', projectId],
    queryFn: () => materialApi.statistics(projectId),
  });
  if (q.isPending) return <Skeleton active />;
  if (q.isError)
    return (
      <Result
        status="warning"
        title={t('material.loadFailed')}
        extra={<Button onClick={() => void q.refetch()}>{t('material.retry')}</Button>}
      />
    );
  const s = q.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card size="small" title={t('material.stats.batches')}>
          <Row gutter={8}>
            {(['accepted', 'retest', 'pending', 'rejected'] as const).map((k) => (
              <Col span={6} key={k}>
                <Statistic title={t(`material.status.${k}`)} value={s.batches[k]} />
              </Col>
            ))}
          </Row>
          <Descriptions
            size="small"
            style={{ marginTop: 12 }}
            items={[
              {
                key: 'rate',
                label: t('material.stats.firstPass'),
                children: s.firstTimePassRate === null ? '—' : `${(s.firstTimePassRate * 100).toFixed(1)}%`,
              },
            ]}
          />
          <ResponsiveTable
            cardTitleKey="grade"
            size="small"
            rowKey="grade"
            pagination={false}
            dataSource={s.byGrade}
            columns={[
              { title: t('material.batch.grade'), dataIndex: 'grade' },
              { title: t('material.stats.batches'), dataIndex: 'batches', align: 'right' },
              { title: t('material.stats.tonnage'), dataIndex: 'tonnage', align: 'right' },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small" title={t('material.stats.joints')}>
          <ResponsiveTable
            cardTitleKey="category"
            size="small"
            rowKey="category"
            pagination={false}
            dataSource={s.joints}
            columns={[
              {
                title: '',
                dataIndex: 'category',
                render: (c: 'welding' | 'sleeve') => t(`material.joint.${c}`),
              },
              { title: t('material.stats.total'), dataIndex: 'total', align: 'right' },
              { title: t('material.verdict.pass'), dataIndex: 'pass', align: 'right' },
              { title: t('material.verdict.retest'), dataIndex: 'retest', align: 'right' },
              { title: t('material.verdict.fail'), dataIndex: 'fail', align: 'right' },
            ]}
          />
        </Card>
        <Card size="small" title={t('material.stats.concrete')} style={{ marginTop: 16 }}>
          <Row>
            <Col span={8}>
              <Statistic title={t('material.stats.total')} value={s.concrete.deliveries} />
            </Col>
            <Col span={8}>
              <Statistic title={t('material.stats.checked')} value={s.concrete.checked} />
            </Col>
            <Col span={8}>
              <Statistic title={t('material.stats.failed')} value={s.concrete.failed} />
            </Col>
          </Row>
        </Card>
      </Col>
    </Row>
  );
}

function Inspection({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t('material.title')}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'rebar', label: t('material.tabs.rebar'), children: <RebarTab projectId={projectId} /> },
          { key: 'joints', label: t('material.tabs.joints'), children: <JointsTab projectId={projectId} /> },
          {
            key: 'concrete',
            label: t('material.tabs.concrete'),
            children: <ConcreteTab projectId={projectId} />,
          },
          {
            key: 'statistics',
            label: t('material.tabs.statistics'),
            children: <StatisticsTab projectId={projectId} />,
          },
        ]}
      />
    </Card>
  );
}

/** Menu 'material-inspection/index' (材料管理 › 材料检测): rebar retests, joint lots, concrete, statistics. */
export function MaterialInspectionPage() {
  return <WithCurrentProject>{(projectId) => <Inspection projectId={projectId} />}</WithCurrentProject>;
}
