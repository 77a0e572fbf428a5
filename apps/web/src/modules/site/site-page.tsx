import './messages';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readToken } from '../../session/token';
import type { OutboxRecord } from './outbox/outbox-db';
import { OutboxList } from './outbox-list';
import { keptWork, loadWork, type PileGridItem, type Work } from './site-data';
import { askBackgroundSync, onSyncRequest } from './site-sync';
import { SiteTheme } from './site-theme';
import {
  SECONDARY,
  SectionTitle,
  Shell,
  SiteAlert,
  SiteButton,
  SiteButtonLink,
  SiteTag,
  useOnline,
} from './site-ui';

// The site app's home (docs/domains/site.md): what waits on the phone, the current project's open
// rectification notices and piles still to build, and the forms of the records made at the rig. Each form
// has its own address (#pile-12, #sampling, #receipt, #reply-7) so the phone's back button leaves it.
//
// The home's first load is React, i18next and this page in plain elements (docs/domains/site.md#load-time): the
// outbox (Dexie) follows as a chunk of its own, the typed client when something is to be sent, antd with the
// first form or refused record shown.

/** The outbox's chunk (site-outbox.ts), loaded once, after the home's first paint. */
const outbox = () => import('./site-outbox');

/** The pile module's messages, which the forms show, join i18next before a form renders. */
const withPileMessages = async <T,>(form: Promise<T>): Promise<T> => {
  const [m] = await Promise.all([form, import('../pile').then((p) => p.loadPileMessages())]);
  return m;
};
// Each form is a chunk of its own, fetched when opened (or from the worker's cache offline): the home's first
// load carries none of them (docs/domains/site.md#load-time).
const PileForm = lazy(async () => ({ default: (await withPileMessages(import('./pile-form'))).PileForm }));
const SamplingForm = lazy(async () => ({
  default: (await withPileMessages(import('./sampling-form'))).SamplingForm,
}));
const ReceiptForm = lazy(async () => ({
  default: (await withPileMessages(import('./receipt-form'))).ReceiptForm,
}));
const ReplyForm = lazy(async () => ({ default: (await withPileMessages(import('./reply-form'))).ReplyForm }));

/** A form in the site's frame and antd's theme; the frame shows at once, the form once its chunk is there. */
const FormShell = ({ children }: { children: ReactNode }) => (
  <Shell>
    <SiteTheme>
      <Suspense>{children}</Suspense>
    </SiteTheme>
  </Shell>
);

/** A list button: its subject first, read from the left. */
const ITEM_BUTTON = { justifyContent: 'flex-start', textAlign: 'left' } as const;
/** The pile search, a plain input in antd's large look (docs/domains/site.md#load-time). */
const SEARCH = {
  height: 48,
  width: '100%',
  boxSizing: 'border-box',
  padding: '0 11px',
  fontSize: 16,
  border: '1px solid #d9d9d9',
  borderRadius: 8,
} as const;
/** Piles shown at once: the search box finds the others. */
const SHOWN = 12;

type View =
  | { form: 'home' }
  | { form: 'pile'; id: number; record?: OutboxRecord }
  | { form: 'sampling' }
  | { form: 'receipt' }
  | { form: 'reply'; id: number };

function viewOf(hash: string): View {
  const m = /^#(pile|reply)-(\d+)$/.exec(hash);
  if (m) return { form: m[1] as 'pile' | 'reply', id: Number(m[2]) };
  if (hash === '#sampling' || hash === '#receipt') return { form: hash.slice(1) as 'sampling' | 'receipt' };
  return { form: 'home' };
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
  const [view, setView] = useState<View>(() => viewOf(window.location.hash));
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const state = await (await outbox()).readOutbox();
    setRecords(state.records);
    setWaiting(state.waiting);
  }, []);
  const send = useCallback(async () => {
    setBusy(true);
    try {
      const sent = await (await outbox()).sendOutbox(() => void refresh());
      // A recorded pile leaves today's list, an answered notice the open ones.
      if (sent.synced > 0) setWork(await loadWork());
    } finally {
      setBusy(false);
      await refresh();
    }
  }, [refresh]);

  useEffect(() => {
    const follow = () => setView(viewOf(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    void refresh();
    // What the phone kept shows as soon as the outbox is read, unless the server's answer came first.
    void keptWork().then((kept) => {
      if (kept) setWork((current) => (current === undefined ? kept : current));
    });
    // The service worker's background sync asks the open page to send (site-sync.ts).
    return onSyncRequest(send);
  }, [refresh, send]);
  // At start and whenever the network comes or goes: the work from the server, or from the phone's copy;
  // with signal, what waits is sent. Once each, not once per effect: on slow 4G every call costs a round trip.
  useEffect(() => {
    void loadWork().then(setWork);
    if (online) void send();
  }, [online, send]);

  if (!readToken())
    return (
      <Shell>
        <SiteButtonLink href="/login?redirect=/site">{t('site.login')}</SiteButtonLink>
      </Shell>
    );

  const go = (hash: string) => {
    window.location.hash = hash;
  };
  const done = async (saved: boolean) => {
    window.history.replaceState(null, '', '/site');
    setView({ form: 'home' });
    await refresh();
    if (!saved) return;
    if (navigator.onLine) await send();
    else void askBackgroundSync();
  };
  const group = (p: PileGridItem) => work?.groups.find((g) => g.id === p.groupId);

  if (work && view.form !== 'home') {
    if (view.form === 'sampling')
      return (
        <FormShell>
          <SamplingForm work={work} onDone={done} />
        </FormShell>
      );
    if (view.form === 'receipt')
      return (
        <FormShell>
          <ReceiptForm work={work} onDone={done} />
        </FormShell>
      );
    if (view.form === 'reply') {
      const notice = work.rectifications.find((r) => r.id === view.id);
      if (notice)
        return (
          <FormShell>
            <ReplyForm work={work} notice={notice} onDone={done} />
          </FormShell>
        );
    }
    if (view.form === 'pile') {
      const pile = work.piles.find((p) => p.id === view.id);
      const g = pile && group(pile);
      if (pile && g)
        return (
          <FormShell>
            <PileForm pile={pile} group={g} projectId={work.project.id} record={view.record} onDone={done} />
          </FormShell>
        );
    }
  }

  const replied = new Set(records.filter((r) => r.kind === 'reply').map((r) => r.body.id));
  return (
    <Shell ready={work !== undefined} busy={busy}>
      {update && (
        <SiteAlert
          type="info"
          title={t('site.update')}
          action={<SiteButton onClick={() => void update()}>{t('site.updateNow')}</SiteButton>}
        />
      )}
      <div
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <SiteTag color={online ? 'green' : 'orange'} data-testid="site-online">
          {online ? t('site.online') : t('site.offline')}
        </SiteTag>
        {/* antd's Badge: the count over the button's corner, none at 0. */}
        <span className="site-badge" data-testid="site-waiting" data-count={waiting}>
          <SiteButton disabled={!online || busy} onClick={() => void send()}>
            {t('site.sendNow')}
          </SiteButton>
          {waiting > 0 && <sup className="site-badge-count">{waiting}</sup>}
        </span>
      </div>
      {work === null && <SiteAlert type="warning" title={t('site.noProject')} />}
      {work && (
        <>
          <span style={SECONDARY}>{t('site.project', { name: work.project.name })}</span>
          {/* antd's Space.Compact: the two buttons joined. */}
          <div className="site-compact">
            <SiteButton block onClick={() => go('sampling')} data-testid="site-open-sampling">
              {t('site.kind.sampling')}
            </SiteButton>
            <SiteButton block onClick={() => go('receipt')} data-testid="site-open-receipt">
              {t('site.kind.receipt')}
            </SiteButton>
          </div>
        </>
      )}
      <SectionTitle>{t('site.records')}</SectionTitle>
      <OutboxList
        records={records}
        onEdit={(r) => setView({ form: 'pile', id: Number(r.body.id), record: r })}
        onDiscard={(r) => void outbox().then((o) => o.discardRecord(r.clientId).then(refresh))}
      />
      {work && work.rectifications.length > 0 && (
        <>
          <SectionTitle>{t('site.reply.open')}</SectionTitle>
          {work.rectifications.map((r) => (
            <SiteButton
              key={r.id}
              block
              style={ITEM_BUTTON}
              data-testid="site-notice"
              disabled={replied.has(r.id)}
              onClick={() => go(`reply-${r.id}`)}
            >
              <SiteTag color={r.overdue ? 'red' : 'orange'}>{r.deadline.slice(5)}</SiteTag>
              <span style={{ overflowWrap: 'anywhere' }}>{r.title}</span>
            </SiteButton>
          ))}
        </>
      )}
      {work && (
        <>
          <SectionTitle>{t('site.today')}</SectionTitle>
          {work.piles.length === 0 && <span>{t('site.noPiles')}</span>}
          <input
            type="search"
            style={SEARCH}
            placeholder={t('site.search')}
            aria-label={t('site.search')}
            value={search}
            data-testid="site-search"
            onChange={(e) => setSearch(e.target.value.trim().toUpperCase())}
          />
          {work.piles
            .filter((p) => p.pileNo.toUpperCase().includes(search))
            .slice(0, SHOWN)
            .map((p) => (
              <SiteButton key={p.id} block style={ITEM_BUTTON} onClick={() => go(`pile-${p.id}`)}>
                <strong>{p.pileNo}</strong>&nbsp;{group(p)?.name}&nbsp;
                {p.status === 'inConstruction' && <SiteTag color="blue">{t('site.underWay')}</SiteTag>}
              </SiteButton>
            ))}
        </>
      )}
    </Shell>
  );
}
