import './messages';
import { amountSchema, type FundItem, percentageSchema, reportMonthSchema, required } from '@zhuji/shared';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import {
  MONEY_DECIMALS as MONEY,
  PERCENT_DECIMALS as PERCENT,
  type ResourceConfig,
} from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';

/** 资金支付: payments against the filed monthly output (the server kit's `project/funds`). */
export const fundsResource: ResourceConfig<FundItem> = {
  name: 'funds',
  api: 'project/funds',
  updateMethod: 'PUT',
  title: 'funds.title',
  keywordPlaceholder: 'funds.keyword',
  formColumns: 2,
  fields: [
    {
      key: 'reportMonth',
      label: 'funds.reportMonth',
      type: 'text',
      column: { sortable: true, width: 110 },
      form: {
        required: true,
        createOnly: true,
        maxLength: 7,
        help: 'funds.reportMonthHelp',
        rules: (r) => [r.schema(reportMonthSchema)],
      },
    },
    {
      key: 'outputValue',
      label: 'funds.outputValue',
      type: 'decimal',
      unit: 'units.tenThousandYuan',
      decimals: MONEY,
      column: {},
    },
    {
      key: 'approvedValue',
      label: 'funds.approvedValue',
      type: 'decimal',
      unit: 'units.tenThousandYuan',
      decimals: MONEY,
      column: {},
      form: { required: true, rules: (r) => [r.schema(required(amountSchema))] },
    },
    {
      key: 'payableRate',
      label: 'funds.payableRate',
      type: 'decimal',
      unit: 'funds.percent',
      decimals: PERCENT,
      column: { hideOnMobile: true },
      form: { required: true, rules: (r) => [r.schema(required(percentageSchema))] },
    },
    {
      key: 'paidAmount',
      label: 'funds.paidAmount',
      type: 'decimal',
      unit: 'units.tenThousandYuan',
      decimals: MONEY,
      column: { sortable: true },
      form: { required: true, rules: (r) => [r.schema(required(amountSchema))] },
    },
    {
      key: 'paidDate',
      label: 'funds.paidDate',
      type: 'date',
      column: { sortable: true, hideOnMobile: true },
      form: { notAfterToday: true },
    },
    {
      key: 'cumulativePaid',
      label: 'funds.cumulativePaid',
      type: 'decimal',
      unit: 'units.tenThousandYuan',
      decimals: MONEY,
      column: {},
    },
    {
      key: 'cumulativeOutput',
      label: 'funds.cumulativeOutput',
      type: 'decimal',
      unit: 'units.tenThousandYuan',
      decimals: MONEY,
      column: { hideOnMobile: true },
    },
    {
      key: 'paidShare',
      label: 'funds.paidShare',
      type: 'decimal',
      unit: 'funds.percent',
      decimals: PERCENT,
      column: {},
    },
    { key: 'remark', label: 'funds.remark', type: 'text', form: { maxLength: 200 } },
  ],
};

/** Menu 'funds/index': the payments of the current sub-project. */
export function FundsPage() {
  return (
    <WithCurrentProject>
      {(projectId) => <ResourcePage config={fundsResource} projectId={projectId} />}
    </WithCurrentProject>
  );
}
