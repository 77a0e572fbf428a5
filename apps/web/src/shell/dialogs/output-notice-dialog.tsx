import { CalendarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { OUTPUT_NOTICE_DEFAULTS, OUTPUT_NOTICE_WINDOW } from '@zhuji/shared';
import { Button, Flex, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { dialogKeys, fetchOutputParams, markOutputNoticeRead } from './dialogs.api';
import { STARTUP_DIALOG_Z_INDEX } from './stacking';

/** Projects whose notice was closed during this page's life (the server remembers it for the month). */
const useClosedNotices = create<{ closed: Record<number, true> }>(() => ({ closed: {} }));

/** Whether the project's notice was closed during this page's life. */
export const useOutputNoticeClosed = (projectId: number | undefined) =>
  useClosedNotices((state) => projectId !== undefined && Boolean(state.closed[projectId]));

/**
 * The output notice (docs/product.md §4, §2.6): report last month's output between the 5th and the 28th; a
 * completed or stopped project need not. Closing it marks it read on the server; a failed save is
 * shown by the request layer and the dialog still closes (it comes back at the next login).
 */
export function OutputNoticeDialog({ projectId, projectName }: { projectId: number; projectName: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const closed = useOutputNoticeClosed(projectId);
  const [saving, setSaving] = useState(false);
  const params = useQuery({
    queryKey: dialogKeys.outputParams(projectId),
    queryFn: () => fetchOutputParams(projectId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { firstHalfStartDate, firstHalfEndDate } = params.data ?? OUTPUT_NOTICE_DEFAULTS;

  const close = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await markOutputNoticeRead(projectId);
    } catch {
      // Already shown as a message by the request layer.
    } finally {
      setSaving(false);
      useClosedNotices.setState((state) => ({ closed: { ...state.closed, [projectId]: true } }));
    }
  };

  return (
    <Modal
      zIndex={STARTUP_DIALOG_Z_INDEX}
      open={!closed}
      centered
      destroyOnHidden
      width={500}
      rootClassName="zj-output-notice"
      mask={{ closable: false }}
      keyboard={false}
      onCancel={() => void close()}
      title={
        <Flex align="center" gap={8}>
          <CalendarOutlined style={{ color: token.colorPrimary, fontSize: 18 }} />
          {t('dialogs.output.title')}
        </Flex>
      }
      footer={
        <Button type="primary" loading={saving} onClick={() => void close()}>
          {t('dialogs.output.close')}
        </Button>
      }
    >
      <Flex vertical gap={10} style={{ paddingBlock: 4 }}>
        <Typography.Text type="secondary">
          {t('dialogs.output.project', { name: projectName })}
        </Typography.Text>
        <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
          {t('dialogs.output.text', { from: OUTPUT_NOTICE_WINDOW.FROM_DAY, to: OUTPUT_NOTICE_WINDOW.TO_DAY })}
        </Typography.Text>
        <Typography.Text>{t('dialogs.output.stopped')}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {t('dialogs.output.params', { start: firstHalfStartDate, end: firstHalfEndDate })}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
