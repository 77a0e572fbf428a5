import './messages';
import { AuditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MATERIAL_APPROVAL_STATUSES, MATERIAL_KINDS, type MaterialApprovalStatus } from '@zhuji/shared';
import { App, Button, Card, DatePicker, Flex, Form, Input, Modal, Select, Tag, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { Can } from '../../kit/permission-gate';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { materialApi, materialKeys, type RegistrationItem } from './material-inspection.api';
import { pagedTableProps } from './paged-table';
import { VERDICT_COLOR } from './verdict-color';

const APPROVAL_COLOR: Record<MaterialApprovalStatus, string> = {
  none: 'default',
  pending: 'processing',
  approved: 'green',
  rejected: 'red',
  returned: 'orange',
};

function Reports({ registrationId }: { registrationId: number }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: [...materialKeys.all, 'reports', registrationId],
    queryFn: () => materialApi.reports(registrationId),
  });
  return (
    <ResponsiveTable
      cardTitleKey="reportNo"
      size="small"
      rowKey={(r) => `${r.type}-${r.recordId}`}
      loading={q.isPending}
      pagination={false}
      dataSource={q.data?.reports ?? []}
      columns={[
        {
          title: t('material.audit.reports'),
          dataIndex: 'type',
          render: (v: 'rebar') => t(`material.audit.reportType.${v}`),
        },
        { title: t('material.audit.subject'), dataIndex: 'subject' },
        { title: t('material.test.reportNo'), dataIndex: 'reportNo' },
        { title: t('material.test.testDate'), dataIndex: 'testDate' },
        {
          title: t('material.audit.result'),
          dataIndex: 'result',
          render: (v: 'pass') => <Tag color={VERDICT_COLOR[v]}>{t(`material.verdict.${v}`)}</Tag>,
        },
      ]}
    />
  );
}

interface RegistrationForm {
  kind: 'rebar' | 'concrete';
  supplier: string;
  deliveryNote?: string;
  arrivalDate: Dayjs;
  remark?: string;
}

function RegistrationDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<RegistrationForm>();
  const save = useSubmit(async (v: RegistrationForm) => {
    await materialApi.saveRegistration({
      ...v,
      projectId,
      deliveryNote: v.deliveryNote ?? '',
      remark: v.remark ?? '',
      arrivalDate: v.arrivalDate.format('YYYY-MM-DD'),
    });
    message.success(t('material.saved'));
    void client.invalidateQueries({ queryKey: materialKeys.all });
    onClose();
  });
  return (
    <Modal
      open
      title={t('material.audit.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      okText={t('material.save')}
      cancelText={t('material.cancel')}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: 'rebar', arrivalDate: businessTodayDayjs() }}
        onFinish={(v) => void save.submit(v)}
      >
        <Form.Item name="kind" label={t('material.audit.kind')}>
          <Select
            options={MATERIAL_KINDS.map((k) => ({ value: k, label: t(`material.audit.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="supplier" label={t('material.audit.supplier')} rules={[{ required: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="deliveryNote" label={t('material.audit.deliveryNote')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="arrivalDate" label={t('material.audit.arrivalDate')} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('material.audit.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ApplyDialog({ row, onClose }: { row: RegistrationItem; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [comment, setComment] = useState('');
  const apply = useSubmit(async () => {
    await materialApi.apply(row.id, comment);
    message.success(t('material.audit.applied'));
    void client.invalidateQueries({ queryKey: materialKeys.all });
    onClose();
  });
  return (
    <Modal
      open
      title={`${t('material.audit.applyTitle')} · ${row.supplier}`}
      onCancel={onClose}
      onOk={() => void apply.submit(undefined)}
      confirmLoading={apply.submitting}
      okText={t('material.audit.apply')}
      cancelText={t('material.cancel')}
    >
      <Input.TextArea
        rows={3}
        maxLength={500}
        placeholder={t('material.audit.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
    </Modal>
  );
}

function Audit({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<{
    kind?: (typeof MATERIAL_KINDS)[number];
    page: number;
    limit: number;
  }>({
    page: 1,
    limit: 20,
  });
  const [adding, setAdding] = useState(false);
  const [applying, setApplying] = useState<RegistrationItem | null>(null);
  const list = useQuery({
    queryKey: [...materialKeys.all, 'registrations', projectId, filter],
    queryFn: () => materialApi.registrations({ proId: projectId, ...filter }),
  });
  return (
    <Card title={t('material.audit.title')}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" gap={8} wrap>
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('material.audit.kind')}
            options={MATERIAL_KINDS.map((k) => ({ value: k, label: t(`material.audit.kinds.${k}`) }))}
            onChange={(kind?: (typeof MATERIAL_KINDS)[number]) => setFilter((f) => ({ ...f, kind, page: 1 }))}
          />
          <Can action="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('material.audit.add')}
            </Button>
          </Can>
        </Flex>
        <ResponsiveTable<RegistrationItem>
          cardTitleKey="kind"
          size="small"
          rowKey="id"
          {...pagedTableProps(list, filter, (page, limit) => setFilter((f) => ({ ...f, page, limit })))}
          scroll={{ x: 860 }}
          expandable={{ expandedRowRender: (r) => <Reports registrationId={r.id} /> }}
          columns={[
            { title: t('material.audit.arrivalDate'), dataIndex: 'arrivalDate' },
            {
              title: t('material.audit.kind'),
              dataIndex: 'kind',
              render: (k: 'rebar') => t(`material.audit.kinds.${k}`),
            },
            { title: t('material.audit.supplier'), dataIndex: 'supplier', ellipsis: true },
            { title: t('material.audit.deliveryNote'), dataIndex: 'deliveryNote' },
            {
              title: t('material.audit.records'),
              key: 'records',
              render: (_, r) => `${r.openRecords} / ${r.records}`,
            },
            {
              title: t('material.audit.status'),
              dataIndex: 'approvalStatus',
              filters: MATERIAL_APPROVAL_STATUSES.map((s) => ({
                value: s,
                text: t(`material.audit.statuses.${s}`),
              })),
              onFilter: (v, r) => r.approvalStatus === v,
              render: (s: MaterialApprovalStatus) => (
                <Tag color={APPROVAL_COLOR[s]}>{t(`material.audit.statuses.${s}`)}</Tag>
              ),
            },
            {
              title: '',
              key: 'actions',
              render: (_, r) =>
                r.approvalStatus === 'pending' || r.approvalStatus === 'approved' ? null : (
                  <Tooltip
                    title={r.openRecords > 0 || r.records === 0 ? t('material.audit.openHint') : undefined}
                  >
                    <Button
                      size="small"
                      icon={<AuditOutlined />}
                      disabled={r.openRecords > 0 || r.records === 0}
                      onClick={() => setApplying(r)}
                    >
                      {t('material.audit.apply')}
                    </Button>
                  </Tooltip>
                ),
            },
          ]}
        />
      </Flex>
      {adding && <RegistrationDialog projectId={projectId} onClose={() => setAdding(false)} />}
      {applying && <ApplyDialog row={applying} onClose={() => setApplying(null)} />}
    </Card>
  );
}

/** Menu 'audit/material' (审核中心 › 材料审核): receipts, their test reports and 材料报审 through the flow engine. */
export function MaterialAuditPage() {
  return <WithCurrentProject>{(projectId) => <Audit projectId={projectId} />}</WithCurrentProject>;
}
