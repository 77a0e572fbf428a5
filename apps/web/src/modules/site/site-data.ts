import {
  accountCalls,
  type CallData,
  materialLedgerCalls,
  type PileGroupItem,
  pileCalls,
  recordsCalls,
  rectificationCalls,
  specimenCalls,
} from '@zhuji/shared';
import { outboxDb } from './outbox/outbox-db';
import { quietCall } from './site-api';

// What the site forms need with no signal (docs/domains/site.md#reference-data): fetched when online, kept in
// the outbox database's cache table, read back from there when the phone has no signal. Each list is
// fetched on its own: a role without one of the desktop menus (e.g. the people list) still gets the others.

export type PileGridItem = CallData<typeof pileCalls.grid>['list'][number];
export type PourItem = CallData<typeof specimenCalls.pours>[number];
export type RectificationItem = CallData<typeof rectificationCalls.list>['list'][number];
export type PlanOption = CallData<typeof materialLedgerCalls.planOptions>[number];

export interface Person {
  name: string;
  company: string;
}

export interface Work {
  project: { id: number; name: string };
  user: { id: number; name: string; unitId: number };
  piles: PileGridItem[];
  groups: PileGroupItem[];
  /** Recent pours of the project, newest first: the sampling form takes its grade and plant from them. */
  pours: PourItem[];
  /** The project's people, for the witness (见证人). */
  people: Person[];
  /** Open rectification notices the caller's company must answer. */
  rectifications: RectificationItem[];
  /** Plan lines of ready-mixed concrete, for the delivery receipt. */
  plans: PlanOption[];
  at: string;
}

const optional = async <T>(p: Promise<T>, fallback: T): Promise<T> => {
  try {
    return await p;
  } catch {
    return fallback;
  }
};

/** Today's work from the server, kept on the phone for the next start without signal. */
export async function loadWork(): Promise<Work | null> {
  const db = outboxDb();
  try {
    const info = await quietCall(accountCalls.userInfo, { query: { platformType: 1 } });
    const p = info.currentProject;
    if (!p) return null;
    const proId = p.id;
    const [grid, groups, pours, people, rect, plans] = await Promise.all([
      quietCall(pileCalls.grid, { query: { proId } }),
      quietCall(pileCalls.groups, { query: { proId } }),
      optional(quietCall(specimenCalls.pours, { query: { proId } }), []),
      optional(quietCall(recordsCalls.roleUsersByDept, { query: { proId } }), []),
      optional(quietCall(rectificationCalls.list, { query: { proId, status: 'open', page: 1, limit: 50 } }), {
        list: [] as RectificationItem[],
        total: 0,
        page: 1,
        limit: 50,
      }),
      optional(quietCall(materialLedgerCalls.planOptions, { query: { proId } }), []),
    ]);
    const unitId = info.currentUnit.id;
    const work: Work = {
      project: { id: proId, name: p.name },
      user: { id: info.id, name: info.name, unitId },
      // The piles still to build, those under way first (docs/domains/site.md#the-site-home).
      piles: [
        ...grid.list.filter((x) => x.status === 'inConstruction'),
        ...grid.list.filter((x) => x.status === 'notStarted'),
      ],
      groups,
      pours: [...pours].sort((a, b) => b.pouredOn.localeCompare(a.pouredOn) || b.id - a.id).slice(0, 20),
      people: people.flatMap((d) => d.users.map((u) => ({ name: u.name, company: d.companyName }))),
      // The caller answers for the notices addressed to them or to their company.
      rectifications: rect.list.filter(
        (r) =>
          r.responsibleUserId === info.id ||
          r.responsibleCompanyId === unitId ||
          (r.responsibleUserId === null && r.responsibleCompanyId === null),
      ),
      plans: plans.filter((x) => x.category === 'READY_MIX_CONCRETE'),
      at: new Date().toISOString(),
    };
    await db.cache.put({ key: 'work', value: work, at: work.at });
    return work;
  } catch {
    return keptWork();
  }
}

/** The work as last fetched and kept on the phone, or null when nothing was kept yet. */
export async function keptWork(): Promise<Work | null> {
  const kept = (await outboxDb().cache.get('work'))?.value as Partial<Work> | undefined;
  // A cache written by the first version of the app lacks the newer lists.
  return kept ? ({ pours: [], people: [], rectifications: [], plans: [], ...kept } as Work) : null;
}
