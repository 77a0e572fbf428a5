import { useQuery } from '@tanstack/react-query';
import { type CompanyStatusResult, isCreditCode } from '@zhuji/shared';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../api/request';

/**
 * The applicant's public lookup (/auth/comp/status), asked by the login page before any session. By path
 * rather than through companyCalls: the catalogue entry would bring the contract's schemas and zod into
 * the login page's first load (over its 300 kB budget).
 */
const registrationStatus = (creditCode: string) =>
  get<CompanyStatusResult>('comp/status', { creditCode }, { service: 'auth' });

// The credit code of the company registered from this browser, so the login page can say where the
// registration stands without asking for it again. Not a secret: anyone may look a credit code up.
const STORAGE_KEY = 'zhuji.registration.creditCode';

export function rememberRegistration(creditCode: string) {
  try {
    localStorage.setItem(STORAGE_KEY, creditCode);
  } catch {
    // Private mode or storage full: the applicant can still type the code on the login page.
  }
}

function rememberedRegistration(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** 待审核 / 已通过 / 已驳回 (with the platform's reason) of one registration, from /auth/comp/status. */
export function RegistrationStatus({ creditCode }: { creditCode: string }) {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: ['company', 'status', creditCode],
    queryFn: () => registrationStatus(creditCode),
    retry: false,
  });
  if (status.isPending) return <Alert type="info" title={t('login.status.loading')} />;
  if (status.isError) return null;
  const s = status.data;
  const rejected = s.status === 'disabled' && s.reason !== null;
  return (
    <Alert
      data-testid="registration-status"
      data-status={rejected ? 'rejected' : s.status}
      type={s.status === 'active' ? 'success' : rejected || s.status === 'disabled' ? 'error' : 'warning'}
      showIcon
      title={t('login.status.title', {
        name: s.name,
        status: t(`login.status.${rejected ? 'rejected' : s.status}`),
      })}
      description={
        rejected ? t('login.status.reason', { reason: s.reason }) : t(`login.status.${s.status}Hint`)
      }
    />
  );
}

/**
 * The login page's "where does my registration stand": the one registered from this browser at once,
 * any other by its credit code.
 */
export function RegistrationStatusLookup() {
  const { t } = useTranslation();
  const [creditCode, setCreditCode] = useState(rememberedRegistration);
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const lookUp = (value: string) => {
    const code = value.trim().toUpperCase();
    // The pure check, not the zod schema: zod would join the login page's first load.
    if (!isCreditCode(code)) {
      setError(t('login.status.badCode'));
      return;
    }
    setError(undefined);
    setCreditCode(code);
    setAsking(false);
  };
  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }}>
      {creditCode && <RegistrationStatus key={creditCode} creditCode={creditCode} />}
      {asking ? (
        <>
          <Input.Search
            autoFocus
            value={typed}
            maxLength={18}
            placeholder={t('login.status.placeholder')}
            enterButton={t('login.status.check')}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={lookUp}
            status={error ? 'error' : undefined}
            data-testid="registration-status-code"
          />
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
        </>
      ) : (
        <Button type="link" size="small" style={{ alignSelf: 'center' }} onClick={() => setAsking(true)}>
          {t('login.status.ask')}
        </Button>
      )}
    </Flex>
  );
}
