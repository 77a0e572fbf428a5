import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { MESSAGE_SEND_LIMITS } from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Form,
  Input,
  Modal,
  Select,
  Upload,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../kit/use-submit';
import { useSession } from '../../session/session-store';
import { messageApi } from '../flow';

interface Values {
  recipientIds: number[];
  title: string;
  content: string;
}

/** What the server accepts as an attachment (common upload types of kind 'file'). */
const ACCEPT = '.pdf,.xlsx,.docx,.zip,.jpg,.jpeg,.png';

/**
 * 发送消息: to members of the current project, with one file at most (docs/product.md §7.8 "send message blob").
 * The server checks membership, the add action on 我的消息 and the file's real type.
 */
export function SendMessageDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const recipients = useQuery({
    queryKey: ['flow', 'messages', 'recipients', user.currentProject?.id],
    queryFn: messageApi.recipients,
    enabled: open,
  });
  const options = (recipients.data ?? [])
    .map((dept) => ({
      label: dept.companyName,
      title: dept.companyName,
      options: dept.users
        .filter((u) => u.userId !== user.id)
        .map((u) => ({ value: u.userId, label: `${u.name}（${u.roles.join('、')}）` })),
    }))
    .filter((group) => group.options.length > 0);

  const close = () => {
    form.resetFields();
    setFiles([]);
    onClose();
  };
  const { submitting, submit } = useSubmit(async (values: Values) => {
    const result = await messageApi.send({ ...values, file: files[0]?.originFileObj });
    message.success(t('collaboration.message.send.sent', { count: result.sent }));
    close();
    onSent();
  });

  return (
    <Modal
      open={open}
      title={t('collaboration.message.send.title')}
      okText={t('collaboration.message.send.ok')}
      okButtonProps={{ loading: submitting, 'data-testid': 'message-send-ok' } as ButtonProps}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {recipients.isError && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('collaboration.message.send.recipientsFailed')}
          action={
            <Button size="small" onClick={() => void recipients.refetch()}>
              {t('collaboration.retry')}
            </Button>
          }
        />
      )}
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="recipientIds"
          label={t('collaboration.message.send.recipients')}
          rules={[{ required: true, message: t('collaboration.message.send.recipientsRequired') }]}
        >
          <Select
            mode="multiple"
            data-testid="message-send-recipients"
            loading={recipients.isFetching}
            options={options}
            optionFilterProp="label"
            maxCount={MESSAGE_SEND_LIMITS.RECIPIENTS}
            placeholder={t('collaboration.message.send.recipientsPlaceholder')}
            notFoundContent={recipients.isFetching ? undefined : t('collaboration.message.send.noRecipients')}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('collaboration.message.send.subject')}
          rules={[
            { required: true, whitespace: true, message: t('collaboration.message.send.subjectRequired') },
          ]}
        >
          <Input maxLength={MESSAGE_SEND_LIMITS.TITLE} showCount data-testid="message-send-title" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('collaboration.message.send.content')}
          rules={[
            { required: true, whitespace: true, message: t('collaboration.message.send.contentRequired') },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={MESSAGE_SEND_LIMITS.CONTENT}
            showCount
            data-testid="message-send-content"
          />
        </Form.Item>
        <Form.Item
          label={t('collaboration.message.send.attachment')}
          extra={t('collaboration.message.send.attachmentHint')}
        >
          <Upload
            accept={ACCEPT}
            maxCount={1}
            fileList={files}
            beforeUpload={(file) => {
              setFiles([{ uid: file.uid, name: file.name, status: 'done', originFileObj: file }]);
              return false;
            }}
            onRemove={() => setFiles([])}
          >
            <Button icon={<UploadOutlined />}>{t('collaboration.message.send.choose')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
