import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Flex, Modal, Typography, theme } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { STARTUP_DIALOG_Z_INDEX } from './stacking';
import { acknowledgeSpecimenReminder, specimenReminderClosed, useStartupFlowStore } from './use-startup-flow';

/**
 * The pile association reminder (docs/product.md §8): N groups of test blocks are not linked to piles, the two
 * likely reasons, and what to do. Only 'Got it' closes it, which turns the project's reminder flag off.
 */
export function SpecimenReminderDialog() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const specimen = useStartupFlowStore((state) => state.specimen);
  return (
    <Modal
      zIndex={STARTUP_DIALOG_Z_INDEX}
      open={Boolean(specimen?.open)}
      afterClose={specimenReminderClosed}
      centered
      destroyOnHidden
      width={480}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      rootClassName="zj-specimen-reminder"
      title={
        <Flex align="center" gap={8}>
          <ExclamationCircleFilled style={{ color: token.colorWarning, fontSize: 20 }} />
          {t('dialogs.specimen.title')}
        </Flex>
      }
      footer={
        <Button type="primary" onClick={acknowledgeSpecimenReminder}>
          {t('dialogs.gotIt')}
        </Button>
      }
    >
      <Flex vertical gap={8} style={{ paddingBlock: 4 }}>
        <Typography.Text>
          <Trans
            i18nKey="dialogs.specimen.summary"
            values={{ count: specimen?.count ?? 0 }}
            components={{
              strong: <Typography.Text strong type="danger" style={{ fontSize: token.fontSizeLG }} />,
            }}
          />
        </Typography.Text>
        <ol style={{ margin: 0, paddingInlineStart: 22, color: token.colorTextSecondary }}>
          <li>{t('dialogs.specimen.reasonNotRegistered')}</li>
          <li>{t('dialogs.specimen.reasonMismatch')}</li>
        </ol>
        <Typography.Text>{t('dialogs.specimen.action')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
