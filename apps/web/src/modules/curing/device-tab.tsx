import { useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  CURING_DEVICE_KEY_HEADER,
  CURING_INGEST_MAX_READINGS,
  CURING_INGEST_PER_MINUTE,
  type CuringRoomItem,
  callUrl,
  curingCalls,
  fillPath,
} from '@zhuji/shared';
import { Alert, App, Button, Descriptions, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../kit/use-submit';
import { curingApi, curingKeys } from './curing.api';

/** How a device posts (address from the route catalogue), the current key, and issuing or revoking it. */
export function DeviceTab({ room }: { room: CuringRoomItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [issued, setIssued] = useState<string>();
  const refresh = () => client.invalidateQueries({ queryKey: curingKeys.room(room.id) });
  const { submit: issue, submitting: issuing } = useSubmit(async () => {
    const { key } = await curingApi.issueKey(room.id);
    setIssued(key);
    await refresh();
  });
  const { submit: revoke, submitting: revoking } = useSubmit(async () => {
    await curingApi.revokeKey(room.id);
    message.success(t('curing.device.revoked'));
    await refresh();
  });
  const endpoint = `${window.location.origin}${fillPath(callUrl(curingCalls.ingest), { roomId: room.id })}`;
  const example = JSON.stringify(
    {
      readings: [
        {
          at: new Date(0).toISOString().replace('1970-01-01', '2026-12-01'),
          temperature: 20.3,
          humidity: 96.8,
        },
      ],
    },
    null,
    2,
  );
  return (
    <>
      <Typography.Paragraph>{t('curing.device.intro')}</Typography.Paragraph>
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
        <Descriptions.Item label={t('curing.device.current')}>
          {room.deviceKeyHint ? (
            <Space wrap>
              <Typography.Text code>{`${room.deviceKeyHint}…`}</Typography.Text>
              {room.deviceKeyCreatedAt && (
                <Typography.Text type="secondary">
                  {t('curing.device.issuedAt', { time: businessDateTimeOf(room.deviceKeyCreatedAt) })}
                </Typography.Text>
              )}
            </Space>
          ) : (
            <Typography.Text type="warning">{t('curing.device.none')}</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('curing.device.endpoint')}>
          <Typography.Text
            code
            copyable
            style={{ wordBreak: 'break-all' }}
          >{`POST ${endpoint}`}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('curing.device.header')}>
          <Typography.Text code>{`${CURING_DEVICE_KEY_HEADER}: <key>`}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('curing.device.body')}>
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{example}</pre>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('curing.device.limits', { perMinute: CURING_INGEST_PER_MINUTE, max: CURING_INGEST_MAX_READINGS })}
      </Typography.Paragraph>
      <Space wrap>
        {room.deviceKeyHint ? (
          <>
            <Popconfirm
              title={t('curing.device.reissue')}
              description={t('curing.device.reissueConfirm')}
              onConfirm={() => issue(undefined)}
            >
              <Button loading={issuing} data-testid="curing-key-issue">
                {t('curing.device.reissue')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('curing.device.revoke')}
              description={t('curing.device.revokeConfirm')}
              onConfirm={() => revoke(undefined)}
            >
              <Button danger loading={revoking}>
                {t('curing.device.revoke')}
              </Button>
            </Popconfirm>
          </>
        ) : (
          <Button
            type="primary"
            loading={issuing}
            onClick={() => issue(undefined)}
            data-testid="curing-key-issue"
          >
            {t('curing.device.issue')}
          </Button>
        )}
      </Space>
      {issued && (
        <Modal open title={t('curing.device.newKey')} onCancel={() => setIssued(undefined)} footer={null}>
          <Alert
            type="warning"
            showIcon
            message={t('curing.device.newKeyNote')}
            style={{ marginBottom: 12 }}
          />
          <Typography.Paragraph
            code
            copyable={{ text: issued }}
            data-testid="curing-new-key"
            style={{ wordBreak: 'break-all' }}
          >
            {issued}
          </Typography.Paragraph>
        </Modal>
      )}
    </>
  );
}
