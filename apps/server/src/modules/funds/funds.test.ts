import { businessDate, monthOf, previousMonth } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { edgeOf } from '../../../test/clock';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';

// "Today" is fixed for the demo and the expectations alike (test/clock.ts).
const seededAt = edgeOf('after');
const token = 'zhangjianguo';
const t = seededApp({ users: [token], startup: true, clock: seededAt, caller: null });
const { get, post } = t;

const audits = (resource: string) => t.db.select().from(auditLog).where(eq(auditLog.resource, resource));

const monthsBack = (n: number) => {
  let m = monthOf(businessDate(new Date()));
  for (let i = 0; i < n; i++) m = previousMonth(m);
  return m;
};

describe('funds and payments', () => {
  it('when listed, then the seeded payments come with the cumulative paid share', async () => {
    const res = await get(`/api/project/funds/list?proId=${t.project('jiangdongPile')}`, token);
    const { list, total } = res.json().data;
    expect(total).toBe(3);
    // 80 % of the approved 21.6, 26.4 and 14.0 (14.8 less the trial holes' 0.8 rework) paid against
    // 21.6 + 26.4 + 14.8 of output (the site-preparation months, seed/business.ts).
    expect(list[0]).toMatchObject({
      cumulativePaid: '49.6000',
      cumulativeOutput: '62.8000',
      paidShare: '78.98',
    });
  });

  it('when a month with filed output is paid and then updated, then the share follows and it is audited', async () => {
    const proId = t.project('jiangdongPile');
    const body = {
      projectId: proId,
      reportMonth: monthsBack(2),
      approvedValue: '6',
      payableRate: '80',
      paidAmount: '4.8',
    };
    // The month's output as filed: its measures and the piles recorded in it, if any (seed/business.ts).
    const filed = (await get(`/api/project/output/list?proId=${proId}&limit=50`, token))
      .json()
      .data.list.find((r: { reportMonth: string }) => r.reportMonth === monthsBack(2));
    const output = Number(filed.actualValue);
    const res = await post('/api/project/funds/add', body, token);
    expect(res.json().data).toMatchObject({
      outputValue: filed.actualValue,
      cumulativePaid: '54.4000',
      paidShare: (Math.round((54.4 / (62.8 + output)) * 10_000) / 100).toFixed(2),
    });
    const updated = await post(
      '/api/project/funds/update',
      { id: res.json().data.id, paidAmount: '4', paidDate: '2026-10-25' },
      token,
    );
    expect(updated.json().data).toMatchObject({ paidAmount: '4.0000', cumulativePaid: '53.6000' });
    expect((await audits('funds')).map((a) => a.action)).toEqual(['add', 'update']);
  });

  it('when the month has no filed output or the payment exceeds the approved value, then 422 naming the field', async () => {
    const proId = t.project('jiangdongPile');
    const noOutput = await post(
      '/api/project/funds/add',
      {
        projectId: proId,
        reportMonth: monthsBack(1),
        approvedValue: '100',
        payableRate: '80',
        paidAmount: '80',
      },
      token,
    );
    expect(noOutput.statusCode).toBe(422);
    expect(noOutput.json().msg).toContain('reportMonth');
    const over = await post(
      '/api/project/funds/add',
      {
        projectId: proId,
        reportMonth: monthsBack(2),
        approvedValue: '100',
        payableRate: '80',
        paidAmount: '180',
      },
      token,
    );
    expect(over.statusCode).toBe(422);
    const rate = await post(
      '/api/project/funds/add',
      {
        projectId: proId,
        reportMonth: monthsBack(9),
        approvedValue: '100',
        payableRate: '120',
        paidAmount: '80',
      },
      token,
    );
    expect(rate.statusCode).toBe(422);
    expect(rate.json().msg).toContain('payableRate');
  });

  it('when a reader writes, then 403; a non-member, 404', async () => {
    const body = {
      projectId: t.project('jiangdongPile'),
      reportMonth: monthsBack(3),
      approvedValue: '1',
      payableRate: '1',
      paidAmount: '1',
    };
    expect((await post('/api/project/funds/add', body, await loginAs(t.app, 'wanghaitao'))).statusCode).toBe(
      403,
    );
    expect(
      (await post('/api/project/funds/add', { ...body, projectId: t.project('jiangdongMain') }, token))
        .statusCode,
    ).toBe(404);
  });
});
