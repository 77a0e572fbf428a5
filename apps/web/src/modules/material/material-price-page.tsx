import './messages';
import { WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { materialPriceCalls, type PriceComparisonRow } from '@zhuji/shared';
import { Card, Empty, Flex, InputNumber, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { queryStateProps, RefreshButton } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResourcePage } from '../../kit/resource/resource-page';
import { materialPricePlanResource } from './material-price.resource';

const DEFAULT_THRESHOLD = 5;

/** Each plan against the quotes of its period (docs/domains/material.md "price plans"): deviation %, flagged above the threshold. */
function PriceComparison({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [threshold, setThreshold] = useState(DEFAULT_THRESHOLD);
  const q = useQuery({
    queryKey: ['material', 'priceCompare', projectId, threshold],
    queryFn: () => call(materialPriceCalls.compare, { query: { proId: projectId, threshold } }),
  });
  const columns: TableProps<PriceComparisonRow>['columns'] = [
    {
      key: 'material',
      title: t('materialLedger.price.material'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.material}</Typography.Text>
          <Typography.Text type="secondary">
            {r.specification} · {r.unit}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'period',
      title: t('materialLedger.price.period'),
      responsive: ['md'],
      render: (_, r) => `${r.validFrom} ~ ${r.validTo}`,
    },
    {
      key: 'plannedPrice',
      title: t('materialLedger.price.plannedPrice'),
      dataIndex: 'plannedPrice',
      align: 'right',
    },
    {
      key: 'actualPrice',
      title: t('materialLedger.price.actualPrice'),
      align: 'right',
      render: (_, r) =>
        r.actualPrice === null ? (
          <Typography.Text type="secondary">{t('materialLedger.price.noQuote')}</Typography.Text>
        ) : (
          <Flex vertical align="end">
            <span>{r.actualPrice}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`materialLedger.price.source.${r.actualSource ?? 'lowest'}`)} · {r.supplierName}
            </Typography.Text>
          </Flex>
        ),
    },
    {
      key: 'quoteCount',
      title: t('materialLedger.price.quotes'),
      dataIndex: 'quoteCount',
      align: 'right',
      responsive: ['sm'],
    },
    {
      key: 'deviation',
      title: t('materialLedger.price.deviation'),
      align: 'right',
      render: (_, r) =>
        r.deviationPercent === null ? (
          '—'
        ) : (
          <Tag
            color={r.overThreshold ? 'error' : r.deviationPercent > 0 ? 'warning' : 'success'}
            icon={r.overThreshold ? <WarningOutlined /> : undefined}
            data-testid={r.overThreshold ? 'price-over' : undefined}
          >
            {r.deviationPercent > 0 ? '+' : ''}
            {r.deviationPercent.toFixed(2)}%
          </Tag>
        ),
    },
  ];
  return (
    <Card title={t('materialLedger.price.compareTitle')}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary" style={{ flex: '1 1 320px' }}>
            {t('materialLedger.price.compareHint')}
          </Typography.Text>
          <Flex align="center" gap={8}>
            <Typography.Text>{t('materialLedger.price.threshold')}</Typography.Text>
            <InputNumber
              min={0}
              max={100}
              step={0.5}
              value={threshold}
              suffix="%"
              style={{ width: 100 }}
              onChange={(v) => setThreshold(typeof v === 'number' ? v : DEFAULT_THRESHOLD)}
            />
            <RefreshButton query={q} />
          </Flex>
        </Flex>
        <Table<PriceComparisonRow>
          data-testid="price-compare-table"
          rowKey="id"
          columns={columns}
          dataSource={q.data?.list ?? []}
          {...queryStateProps(q)}
          loading={q.isFetching}
          pagination={false}
          size="middle"
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('materialLedger.price.empty')} />
            ),
          }}
        />
      </Flex>
    </Card>
  );
}

/** Menu 'material/pricePlan' (/material/pricePlan): planned prices, and how the quotes compare with them. */
export function MaterialPricePlanPage() {
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Flex vertical gap={16}>
          <ResourcePage config={materialPricePlanResource} projectId={projectId} />
          <PriceComparison projectId={projectId} />
        </Flex>
      )}
    </WithCurrentProject>
  );
}
