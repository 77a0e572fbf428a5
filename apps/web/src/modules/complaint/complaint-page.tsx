import './messages';
import { useQuery } from '@tanstack/react-query';
import { type ComplaintItem, complaintCalls, type Performance } from '@zhuji/shared';
import { Card, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import type { EnumOption, ResourceConfig } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { ResponsiveTable } from '../../kit/responsive-table';

const STATUSES: readonly EnumOption[] = [
  { value: 'PENDING', label: 'complaint.status.PENDING' },
  { value: 'HANDLING', label: 'complaint.status.HANDLING' },
  { value: 'CLOSED', label: 'complaint.status.CLOSED' },
];
const PARTIES: readonly EnumOption[] = [
  { value: 'OWNER', label: 'complaint.party.OWNER' },
  { value: 'SURVEYOR', label: 'complaint.party.SURVEYOR' },
  { value: 'DESIGNER', label: 'complaint.party.DESIGNER' },
  { value: 'CONTRACTOR', label: 'complaint.party.CONTRACTOR' },
  { value: 'SUPERVISOR', label: 'complaint.party.SUPERVISOR' },
];
const CATEGORIES: readonly EnumOption[] = [
  { value: 'QUALITY', label: 'complaint.category.QUALITY' },
  { value: 'SAFETY', label: 'complaint.category.SAFETY' },
  { value: 'WAGES', label: 'complaint.category.WAGES' },
  { value: 'NOISE', label: 'complaint.category.NOISE' },
  { value: 'SCHEDULE', label: 'complaint.category.SCHEDULE' },
  { value: 'OTHER', label: 'complaint.category.OTHER' },
];

/** 投诉: complaints against the parties and their handling (the server kit's `project/complaint`). */
export const complaintResource: ResourceConfig<ComplaintItem> = {
  name: 'complaint',
  api: 'project/complaint',
  title: 'complaint.title',
  keywordPlaceholder: 'complaint.keyword',
  formColumns: 2,
  filters: [
    { param: 'status', label: 'complaint.fields.status', kind: 'enum', options: STATUSES },
    { param: 'respondentType', label: 'complaint.fields.respondentType', kind: 'enum', options: PARTIES },
  ],
  fields: [
    {
      key: 'complaintNo',
      label: 'complaint.fields.complaintNo',
      type: 'text',
      column: { sortable: true, width: 130 },
      form: { required: true, createOnly: true, maxLength: 30 },
    },
    {
      key: 'receivedDate',
      label: 'complaint.fields.receivedDate',
      type: 'date',
      column: { sortable: true, width: 120 },
      form: { notAfterToday: true, required: true },
    },
    {
      key: 'complainant',
      label: 'complaint.fields.complainant',
      type: 'text',
      column: {},
      form: { required: true, maxLength: 20 },
    },
    { key: 'phone', label: 'complaint.fields.phone', type: 'text', form: { maxLength: 20 } },
    {
      key: 'respondentType',
      label: 'complaint.fields.respondentType',
      type: 'enum',
      options: PARTIES,
      column: { hideOnMobile: true },
      form: { required: true },
    },
    {
      key: 'respondentName',
      label: 'complaint.fields.respondentName',
      type: 'text',
      column: {},
      form: { required: true, maxLength: 50 },
    },
    {
      key: 'category',
      label: 'complaint.fields.category',
      type: 'enum',
      options: CATEGORIES,
      column: {},
      form: { required: true },
    },
    {
      key: 'content',
      label: 'complaint.fields.content',
      type: 'text',
      column: { hideOnMobile: true },
      form: { required: true, maxLength: 1000 },
    },
    {
      key: 'status',
      label: 'complaint.fields.status',
      type: 'enum',
      options: STATUSES,
      column: { sortable: true },
      form: {},
    },
    {
      key: 'handlingResult',
      label: 'complaint.fields.handlingResult',
      type: 'text',
      form: { maxLength: 1000, help: 'complaint.resultHelp' },
    },
    { key: 'createdAt', label: 'complaint.fields.createdAt', type: 'datetime' },
  ],
};

function PerformanceTable({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const data = useQuery({
    queryKey: ['complaint', 'performance', projectId],
    queryFn: () => call(complaintCalls.performance, { query: { proId: projectId } }),
  });
  return (
    <Card title={t('complaint.performance.title')}>
      <ResponsiveTable
        cardTitleKey="companyName"
        rowKey={(r) => `${r.partyType}-${r.companyName}`}
        loading={data.isLoading}
        dataSource={data.data ?? []}
        pagination={false}
        locale={{ emptyText: t('complaint.performance.empty') }}
        columns={[
          {
            title: t('complaint.fields.respondentType'),
            dataIndex: 'partyType',
            render: (v: string) => t(`complaint.party.${v}` as never),
          },
          { title: t('complaint.fields.respondentName'), dataIndex: 'companyName' },
          { title: t('complaint.performance.complaints'), dataIndex: 'complaints' },
          {
            title: t('complaint.performance.open'),
            dataIndex: 'open',
            render: (v: number) => (v > 0 ? <Tag color="orange">{v}</Tag> : v),
          },
          { title: t('complaint.performance.closed'), dataIndex: 'closed' },
          { title: t('complaint.performance.rectifications'), dataIndex: 'rectifications' },
          {
            title: t('complaint.performance.rectificationsOpen'),
            dataIndex: 'rectificationsOpen',
            render: (v: number) => (v > 0 ? <Tag color="orange">{v}</Tag> : v),
          },
          {
            title: t('complaint.performance.rectificationsOverdue'),
            dataIndex: 'rectificationsOverdue',
            render: (v: number) => (v > 0 ? <Tag color="red">{v}</Tag> : v),
          },
          {
            title: t('complaint.performance.rating'),
            key: 'rating',
            // Anything open past its deadline or still open needs attention; a clean record is good.
            render: (_: unknown, r: Performance[number]) =>
              r.open === 0 && r.complaints === 0 && r.rectificationsOpen === 0 && r.rectifications === 0 ? (
                <Tag color="green">{t('complaint.performance.good')}</Tag>
              ) : r.open === 0 && r.rectificationsOverdue === 0 && r.rectificationsOpen === 0 ? (
                <Tag color="blue">{t('complaint.performance.fair')}</Tag>
              ) : (
                <Tag color="red">{t('complaint.performance.attention')}</Tag>
              ),
          },
        ]}
      />
    </Card>
  );
}

/** Menu 'complaint/index': complaints and the parties' performance of the current sub-project. */
export function ComplaintPage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Tabs
          items={[
            {
              key: 'list',
              label: t('complaint.tabs.list'),
              children: <ResourcePage config={complaintResource} projectId={projectId} />,
            },
            {
              key: 'performance',
              label: t('complaint.tabs.performance'),
              children: <PerformanceTable projectId={projectId} />,
            },
          ]}
        />
      )}
    </WithCurrentProject>
  );
}
