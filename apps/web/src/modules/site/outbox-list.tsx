import { Alert, Button, Space, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxRecord } from './outbox/outbox-db';
import { CARD, SECONDARY, TARGET } from './site-ui';

// Only a refused record offers 放弃, behind a confirmation: its code (antd's Popconfirm, with the tooltip
// and popover under it) loads when such a record is shown, not with the home (docs/domains/site.md#load-time).
const DiscardButton = lazy(async () => ({ default: (await import('./discard-button')).DiscardButton }));

// The records on the phone with their state (docs/domains/site.md#offline-outbox): 仅本机 / 同步中 / 已同步 /
// 需处理 with the server's message, what to write on the test blocks, and for a refused record the way out.

const STATE_COLOR = { local: 'orange', sending: 'blue', synced: 'green', failed: 'red' } as const;

export function OutboxList(props: {
  records: OutboxRecord[];
  onEdit?: (r: OutboxRecord) => void;
  onDiscard: (r: OutboxRecord) => void;
}) {
  const { t } = useTranslation();
  if (props.records.length === 0) return <span style={SECONDARY}>{t('site.noRecords')}</span>;
  return (
    <>
      {props.records.map((r) => (
        <div
          key={r.clientId}
          style={CARD}
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
              <span data-testid="site-record-note" style={{ overflowWrap: 'anywhere' }}>
                {t('site.sampling.serverNumbers', { numbers: r.serverNote })}
              </span>
            ) : (
              r.labels &&
              r.labels.length > 0 && (
                <span style={{ ...SECONDARY, overflowWrap: 'anywhere' }}>
                  {t('site.sampling.labels')}：{r.labels.join('、')}
                </span>
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
                <Suspense>
                  <DiscardButton onConfirm={() => props.onDiscard(r)} />
                </Suspense>
              </Space>
            )}
          </Space>
        </div>
      ))}
    </>
  );
}
