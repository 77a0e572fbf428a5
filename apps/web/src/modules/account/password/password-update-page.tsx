import { useQueryClient } from '@tanstack/react-query';
import { LOGIN_ROUTE, passwordSchema } from '@zhuji/shared';
import { App, Button, Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRules } from '../../../kit/form-rules';
import { useSubmit } from '../../../kit/use-submit';
import { encryptWithFreshKey } from '../../../session/account';
import { logout } from '../../../session/logout';
import { resetSession } from '../../../session/session-store';
import { updatePassword } from '../account.api';
import { AccountPageFrame } from '../account-page-frame';

interface PasswordForm {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

/**
 * /passwordUpdate/index (docs/product.md §2.2): the server ends every session of the user on success, so the
 * local one is cleared too and the user logs in again with the new password.
 */
export function PasswordUpdatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const differsFromOld: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value || value !== getFieldValue('oldPassword')) return;
      throw new Error(t('account.passwordUpdate.sameAsOld'));
    },
  });

  const { submitting, submit } = useSubmit(async (values: PasswordForm) => {
    // One nonce per password: the server consumes each key once.
    const oldPassword = await encryptWithFreshKey(values.oldPassword);
    const password = await encryptWithFreshKey(values.password);
    await updatePassword({ oldPassword, password });
    message.success(t('account.passwordUpdate.success'));
    await logout();
    // Nothing of this session may outlive it in the SPA: neither cached calls nor the shell's state.
    queryClient.clear();
    resetSession();
    await navigate(LOGIN_ROUTE, { replace: true });
  });

  return (
    <AccountPageFrame
      title={t('account.passwordUpdate.title')}
      description={t('account.passwordUpdate.description')}
    >
      <Form<PasswordForm>
        layout="vertical"
        size="large"
        scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="oldPassword"
          label={t('account.field.oldPassword')}
          rules={[rules.required('oldPasswordRequired')]}
        >
          <Input.Password
            placeholder={t('account.field.oldPasswordPlaceholder')}
            autoComplete="current-password"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('account.field.newPassword')}
          dependencies={['oldPassword']}
          rules={[rules.required('passwordRequired'), rules.schema(passwordSchema), differsFromOld]}
        >
          <Input.Password placeholder={t('account.field.passwordPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="passwordConfirm"
          label={t('account.field.passwordConfirm')}
          required
          dependencies={['password']}
          rules={[rules.sameAs('password')]}
        >
          <Input.Password
            placeholder={t('account.field.passwordConfirmPlaceholder')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('account.passwordUpdate.submit')}
          </Button>
        </Form.Item>
      </Form>
    </AccountPageFrame>
  );
}
