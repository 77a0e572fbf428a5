import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { accountCalls, commonCalls, INTRODUCTION_MAX } from '@zhuji/shared';
import { App, Avatar, Button, type ButtonProps, Flex, Form, Input, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, href, upload } from '../../../api/call';
import { useStoredImage } from '../../../kit/photo-upload';
import { useSubmit } from '../../../kit/use-submit';
import { setProfile, useSession } from '../../../session/session-store';

const avatarUrl = (id: string | null) => (id ? href(commonCalls.download, { id }) : null);
const avatarId = (url: string | null) => (url ? (/[?&]id=([0-9a-f-]{36})/i.exec(url)?.[1] ?? null) : null);

/** 个人资料 (docs/product.md §3 session: avatar and introduction), opened from the user menu. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const [avatar, setAvatar] = useState<string | null>(() => avatarId(user.avatar));
  const [uploading, setUploading] = useState(false);
  const [form] = Form.useForm<{ introduction: string }>();
  const src = useStoredImage(avatarUrl(avatar));
  const save = useSubmit(async ({ introduction }: { introduction: string }) => {
    const body = { avatar, introduction: introduction.trim() };
    await call(accountCalls.saveProfile, { body });
    setProfile({ avatar: avatarUrl(avatar), introduction: body.introduction });
    message.success(t('profile.saved'));
    onClose();
  });
  return (
    <Modal
      open={open}
      title={t('profile.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      okButtonProps={{ disabled: uploading, 'data-testid': 'profile-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ introduction: user.introduction }}
        onFinish={(values) => void save.submit(values)}
      >
        <Form.Item label={t('profile.avatar')}>
          <Flex align="center" gap={16}>
            <Avatar size={64} src={src} style={{ flexShrink: 0 }}>
              {user.name.slice(0, 1)}
            </Avatar>
            <Upload
              accept="image/*"
              showUploadList={false}
              customRequest={async ({ file, onSuccess, onError }) => {
                setUploading(true);
                try {
                  const stored = await upload(commonCalls.uploadImage, file as Blob, {});
                  setAvatar(stored.id);
                  onSuccess?.(stored);
                } catch (error) {
                  onError?.(error as Error);
                } finally {
                  setUploading(false);
                }
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading} data-testid="profile-avatar-upload">
                {t('profile.upload')}
              </Button>
            </Upload>
            {avatar && (
              <Button icon={<DeleteOutlined />} onClick={() => setAvatar(null)}>
                {t('profile.removeAvatar')}
              </Button>
            )}
          </Flex>
        </Form.Item>
        <Form.Item
          name="introduction"
          label={t('profile.introduction')}
          rules={[{ max: INTRODUCTION_MAX, message: t('profile.tooLong', { max: INTRODUCTION_MAX }) }]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={INTRODUCTION_MAX}
            placeholder={t('profile.placeholder')}
            data-testid="profile-introduction"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
