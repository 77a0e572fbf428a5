import './messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoUpload } from '../../kit/photo-upload';
import { useSubmit } from '../../kit/use-submit';
import { acceptanceApi, acceptanceKeys } from './acceptance.api';
import { subItemsOf } from './lot-status';

export function DivisionModal({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{
    code: string;
    documentsComplete: boolean;
    appearance: 'good' | 'fair' | 'poor';
    attachments?: string[];
  }>();
  const tree = useQuery({
    queryKey: acceptanceKeys.subitems(projectId),
    queryFn: () => acceptanceApi.subitems(projectId),
  });
  const divisions = (tree.data ?? []).filter((n) => n.level === 'division' && n.checked);
  const save = useSubmit(async () => {
    const v = await form.validateFields();
    const result = await acceptanceApi.applyDivision({ ...v, projectId, attachments: v.attachments ?? [] });
    await client.invalidateQueries({ queryKey: acceptanceKeys.all });
    onClose();
    if (result.status === 'rejected')
      modal.warning({
        title: t('acceptance.result.rejectedTitle'),
        content: result.reason,
        okText: t('acceptance.result.ok'),
      });
    else modal.success({ title: t('acceptance.result.pending'), okText: t('acceptance.result.ok') });
  });
  return (
    <Modal
      open
      title={t('acceptance.division.title')}
      onCancel={onClose}
      onOk={() => void save.submit(undefined)}
      okText={t('acceptance.action.submit')}
      cancelText={t('acceptance.action.cancel')}
      confirmLoading={save.submitting}
    >
      {!tree.isPending && divisions.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          message={t('acceptance.form.noSubitems')}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Form form={form} layout="vertical" initialValues={{ documentsComplete: true, appearance: 'good' }}>
        <Form.Item
          name="code"
          label={t('acceptance.division.code')}
          rules={[{ required: true, message: t('acceptance.form.required') }]}
        >
          <Select
            loading={tree.isPending}
            options={divisions.map((d) => ({ value: d.code, label: `${d.code} ${d.name}` }))}
          />
        </Form.Item>
        <Form.Item
          name="documentsComplete"
          valuePropName="checked"
          label={t('acceptance.division.documentsComplete')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="appearance"
          label={t('acceptance.division.appearance')}
          extra={t('acceptance.division.hint')}
        >
          <Select
            options={(['good', 'fair', 'poor'] as const).map((a) => ({
              value: a,
              label: t(`acceptance.division.rating.${a}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="attachments" label={t('acceptance.form.photos')}>
          <PhotoUpload projectId={projectId} label={t('acceptance.form.upload')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 分项工程报验 by hand: once every lot of the sub-item is accepted and its records are complete. */
export function SubItemModal({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{
    code: string;
    recordsComplete: boolean;
    comment?: string;
    attachments?: string[];
  }>();
  const tree = useQuery({
    queryKey: acceptanceKeys.subitems(projectId),
    queryFn: () => acceptanceApi.subitems(projectId),
  });
  const options = useMemo(() => subItemsOf(tree.data ?? []), [tree.data]);
  const save = useSubmit(async () => {
    const v = await form.validateFields();
    await acceptanceApi.applySubItem({
      projectId,
      code: v.code,
      recordsComplete: true,
      comment: v.comment ?? '',
      attachments: v.attachments ?? [],
    });
    await client.invalidateQueries({ queryKey: acceptanceKeys.all });
    await client.invalidateQueries({ queryKey: ['flow'] });
    onClose();
    modal.success({ title: t('acceptance.result.pending'), okText: t('acceptance.result.ok') });
  });
  return (
    <Modal
      open
      title={t('acceptance.subitem.title')}
      onCancel={onClose}
      onOk={() => void save.submit(undefined)}
      okText={t('acceptance.action.submit')}
      cancelText={t('acceptance.action.cancel')}
      confirmLoading={save.submitting}
      data-testid="acceptance-subitem-form"
    >
      <Alert type="info" showIcon message={t('acceptance.subitem.hint')} style={{ marginBottom: 12 }} />
      <Form form={form} layout="vertical" initialValues={{ recordsComplete: false }}>
        <Form.Item
          name="code"
          label={t('acceptance.form.code')}
          rules={[{ required: true, message: t('acceptance.form.codeRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={tree.isPending}
            options={options.map((n) => ({ value: n.code, label: `${n.code} ${n.name}` }))}
          />
        </Form.Item>
        <Form.Item
          name="recordsComplete"
          valuePropName="checked"
          label={t('acceptance.form.recordsComplete')}
          rules={[
            {
              validator: (_, value) =>
                value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('acceptance.subitem.recordsRequired'))),
            },
          ]}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="comment" label={t('acceptance.subitem.comment')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <Form.Item name="attachments" label={t('acceptance.form.photos')}>
          <PhotoUpload projectId={projectId} label={t('acceptance.form.upload')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
