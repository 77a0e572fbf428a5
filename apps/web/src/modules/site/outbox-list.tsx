import { Alert, Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutboxRecord } from './outbox/outbox-db';
import { TARGET } from './site-ui';

// The records on the phone with their state (docs/domains/site.md#offline-outbox): 仅本机 / 同步中 / 已同步 /
// 需处理 with the server's message, what to write on the test blocks, and for a refused record the way out.

const STATE_COLOR = { local: 'orange', sending: 'blue', synced: 'green', failed: 'red' } as const;

export function OutboxList(props: {
  records: OutboxRecord[];
  onEdit?: (r: OutboxRecord) => void;
  onDiscard: (r: OutboxRecord) => void;
}) {
  const { t } = useTranslation();
  if (props.records.length === 0)
    return <Typography.Text type="secondary">{t('site.noRecords')}</Typography.Text>;
  return (
    <>
      {props.records.map((r) => (
        <Card
          key={r.clientId}
          size="small"
          data-testid="site-record"
          data-state={r.state}
          data-kind={r.kind}
          data-title={r.title}
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <Tag color={STATE_COLOR[r.state]}>{t(`site.state.${r.state}`)}</Tag>
              <span>{t(`site.kind.${r.kind}`)}</span>
              <strong style={{ overflowWrap: 'anywhere' }}>{r.title}</strong>
            </Space>
            {r.serverNote ? (
              <Typography.Text data-testid="site-record-note" style={{ overflowWrap: 'anywhere' }}>
                {t('site.sampling.serverNumbers', { numbers: r.serverNote })}
              </Typography.Text>
            ) : (
              r.labels &&
              r.labels.length > 0 && (
                <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                  {t('site.sampling.labels')}：{r.labels.join('、')}
                </Typography.Text>
              )
            )}
            {r.message && <Alert type="error" title={r.message} data-testid="site-record-message" />}
            {r.state === 'failed' && (
              <Space wrap>
                {props.onEdit && r.kind === 'pile' && (
                  <Button style={TARGET} onClick={() => props.onEdit?.(r)}>
                    {t('site.edit')}
                  </Button>
                )}
                <Popconfirm
                  title={t('site.discardConfirm')}
                  okText={t('site.discard')}
                  cancelText={t('site.keep')}
                  okButtonProps={{ danger: true, size: 'large' }}
                  cancelButtonProps={{ size: 'large' }}
                  onConfirm={() => props.onDiscard(r)}
                >
                  <Button danger style={TARGET}>
                    {t('site.discard')}
                  </Button>
                </Popconfirm>
              </Space>
            )}
          </Space>
        </Card>
      ))}
    </>
  );
}
