import './messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Result, Row, Statistic, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pileApi, pileKeys } from './pile.api';
import { PILE_ALERT_COLOR, PILE_PLAN_COLOR, StatusLegend } from './status-legend';

export function Stats({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const stats = useQuery({
    queryKey: pileKeys.statistics(projectId),
    queryFn: () => pileApi.statistics(projectId),
  });
  const s = stats.data;
  const cells: [string, number | undefined, string?][] = [
    [t('pile.stats.total'), s?.total],
    [t('pile.stats.notStarted'), s?.byStatus.notStarted],
    [t('pile.stats.inConstruction'), s?.byStatus.inConstruction],
    [t('pile.stats.recorded'), s?.byStatus.recorded],
    [t('pile.stats.confirmed'), (s?.byStatus.confirmed ?? 0) + (s?.byStatus.accepted ?? 0)],
    [t('pile.stats.abnormal'), s?.abnormal, '#cf1322'],
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
      {cells.map(([title, value, color]) => (
        <Col key={title} xs={8} md={4}>
          <Card size="small" loading={stats.isPending}>
            <Statistic title={title} value={value ?? 0} valueStyle={color ? { color } : undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The pile plan: every pile in number order, coloured by status, abnormal ones outlined in red. */
export function PileGrid({ projectId, onOpen }: { projectId: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const grid = useQuery({ queryKey: ['pile', 'grid', projectId], queryFn: () => pileApi.grid(projectId) });
  if (grid.isPending) return <Card loading />;
  if (grid.isError)
    return (
      <Result
        status="warning"
        title={t('pile.loadFailed')}
        extra={<Button onClick={() => void grid.refetch()}>{t('pile.action.retry')}</Button>}
      />
    );
  if (grid.data.list.length === 0) return <Empty description={t('pile.empty.piles')} />;
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('pile.view.gridHint')}</Typography.Text>
        <StatusLegend />
        {grid.data.total > grid.data.list.length && (
          <Typography.Text type="warning">
            {t('pile.view.gridCapped', { count: grid.data.list.length })}
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={4} wrap data-testid="pile-grid">
        {grid.data.list.map((p) => (
          <Tooltip key={p.id} title={`${p.pileNo} · ${t(`pile.status.${p.status}`)}`}>
            <button
              type="button"
              onClick={() => onOpen(p.id)}
              style={{
                minWidth: 48,
                height: 28,
                padding: '0 4px',
                fontSize: 12,
                cursor: 'pointer',
                background: PILE_PLAN_COLOR[p.status],
                border: p.abnormal ? `2px solid ${PILE_ALERT_COLOR}` : '1px solid #d9d9d9',
                borderRadius: 4,
              }}
            >
              {p.pileNo}
            </button>
          </Tooltip>
        ))}
      </Flex>
    </>
  );
}
