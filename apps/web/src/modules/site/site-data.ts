import { RESPONSE_CODE, type SiteHome } from '@zhuji/shared';
import type { BootAnswer } from './site-boot';

// What the site home and its forms need with no signal (docs/domains/site.md#reference-data): the server's one
// answer of GET /api/site/home (the piles still to build and their groups, the latest pours, the people, the
// open notices the caller must answer, the ready-mixed plan lines), kept in the outbox database's cache table
// and read back from there when the phone has no signal. The outbox database (Dexie) is imported when needed:
// the home shows the server's answer without it (docs/domains/site.md#load-time).

export type PileGridItem = SiteHome['piles'][number];
export type PourItem = SiteHome['pours'][number];
export type RectificationItem = SiteHome['rectifications'][number];
export type PlanOption = SiteHome['plans'][number];
export type Person = SiteHome['people'][number];

export interface Work extends Omit<SiteHome, 'project'> {
  project: NonNullable<SiteHome['project']>;
  at: string;
}

const db = async () => (await import('./outbox/outbox-db')).outboxDb();

/** The answer site-boot.ts asked for as the page started, once; a failed or refused one is asked again. */
async function bootAnswer(): Promise<SiteHome | undefined> {
  const asked = window.__zhujiSiteHome;
  window.__zhujiSiteHome = undefined;
  const answer: BootAnswer | undefined = await asked?.catch(() => undefined);
  const body = answer?.body as { code?: number; data?: SiteHome } | undefined;
  return answer?.status === 200 && body?.code === RESPONSE_CODE.OK ? body.data : undefined;
}

/** Today's work from the server, kept on the phone for the next start without signal. */
export async function loadWork(): Promise<Work | null> {
  // Without signal nothing is asked: the typed client's chunk would load for a request bound to fail.
  if (!navigator.onLine) return keptWork();
  try {
    // Anything but a plain early answer is asked again through the typed client (a chunk of its own), whose
    // request layer logs a lost session out.
    const home = (await bootAnswer()) ?? (await (await import('./site-api')).askHome());
    if (!home.project) return null;
    const work: Work = { ...home, project: home.project, at: new Date().toISOString() };
    // Kept once the outbox's code is there; the home shows the answer meanwhile.
    void db()
      .then((d) => d.cache.put({ key: 'work', value: work, at: work.at }))
      .catch(() => {});
    return work;
  } catch {
    return keptWork();
  }
}

/** The work as last fetched and kept on the phone, or null when nothing was kept yet. */
export async function keptWork(): Promise<Work | null> {
  const kept = (await (await db()).cache.get('work'))?.value as Partial<Work> | undefined;
  // A cache written by the first version of the app lacks the newer lists.
  return kept ? ({ pours: [], people: [], rectifications: [], plans: [], ...kept } as Work) : null;
}
