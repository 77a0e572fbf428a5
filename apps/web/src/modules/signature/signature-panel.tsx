import type { SignedRecord, SignedRecordType, SigningParty } from '@zhuji/shared';
import { businessDateTimeOf } from '@zhuji/shared';
import './messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Image,
  Modal,
  Skeleton,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { useStoredImage } from '../../kit/photo-upload';
import { signatureApi } from './signature.api';

type Version = SignedRecord['versions'][number];
type Signature = Version['signatures'][number];

/** The drawn signature image (stored; read with the session like any project file). */
function DrawnSignature({ id }: { id: string | null }) {
  const src = useStoredImage(id ? `?id=${id}` : null);
  if (!id) return null;
  return (
    <Image src={src} height={48} preview={false} style={{ background: '#fff', border: '1px solid #eee' }} />
  );
}

/**
 * The pad: a canvas sized to its box in device pixels (signature_pad draws smooth strokes), cleared on
 * demand; the PNG data URL goes to the sign call. The modal itself is the confirmation.
 */
function SignPadDialog({
  open,
  title,
  busy,
  onCancel,
  onSign,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onSign: (png: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const pad = useRef<SignaturePad | null>(null);
  // A callback ref, not an effect on `open`: the modal mounts its body after the render that opens it,
  // so an effect (or its next frame) could find no canvas yet and leave the pad dead. The pad is made
  // when the canvas itself mounts, sized on the next frame once laid out, and dropped when it unmounts.
  const attach = useCallback((c: HTMLCanvasElement | null) => {
    if (!c) return;
    const frame = requestAnimationFrame(() => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      c.width = c.offsetWidth * ratio;
      c.height = c.offsetHeight * ratio;
      c.getContext('2d')?.scale(ratio, ratio);
      pad.current = new SignaturePad(c, { backgroundColor: 'rgb(255,255,255)', penColor: '#1f1f1f' });
      // The pad takes strokes from now on: what a script (a browser story) waits for before drawing.
      c.dataset.state = 'ready';
    });
    return () => {
      cancelAnimationFrame(frame);
      pad.current?.off();
      pad.current = null;
    };
  }, []);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="clear" onClick={() => pad.current?.clear()}>
          {t('signature.clear')}
        </Button>,
        <Button key="cancel" onClick={onCancel}>
          {t('signature.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={busy}
          data-testid="signature-confirm"
          onClick={() => {
            if (!pad.current || pad.current.isEmpty()) {
              message.warning(t('signature.empty'));
              return;
            }
            onSign(pad.current.toDataURL('image/png'));
          }}
        >
          {t('signature.confirm')}
        </Button>,
      ]}
    >
      <Typography.Text type="secondary">{t('signature.padHint')}</Typography.Text>
      <canvas
        ref={attach}
        data-testid="signature-pad"
        style={{
          width: '100%',
          height: 180,
          border: '1px dashed #bbb',
          borderRadius: 6,
          touchAction: 'none',
          marginTop: 8,
        }}
      />
    </Modal>
  );
}

function SignatureLine({ s }: { s: Signature }) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} align="center" wrap data-testid="signature-line">
      <Tag color="blue">{t(`signature.party.${s.party}`)}</Tag>
      <span>
        {s.companyName} {s.signerName}
      </span>
      <Typography.Text type="secondary">{businessDateTimeOf(s.signedAt)}</Typography.Text>
      <Tag color={s.verified ? 'success' : 'error'}>
        {s.verified ? t('signature.verified') : t('signature.invalid')}
      </Tag>
      <DrawnSignature id={s.imageFileId} />
    </Flex>
  );
}

/** A signed record's versions (newest first), every signature verified, and the caller's turn to sign. */
export function SignaturePanel({ type, id }: { type: SignedRecordType; id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const key = ['signature', type, id];
  const q = useQuery({ queryKey: key, queryFn: () => signatureApi.record(type, id) });
  const sign = useMutation({
    mutationFn: (image: string) =>
      signatureApi.sign({ type, id, version: q.data?.versions.at(-1)?.version ?? 1, image }),
    onSuccess: (data) => {
      qc.setQueryData(key, data);
      setOpen(false);
      message.success(t('signature.signed'));
    },
  });
  if (q.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (q.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('signature.loadFailed')}
        action={<Button onClick={() => q.refetch()}>{t('signature.retry')}</Button>}
      />
    );
  const r = q.data;
  const latest = r.versions.at(-1);
  const party = (p: SigningParty) => t(`signature.party.${p}`);
  return (
    <Card
      size="small"
      title={t('signature.title')}
      data-testid="signature-panel"
      extra={
        r.canSign && latest ? (
          <Button type="primary" size="small" data-testid="signature-sign" onClick={() => setOpen(true)}>
            {t('signature.sign')}
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('signature.order', { order: r.order.map(party).join(' → ') })}
        </Typography.Text>
        {latest && (
          <Alert
            type={r.intact ? 'success' : 'error'}
            showIcon
            data-testid={r.intact ? 'signature-intact' : 'signature-altered'}
            title={r.intact ? t('signature.intact') : t('signature.altered')}
            description={r.alterations.length ? r.alterations.map((a) => a.message).join('；') : undefined}
          />
        )}
        {r.versions.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('signature.none')} />
        ) : (
          <Timeline
            items={[...r.versions].reverse().map((v) => ({
              key: v.version,
              color: v.complete ? 'green' : 'blue',
              content: (
                <Space direction="vertical" size={6} style={{ width: '100%' }}>
                  <Typography.Text strong>
                    {t('signature.version', { v: v.version })} ·{' '}
                    {v.version > 1
                      ? t('signature.amendment', { reason: v.reason })
                      : v.createdByName
                        ? t('signature.firstVersion')
                        : t('signature.migrated')}
                  </Typography.Text>
                  {v.signatures.map((s) => (
                    <SignatureLine key={s.step} s={s} />
                  ))}
                  <Tag color={v.complete ? 'success' : 'processing'}>
                    {v.complete
                      ? t('signature.complete')
                      : t('signature.waiting', { party: party(r.order[v.signatures.length] ?? r.order[0]!) })}
                  </Tag>
                </Space>
              ),
            }))}
          />
        )}
      </Flex>
      <SignPadDialog
        open={open}
        busy={sign.isPending}
        title={t('signature.signAs', { v: latest?.version ?? 1, party: r.turn ? party(r.turn) : '' })}
        onCancel={() => setOpen(false)}
        onSign={(png) => sign.mutate(png)}
      />
    </Card>
  );
}
