import { WarningFilled } from '@ant-design/icons';
import { Button, Flex, Modal, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../session/logout';
import { checkTokenIntegrity, forgetCopyIfLoggedOut, forgetTokenCopy } from './token-integrity';

/** How often the cookie is compared while the page is open (another tab may log in at any time). */
const CHECK_INTERVAL_MS = 1000;

/**
 * Watches the token cookie against this tab's copy: at mount, every second, and when the tab comes
 * back into view. Once a mismatch is seen it stays reported until the user logs in again.
 */
export function useTokenIntegrity(): boolean {
  const [atRisk, setAtRisk] = useState(() => checkTokenIntegrity());
  useEffect(() => {
    if (atRisk) return;
    const check = () => {
      if (checkTokenIntegrity()) setAtRisk(true);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = window.setInterval(check, CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [atRisk]);
  useEffect(() => {
    // Logging out reloads the page (or leaves the layout) without a token: the next login is not a risk.
    const onLeave = () => forgetCopyIfLoggedOut();
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      onLeave();
    };
  }, []);
  return atRisk;
}

/** docs/product.md §8: 'current account login state is at risk', one button: log in again (forced logout, reload). */
export function TokenRiskDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [leaving, setLeaving] = useState(false);
  const relogin = async () => {
    setLeaving(true);
    await logout();
    forgetTokenCopy();
    window.location.reload();
  };
  return (
    <Modal
      open={open}
      centered
      width={420}
      zIndex={3000}
      rootClassName="zj-token-risk"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={
        <Flex align="center" gap={8}>
          <WarningFilled style={{ color: token.colorError, fontSize: 20 }} />
          {t('dialogs.token.title')}
        </Flex>
      }
      footer={
        <Button type="primary" danger loading={leaving} onClick={() => void relogin()}>
          {t('dialogs.token.relogin')}
        </Button>
      }
    >
      <Typography.Paragraph style={{ margin: '4px 0' }}>{t('dialogs.token.text')}</Typography.Paragraph>
    </Modal>
  );
}
