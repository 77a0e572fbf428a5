import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { actInTx, actionsFor, actOnFlow, cancelFlow, flowAction, startFlow } from '../../platform/flow';

const user = (key: string) => ({ userId: t.user(key) });
const project = () => t.project('jiangdongPile');
let businessId = 1000;

const t = seededApp();

/** An output report check: the manager applies; supervision reviews, then the owner confirms. */
const start = () =>
  t.db.transaction((tx) =>
    startFlow(
      tx,
      user('zhangjianguo'),
      {
        projectId: project(),
        businessType: 'output-report',
        businessId: businessId++,
        title: '10 月产值报表',
      },
      'zh',
    ),
  );
const act = (who: string, id: number, action: 'approve' | 'reject' | 'return' | 'delegate', extra = {}) =>
  actOnFlow(
    t.db,
    user(who),
    { id, action, comment: action === 'approve' ? '' : '原因', attachments: [], ...extra },
    'zh',
  );
const status = (e: unknown) => (e as { status?: number }).status;

describe('the flow engine', () => {
  it('when approved at each step, then it moves step by step and finishes approved', async () => {
    const i = await start();
    expect(i).toMatchObject({ status: 'pending', currentStep: 0, version: 1, currentRoles: [41, 42] });
    const a = await act('wanghaitao', i.id, 'approve');
    expect(a).toMatchObject({ status: 'pending', currentStep: 1, version: 2, currentRoles: [31] });
    const b = await act('zhaolihua', i.id, 'approve');
    expect(b).toMatchObject({ status: 'approved', currentRoles: [] });
    expect(b.finishedAt).not.toBeNull();
  });

  it('when returned at the second step, then it goes back one step; returned at the first, back to the applicant', async () => {
    const i = await start();
    await act('chenzhiming', i.id, 'approve');
    const back = await act('zhaolihua', i.id, 'return');
    expect(back).toMatchObject({ status: 'pending', currentStep: 0 });
    const out = await act('chenzhiming', i.id, 'return');
    expect(out.status).toBe('returned');
  });

  it('when a step rejects, then it ends rejected and nothing more may be done', async () => {
    const i = await start();
    expect((await act('wanghaitao', i.id, 'reject')).status).toBe('rejected');
    await expect(act('zhaolihua', i.id, 'approve')).rejects.toSatisfy((e) => status(e) === 409);
    await expect(cancelFlow(t.db, user('zhangjianguo'), i.id, 'zh')).rejects.toSatisfy(
      (e) => status(e) === 409,
    );
  });

  it('when the owner acts on the supervision step or an action the step lacks is tried, then refused', async () => {
    const i = await start();
    await expect(act('zhaolihua', i.id, 'approve')).rejects.toSatisfy((e) => status(e) === 403);
    await expect(act('lixiaofeng', i.id, 'approve')).rejects.toSatisfy((e) => status(e) === 403);
    await act('wanghaitao', i.id, 'approve');
    // The owner's step has no delegate.
    await expect(
      act('zhaolihua', i.id, 'delegate', { delegateTo: user('chenzhiming').userId }),
    ).rejects.toSatisfy((e) => status(e) === 422);
  });

  it('when acting on a stale version, then 409 and nothing recorded', async () => {
    const i = await start();
    await expect(act('wanghaitao', i.id, 'approve', { version: 7 })).rejects.toSatisfy(
      (e) => status(e) === 409,
    );
    const actions = await t.db.select().from(flowAction).where(eq(flowAction.instanceId, i.id));
    expect(actions.map((a) => a.action)).toEqual(['apply']);
  });

  it('when five signers approve the same step at once, then exactly one wins', async () => {
    const i = await start();
    const results = await Promise.allSettled([
      act('wanghaitao', i.id, 'approve'),
      act('chenzhiming', i.id, 'approve'),
      act('wanghaitao', i.id, 'approve'),
      act('chenzhiming', i.id, 'approve'),
      act('wanghaitao', i.id, 'approve'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // A loser that read the step before the winner committed is told it was handled (409); one that read
    // after finds the owner's step, not theirs (403).
    for (const r of results) if (r.status === 'rejected') expect([403, 409]).toContain(status(r.reason));
    const approvals = await t.db.select().from(flowAction).where(eq(flowAction.instanceId, i.id));
    expect(approvals.filter((a) => a.action === 'approve')).toHaveLength(1);
  });

  it('when a second signer read the step before the first committed, then the guarded UPDATE refuses the second (409)', async () => {
    const i = await start();
    const body = { id: i.id, action: 'approve' as const, comment: '', attachments: [] };
    let release!: () => void;
    const hold = new Promise<void>((r) => {
      release = r;
    });
    let acted!: () => void;
    const firstActed = new Promise<void>((r) => {
      acted = r;
    });
    const first = t.db.transaction(async (tx) => {
      const row = await actInTx(tx, user('wanghaitao'), body, 'zh');
      acted();
      await hold; // the row stays locked, the new version uncommitted
      return row;
    });
    await firstActed;
    // The second reads the old version (the first has not committed) and waits on the row lock.
    const second = t.db.transaction((tx) => actInTx(tx, user('chenzhiming'), body, 'zh'));
    await new Promise((r) => setTimeout(r, 300));
    release();
    const [a, b] = await Promise.allSettled([first, second]);
    expect(a.status).toBe('fulfilled');
    expect(b.status).toBe('rejected');
    expect(b.status === 'rejected' && status(b.reason)).toBe(409);
    const approvals = await t.db.select().from(flowAction).where(eq(flowAction.instanceId, i.id));
    expect(approvals.filter((x) => x.action === 'approve')).toHaveLength(1);
  });

  it('when the applicant cancels before anyone acted, then cancelled; after an action, refused', async () => {
    const i = await start();
    await expect(cancelFlow(t.db, user('wanghaitao'), i.id, 'zh')).rejects.toSatisfy(
      (e) => status(e) === 403,
    );
    expect((await cancelFlow(t.db, user('zhangjianguo'), i.id, 'zh')).status).toBe('cancelled');
    const j = await start();
    await act('wanghaitao', j.id, 'approve');
    await expect(cancelFlow(t.db, user('zhangjianguo'), j.id, 'zh')).rejects.toSatisfy(
      (e) => status(e) === 409,
    );
  });

  it('when the same record is applied for twice while running, then 409; a role that may not apply, 403', async () => {
    const i = await start();
    await expect(
      t.db.transaction((tx) =>
        startFlow(
          tx,
          user('zhangjianguo'),
          { projectId: project(), businessType: 'output-report', businessId: i.businessId, title: 'x' },
          'zh',
        ),
      ),
    ).rejects.toSatisfy((e) => status(e) === 409);
    await expect(
      t.db.transaction((tx) =>
        startFlow(
          tx,
          user('wanghaitao'),
          { projectId: project(), businessType: 'output-report', businessId: 1, title: 'x' },
          'zh',
        ),
      ),
    ).rejects.toSatisfy((e) => status(e) === 403);
  });

  it('when a step delegates, then the delegate may act and the step roles still may', () => {
    const row = {
      status: 'pending' as const,
      currentStep: 0,
      steps: [{ key: 'supervisorReview', roles: [42], actions: ['approve' as const, 'delegate' as const] }],
      delegateUserId: 99,
    } as Parameters<typeof actionsFor>[0];
    expect(actionsFor(row, 99, [])).toEqual(['approve', 'delegate']);
    expect(actionsFor(row, 5, [42])).toEqual(['approve', 'delegate']);
    expect(actionsFor(row, 5, [41])).toEqual([]);
    expect(actionsFor({ ...row, status: 'approved' }, 99, [42])).toEqual([]);
  });
});
