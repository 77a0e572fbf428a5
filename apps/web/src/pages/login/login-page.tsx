import { LockOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Typography, theme } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RequestError } from '../../api/request';
import { takeOverLoginShell } from '../../app/login-shell';
import { PublicCard, PublicFrame } from '../../kit/public-frame';
import { loginWithPassword } from '../../session/account';
import { InsecureContextError } from '../../session/encrypt-password';
import { FIND_PASSWORD_ROUTE, REGISTER_ROUTE } from '../../session/public-paths';
import { RegistrationStatusLookup } from '../../session/registration-status';
import { currentBranding } from '../../shell/branding';

interface LoginForm {
  username: string;
  password: string;
  code?: string;
}

const branding = currentBranding();

/** Account + password login (docs/product.md §4); a logged-in visitor never gets here (the route sends them to /). */
export function LoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LoginForm>();
  const [submitting, setSubmitting] = useState(false);
  // Set once the password was right for an account with a second factor: the masked phone the code went to.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  // Enter in a field submits the form even while the button shows its spinner.
  const inFlight = useRef(false);
  const platform = t(branding.platformNameKey);

  // The same page drawn at build time may stand in the HTML (app/login-shell.ts): take its place before
  // the browser paints, with what was typed into it, the focus, and a sign-in asked for meanwhile.
  useLayoutEffect(() => {
    const handover = takeOverLoginShell();
    if (!handover) return;
    form.setFieldsValue(handover.values);
    if (handover.focused) document.getElementById(handover.focused)?.focus();
    if (handover.submitted) form.submit();
  }, [form]);

  const submit = async ({ username, password, code }: LoginForm) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await loginWithPassword(username, password, codeSentTo ? code : undefined);
      if (result.codeRequired) {
        setCodeSentTo(result.codeSentTo ?? '');
        inFlight.current = false;
        setSubmitting(false);
        return;
      }
    } catch (error) {
      // The request layer has already shown what the server said (wrong password, locked, stale key).
      if (!(error instanceof RequestError)) {
        message.error(t(error instanceof InsecureContextError ? 'login.insecureContext' : 'login.failed'));
      }
      inFlight.current = false;
      setSubmitting(false);
      return;
    }
    // Nothing cached for an earlier session may leak into this one.
    queryClient.clear();
    await navigate('/', { replace: true });
  };

  return (
    <PublicFrame>
      <Flex vertical style={{ maxWidth: 440, color: token.colorWhite }}>
        <Typography.Title style={{ color: token.colorWhite, marginBottom: 8 }}>{platform}</Typography.Title>
        <Typography.Title level={4} style={{ color: token.colorWhite, marginTop: 0, fontWeight: 400 }}>
          {t('app.name.workbench')}
        </Typography.Title>
        <Typography.Text style={{ color: token.colorWhite, opacity: 0.85 }}>
          {t('app.tagline')}
        </Typography.Text>
      </Flex>

      <PublicCard style={{ width: 380, maxWidth: '100%', boxShadow: token.boxShadowSecondary }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0, marginBottom: 24 }}>
          {t('login.title')}
        </Typography.Title>
        <Form<LoginForm>
          form={form}
          layout="vertical"
          size="large"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="username"
            label={t('login.account')}
            rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={t('login.accountPlaceholder')}
              autoComplete="username"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
            />
          </Form.Item>
          {codeSentTo !== null && (
            <>
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                message={t('login.codeSent', { phone: codeSentTo })}
              />
              <Form.Item
                name="code"
                label={t('login.code')}
                rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}
              >
                <Input
                  prefix={<MessageOutlined />}
                  placeholder={t('login.codePlaceholder')}
                  maxLength={6}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  autoFocus
                />
              </Form.Item>
            </>
          )}
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('login.submit')}
            </Button>
          </Form.Item>
        </Form>
        <Flex justify="space-between" wrap gap="small" style={{ marginTop: 16 }}>
          <Link to={FIND_PASSWORD_ROUTE}>{t('login.forgotPassword')}</Link>
          <Link to={REGISTER_ROUTE}>{t('login.register')}</Link>
        </Flex>
        <RegistrationStatusLookup />
      </PublicCard>
    </PublicFrame>
  );
}
