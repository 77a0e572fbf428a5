import { BuildOutlined } from '@ant-design/icons';
import { Flex, Grid, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentBranding } from '../shell/branding';
import { LanguageSwitch } from '../shell/language-switch';

const branding = currentBranding();

/**
 * The white panel of the public pages, styled as antd's Card. Not the Card itself: its support for tab
 * lists brings antd's Tabs (and with them the menu code) onto the login route's first load.
 */
export function PublicCard({
  padding,
  style,
  children,
}: {
  /** The body's padding; antd Card's default when not given. */
  padding?: CSSProperties['padding'];
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        boxSizing: 'border-box',
        padding: padding ?? token.paddingLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      {children}
    </div>
  );
}

/**
 * The frame of the pages reachable without a login (login, register, find password): the brand
 * gradient, the platform name with the language switch on top, the copyright below, and the page
 * centred in between.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const compact = !screens.md;
  const platform = t(branding.platformNameKey);

  return (
    <Flex
      vertical
      style={{
        minHeight: '100vh',
        background: `linear-gradient(135deg, ${token.colorPrimary} 0%, ${token.colorPrimaryActive} 100%)`,
      }}
    >
      <Flex
        justify="space-between"
        align="center"
        gap="small"
        style={{ padding: compact ? '12px 16px' : '16px 32px' }}
      >
        <Link to="/login" style={{ minWidth: 0 }}>
          <Flex align="center" gap="small" style={{ color: token.colorWhite }}>
            <BuildOutlined style={{ fontSize: compact ? 22 : 28 }} />
            <Typography.Text strong ellipsis style={{ color: token.colorWhite, fontSize: compact ? 16 : 18 }}>
              {platform}
            </Typography.Text>
          </Flex>
        </Link>
        <PublicCard padding={0} style={{ flexShrink: 0 }}>
          <LanguageSwitch />
        </PublicCard>
      </Flex>

      <Flex
        flex={1}
        align="center"
        justify="center"
        wrap
        gap={64}
        style={{ padding: compact ? '8px 12px 16px' : 24 }}
      >
        {children}
      </Flex>

      <Typography.Text style={{ textAlign: 'center', padding: 16, color: token.colorWhite, opacity: 0.75 }}>
        {t('login.copyright', { year: new Date().getFullYear(), platform })}
      </Typography.Text>
    </Flex>
  );
}

/** A titled card in the public frame; `width` is the desktop width, phones get the full width. */
export function PublicCardPage({
  title,
  description,
  width = 440,
  footer,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  width?: number;
  /** Under the card's content, e.g. a link back to the login page. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const compact = !screens.md;
  return (
    <PublicFrame>
      <PublicCard
        padding={compact ? 20 : 32}
        style={{ width, maxWidth: '100%', boxShadow: token.boxShadowSecondary }}
      >
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0, marginBottom: 8 }}>
          {title}
        </Typography.Title>
        {description && (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 24 }}>
            {description}
          </Typography.Paragraph>
        )}
        {!description && <div style={{ height: 16 }} />}
        {children}
        {footer && (
          <Flex justify="center" wrap gap="small" style={{ marginTop: 16 }}>
            {footer}
          </Flex>
        )}
      </PublicCard>
    </PublicFrame>
  );
}
