import '../messages';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PublicCard, PublicFrame } from '../../../kit/public-frame';
import { handOver } from './auth-redirect';

/**
 * /auth-redirect: hands the sign-in answer over (auth-redirect.ts). What shows is a spinner while it
 * does, and a note only when the answer went back to the opening window and this one could not close.
 */
export function AuthRedirectPage() {
  const { t } = useTranslation();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const [handedToOpener, setHandedToOpener] = useState(false);
  useEffect(() => {
    const here = handOver(search, hash);
    if (here) void navigate(here, { replace: true });
    else setHandedToOpener(true);
  }, [search, hash, navigate]);
  return (
    <PublicFrame>
      <PublicCard style={{ width: 'min(440px, 100%)' }}>
        {handedToOpener ? (
          <Result
            status="success"
            title={t('authRedirect.title')}
            subTitle={t('authRedirect.description')}
            extra={
              <Link to="/login">
                <Button type="primary">{t('authRedirect.login')}</Button>
              </Link>
            }
          />
        ) : (
          <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />
        )}
      </PublicCard>
    </PublicFrame>
  );
}
