import type {
  MaterialPlanItem,
  OutputReportItem,
  PileStatistics,
  PlannedAmount,
  ReportProgress,
} from '@zhuji/shared';
import { businessDate, businessDaysFromToday, monthOf } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../../test/seeded-app';
import { pile } from '../modules/pile';

// The demo project's pile figures agree across the three pages that show them (issue 22): 计划与进度
// (the pile plan and its weeks), 施工记录 (the pile statistics) and 进度报表 (piles configured and done),
// read through the API as the project manager sees them.

const t = seededApp({ users: ['zhangjianguo'] });

async function read<T>(url: string): Promise<T> {
  const res = await t.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

describe('demo figures', () => {
  it('when the demo pile project is opened, then plan, construction records and progress report give one set of numbers', async () => {
    const proId = t.project('jiangdongPile');
    const plans = await read<PlannedAmount>(`/api/project/plannedAmount?proId=${proId}`);
    const stats = await read<PileStatistics>(`/api/pile/construction/status?proId=${proId}`);
    const today = businessDate(new Date());
    const report = await read<ReportProgress>(
      `/api/report/progress?proId=${proId}&from=${businessDaysFromToday(-60)}&to=${today}`,
    );

    const pilePlan = plans.find((p) => p.unit === '根');
    expect(pilePlan).toBeDefined();
    const done =
      (stats.byStatus.recorded ?? 0) + (stats.byStatus.confirmed ?? 0) + (stats.byStatus.accepted ?? 0);
    // Sanity: the demo has piles done and piles still to do.
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(stats.total);

    // 计划与进度: the plan's total is the piles that exist, its actual the piles done.
    expect(Number(pilePlan!.plannedQuantity)).toBe(stats.total);
    expect(Number(pilePlan!.actualQuantity)).toBe(done);
    // 进度报表: the same total and the same done.
    expect(report.summary.pilesConfigured).toBe(stats.total);
    expect(report.summary.pilesRecordedTotal).toBe(done);
  });

  it('when 月度产值 and the material plan name piles, then the counts are those of the pile records and the numbers exist', async () => {
    const proId = t.project('jiangdongPile');
    const piles = await t.db
      .select({ no: pile.pileNo, status: pile.status, recordedAt: pile.recordedAt })
      .from(pile)
      .where(eq(pile.projectId, proId));
    const reports = (
      await read<{ list: OutputReportItem[] }>(`/api/project/output/list?proId=${proId}&limit=50`)
    ).list;
    expect(reports.length).toBeGreaterThan(0);
    // Each filed month's pile count is the piles recorded (done) in that month.
    for (const r of reports) {
      const recorded = piles.filter(
        (p) =>
          ['recorded', 'confirmed', 'accepted'].includes(p.status) &&
          p.recordedAt &&
          monthOf(businessDate(p.recordedAt)) === r.reportMonth,
      ).length;
      expect(r.pileCount ?? 0, r.reportMonth).toBe(recorded);
    }
    // Every pile number the reports and the plan lines write (GZ, ZH, KB, JB, TZ numbering) is one of the project's piles.
    const plans = (
      await read<{ list: MaterialPlanItem[] }>(`/api/material/plan/list?proId=${proId}&limit=50`)
    ).list;
    const texts = [
      ...reports.flatMap((r) => [r.imageProgress, r.nextMonthWork, r.problems]),
      ...plans.map((p) => p.usePart),
    ].join(' ');
    const existing = new Set(piles.map((p) => p.no));
    const named = [...texts.matchAll(/\b(GZ|ZH|KB|JB|TZ)-?(\d{1,3})\b/g)].map(
      ([, prefix, n]) => `${prefix}${Number(n)}`,
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((no) => !existing.has(no))).toEqual([]);
  });
});
