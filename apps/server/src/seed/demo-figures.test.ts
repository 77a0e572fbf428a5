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
import { pile, pileGroup } from '../modules/pile';
import { message } from '../platform/notify/message.table';
import { rectification } from '../platform/rectification';

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

  it('when 湘湖 (cement mixing piles JB1–JB40) sends its messages and notices, then they name its own piles in mixing-pile words', async () => {
    const proId = t.project('xianghuPile');
    const piles = await t.db
      .select({ no: pile.pileNo, status: pile.status, type: pileGroup.pileType })
      .from(pile)
      .innerJoin(pileGroup, eq(pileGroup.id, pile.groupId))
      .where(eq(pile.projectId, proId));
    // Sanity: the project is the mixing-pile one the texts must agree with.
    expect(new Set(piles.map((p) => p.type))).toEqual(new Set(['mixing']));
    const messages = await t.db
      .select({ title: message.title, content: message.content })
      .from(message)
      .where(eq(message.projectId, proId));
    const notices = await t.db
      .select({ title: rectification.title, problem: rectification.problem })
      .from(rectification)
      .where(eq(rectification.projectId, proId));
    expect(messages.length).toBeGreaterThan(100);
    const texts = [
      ...messages.flatMap((m) => [m.title, m.content]),
      ...notices.flatMap((n) => [n.title, n.problem]),
    ].join(' ');
    // A message about a pile's record, test blocks or re-spraying names a pile that has been built.
    const built = new Set(piles.filter((p) => p.status !== 'notStarted').map((p) => p.no));
    const named = [...texts.matchAll(/\b(GZ|ZH|KB|JB|TZ)-?(\d{1,3})\b/g)].map(
      ([, prefix, n]) => `${prefix}${Number(n)}`,
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((no) => !built.has(no))).toEqual([]);
    // No bored-pile steps (cage, sediment, slurry, filling coefficient) on a site that has none.
    expect(texts.match(/钢筋笼|沉渣|泥浆护壁|充盈系数|灌注桩|清孔/g) ?? []).toEqual([]);
  });
});
