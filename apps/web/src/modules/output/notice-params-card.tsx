import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutputNoticeParams } from '@zhuji/shared';
import { App, Button, Card, Form, InputNumber, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { useSubmit } from '../../kit/use-submit';
import { outputApi, outputKeys } from './output.api';

/** The project's output-notice days (defaults 5 and 20), editable by those who may update reports. */
export function NoticeParamsCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<OutputNoticeParams>();
  const [open, setOpen] = useState(false);
  const params = useQuery({
    queryKey: outputKeys.params(projectId),
    queryFn: () => outputApi.params(projectId),
  });
  const save = useMutation({
    mutationFn: (values: OutputNoticeParams) => outputApi.setParams({ projectId, ...values }),
    onSuccess: (saved) => client.setQueryData(outputKeys.params(projectId), saved),
  });
  const { submitting, submit } = useSubmit(async (values: OutputNoticeParams) => {
    await save.mutateAsync(values);
    message.success(t('kit.saved'));
    setOpen(false);
  });
  return (
    <Card
      size="small"
      title={t('output.params.title')}
      extra={
        <Can action="update">
          <Button
            size="small"
            icon={<EditOutlined />}
            disabled={!params.data}
            onClick={() => {
              if (params.data) form.setFieldsValue(params.data);
              setOpen(true);
            }}
          >
            {t('kit.edit')}
          </Button>
        </Can>
      }
    >
      {params.data ? (
        <Typography.Text>
          {t('output.params.text', {
            from: params.data.firstHalfStartDate,
            to: params.data.firstHalfEndDate,
          })}
          <Typography.Text type="secondary"> {t('output.params.rule')}</Typography.Text>
        </Typography.Text>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      )}
      <Modal
        open={open}
        title={t('output.params.title')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        confirmLoading={submitting}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="firstHalfStartDate" label={t('output.params.start')} rules={[{ required: true }]}>
            <InputNumber min={1} max={28} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="firstHalfEndDate"
            label={t('output.params.end')}
            dependencies={['firstHalfStartDate']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_rule, value: number | null) =>
                  value === null || value === undefined || value >= getFieldValue('firstHalfStartDate')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('output.params.order'))),
              }),
            ]}
          >
            <InputNumber min={1} max={28} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
