import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { outboxDb } from './outbox/outbox-db';
import { keptWork, type Work } from './site-data';

// The work kept on the phone (docs/domains/site.md#load-time): the home shows it at once, before the server's
// answer, and reads it back when there is no signal.

describe('the work kept on the phone', () => {
  it('when nothing was kept yet, then none (the home waits for the server rather than show no project)', async () => {
    await outboxDb().cache.delete('work');
    expect(await keptWork()).toBeNull();
  });

  it('when a first version of the app kept only project and piles, then the newer lists come back empty', async () => {
    const kept = {
      project: { id: 2, name: '一标段 桩基工程' },
      user: { id: 7, name: '张建国', unitId: 3 },
      piles: [],
      groups: [],
      at: '2026-12-01T08:00:00.000Z',
    };
    await outboxDb().cache.put({ key: 'work', value: kept, at: kept.at });
    const work = (await keptWork()) as Work;
    expect(work.project).toEqual(kept.project);
    expect([work.pours, work.people, work.rectifications, work.plans]).toEqual([[], [], [], []]);
  });
});
