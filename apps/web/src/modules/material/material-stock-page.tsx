import './messages';
import { DownloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { type MaterialCategory, type MaterialStockRow, materialLedgerCalls } from '@zhuji/shared';
import { Button, Card, Empty, Flex, Result, Select, Space, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, download } from '../../api/call';
import { Can } from '../../kit/permission-gate';
import { queryStateProps, RefreshButton } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { saveFile } from '../../kit/resource/resource-api';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { CATEGORIES } from './material.resources';

const quantity = (value: string) =>
  Number(value).toLocaleString('zh-CN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

function StockTable({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<MaterialCategory>();
  const stock = useQuery({
    queryKey: ['material', 'stock', projectId, category ?? null],
    queryFn: () => call(materialLedgerCalls.stockList, { query: { proId: projectId, category } }),
  });
  const exportFile = useSubmit(async () => {
    const file = await download(materialLedgerCalls.stockExport, { proId: projectId, category });
    saveFile(file.blob, file.filename ?? `${t('materialLedger.stock.title')}.xlsx`);
  });
  const unit = (row: MaterialStockRow) => t(`materialLedger.unit.${row.unit}`);
  const number = (
    key: 'planned' | 'deliveryPlanned' | 'received' | 'departed' | 'usedByPiles' | 'adjusted',
    hideOnMobile = false,
  ) => ({
    key,
    title: t(`materialLedger.stock.${key}`),
    dataIndex: key,
    align: 'right' as const,
    width: 120,
    ...(hideOnMobile && { responsive: ['md' as const] }),
    render: (v: string, row: MaterialStockRow) => `${quantity(v)} ${unit(row)}`,
  });
  const columns: TableProps<MaterialStockRow>['columns'] = [
    {
      key: 'material',
      title: t('materialLedger.stock.material'),
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.specification}</Typography.Text>
          <Typography.Text type="secondary">{t(`materialLedger.category.${row.category}`)}</Typography.Text>
        </Space>
      ),
    },
    number('planned', true),
    number('deliveryPlanned', true),
    number('received'),
    number('departed', true),
    number('usedByPiles'),
    ...(stock.data?.list.some((r) => Number(r.adjusted) !== 0) ? [number('adjusted', true)] : []),
    {
      key: 'inStock',
      title: t('materialLedger.stock.inStock'),
      dataIndex: 'inStock',
      align: 'right',
      width: 130,
      render: (v: string, row) => (
        <Typography.Text strong type={Number(v) === 0 ? 'secondary' : undefined}>
          {quantity(v)} {unit(row)}
        </Typography.Text>
      ),
    },
    {
      key: 'overToleranceCount',
      title: t('materialLedger.stock.overTolerance'),
      dataIndex: 'overToleranceCount',
      width: 110,
      responsive: ['sm'],
      render: (n: number) =>
        n > 0 ? (
          <Tag color="error" icon={<WarningOutlined />}>
            {t('materialLedger.stock.overCount', { count: n })}
          </Tag>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];
  return (
    <Card title={t('materialLedger.stock.title')}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary" style={{ flex: '1 1 320px' }}>
            {t('materialLedger.stock.hint', { tolerance: stock.data?.tolerancePercent ?? 3 })}
          </Typography.Text>
          <Space wrap>
            <Select
              allowClear
              style={{ width: 150 }}
              placeholder={t('materialLedger.field.category')}
              value={category}
              onChange={setCategory}
              options={CATEGORIES.map((c) => ({ value: c.value, label: t(c.label) }))}
            />
            <RefreshButton query={stock} />
            <Can action="export">
              <Button
                icon={<DownloadOutlined />}
                loading={exportFile.submitting}
                onClick={() => exportFile.submit(undefined)}
              >
                {t('materialLedger.stock.export')}
              </Button>
            </Can>
          </Space>
        </Flex>
        {stock.isError && !stock.data ? (
          <Result
            status="warning"
            title={t('kit.loadFailed')}
            extra={<Button onClick={() => void stock.refetch()}>{t('kit.retry')}</Button>}
          />
        ) : (
          <ResponsiveTable<MaterialStockRow>
            cardTitleKey="material"
            data-testid="material-stock-table"
            rowKey={(r) => `${r.category}|${r.specification}|${r.unit}`}
            columns={columns}
            dataSource={stock.data?.list ?? []}
            {...queryStateProps(stock)}
            loading={stock.isFetching}
            pagination={false}
            size="middle"
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('materialLedger.stock.empty')} />
              ),
            }}
          />
        )}
      </Flex>
    </Card>
  );
}

/** Menu 'material/stock' (/material/stock): the stock the server computes per material, read-only. */
export function MaterialStockPage() {
  return <WithCurrentProject>{(projectId) => <StockTable projectId={projectId} />}</WithCurrentProject>;
}
