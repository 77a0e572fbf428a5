import './messages';
import { FileTextOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { WITNESS_SCOPES, type WitnessAppointment } from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Select,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { Can } from '../../kit/permission-gate';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { saveFile } from '../../kit/resource/resource-api';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { witnessApi, witnessKeys } from './witness.api';

const STATUS_COLOR = { active: 'green', pending: 'blue', expired: 'default', revoked: 'red' } as const;
/** A message whose key is built at run time (a status, a scope). */
const tk = (t: (...args: never[]) => unknown, key: string, options?: object): string =>
  (t as unknown as (k: string, o?: object) => string)(key, options);

interface AddForm {
  userId: number;
  period: [Dayjs, Dayjs];
  scope: string[];
}

function AddDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<AddForm>();
  const [letter, setLetter] = useState<{ id: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const people = useQuery({
    queryKey: witnessKeys.candidates(projectId),
    queryFn: () => witnessApi.candidates(projectId),
  });
  const save = useSubmit(async (v: AddForm) => {
    if (!letter) return;
    const saved = await witnessApi.add({
      proId: projectId,
      userId: v.userId,
      documentFileId: letter.id,
      validFrom: v.period[0].format('YYYY-MM-DD'),
      validTo: v.period[1].format('YYYY-MM-DD'),
      scope: v.scope as (typeof WITNESS_SCOPES)[number][],
    });
    message.success(t('witness.saved', { name: saved.userName }));
    void client.invalidateQueries({ queryKey: witnessKeys.all });
    onClose();
  });
  const today = businessTodayDayjs();
  return (
    <Modal
      open
      title={t('witness.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('witness.save')}
      cancelText={t('witness.cancel')}
      confirmLoading={save.submitting}
      okButtonProps={{ disabled: !letter }}
    >
      <Form<AddForm>
        form={form}
        layout="vertical"
        initialValues={{
          period: [today, today.add(1, 'year')],
          scope: ['concrete', 'mortar', 'rebar', 'splice'],
        }}
        onFinish={(v) => void save.submit(v)}
      >
        <Form.Item
          name="userId"
          label={t('witness.person')}
          rules={[{ required: true, message: t('witness.required') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={people.isPending}
            data-testid="witness-person"
            options={(people.data ?? []).map((p) => ({
              value: p.userId,
              label: `${p.name}（${p.companyName}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('witness.period')}
          rules={[{ required: true, message: t('witness.required') }]}
        >
          <DatePicker.RangePicker allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="scope"
          label={t('witness.scope')}
          rules={[{ required: true, message: t('witness.required') }]}
        >
          <Checkbox.Group
            options={WITNESS_SCOPES.map((s) => ({ value: s, label: tk(t, `witness.scopes.${s}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('witness.letter')} required extra={t('witness.letterHint')}>
          <Upload
            accept=".pdf,.jpg,.jpeg,.png"
            showUploadList={false}
            beforeUpload={(picked) => {
              setUploading(true);
              witnessApi
                .uploadLetter(projectId, picked)
                .then((f) => setLetter({ id: f.id, name: f.name }))
                .catch(() => setLetter(null))
                .finally(() => setUploading(false));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} data-testid="witness-letter">
              {t('witness.letterUpload')}
            </Button>
          </Upload>
          {letter && (
            <Typography.Text type="success" style={{ display: 'block', marginTop: 4 }}>
              {t('witness.letterDone', { name: letter.name })}
            </Typography.Text>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RevokeDialog({ row, onClose }: { row: WitnessAppointment; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const save = useSubmit(async (v: { reason: string }) => {
    await witnessApi.revoke(row.id, v.reason);
    message.success(t('witness.revoked'));
    void client.invalidateQueries({ queryKey: witnessKeys.all });
    onClose();
  });
  return (
    <Modal
      open
      title={t('witness.revokeTitle', { name: row.userName })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('witness.revoke')}
      okButtonProps={{ danger: true }}
      cancelText={t('witness.cancel')}
      confirmLoading={save.submitting}
    >
      <Alert type="warning" showIcon message={t('witness.revokeConfirm')} style={{ marginBottom: 12 }} />
      <Form form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item
          name="reason"
          label={t('witness.revokeReason')}
          rules={[{ required: true, min: 2, message: t('witness.required') }]}
        >
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Appointments({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<WitnessAppointment | null>(null);
  const list = useQuery({ queryKey: witnessKeys.list(projectId), queryFn: () => witnessApi.list(projectId) });
  const openLetter = async (row: WitnessAppointment) => {
    const f = await witnessApi.letter(row.documentFileId);
    saveFile(f.blob, f.filename ?? row.documentName);
  };
  return (
    <Card
      title={t('witness.title')}
      extra={
        <Can action="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="witness-add"
          >
            {t('witness.add')}
          </Button>
        </Can>
      }
    >
      <Typography.Paragraph type="secondary">{t('witness.intro')}</Typography.Paragraph>
      {list.isError ? (
        <Result
          status="warning"
          title={t('witness.loadFailed')}
          extra={<Button onClick={() => void list.refetch()}>{t('witness.retry')}</Button>}
        />
      ) : (
        <ResponsiveTable<WitnessAppointment>
          cardTitleKey="person"
          rowKey="id"
          size="middle"
          loading={list.isPending}
          dataSource={list.data}
          scroll={{ x: 980 }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={t('witness.empty')} /> }}
          data-testid="witness-table"
          columns={[
            {
              title: t('witness.person'),
              key: 'person',
              width: 200,
              fixed: 'left',
              render: (_, r) => (
                <Flex vertical>
                  <Typography.Text strong>{r.userName}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {r.companyName}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('witness.appointer'),
              key: 'appointer',
              width: 150,
              render: (_, r) => (
                <Flex vertical>
                  <span>{tk(t, `witness.appointers.${r.appointer}`)}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('witness.appointedBy', { name: r.appointedByName })}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('witness.period'),
              key: 'period',
              width: 200,
              render: (_, r) => `${r.validFrom} ~ ${r.validTo}`,
            },
            {
              title: t('witness.scope'),
              dataIndex: 'scope',
              render: (scope: string[]) => (
                <Space size={[0, 4]} wrap>
                  {scope.map((s) => (
                    <Tag key={s}>{tk(t, `witness.scopes.${s}`)}</Tag>
                  ))}
                </Space>
              ),
            },
            {
              title: t('witness.letter'),
              key: 'letter',
              width: 90,
              render: (_, r) => (
                <Button
                  type="link"
                  size="small"
                  icon={<FileTextOutlined />}
                  onClick={() => void openLetter(r)}
                >
                  {t('witness.letter')}
                </Button>
              ),
            },
            {
              title: t('witness.status'),
              dataIndex: 'status',
              width: 90,
              render: (s: WitnessAppointment['status'], r) => (
                <Tag color={STATUS_COLOR[s]} title={r.revokeReason || undefined}>
                  {tk(t, `witness.statuses.${s}`)}
                </Tag>
              ),
            },
            {
              title: t('witness.actions'),
              key: 'actions',
              width: 80,
              render: (_, r) =>
                r.status === 'active' || r.status === 'pending' ? (
                  <Can action="update">
                    <Button type="link" size="small" danger onClick={() => setRevoking(r)}>
                      {t('witness.revoke')}
                    </Button>
                  </Can>
                ) : null,
            },
          ]}
        />
      )}
      {adding && <AddDialog projectId={projectId} onClose={() => setAdding(false)} />}
      {revoking && <RevokeDialog row={revoking} onClose={() => setRevoking(null)} />}
    </Card>
  );
}

/** Menu 'inspection/witness' (检测中心 › 见证人委托): the owner or the supervisor appoints, everyone reads. */
export function WitnessPage() {
  return <WithCurrentProject>{(projectId) => <Appointments projectId={projectId} />}</WithCurrentProject>;
}
