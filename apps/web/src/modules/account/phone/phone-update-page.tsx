import { MobileOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { phoneSchema } from '@zhuji/shared';
import { App, Button, Flex, Form, type FormRule, Input, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../kit/form-rules';
import { useSubmit } from '../../../kit/use-submit';
import { VerificationCodeButton } from '../../../kit/verification-code-button';
import { encryptWithFreshKey, userInfoQuery } from '../../../session/account';
import { useSessionStore } from '../../../session/session-store';
import { changePhone } from '../account.api';
import { AccountPageFrame } from '../account-page-frame';

interface PhoneForm {
  phone: string;
  code: string;
  password: string;
}

/** /phoneUpdate/index (docs/product.md §2.2): a new phone confirmed by a 'phoneChange' code and the login password. */
export function PhoneUpdatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const rules = useRules();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PhoneForm>();
  // Inside the shell the session store has the user; the query is the fallback outside it.
  const sessionUser = useSessionStore((state) => state.user);
  const userInfo = useQuery({ ...userInfoQuery(), enabled: !sessionUser });
  const user = sessionUser ?? userInfo.data;
  const currentPhone = user?.currentAccount.phone ?? '';

  const differsFromCurrent: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (!currentPhone || typeof value !== 'string' || value.trim() !== currentPhone) return;
      throw new Error(t('account.phoneUpdate.samePhone'));
    },
  };

  const { submitting, submit } = useSubmit(async (values: PhoneForm) => {
    const password = await encryptWithFreshKey(values.password);
    await changePhone({ phone: values.phone.trim(), code: values.code.trim(), password });
    message.success(t('account.phoneUpdate.success'));
    form.resetFields();
    // Re-read user info; only the user changes, so the routes and tabs stay as they are.
    const fresh = await queryClient.fetchQuery({ ...userInfoQuery(), staleTime: 0 });
    if (useSessionStore.getState().user) useSessionStore.setState({ user: fresh });
  });

  return (
    <AccountPageFrame
      title={t('account.phoneUpdate.title')}
      description={t('account.phoneUpdate.description')}
    >
      <Flex
        align="center"
        gap="middle"
        style={{
          padding: '12px 16px',
          marginBottom: 24,
          borderRadius: token.borderRadiusLG,
          background: token.colorFillQuaternary,
        }}
      >
        <MobileOutlined style={{ fontSize: 24, color: token.colorPrimary }} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{t('account.phoneUpdate.current')}</Typography.Text>
          {!user && !userInfo.isError ? (
            <Skeleton.Input active size="small" />
          ) : (
            <Typography.Text strong data-testid="current-phone">
              {currentPhone || t('account.phoneUpdate.none')}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
      <Form<PhoneForm>
        form={form}
        layout="vertical"
        size="large"
        scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="phone"
          label={t('account.phoneUpdate.newPhone')}
          rules={[rules.required('phoneRequired'), rules.schema(phoneSchema), differsFromCurrent]}
        >
          <Input
            placeholder={t('account.phoneUpdate.newPhonePlaceholder')}
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
          />
        </Form.Item>
        <Form.Item label={t('account.field.code')} required>
          <Flex gap="small">
            <Form.Item name="code" noStyle rules={[rules.required('codeRequired')]}>
              <Input
                placeholder={t('account.field.codePlaceholder')}
                maxLength={12}
                inputMode="numeric"
                autoComplete="one-time-code"
                aria-label={t('account.field.code')}
              />
            </Form.Item>
            <VerificationCodeButton purpose="phoneChange" phoneField="phone" size="large" />
          </Flex>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('account.field.currentPassword')}
          rules={[rules.required('oldPasswordRequired')]}
        >
          <Input.Password
            placeholder={t('account.field.currentPasswordPlaceholder')}
            autoComplete="current-password"
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('account.phoneUpdate.submit')}
          </Button>
        </Form.Item>
      </Form>
    </AccountPageFrame>
  );
}
