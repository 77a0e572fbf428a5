import { BuildOutlined, LogoutOutlined } from '@ant-design/icons';
import { LOGIN_ROUTE } from '@zhuji/shared';
import { Button, Card, Flex, Result, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../session/logout';
import { currentBranding } from '../../shell/branding';

const branding = currentBranding();

/** Landing placeholder until the layout shell and the server menu arrive. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();

  const leave = async () => {
    await logout();
    navigate(LOGIN_ROUTE, { replace: true });
  };

  return (
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '0 24px', height: 56, background: token.colorPrimary, color: token.colorWhite }}
      >
        <strong>{t('app.name.workbench')}</strong>
        <Button type="text" icon={<LogoutOutlined />} style={{ color: token.colorWhite }} onClick={leave}>
          {t('home.logout')}
        </Button>
      </Flex>
      <Flex flex={1} align="center" justify="center" style={{ padding: 24 }}>
        <Card style={{ maxWidth: 640, width: '100%' }}>
          <Result
            icon={<BuildOutlined style={{ color: token.colorPrimary }} />}
            title={t('home.welcome', { platform: t(branding.platformNameKey) })}
            subTitle={t('home.description')}
          />
        </Card>
      </Flex>
    </Flex>
  );
}
