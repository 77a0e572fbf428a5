import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxRecord } from './outbox/outbox-db';
import { SiteTheme } from './site-theme';
import { CARD, SECONDARY, SiteAlert, SiteButton, SiteTag } from './site-ui';

// Only a refused record offers 放弃, behind a confirmation: its code (antd's Popconfirm, with the tooltip
// and popover under it) loads when such a record is shown, not with the home (docs/domains/site.md#load-time).
const DiscardButton = lazy(async () => ({ default: (await import('./discard-button')).DiscardButton }));

// The records on the phone with their state (docs/domains/site.md#offline-outbox): 仅本机 / 同步中 / 已同步 /
// 需处理 with the server's message, what to write on the test blocks, and for a refused record the way out.

const STATE_COLOR = { local: 'orange', sending: 'blue', synced: 'green', failed: 'red' } as const;
const ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const;

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
          style={{ ...CARD, display: 'flex', flexDirection: 'column', gap: 8 }}
          data-testid="site-record"
          data-state={r.state}
          data-kind={r.kind}
          data-title={r.title}
        >
          <div style={ROW}>
            <SiteTag color={STATE_COLOR[r.state]}>{t(`site.state.${r.state}`)}</SiteTag>
            <span>{t(`site.kind.${r.kind}`)}</span>
            <strong style={{ overflowWrap: 'anywhere' }}>{r.title}</strong>
          </div>
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
          {r.message && <SiteAlert type="error" title={r.message} data-testid="site-record-message" />}
          {r.state === 'failed' && (
            <div style={ROW}>
              {props.onEdit && r.kind === 'pile' && (
                <SiteButton onClick={() => props.onEdit?.(r)}>{t('site.edit')}</SiteButton>
              )}
              <SiteTheme>
                <DiscardButton onConfirm={() => props.onDiscard(r)} />
              </SiteTheme>
            </div>
          )}
        </div>
      ))}
    </>
  );
}
