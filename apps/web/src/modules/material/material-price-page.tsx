import './messages';
import { WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { materialPriceCalls, type PriceComparisonRow, type PriceReceipt } from '@zhuji/shared';
import { Card, Empty, Flex, Grid, InputNumber, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { queryStateProps, RefreshButton } from '../../kit/query-table';
import { formatDecimal } from '../../kit/resource/field-types';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResourcePage } from '../../kit/resource/resource-page';
import { ResponsiveTable } from '../../kit/responsive-table';
import { materialPricePlanResource } from './material-price.resource';

const DEFAULT_THRESHOLD = 5;

/** A deviation from the planned price: signed, 2 decimals; red with a mark above the threshold, amber above the plan, green at or below it. */
function DeviationTag({ percent, over, testId }: { percent: number; over: boolean; testId?: string }) {
  return (
    <Tag
      color={over ? 'error' : percent > 0 ? 'warning' : 'success'}
      icon={over ? <WarningOutlined /> : undefined}
      data-testid={over ? testId : undefined}
    >
      {percent > 0 ? '+' : ''}
      {percent.toFixed(2)}%
    </Tag>
  );
}

/** The receipt furthest above the plan (the one the row's summary shows), or undefined without receipts. */
export const worstReceipt = (receipts: readonly PriceReceipt[]): PriceReceipt | undefined =>
  receipts.reduce<PriceReceipt | undefined>(
    (worst, r) => (worst === undefined || r.deviationPercent > worst.deviationPercent ? r : worst),
    undefined,
  );

/**
 * Each plan against the quotes and the priced receipts of its period (docs/domains/material.md "price plans"):
 * deviation %, flagged above the threshold; a row opens to its receipts, each with its own deviation.
 */
export function PriceComparison({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [threshold, setThreshold] = useState(DEFAULT_THRESHOLD);
  // A phone keeps four columns: the quote's deviation moves under the material's name.
  const phone = !Grid.useBreakpoint().sm;
  const q = useQuery({
    queryKey: ['material', 'priceCompare', projectId, threshold],
    queryFn: () => call(materialPriceCalls.compare, { query: { proId: projectId, threshold } }),
  });
  const columns: TableProps<PriceComparisonRow>['columns'] = [
    {
      key: 'material',
      title: t('materialLedger.price.material'),
      // Never squeezed to a letter a line on a phone: the numbers beside it give way first.
      onCell: () => ({ style: { minWidth: 104 } }),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.material}</Typography.Text>
          <Typography.Text type="secondary">
            {r.specification} · {r.unit}
          </Typography.Text>
          {phone && r.deviationPercent !== null ? (
            <Flex align="center" gap={4} wrap>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('materialLedger.price.quoteDeviation')}
              </Typography.Text>
              <DeviationTag percent={r.deviationPercent} over={r.overThreshold} testId="price-over" />
            </Flex>
          ) : null}
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
      // On a phone the row keeps the material, the plan, the quote's deviation and the receipts.
      responsive: ['sm'],
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
      responsive: ['sm'],
      render: (_, r) =>
        r.deviationPercent === null ? (
          '—'
        ) : (
          <DeviationTag percent={r.deviationPercent} over={r.overThreshold} testId="price-over" />
        ),
    },
    {
      key: 'receipts',
      title: t('materialLedger.price.receipts'),
      align: 'right',
      render: (_, r) => {
        const worst = worstReceipt(r.receipts);
        return worst ? (
          <Flex vertical align="end" gap={2} data-testid={`price-receipts-${r.id}`}>
            <DeviationTag percent={worst.deviationPercent} over={worst.overThreshold} testId="receipt-over" />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('materialLedger.price.receiptCount', { count: r.receipts.length })}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('materialLedger.price.noReceipt')}</Typography.Text>
        );
      },
    },
  ];
  const receiptColumns: TableProps<PriceReceipt>['columns'] = [
    { key: 'noteNo', title: t('materialLedger.field.noteNo'), dataIndex: 'noteNo' },
    { key: 'receivedDate', title: t('materialLedger.field.receivedDate'), dataIndex: 'receivedDate' },
    {
      key: 'supplierName',
      title: t('materialLedger.field.supplierName'),
      dataIndex: 'supplierName',
      responsive: ['md'],
    },
    {
      key: 'receivedQuantity',
      title: t('materialLedger.field.receivedQuantity'),
      align: 'right',
      responsive: ['sm'],
      render: (_, r) => formatDecimal(r.receivedQuantity, 0, 3),
    },
    { key: 'unitPrice', title: t('materialLedger.field.unitPrice'), dataIndex: 'unitPrice', align: 'right' },
    {
      key: 'deviation',
      title: t('materialLedger.price.deviation'),
      align: 'right',
      render: (_, r) => (
        <DeviationTag percent={r.deviationPercent} over={r.overThreshold} testId="receipt-line-over" />
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
        <ResponsiveTable<PriceComparisonRow>
          cardTitleKey="material"
          data-testid="price-compare-table"
          rowKey="id"
          columns={columns}
          dataSource={q.data?.list ?? []}
          {...queryStateProps(q)}
          loading={q.isFetching}
          pagination={false}
          size="middle"
          expandable={{
            rowExpandable: (r) => r.receipts.length > 0,
            expandedRowRender: (r) => (
              <ResponsiveTable<PriceReceipt>
                cardTitleKey="noteNo"
                data-testid={`price-receipt-table-${r.id}`}
                rowKey="id"
                columns={receiptColumns}
                dataSource={r.receipts}
                pagination={false}
                size="small"
              />
            ),
          }}
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

/** Menu 'material/pricePlan' (/material/pricePlan): planned prices, and how the quotes and receipts compare with them. */
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
