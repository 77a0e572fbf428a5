import './messages';
import {
  accountCalls,
  type CallData,
  fillingCoefficientOf,
  judgePileRecord,
  type PileGroupItem,
  type PileType,
  pileCalls,
} from '@zhuji/shared';
import { Alert, Badge, Button, Card, Checkbox, Input, Space, Tag, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readToken } from '../../session/token';
import { loadPileMessages, PILE_RECORD_SECTIONS } from '../pile';
import { correct, discard, type OutboxRecord, outboxDb, saveLocal, waitingCount } from './outbox/outbox-db';
import { sendPending } from './outbox/sender';
import { type TakenPhoto, takePhoto } from './photo';
import { quietCall, siteTransport } from './site-api';

// The site app's home (docs/domains/site.md): today's piles of the current project, the record form of a pile
// and what waits on the phone. Made for 375 px and one gloved hand: every target at least 48 px high, one
// column, nothing wider than the screen.

const TARGET = { minHeight: 48 } as const;
/** A pile's button: its number first, read from the left. */
const PILE_BUTTON = { ...TARGET, justifyContent: 'flex-start' } as const;
const FIELD = { height: 48 } as const;
type PileGridItem = CallData<typeof pileCalls.grid>['list'][number];

/** Piles shown at once: the search box finds the others. */
const SHOWN = 12;
const STATE_COLOR = { local: 'orange', sending: 'blue', synced: 'green', failed: 'red' } as const;
/** The pile steps that take photos (the server's PILE_PHOTO_STEPS). */
const PHOTO_STEP: Record<string, string> = { hole: 'holeAcceptance', cage: 'cage', pour: 'pour' };

interface Work {
  project: { id: number; name: string };
  piles: PileGridItem[];
  groups: PileGroupItem[];
  at: string;
}

/** Today's work from the server, kept on the phone for the next start without signal. */
async function loadWork(): Promise<Work | null> {
  const db = outboxDb();
  try {
    const info = await quietCall(accountCalls.userInfo, { query: { platformType: 1 } });
    const p = info.currentProject;
    if (!p) return null;
    const [grid, groups] = await Promise.all([
      quietCall(pileCalls.grid, { query: { proId: p.id } }),
      quietCall(pileCalls.groups, { query: { proId: p.id } }),
    ]);
    // The piles still to build, those under way first (docs/domains/site.md#the-site-home).
    const piles = [
      ...grid.list.filter((x) => x.status === 'inConstruction'),
      ...grid.list.filter((x) => x.status === 'notStarted'),
    ];
    const work: Work = { project: { id: p.id, name: p.name }, piles, groups, at: new Date().toISOString() };
    await db.cache.put({ key: 'work', value: work, at: work.at });
    return work;
  } catch {
    return ((await db.cache.get('work'))?.value as Work | undefined) ?? null;
  }
}

function useOnline() {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

function useUpdatePrompt() {
  const [ready, setReady] = useState(false);
  const [accept, setAccept] = useState<(() => Promise<void>) | undefined>();
  useEffect(() => {
    let off: (() => void) | undefined;
    void import('../../app/pwa').then((m) => {
      setAccept(() => m.acceptUpdate);
      off = m.onUpdateReady(setReady);
    });
    return () => off?.();
  }, []);
  return ready ? accept : undefined;
}

export function SitePage() {
  const { t } = useTranslation();
  const online = useOnline();
  const update = useUpdatePrompt();
  const [work, setWork] = useState<Work | null | undefined>();
  const [records, setRecords] = useState<OutboxRecord[]>([]);
  const [waiting, setWaiting] = useState(0);
  const [open, setOpen] = useState<{ pile: PileGridItem; record?: OutboxRecord } | undefined>();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const db = outboxDb();
    setRecords(await db.records.orderBy('createdAt').reverse().toArray());
    setWaiting(await waitingCount(db));
  }, []);
  const send = useCallback(async () => {
    setBusy(true);
    try {
      const sent = await sendPending(outboxDb(), siteTransport, () => void refresh());
      // A recorded pile leaves today's list.
      if (sent.synced > 0) setWork(await loadWork());
    } finally {
      setBusy(false);
      await refresh();
    }
  }, [refresh]);

  useEffect(() => {
    void loadPileMessages();
    void loadWork().then(setWork);
    void refresh().then(() => (navigator.onLine ? send() : undefined));
  }, [refresh, send]);
  useEffect(() => {
    if (!online) return;
    void send();
    void loadWork().then(setWork);
  }, [online, send]);

  if (!readToken())
    return (
      <Shell>
        <Button type="primary" block href="/login?redirect=/site" style={TARGET}>
          {t('site.login')}
        </Button>
      </Shell>
    );

  const group = (p: PileGridItem) => work?.groups.find((g) => g.id === p.groupId);
  if (open && work) {
    const g = group(open.pile);
    if (g)
      return (
        <Shell>
          <PileForm
            pile={open.pile}
            group={g}
            projectId={work.project.id}
            record={open.record}
            onDone={async (saved) => {
              setOpen(undefined);
              await refresh();
              if (saved && navigator.onLine) await send();
            }}
          />
        </Shell>
      );
  }

  return (
    <Shell ready={work !== undefined} busy={busy}>
      {update && (
        <Alert
          type="info"
          showIcon
          title={t('site.update')}
          action={
            <Button size="large" onClick={() => void update()}>
              {t('site.updateNow')}
            </Button>
          }
        />
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Tag color={online ? 'green' : 'orange'} data-testid="site-online">
          {online ? t('site.online') : t('site.offline')}
        </Tag>
        <Badge count={waiting} data-testid="site-waiting" data-count={waiting}>
          <Button style={TARGET} disabled={!online || busy} onClick={() => void send()}>
            {t('site.sendNow')}
          </Button>
        </Badge>
      </Space>
      <Typography.Title level={5}>{t('site.records')}</Typography.Title>
      {records.map((r) => (
        <Card
          key={r.clientId}
          size="small"
          data-testid="site-record"
          data-state={r.state}
          data-title={r.title}
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <Tag color={STATE_COLOR[r.state]}>{t(`site.state.${r.state}`)}</Tag>
              <span>{t(`site.kind.${r.kind}`)}</span>
              <strong>{r.title}</strong>
            </Space>
            {r.message && <Alert type="error" title={r.message} data-testid="site-record-message" />}
            {r.state === 'failed' && (
              <Space>
                <Button
                  style={TARGET}
                  onClick={() => {
                    const pile = work?.piles.find((p) => p.id === r.body.id);
                    if (pile) setOpen({ pile, record: r });
                  }}
                >
                  {t('site.edit')}
                </Button>
                <Button
                  danger
                  style={TARGET}
                  onClick={() => void discard(outboxDb(), r.clientId).then(refresh)}
                >
                  {t('site.discard')}
                </Button>
              </Space>
            )}
          </Space>
        </Card>
      ))}
      {work === null && <Alert type="warning" title={t('site.noProject')} />}
      {work && (
        <>
          <Typography.Text type="secondary">{t('site.project', { name: work.project.name })}</Typography.Text>
          <Typography.Title level={5}>{t('site.today')}</Typography.Title>
          {work.piles.length === 0 && <Typography.Text>{t('site.noPiles')}</Typography.Text>}
          <Input
            size="large"
            style={FIELD}
            placeholder={t('site.search')}
            value={search}
            data-testid="site-search"
            onChange={(e) => setSearch(e.target.value.trim().toUpperCase())}
          />
          {work.piles
            .filter((p) => p.pileNo.toUpperCase().includes(search))
            .slice(0, SHOWN)
            .map((p) => (
              <Button key={p.id} block style={PILE_BUTTON} onClick={() => setOpen({ pile: p })}>
                <strong>{p.pileNo}</strong>&nbsp;{group(p)?.name}&nbsp;
                {p.status === 'inConstruction' && <Tag color="blue">{t('site.underWay')}</Tag>}
              </Button>
            ))}
        </>
      )}
    </Shell>
  );
}

function Shell({
  children,
  ready = true,
  busy = false,
}: {
  children: ReactNode;
  ready?: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <main
      data-testid="site-page"
      data-ready={ready}
      aria-busy={busy}
      style={{ maxWidth: 480, margin: '0 auto', padding: 12, overflowX: 'hidden', boxSizing: 'border-box' }}
    >
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('site.title')}
      </Typography.Title>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {children}
      </Space>
    </main>
  );
}

/** The construction record of one pile, step by step, judged as typed by the server's own rule. */
function PileForm(props: {
  pile: PileGridItem;
  group: PileGroupItem;
  projectId: number;
  record?: OutboxRecord;
  onDone: (saved: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { pile, group, record } = props;
  const type = group.pileType as PileType;
  const [values, setValues] = useState<Record<string, string>>(
    (record?.body.values as Record<string, string> | undefined) ?? {},
  );
  const [complete, setComplete] = useState(record ? Boolean(record.body.complete) : true);
  const [photos, setPhotos] = useState<(TakenPhoto & { step: string })[]>([]);
  const judged = judgePileRecord({ type, design: group, values });
  const fc = type === 'bored' ? fillingCoefficientOf(values, group) : undefined;

  const save = async () => {
    const body = { id: pile.id, values, complete };
    const db = outboxDb();
    if (record) await correct(db, record.clientId, body);
    else await saveLocal(db, { kind: 'pile', projectId: props.projectId, title: pile.pileNo, body }, photos);
    await props.onDone(true);
  };

  return (
    <form
      data-testid="site-pile-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('site.pile.record', { no: pile.pileNo })} · {group.name}
        </Typography.Title>
        {PILE_RECORD_SECTIONS[type].map((section) => (
          <Card
            key={section.key}
            size="small"
            title={t(`pile.record.sections.${section.key}` as 'pile.record.sections.hole')}
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              {section.fields.map((f) => (
                <div key={f}>
                  <label htmlFor={`site-${f}`}>
                    {t(`pile.field.${f}` as 'pile.field.slump', { defaultValue: f })}
                  </label>
                  <Input
                    id={`site-${f}`}
                    name={f}
                    size="large"
                    inputMode="decimal"
                    style={FIELD}
                    value={values[f] ?? ''}
                    status={judged.failed.some((k) => k.startsWith(f)) ? 'error' : undefined}
                    onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value.trim() }))}
                  />
                </div>
              ))}
              {PHOTO_STEP[section.key] && !record && (
                <PhotoInput
                  count={photos.filter((p) => p.step === PHOTO_STEP[section.key]).length}
                  onPhoto={(p) => setPhotos((all) => [...all, { ...p, step: PHOTO_STEP[section.key]! }])}
                />
              )}
            </Space>
          </Card>
        ))}
        <Card
          size="small"
          title={t('site.pile.judged')}
          data-testid="site-judgement"
          data-pass={judged.failed.length === 0}
        >
          {fc !== undefined && <div>{t('site.pile.fillingCoefficient', { value: fc.toFixed(2) })}</div>}
          {judged.failed.length === 0 ? (
            <Tag color="green">{t('site.pile.pass')}</Tag>
          ) : (
            judged.failed.map((k) => (
              <Tag key={k} color="red">
                {t(`pile.item.${k}` as 'pile.item.holeDepth', { defaultValue: k })} {t('site.pile.fail')}
              </Tag>
            ))
          )}
        </Card>
        <Checkbox checked={complete} onChange={(e) => setComplete(e.target.checked)} style={TARGET}>
          {t('site.pile.complete')}
        </Checkbox>
        <Button type="primary" htmlType="submit" block style={TARGET}>
          {t('site.pile.save')}
        </Button>
        <Button block style={TARGET} onClick={() => void props.onDone(false)}>
          {t('site.back')}
        </Button>
      </Space>
    </form>
  );
}

function PhotoInput({ count, onPhoto }: { count: number; onPhoto: (p: TakenPhoto) => void }) {
  const { t } = useTranslation();
  return (
    <label
      style={{
        ...TARGET,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        border: '1px dashed #bbb',
        padding: 8,
      }}
    >
      <input
        type="file"
        accept="image/*"
        capture="environment"
        data-testid="site-photo"
        style={{ width: 0, height: 0, opacity: 0 }}
        onChange={async (e) => {
          for (const file of Array.from(e.target.files ?? [])) onPhoto(await takePhoto(file));
          e.target.value = '';
        }}
      />
      {t('site.pile.addPhoto')} · {t('site.pile.photoCount', { count })}
    </label>
  );
}
