import type {
  MaterialPlanItem,
  OutputReportItem,
  PileStatistics,
  PlannedAmount,
  ReportProgress,
} from '@zhuji/shared';
import { addDays, businessDate, businessDateOf, businessDaysFromToday, monthOf } from '@zhuji/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../../test/seeded-app';
import { pile, pileGroup } from '../modules/pile';
import { message } from '../platform/notify/message.table';
import { rectification } from '../platform/rectification';

// The demo project's pile figures agree across the three pages that show them (issue 22): 计划与进度
// (the pile plan and its weeks), 施工记录 (the pile statistics) and 进度报表 (piles configured and done),
// read through the API as the project manager sees them.

const t = seededApp({ users: ['zhangjianguo'] });

/** Pile numbers a text names (GZ, ZH, KB, JB, TZ numbering, with or without a dash), normalised to GZ12. */
const pileNames = (text: string) =>
  [...text.matchAll(/\b(GZ|ZH|KB|JB|TZ)-?(\d{1,3})\b/g)].map(([, prefix, n]) => `${prefix}${Number(n)}`);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.db.execute(query)).rows as T[];
}

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

  it('when 月度产值 and 材料计划 of the GZ piles are read, then their figures are those the 60 piles take', async () => {
    const proId = t.project('jiangdongPile');
    const [group] = await rows<{
      diameter: string;
      length: string;
      cage: string;
      cage_diameter: string;
      bar_spacing: string;
    }>(sql`select diameter_mm as diameter, design_length as length, cage_length_m as cage,
                  cage_diameter as cage_diameter, main_bar_spacing_mm as bar_spacing
             from pile_group where project_id = ${proId}`);
    const piles = await t.db
      .select({ status: pile.status, recordedAt: pile.recordedAt, values: pile.values })
      .from(pile)
      .where(eq(pile.projectId, proId));
    expect(group).toBeDefined();
    // The design: Φ800, 45–48 m, a 30 m cage of Φ25 main bars round a 700 mm cage at 150 mm.
    const [minLength, maxLength] = group!.length.split('-').map(Number) as [number, number];
    const area = Math.PI * (Number(group!.diameter) / 2000) ** 2;
    const bars = Math.round((Math.PI * Number(group!.cage_diameter)) / Number(group!.bar_spacing));
    const mainBarT = (piles.length * bars * Number(group!.cage) * 3.853) / 1000;

    // 材料计划: the lines for GZ1～GZ60 plan what the piles need, with a few per cent for waste, not three times it.
    const plans = (
      await read<{ list: MaterialPlanItem[] }>(`/api/material/plan/list?proId=${proId}&limit=50`)
    ).list;
    const line = (spec: string) => Number(plans.find((p) => p.specification === spec)?.plannedQuantity);
    const concrete = line('C30 水下');
    expect(concrete).toBeGreaterThanOrEqual(piles.length * area * minLength);
    expect(concrete).toBeLessThanOrEqual(piles.length * area * maxLength * 1.3);
    expect(line('HRB400E Φ25')).toBeGreaterThanOrEqual(mainBarT);
    expect(line('HRB400E Φ25')).toBeLessThanOrEqual(mainBarT * 1.1);

    // 月度产值: each month's concrete is what its piles took as poured; the contract is the piles' worth (the
    // whole job at about 1,180 元 a m³ of pile and 5,600 元 a t of cage) plus its measures, not ten times it.
    const reports = (
      await read<{ list: OutputReportItem[] }>(`/api/project/output/list?proId=${proId}&limit=50`)
    ).list;
    for (const r of reports) {
      const poured = piles
        .filter(
          (p) =>
            ['recorded', 'confirmed', 'accepted'].includes(p.status) &&
            p.recordedAt &&
            monthOf(businessDate(p.recordedAt)) === r.reportMonth,
        )
        .reduce((sum, p) => sum + Number(p.values?.actualVolume ?? 0), 0);
      expect(Number(r.concreteVolume), r.reportMonth).toBeCloseTo(poured, 2);
    }
    // Cages: the main bars and about a fifth more in spirals and rings.
    const designValue =
      (piles.length * area * ((minLength + maxLength) / 2) * 1.15 * 1180 + mainBarT * 1.2 * 5600) / 10_000;
    const contract = Number(reports[0]?.contractValue);
    expect(contract).toBeGreaterThan(designValue);
    expect(contract).toBeLessThan(designValue * 1.6);
    // A month without piles reports its measures only: a few per cent of the contract, not a sixth of it.
    for (const r of reports.filter((x) => !x.pileCount))
      expect(Number(r.actualValue), r.reportMonth).toBeLessThan(contract * 0.1);
  });

  it('when the test blocks of the GZ piles are read, then each is made at its pile’s pour and sent, received and tested in that order', async () => {
    const proId = t.project('jiangdongPile');
    const piles = await t.db
      .select({ id: pile.id, no: pile.pileNo, status: pile.status, finishedAt: pile.finishedAt })
      .from(pile)
      .where(eq(pile.projectId, proId));
    const pourOf = new Map(piles.map((p) => [p.no, p.finishedAt ? businessDateOf(p.finishedAt) : null]));
    const byId = new Map(piles.map((p) => [p.id, p.no]));
    const blocks = await rows<{
      sample_no: string;
      location: string;
      pile_id: number | null;
      make_date: string;
      submitted_at: Date | null;
      received_at: Date | null;
      test_date: string | null;
      nature: string | null;
      issued_at: Date | null;
    }>(sql`select s.sample_no, s.location, s.pile_id, s.make_date::text as make_date, s.nature,
                  b.submitted_at, b.received_at, r.test_date::text as test_date, tr.issued_at
             from specimen s
             left join specimen_submission b on b.id = s.submission_id
             left join specimen_result r on r.specimen_id = s.id
             left join test_report tr on tr.submission_id = b.id
            where s.project_id = ${proId}`);
    const linked = blocks.filter((b) => b.pile_id !== null);
    expect(linked.length).toBeGreaterThan(0);
    const today = businessDate(new Date());
    const problems: string[] = [];
    for (const b of blocks) {
      // Linked to a pile, or named after one: made the day the pile was poured, which has been.
      const no = b.pile_id !== null ? byId.get(b.pile_id) : /^GZ\d+$/.test(b.location) ? b.location : null;
      if (no !== null && no !== undefined && pourOf.get(no) !== b.make_date)
        problems.push(`${b.sample_no} made ${b.make_date}, ${no} poured ${pourOf.get(no)}`);
      const sent = b.submitted_at ? businessDateOf(b.submitted_at) : null;
      const received = b.received_at ? businessDateOf(b.received_at) : null;
      if (sent && sent < b.make_date) problems.push(`${b.sample_no} sent ${sent} before made`);
      if (received && sent && received < sent) problems.push(`${b.sample_no} received before sent`);
      if (b.test_date) {
        if (!received || b.test_date < received) problems.push(`${b.sample_no} tested before received`);
        if (b.test_date > today) problems.push(`${b.sample_no} tested in the future`);
        // A 28-day result exists only for a block 28 days old.
        if (b.nature === 'standard28' && b.test_date < addDays(b.make_date, 28))
          problems.push(`${b.sample_no} 28-day result at ${b.test_date}, made ${b.make_date}`);
      }
      if (b.issued_at && b.test_date && businessDateOf(b.issued_at) < b.test_date)
        problems.push(`${b.sample_no} reported before tested`);
    }
    expect(problems).toEqual([]);
    // The 送检提醒 message's block is the one that reaches 28 days tomorrow.
    const [reminder] = await t.db
      .select({ content: message.content })
      .from(message)
      .where(eq(message.title, '【送检提醒】C30试块28天龄期到期'));
    const sampleNo = /试块 (\S+)（/.exec(reminder?.content ?? '')?.[1];
    const due = blocks.find((b) => b.sample_no === sampleNo);
    expect(due && addDays(due.make_date, 28)).toBe(addDays(today, 1));
  });

  it('when the GZ project’s documents, risks and lots name piles, then they are its own, and the mixing-pile lot and goods are 湘湖’s', async () => {
    const gz = t.project('jiangdongPile');
    const xianghu = t.project('xianghuPile');
    const numbersOf = async (projectId: number) =>
      new Set(
        (await t.db.select({ no: pile.pileNo }).from(pile).where(eq(pile.projectId, projectId))).map(
          (p) => p.no,
        ),
      );
    const texts = await rows<{ text: string }>(sql`
      select title as text from document where project_id = ${gz}
      union all select name || ' ' || location from risk_source where project_id = ${gz}
      union all select c.hazard from risk_check c join risk_source s on s.id = c.source_id where s.project_id = ${gz}
      union all select coalesce(location, '') from acceptance where project_id = ${gz}`);
    const gzPiles = await numbersOf(gz);
    const named = pileNames(texts.map((r) => r.text).join(' '));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((no) => !gzPiles.has(no))).toEqual([]);
    // Mixing-pile lots (GB 50300 010110) only where mixing piles are, naming built piles of that project.
    const lots = await rows<{ project_id: number; location: string }>(sql`
      select project_id, coalesce(location, '') as location from acceptance where code = '010110'`);
    expect(lots.length).toBeGreaterThan(0);
    expect(lots.filter((l) => l.project_id !== xianghu)).toEqual([]);
    const builtJb = new Set(
      (
        await t.db
          .select({ no: pile.pileNo, status: pile.status })
          .from(pile)
          .where(eq(pile.projectId, xianghu))
      )
        .filter((p) => p.status !== 'notStarted')
        .map((p) => p.no),
    );
    expect(pileNames(lots.map((l) => l.location).join(' ')).filter((no) => !builtJb.has(no))).toEqual([]);
    // 湘湖 takes cement for its mixing piles, not pipe piles.
    const goods = await rows<{ name: string; spec: string }>(
      sql`select name, spec from goods where project_id = ${xianghu}`,
    );
    expect(goods.length).toBeGreaterThan(0);
    expect(goods.filter((g) => /管桩|PHC/.test(`${g.name} ${g.spec}`))).toEqual([]);
  });
});
