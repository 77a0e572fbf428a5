import { CustomerServiceOutlined, PhoneOutlined, QuestionOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Hotline } from '@zhuji/shared';
import { Flex, FloatButton, Popover, Typography, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userInfoQuery } from '../session/account';
import { useSessionStore } from '../session/session-store';
import { dialogKeys, fetchHotline } from './dialogs/dialogs.api';

const QR_SIZE = 140;

// The help guide brings the table component: loaded the first time it is opened.
const HelpDialog = lazy(async () => ({ default: (await import('./help-dialog')).HelpDialog }));

/** The current project's id: from the props, the session store, or the user-info query. */
function useProjectId(projectId: number | undefined): number | undefined {
  const storeUser = useSessionStore((state) => state.user);
  const known = projectId ?? storeUser?.currentProject?.id;
  const userInfo = useQuery({ ...userInfoQuery(), enabled: known === undefined && !storeUser });
  return known ?? userInfo.data?.currentProject?.id;
}

function HotlineCard({ contact }: { contact: Hotline['data'] | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (!contact) {
    return (
      <Typography.Text type="secondary" style={{ display: 'block', padding: 8 }}>
        {t('dialogs.hotline.unavailable')}
      </Typography.Text>
    );
  }
  return (
    <Flex vertical align="center" gap={6} style={{ width: QR_SIZE + 72, padding: '4px 0' }}>
      <img
        src={contact.qrCode}
        alt={t('dialogs.hotline.scan')}
        width={QR_SIZE}
        height={QR_SIZE}
        style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusSM }}
      />
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, textAlign: 'center' }}>
        {t('dialogs.hotline.scan')}
      </Typography.Text>
      <Typography.Text strong>{contact.name}</Typography.Text>
      <Typography.Text>
        <PhoneOutlined style={{ color: token.colorPrimary, marginInlineEnd: 4 }} />
        {t('dialogs.hotline.phone', { phone: contact.phone })}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, textAlign: 'center' }}>
        {t('dialogs.hotline.hours', { hours: contact.serviceHours })}
      </Typography.Text>
    </Flex>
  );
}

const FLOATING_Z_INDEX = 90;

/**
 * The floating customer-service and help buttons (docs/product.md §2.6, §7.10), bottom right. The hotline is
 * requested when the widget is created; its QR code shows while the pointer is over the icon. The
 * help button opens the help guide.
 */
export function HotlineWidget({ projectId }: { projectId?: number | undefined }) {
  const { t } = useTranslation();
  const id = useProjectId(projectId);
  // Requested when the widget is created (docs/product.md §7.10), so the card is ready on the first hover.
  const hotline = useQuery({
    queryKey: dialogKeys.hotline(id),
    queryFn: () => fetchHotline(id),
    staleTime: 10 * 60_000,
  });
  const [hovered, setHovered] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpRequested, setHelpRequested] = useState(false);
  return (
    <>
      {/* Below dialog and drawer masks (antd's popups start at 1000) but above the sticky header and tabs. */}
      <FloatButton.Group shape="circle" style={{ insetInlineEnd: 24, bottom: 72, zIndex: FLOATING_Z_INDEX }}>
        <FloatButton
          icon={<QuestionOutlined />}
          aria-label={t('dialogs.help.label')}
          tooltip={{ title: t('dialogs.help.label'), placement: 'left' }}
          data-testid="help-button"
          onClick={() => {
            setHelpRequested(true);
            setHelpOpen(true);
          }}
        />
        <Popover
          open={hovered}
          placement="leftBottom"
          title={t('dialogs.hotline.label')}
          content={<HotlineCard contact={hotline.data?.data} />}
          rootClassName="zj-hotline-card"
        >
          <FloatButton
            type="primary"
            icon={<CustomerServiceOutlined />}
            aria-label={t('dialogs.hotline.label')}
            data-testid="hotline-button"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setHovered(true)}
            onBlur={() => setHovered(false)}
          />
        </Popover>
      </FloatButton.Group>
      {helpRequested && (
        <Suspense fallback={null}>
          <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
