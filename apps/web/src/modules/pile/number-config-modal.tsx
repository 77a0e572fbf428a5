import './messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PileNumberPreview } from '@zhuji/shared';
import { App, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../kit/use-submit';
import { pileApi, pileKeys } from './pile.api';

export function NumberConfigModal({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ groupId: number; label: string; numbers: string }>();
  const [preview, setPreview] = useState<PileNumberPreview>();
  const groups = useQuery({ queryKey: pileKeys.groups(projectId), queryFn: () => pileApi.groups(projectId) });
  const body = async () => {
    const v = await form.validateFields();
    return { groupId: v.groupId, label: (v.label ?? '').trim(), numbers: v.numbers.trim() };
  };
  const previewIt = useSubmit(async () => setPreview(await pileApi.preview(await body())));
  const save = useSubmit(async () => {
    const r = await pileApi.saveNumbers(await body());
    await client.invalidateQueries({ queryKey: pileKeys.all });
    message.success(t('pile.config.done', { created: r.created }));
    onClose();
  });
  const names = (list: string[]) =>
    list.length > 30
      ? `${list.slice(0, 30).join('、')} ${t('pile.config.more', { count: list.length })}`
      : list.join('、');
  return (
    <Modal
      open
      title={t('pile.config.title')}
      onCancel={onClose}
      data-testid="pile-config"
      footer={
        <Space>
          <Button onClick={onClose}>{t('pile.action.cancel')}</Button>
          <Button
            loading={previewIt.submitting}
            onClick={() => void previewIt.submit(undefined)}
            data-testid="pile-config-preview"
          >
            {t('pile.action.preview')}
          </Button>
          <Button
            type="primary"
            loading={save.submitting}
            disabled={!preview || preview.create.length === 0}
            onClick={() => void save.submit(undefined)}
            data-testid="pile-config-save"
          >
            {t('pile.action.create')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={() => setPreview(undefined)}
        initialValues={{ label: '' }}
      >
        <Form.Item name="groupId" label={t('pile.config.group')} rules={[{ required: true }]}>
          <Select
            loading={groups.isPending}
            options={(groups.data ?? []).map((g) => ({
              value: g.id,
              label: `${g.name}（${t(`pile.type.${g.pileType}`)}）`,
            }))}
            data-testid="pile-config-group"
          />
        </Form.Item>
        <Form.Item name="label" label={t('pile.config.label')} extra={t('pile.config.labelHint')}>
          <Input placeholder="ZH" maxLength={20} data-testid="pile-config-label" />
        </Form.Item>
        <Form.Item name="numbers" label={t('pile.config.numbers')} rules={[{ required: true }]}>
          <Input placeholder={t('pile.config.numbersHint')} data-testid="pile-config-numbers" />
        </Form.Item>
      </Form>
      {preview && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="pile-config-result">
          <Typography.Text strong>
            {t('pile.config.create', { count: preview.create.length })}
          </Typography.Text>
          {preview.create.length > 0 && (
            <Typography.Text type="secondary">{names(preview.create)}</Typography.Text>
          )}
          {preview.existing.length > 0 && (
            <Typography.Text type="warning">
              {t('pile.config.existing', { count: preview.existing.length })}：{names(preview.existing)}
            </Typography.Text>
          )}
          {preview.repeated.length > 0 && (
            <Typography.Text type="warning">
              {t('pile.config.repeated', { count: preview.repeated.length })}：{names(preview.repeated)}
            </Typography.Text>
          )}
        </Space>
      )}
    </Modal>
  );
}
