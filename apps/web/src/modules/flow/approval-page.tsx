import './messages';
import { useQuery } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  FLOW_BOXES,
  FLOW_BUSINESS_TYPES,
  type FlowBusinessType,
  type FlowInstance,
} from '@zhuji/shared';
import { Badge, Button, Card, Select, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryTable } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { useResourceList } from '../../kit/use-resource-list';
import { flowApi, flowKeys } from './flow.api';
import { RECORD_PATH, recordPath } from './record-path';

type Box = (typeof FLOW_BOXES)[number];

const STATUS_COLOR: Record<FlowInstance['status'], string> = {
  pending: 'processing',
  approved: 'green',
  rejected: 'red',
  returned: 'orange',
  cancelled: 'default',
};

function Box({ box }: { box: Box }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Each box keeps its type filter and page in the URL under its name (todo.page=2): coming back from
  // the record a row opened shows the same page of the same box.
  const paging = useResourceList({
    queryKey: flowKeys.lists(box),
    load: ({ page, limit, filters: { businessType } }) =>
      flowApi.list({
        box,
        page,
        limit,
        ...(businessType ? { businessType: businessType as FlowBusinessType } : {}),
      }),
    filters: { businessType: 'string' },
    namespace: box,
  });
  const list = paging.query;
  const businessType = paging.params.filters.businessType as FlowBusinessType | undefined;
  const open = (row: FlowInstance) => {
    const path = recordPath(row.businessType, row.businessId);
    if (path) navigate(path);
  };
  return (
    <>
      <Select
        allowClear
        style={{ width: 200, marginBottom: 12 }}
        placeholder={t('flow.filterType')}
        value={businessType}
        onChange={(v) => paging.setFilter('businessType', v)}
        options={FLOW_BUSINESS_TYPES.map((type) => ({ value: type, label: t(`flow.type.${type}`) }))}
      />
      <QueryTable<FlowInstance>
        query={list}
        paging={paging}
        failedTitle={t('flow.loadFailed')}
        rowKey="id"
        size="middle"
        data-testid={`flow-table-${box}`}
        empty={t(`flow.empty.${box}`)}
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('flow.column.title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => open(row)}
              >
                {title}
              </Button>
            ),
          },
          {
            title: t('flow.column.type'),
            dataIndex: 'businessType',
            width: 140,
            render: (type: FlowBusinessType) => t(`flow.type.${type}`),
          },
          { title: t('flow.column.applicant'), dataIndex: 'applicantName', width: 100 },
          {
            title: t('flow.column.step'),
            dataIndex: 'currentStepKey',
            width: 200,
            render: (key: string | null) =>
              key ? t(`flow.step.${key}` as 'flow.step.supervisorAccept') : t('flow.finished'),
          },
          {
            title: t('flow.column.status'),
            dataIndex: 'status',
            width: 100,
            render: (status: FlowInstance['status']) => (
              <Tag color={STATUS_COLOR[status]}>{t(`flow.status.${status}`)}</Tag>
            ),
          },
          {
            title: t('flow.column.updatedAt'),
            dataIndex: 'updatedAt',
            width: 150,
            render: (v: string) => businessDateTimeOf(v),
          },
          {
            title: t('flow.column.operation'),
            key: 'actions',
            width: 90,
            fixed: 'right',
            render: (_, row) =>
              RECORD_PATH[row.businessType] ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => open(row)}
                  data-testid={`flow-open-${row.id}`}
                >
                  {t('flow.open')}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}

function Approval() {
  const { t } = useTranslation();
  const counts = useQuery({ queryKey: flowKeys.counts, queryFn: flowApi.counts });
  return (
    <Card title={t('flow.title')}>
      <Tabs
        destroyOnHidden
        items={FLOW_BOXES.map((box) => ({
          key: box,
          label: (
            <span data-testid={`flow-tab-${box}`}>
              {t(`flow.box.${box}`)}{' '}
              <Badge
                count={counts.data?.[box] ?? 0}
                showZero
                overflowCount={99}
                color={box === 'todo' ? 'red' : '#bfbfbf'}
              />
            </span>
          ),
          children: <Box box={box} />,
        }))}
      />
    </Card>
  );
}

/** The approval centre (审批中心): my pending tasks, my applications, done by me, each opening its record. */
export function ApprovalPage() {
  return <WithCurrentProject>{() => <Approval />}</WithCurrentProject>;
}
