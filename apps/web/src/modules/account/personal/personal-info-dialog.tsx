import { LogoutOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { type CurrentAccount, PHONE_SUGGEST_MIN_CHARS, passwordSchema, phoneSchema } from '@zhuji/shared';
import { Alert, App, AutoComplete, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../kit/form-rules';
import { useSubmit } from '../../../kit/use-submit';
import { VerificationCodeButton } from '../../../kit/verification-code-button';
import { encryptWithFreshKey, logoutEverywhere } from '../../../session/account';
import { logout } from '../../../session/logout';
import { accountKeys, savePersonal, searchPhones } from '../account.api';

/** What the dialog does for each account situation (docs/product.md §4). */
export type PersonalDialogMode = 'hidden' | 'editable' | 'locked';

/** 1 and 2 hidden; 3 shown with the name editable; 4 shown with name and phone prefilled and locked. */
export function personalDialogMode(situation: number | undefined): PersonalDialogMode {
  if (situation === 3) return 'editable';
  if (situation === 4) return 'locked';
  return 'hidden';
}

interface PersonalForm {
  name: string;
  phone: string;
  verificationCode?: string;
  oldPassword?: string;
  password: string;
  passwordConfirm: string;
}

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The personal-information completion dialog (docs/product.md §4, §5). It cannot be dismissed: the user saves
 * (then every session ends, so the page reloads onto the login) or logs out. Mount it wherever the
 * session's current account is known — the home page for now, the layout shell later.
 */
export function PersonalInfoDialog({ account }: { account: CurrentAccount | undefined }) {
  const mode = personalDialogMode(account?.situation);
  const [saved, setSaved] = useState(false);
  if (!account || mode === 'hidden') return null;
  return (
    <PersonalInfoModal
      account={account}
      locked={mode === 'locked'}
      open={!saved}
      onSaved={() => setSaved(true)}
    />
  );
}

function PersonalInfoModal({
  account,
  locked,
  open,
  onSaved,
}: {
  account: CurrentAccount;
  locked: boolean;
  open: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<PersonalForm>();
  const [leaving, setLeaving] = useState(false);

  const typed = (Form.useWatch('phone', form) ?? '').trim();
  const keywords = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: accountKeys.phoneSearch(keywords),
    queryFn: ({ signal }) => searchPhones(keywords, signal),
    enabled: !locked && keywords.length >= PHONE_SUGGEST_MIN_CHARS,
    staleTime: 60_000,
  });

  const { submitting, submit } = useSubmit(async (values: PersonalForm) => {
    // One nonce per password: the server consumes each key once.
    const oldPassword =
      account.judge && values.oldPassword ? await encryptWithFreshKey(values.oldPassword) : undefined;
    const password = await encryptWithFreshKey(values.password);
    const passwordConfirm = await encryptWithFreshKey(values.passwordConfirm);
    await savePersonal({
      name: values.name.trim(),
      phone: values.phone.trim(),
      verificationCode: account.checkCode ? values.verificationCode?.trim() : undefined,
      oldPassword,
      password,
      passwordConfirm,
      situation: account.situation,
      judge: account.judge,
    });
    message.success(t('account.personal.success'));
    onSaved();
    // The server ended every session: clear the local one and start again at the login.
    await logout();
    window.location.reload();
  });

  const leave = async () => {
    setLeaving(true);
    await logoutEverywhere();
    window.location.reload();
  };

  const options =
    !locked && typed.length >= PHONE_SUGGEST_MIN_CHARS
      ? (suggestions.data ?? []).map((item) => ({
          value: item.phone,
          // A masked number (a co-worker on none of the caller's projects) only says it is taken.
          disabled: item.phone.includes('*'),
          label: (
            <Flex justify="space-between" gap="middle">
              <span>{item.phone}</span>
              <Typography.Text type="secondary">{item.name}</Typography.Text>
            </Flex>
          ),
        }))
      : [];

  return (
    <Modal
      open={open}
      title={t('account.personal.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      destroyOnHidden
      width={520}
      footer={
        <Flex justify="space-between" gap="small" wrap>
          <Button
            icon={<LogoutOutlined />}
            loading={leaving}
            disabled={submitting}
            onClick={() => void leave()}
          >
            {t('account.personal.logout')}
          </Button>
          <Button type="primary" loading={submitting} disabled={leaving} onClick={() => form.submit()}>
            {t('account.personal.save')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('account.personal.description')}</Typography.Paragraph>
      {locked && (
        <Alert type="info" showIcon title={t('account.personal.locked')} style={{ marginBottom: 16 }} />
      )}
      <Form<PersonalForm>
        form={form}
        layout="vertical"
        initialValues={{ name: account.name, phone: account.phone }}
        scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" label={t('account.field.name')} rules={[rules.required('nameRequired')]}>
          <Input
            disabled={locked}
            placeholder={t('account.field.namePlaceholder')}
            maxLength={30}
            autoComplete="name"
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('account.field.phone')}
          extra={locked ? undefined : t('account.personal.phoneSearchHint')}
          rules={[rules.required('phoneRequired'), rules.schema(phoneSchema)]}
        >
          <AutoComplete options={options} disabled={locked}>
            <Input
              placeholder={t('account.field.phonePlaceholder')}
              maxLength={11}
              inputMode="tel"
              autoComplete="tel"
            />
          </AutoComplete>
        </Form.Item>
        {account.checkCode && (
          <Form.Item label={t('account.field.code')} required>
            <Flex gap="small">
              <Form.Item name="verificationCode" noStyle rules={[rules.required('codeRequired')]}>
                <Input
                  placeholder={t('account.field.codePlaceholder')}
                  maxLength={12}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  aria-label={t('account.field.code')}
                />
              </Form.Item>
              <VerificationCodeButton purpose="personal" phoneField="phone" />
            </Flex>
          </Form.Item>
        )}
        {account.judge && (
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
        )}
        <Form.Item
          name="password"
          label={t('account.field.newPassword')}
          rules={[rules.required('passwordRequired'), rules.schema(passwordSchema)]}
        >
          <Input.Password placeholder={t('account.field.passwordPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="passwordConfirm"
          label={t('account.field.passwordConfirm')}
          required
          dependencies={['password']}
          rules={[rules.sameAs('password')]}
          style={{ marginBottom: 0 }}
        >
          <Input.Password
            placeholder={t('account.field.passwordConfirmPlaceholder')}
            autoComplete="new-password"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
