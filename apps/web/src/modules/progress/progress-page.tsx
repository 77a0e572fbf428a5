import './messages';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { progressCalls } from '@zhuji/shared';
import { Button, Card, Col, Empty, Progress, Result, Row, Skeleton, Statistic, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResourcePage } from '../../kit/resource/resource-page';
import { useUnitName } from '../../kit/unit-name';
import { amountPlanResource, progressResource } from './progress.resource';
import { ProgressChart } from './progress-chart';

function PlanAgainstActual({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const unitName = useUnitName();
  const data = useQuery({
    queryKey: ['progress', 'plannedAmount', projectId],
    queryFn: () => call(progressCalls.plannedAmount, { query: { proId: projectId } }),
  });
  if (data.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (data.isError)
    return (
      <Result
        status="warning"
        title={t('progress.loadFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => data.refetch()}>
            {t('progress.retry')}
          </Button>
        }
      />
    );
  if (!data.data?.length)
    return (
      <Card>
        <Empty description={t('progress.chart.empty')} />
      </Card>
    );
  return (
    <Row gutter={[16, 16]}>
      {data.data.map((item) => (
        <Col key={item.planId} xs={24} xl={12}>
          <Card title={item.itemName} size="small" data-testid="progress-chart">
            <Row gutter={16} style={{ marginBottom: 8 }}>
              <Col span={8}>
                <Statistic
                  title={t('progress.chart.planned')}
                  value={Number(item.plannedQuantity)}
                  suffix={unitName(item.unit)}
                />
              </Col>
              <Col span={8}>
                <Statistic
                  title={t('progress.chart.actual')}
                  value={Number(item.actualQuantity)}
                  suffix={unitName(item.unit)}
                />
              </Col>
              <Col span={8}>
                <div style={{ color: 'rgba(0,0,0,0.45)', marginBottom: 4 }}>
                  {t('progress.chart.percent')}
                </div>
                <Progress
                  percent={Math.min(100, Number(item.percent ?? 0))}
                  format={() => `${item.percent ?? '—'}%`}
                />
              </Col>
            </Row>
            <ProgressChart item={item} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Menu 'progress/index': quantity plans, weekly progress and plan against actual of the current sub-project. */
export function ProgressPage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'chart',
              label: t('progress.tabs.chart'),
              children: <PlanAgainstActual projectId={projectId} />,
            },
            {
              key: 'plan',
              label: t('progress.tabs.plan'),
              children: <ResourcePage config={amountPlanResource} projectId={projectId} />,
            },
            {
              key: 'week',
              label: t('progress.tabs.week'),
              children: <ResourcePage config={progressResource} projectId={projectId} />,
            },
          ]}
        />
      )}
    </WithCurrentProject>
  );
}
