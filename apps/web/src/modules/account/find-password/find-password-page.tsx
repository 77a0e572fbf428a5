import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { LOGIN_ROUTE, passwordSchema, phoneSchema } from '@zhuji/shared';
import { App, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRules } from '../../../kit/form-rules';
import { PublicCardPage } from '../../../kit/public-frame';
import { useSubmit } from '../../../kit/use-submit';
import { VerificationCodeButton } from '../../../kit/verification-code-button';
import { encryptWithFreshKey } from '../../../session/account';
import { findPassword } from '../account.api';

interface FindPasswordForm {
  phone: string;
  code: string;
  password: string;
  passwordConfirm: string;
}

/** /findPassword (no login): a new password against a 'findPassword' code sent to the account's phone. */
export function FindPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const navigate = useNavigate();

  const { submitting, submit } = useSubmit(async (values: FindPasswordForm) => {
    const password = await encryptWithFreshKey(values.password);
    await findPassword({ phone: values.phone.trim(), code: values.code.trim(), password });
    message.success(t('account.findPassword.success'));
    await navigate(LOGIN_ROUTE, { replace: true });
  });

  return (
    <PublicCardPage
      title={t('account.findPassword.title')}
      description={t('account.findPassword.description')}
      width={420}
      footer={<Link to={LOGIN_ROUTE}>{t('account.backToLogin')}</Link>}
    >
      <Form<FindPasswordForm>
        layout="vertical"
        size="large"
        requiredMark={false}
        scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="phone"
          label={t('account.field.phone')}
          rules={[rules.required('phoneRequired'), rules.schema(phoneSchema)]}
        >
          <Input
            prefix={<MobileOutlined />}
            placeholder={t('account.field.phonePlaceholder')}
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
          />
        </Form.Item>
        <Form.Item label={t('account.field.code')}>
          <Flex gap="small">
            <Form.Item name="code" noStyle rules={[rules.required('codeRequired')]}>
              <Input
                prefix={<SafetyOutlined />}
                placeholder={t('account.field.codePlaceholder')}
                maxLength={12}
                inputMode="numeric"
                autoComplete="one-time-code"
                aria-label={t('account.field.code')}
              />
            </Form.Item>
            <VerificationCodeButton purpose="findPassword" phoneField="phone" size="large" />
          </Flex>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('account.field.newPassword')}
          rules={[rules.required('passwordRequired'), rules.schema(passwordSchema)]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('account.field.passwordPlaceholder')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="passwordConfirm"
          label={t('account.field.passwordConfirm')}
          dependencies={['password']}
          rules={[rules.sameAs('password')]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('account.field.passwordConfirmPlaceholder')}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('account.findPassword.submit')}
          </Button>
        </Form.Item>
      </Form>
    </PublicCardPage>
  );
}
