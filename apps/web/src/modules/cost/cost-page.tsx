import './messages';
import { useQuery } from '@tanstack/react-query';
import {
  COST_CATEGORIES,
  COST_TAX_RATES,
  type CostItem,
  costAmountSchema,
  costCalls,
  costPriceSchema,
  costQuantitySchema,
  costVoucherSchema,
} from '@zhuji/shared';
import { Alert, Button, Card, Col, Row, Space, Statistic, Tag } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { resourceKeys } from '../../kit/resource/resource-api';
import type { EnumOption, ResourceConfig } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';

const API = 'project/cost';

const CATEGORY_COLOR: Record<(typeof COST_CATEGORIES)[number], string> = {
  LABOR: 'orange',
  MATERIAL: 'blue',
  MACHINERY: 'geekblue',
  MEASURE: 'cyan',
  SUBCONTRACT: 'purple',
  MANAGEMENT: 'gold',
  OTHER: 'default',
};
const CATEGORIES: EnumOption[] = COST_CATEGORIES.map((value) => ({
  value,
  label: `cost.category.${value}` as ParseKeys,
  color: CATEGORY_COLOR[value],
}));
const TAX_RATES: EnumOption[] = COST_TAX_RATES.map((value) => ({
  value,
  label: `cost.taxRateOf.${value}` as ParseKeys,
}));

/** 成本台账 (the server kit's `project/cost`): amount, VAT and net computed by the server. */
export const costResource: ResourceConfig<CostItem> = {
  name: 'cost',
  api: API,
  title: 'cost.title',
  keywordPlaceholder: 'cost.keyword',
  formColumns: 2,
  filters: [{ param: 'category', label: 'cost.categoryField', kind: 'enum', options: CATEGORIES }],
  fields: [
    {
      key: 'voucherNo',
      label: 'cost.voucherNo',
      type: 'text',
      column: { sortable: true, width: 150 },
      form: {
        required: true,
        createOnly: true,
        maxLength: 30,
        placeholder: 'cost.voucherPlaceholder',
        rules: (r) => [r.schema(costVoucherSchema)],
      },
    },
    {
      key: 'costDate',
      label: 'cost.costDate',
      type: 'date',
      column: { sortable: true, width: 110 },
      form: { required: true, notAfterToday: true },
    },
    {
      key: 'category',
      label: 'cost.categoryField',
      type: 'enum',
      options: CATEGORIES,
      column: { sortable: true, width: 110 },
      form: { required: true },
    },
    {
      key: 'subject',
      label: 'cost.subject',
      type: 'text',
      column: {},
      form: { required: true, maxLength: 60, placeholder: 'cost.subjectPlaceholder' },
    },
    {
      key: 'payee',
      label: 'cost.payee',
      type: 'text',
      column: { hideOnMobile: true },
      form: { maxLength: 60 },
    },
    {
      key: 'quantity',
      label: 'cost.quantity',
      type: 'decimal',
      form: { rules: (r) => [r.schema(costQuantitySchema)] },
    },
    {
      key: 'unit',
      label: 'cost.unit',
      type: 'text',
      form: { maxLength: 10, placeholder: 'cost.unitPlaceholder' },
    },
    {
      key: 'unitPrice',
      label: 'cost.unitPrice',
      type: 'decimal',
      unit: 'units.yuan',
      form: { rules: (r) => [r.schema(costPriceSchema)], help: 'cost.unitPriceHelp' },
    },
    {
      key: 'amount',
      label: 'cost.amount',
      type: 'decimal',
      unit: 'units.yuan',
      column: { sortable: true, width: 140 },
      form: { rules: (r) => [r.schema(costAmountSchema)], help: 'cost.amountHelp' },
    },
    {
      key: 'taxRate',
      label: 'cost.taxRate',
      type: 'enum',
      options: TAX_RATES,
      column: { width: 90, hideOnMobile: true },
      form: { required: true },
    },
    {
      key: 'taxAmount',
      label: 'cost.taxAmount',
      type: 'decimal',
      unit: 'units.yuan',
      column: { hideOnMobile: true },
    },
    { key: 'netAmount', label: 'cost.netAmount', type: 'decimal', unit: 'units.yuan' },
    { key: 'invoiceNo', label: 'cost.invoiceNo', type: 'text', form: { maxLength: 30 } },
    { key: 'handler', label: 'cost.handler', type: 'text', form: { maxLength: 20 } },
    { key: 'remark', label: 'cost.remark', type: 'text', form: { maxLength: 200 } },
    { key: 'createdAt', label: 'cost.createdAt', type: 'datetime' },
  ],
};

const yuan = (value: string | undefined) =>
  Number(value ?? 0).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The ledger's totals above the list: in all (with the VAT in it), this month, and per category. Under
 * the kit's key of the ledger, so every save and import refreshes it.
 */
function SummaryCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const summary = useQuery({
    queryKey: [...resourceKeys.all(API), projectId, 'summary'],
    queryFn: () => call(costCalls.summary, { query: { proId: projectId } }),
  });
  if (summary.isError)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('cost.summary.loadFailed')}
        action={<Button onClick={() => void summary.refetch()}>{t('kit.retry')}</Button>}
      />
    );
  const s = summary.data;
  return (
    <Card title={t('cost.summary.title')} loading={summary.isLoading} data-testid="cost-summary">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <Statistic
            title={t('cost.summary.total', { count: s?.total.count ?? 0 })}
            value={yuan(s?.total.amount)}
            suffix={t('units.yuan')}
          />
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Statistic
            title={t('cost.summary.net')}
            value={yuan(s?.total.netAmount)}
            suffix={t('units.yuan')}
          />
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Statistic
            title={t('cost.summary.tax')}
            value={yuan(s?.total.taxAmount)}
            suffix={t('units.yuan')}
          />
        </Col>
        <Col xs={24} md={6}>
          <Statistic
            title={t('cost.summary.thisMonth')}
            value={yuan(s?.thisMonth)}
            suffix={t('units.yuan')}
          />
        </Col>
      </Row>
      <Space wrap style={{ marginTop: 16 }}>
        {s?.byCategory
          .filter((c) => c.count > 0)
          .map((c) => (
            <Tag key={c.category} color={CATEGORY_COLOR[c.category]}>
              {t(`cost.category.${c.category}`)} {yuan(c.amount)} {t('units.yuan')}
            </Tag>
          ))}
      </Space>
    </Card>
  );
}

/** Menu 'cost/index' (/project/cost): the totals and the ledger of the current sub-project. */
export function CostPage() {
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <SummaryCard projectId={projectId} />
          <ResourcePage config={costResource} projectId={projectId} />
        </Space>
      )}
    </WithCurrentProject>
  );
}
