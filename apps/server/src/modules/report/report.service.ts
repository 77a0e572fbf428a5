import {
  type ReportConcrete,
  type ReportMaterial,
  type ReportProgress,
  specimenRate,
  type TestBlockRate,
} from '@zhuji/shared';
import { and, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { businessDaySql, businessZoneSql } from '../../platform/db/business-zone';
import type { DbOrTx } from '../../platform/db/client';
import { project } from '../../platform/identity';
import {
  concreteDelivery,
  jointLot,
  materialRegistration,
  rebarBatch,
  rebarTest,
} from '../material-inspection';
import { outputReport } from '../output';
import { pile } from '../pile';
import { plannedAmount } from '../progress';
import {
  concretePour,
  lotEvaluation,
  sampledRequirements,
  specimen,
  specimenResult,
  witnessFigures,
} from '../specimen';

// The three reports of a sub-project (docs/product.md §2.3, docs/domains/report.md): figures computed from the project's own
// records for a period of days, both ends included. Access is checked by the routes.

export interface Period {
  from: string;
  to: string;
}

/** Thousandths, so sums of numeric(…, 3) stay exact. */
const milli = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 1000);
const fromMilli = (v: number) => (v / 1000).toFixed(3);
const between = (column: unknown, p: Period): SQL => sql`${column} between ${p.from} and ${p.to}`;
/** A timestamp's day on site (Beijing time). */
const dayOf = (column: unknown) => businessDaySql(column);
const monthOfDate = (column: unknown) => sql<string>`to_char(${column}, 'YYYY-MM')`;
const byText = (a: string, b: string) => a.localeCompare(b, 'zh-CN', { numeric: true });

/** The months a period touches, 'YYYY-MM', in order. */
export function monthsOf(p: Period): string[] {
  const months: string[] = [];
  let y = Number(p.from.slice(0, 4));
  let m = Number(p.from.slice(5, 7));
  const last = p.to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

/** The test block rate of some pours and piles: null when nothing was due. */
const rateOf = (requirements: TestBlockRate['requirements']) => {
  const r = specimenRate(requirements);
  return {
    required: r.required,
    made: r.made,
    rate: r.required === 0 ? null : r.rate,
    missing: r.missing.length,
  };
};

// ---- 混凝土报表 -------------------------------------------------------------------------------------

export async function concreteReport(
  db: DbOrTx,
  projectId: number,
  q: Period & { grade?: string | undefined },
): Promise<ReportConcrete> {
  const scope = { from: q.from, to: q.to, ...(q.grade ? { grade: q.grade } : {}) };
  const gradeOf = <C>(column: C) => (q.grade ? sql`${column} = ${q.grade}` : undefined);

  const [gradeRows, requirements, pours, results, lots, witness] = await Promise.all([
    db.execute<{ grade: string }>(sql`
      select strength_grade as grade from concrete_pour where project_id = ${projectId}
      union select strength_grade from specimen where project_id = ${projectId}
      union select strength_grade from pile_group
        where project_id = ${projectId} and pile_type = 'bored' and strength_grade is not null`),
    sampledRequirements(db, projectId, scope),
    db
      .select({
        month: monthOfDate(concretePour.pouredOn),
        grade: concretePour.strengthGrade,
        pours: count(),
        volume: sql<string>`sum(${concretePour.volumeM3})::text`,
      })
      .from(concretePour)
      .where(
        and(
          eq(concretePour.projectId, projectId),
          between(concretePour.pouredOn, q),
          gradeOf(concretePour.strengthGrade),
        ),
      )
      .groupBy(monthOfDate(concretePour.pouredOn), concretePour.strengthGrade),
    db
      .select({
        grade: specimen.strengthGrade,
        tested: count(),
        invalid: sql<number>`count(*) filter (where ${specimenResult.value} is null)`.mapWith(Number),
        min: sql<string | null>`min(${specimenResult.value})::text`,
        mean: sql<string | null>`round(avg(${specimenResult.value}), 1)::text`,
      })
      .from(specimenResult)
      .innerJoin(specimen, eq(specimen.id, specimenResult.specimenId))
      .where(
        and(
          eq(specimen.projectId, projectId),
          between(specimen.makeDate, q),
          gradeOf(specimen.strengthGrade),
        ),
      )
      .groupBy(specimen.strengthGrade),
    db
      .select({ grade: lotEvaluation.strengthGrade, verdict: lotEvaluation.verdict, n: count() })
      .from(lotEvaluation)
      .where(
        and(
          eq(lotEvaluation.projectId, projectId),
          between(dayOf(lotEvaluation.evaluatedAt), q),
          gradeOf(lotEvaluation.strengthGrade),
        ),
      )
      .groupBy(lotEvaluation.strengthGrade, lotEvaluation.verdict),
    witnessFigures(db, projectId, scope),
  ]);

  const lotCount = (grade: string | null, verdict: string) =>
    lots
      .filter((l) => (grade === null || l.grade === grade) && l.verdict === verdict)
      .reduce((s, l) => s + l.n, 0);
  const pourSum = (rows: typeof pours) => ({
    pours: rows.reduce((s, r) => s + r.pours, 0),
    volumeM3: fromMilli(rows.reduce((s, r) => s + milli(r.volume), 0)),
  });

  const byMonth = monthsOf(q).map((month) => ({
    month,
    ...pourSum(pours.filter((p) => p.month === month)),
    ...rateOf(requirements.filter((r) => r.on.slice(0, 7) === month)),
  }));
  const gradesSeen = new Set<string>([
    ...pours.map((p) => p.grade),
    ...results.map((r) => r.grade),
    ...lots.map((l) => l.grade),
    ...requirements.flatMap((r) => (r.grade ? [r.grade] : [])),
  ]);
  const byGrade = [...gradesSeen].sort(byText).map((grade) => {
    const res = results.find((r) => r.grade === grade);
    return {
      grade,
      ...pourSum(pours.filter((p) => p.grade === grade)),
      ...rateOf(requirements.filter((r) => r.grade === grade)),
      tested: res?.tested ?? 0,
      invalid: res?.invalid ?? 0,
      min: res?.min ?? null,
      mean: res?.mean ?? null,
      lotsPassed: lotCount(grade, 'pass'),
      lotsFailed: lotCount(grade, 'fail'),
    };
  });
  return {
    from: q.from,
    to: q.to,
    grades: gradeRows.rows.map((r) => r.grade).sort(byText),
    summary: {
      ...pourSum(pours),
      ...rateOf(requirements),
      tested: results.reduce((s, r) => s + r.tested, 0),
      invalid: results.reduce((s, r) => s + r.invalid, 0),
      lotsPassed: lotCount(null, 'pass'),
      lotsFailed: lotCount(null, 'fail'),
      witness,
    },
    byMonth: byMonth.map(({ missing: _m, ...m }) => m),
    byGrade: byGrade.map(({ missing: _m, ...g }) => g),
  };
}

// ---- 材料报表 ---------------------------------------------------------------------------------------

export async function materialReport(
  db: DbOrTx,
  projectId: number,
  q: Period & { grade?: string | undefined; plant?: string | undefined },
): Promise<ReportMaterial> {
  const batchWhere = and(
    eq(rebarBatch.projectId, projectId),
    between(rebarBatch.arrivalDate, q),
    q.grade ? eq(rebarBatch.grade, q.grade) : undefined,
  );
  const lotDay = sql`coalesce(${jointLot.testDate}, (${jointLot.createdAt} at time zone ${businessZoneSql()})::date)`;
  const [grades, plants, registrations, batches, tests, deliveries, lots] = await Promise.all([
    db.execute<{ grade: string }>(sql`
      select grade from rebar_batch where project_id = ${projectId}
      union select bar_grade from joint_lot where project_id = ${projectId}`),
    db
      .selectDistinct({ plant: concreteDelivery.plant })
      .from(concreteDelivery)
      .where(eq(concreteDelivery.projectId, projectId)),
    db
      .select({
        kind: materialRegistration.kind,
        n: count(),
        approved:
          sql<number>`count(*) filter (where ${materialRegistration.approvalStatus} = 'approved')`.mapWith(
            Number,
          ),
      })
      .from(materialRegistration)
      .where(and(eq(materialRegistration.projectId, projectId), between(materialRegistration.arrivalDate, q)))
      .groupBy(materialRegistration.kind),
    db
      .select({
        grade: rebarBatch.grade,
        diameterMm: rebarBatch.diameterMm,
        batches: count(),
        tonnage: sql<string>`sum(${rebarBatch.tonnage})::text`,
        accepted: sql<number>`count(*) filter (where ${rebarBatch.status} = 'accepted')`.mapWith(Number),
        rejected: sql<number>`count(*) filter (where ${rebarBatch.status} = 'rejected')`.mapWith(Number),
      })
      .from(rebarBatch)
      .where(batchWhere)
      .groupBy(rebarBatch.grade, rebarBatch.diameterMm),
    db
      .select({
        grade: rebarBatch.grade,
        diameterMm: rebarBatch.diameterMm,
        passed: sql<number>`count(*) filter (where ${rebarTest.pass})`.mapWith(Number),
        failed: sql<number>`count(*) filter (where not ${rebarTest.pass})`.mapWith(Number),
      })
      .from(rebarTest)
      .innerJoin(rebarBatch, eq(rebarBatch.id, rebarTest.batchId))
      .where(batchWhere)
      .groupBy(rebarBatch.grade, rebarBatch.diameterMm),
    db
      .select({
        month: monthOfDate(concreteDelivery.arrivalDate),
        plant: concreteDelivery.plant,
        deliveries: count(),
        volume: sql<string>`sum(${concreteDelivery.volume})::text`,
        chlorideFailed: sql<number>`count(*) filter (where ${concreteDelivery.chloridePass} = false)`.mapWith(
          Number,
        ),
      })
      .from(concreteDelivery)
      .where(
        and(
          eq(concreteDelivery.projectId, projectId),
          between(concreteDelivery.arrivalDate, q),
          q.plant ? eq(concreteDelivery.plant, q.plant) : undefined,
        ),
      )
      .groupBy(monthOfDate(concreteDelivery.arrivalDate), concreteDelivery.plant),
    db
      .select({
        category: jointLot.category,
        verdict: jointLot.verdict,
        lots: count(),
        joints: sql<number>`coalesce(sum(${jointLot.jointCount}), 0)`.mapWith(Number),
      })
      .from(jointLot)
      .where(
        and(
          eq(jointLot.projectId, projectId),
          sql`${lotDay} between ${q.from} and ${q.to}`,
          q.grade ? eq(jointLot.barGrade, q.grade) : undefined,
        ),
      )
      .groupBy(jointLot.category, jointLot.verdict),
  ]);

  const rebar = batches
    .map((b) => {
      const t = tests.find((x) => x.grade === b.grade && x.diameterMm === b.diameterMm);
      return {
        grade: b.grade,
        diameterMm: b.diameterMm,
        batches: b.batches,
        tonnage: fromMilli(milli(b.tonnage)),
        testsPassed: t?.passed ?? 0,
        testsFailed: t?.failed ?? 0,
        accepted: b.accepted,
        rejected: b.rejected,
        open: b.batches - b.accepted - b.rejected,
      };
    })
    .sort((a, b) => byText(a.grade, b.grade) || a.diameterMm - b.diameterMm);
  const concrete = deliveries
    .map((d) => ({
      month: d.month,
      plant: d.plant,
      deliveries: d.deliveries,
      volumeM3: fromMilli(milli(d.volume)),
      chlorideFailed: d.chlorideFailed,
    }))
    .sort((a, b) => a.month.localeCompare(b.month) || byText(a.plant, b.plant));
  const joints = (['welding', 'sleeve'] as const).map((category) => {
    const mine = lots.filter((l) => l.category === category);
    const of = (verdict: string) => mine.find((l) => l.verdict === verdict)?.lots ?? 0;
    return {
      category,
      lots: mine.reduce((s, l) => s + l.lots, 0),
      joints: mine.reduce((s, l) => s + l.joints, 0),
      pass: of('pass'),
      retest: of('retest'),
      fail: of('fail'),
      pending: of('pending'),
    };
  });
  const reg = (kind: string) => registrations.find((r) => r.kind === kind)?.n ?? 0;
  return {
    from: q.from,
    to: q.to,
    grades: grades.rows.map((r) => r.grade).sort(byText),
    plants: plants.map((p) => p.plant).sort(byText),
    summary: {
      registrations: registrations.reduce((s, r) => s + r.n, 0),
      rebarRegistrations: reg('rebar'),
      concreteRegistrations: reg('concrete'),
      approved: registrations.reduce((s, r) => s + r.approved, 0),
      batches: rebar.reduce((s, r) => s + r.batches, 0),
      tonnage: fromMilli(rebar.reduce((s, r) => s + milli(r.tonnage), 0)),
      testsPassed: rebar.reduce((s, r) => s + r.testsPassed, 0),
      testsFailed: rebar.reduce((s, r) => s + r.testsFailed, 0),
      deliveries: concrete.reduce((s, c) => s + c.deliveries, 0),
      deliveredM3: fromMilli(concrete.reduce((s, c) => s + milli(c.volumeM3), 0)),
      chlorideFailed: concrete.reduce((s, c) => s + c.chlorideFailed, 0),
      jointLots: joints.reduce((s, j) => s + j.lots, 0),
      jointLotsPassed: joints.reduce((s, j) => s + j.pass, 0),
      jointLotsFailed: joints.reduce((s, j) => s + j.fail, 0),
    },
    rebar,
    concrete,
    joints,
  };
}

// ---- 进度报表 ---------------------------------------------------------------------------------------

const DONE_STATUSES = ['recorded', 'confirmed', 'accepted'];

export async function progressReport(
  db: DbOrTx,
  projectId: number,
  q: Period & { item?: string | undefined },
): Promise<ReportProgress> {
  const fromMonth = q.from.slice(0, 7);
  const toMonth = q.to.slice(0, 7);
  const recordedDay = dayOf(pile.recordedAt);
  const [plans, contract, outputs, configured, recordedBefore, recorded] = await Promise.all([
    plannedAmount(db, projectId),
    db.select({ money: project.money }).from(project).where(eq(project.id, projectId)),
    db
      .select()
      .from(outputReport)
      .where(
        and(
          eq(outputReport.projectId, projectId),
          sql`${outputReport.reportMonth} between ${fromMonth} and ${toMonth}`,
        ),
      )
      .orderBy(outputReport.reportMonth),
    db.select({ n: count() }).from(pile).where(eq(pile.projectId, projectId)),
    db
      .select({ n: count() })
      .from(pile)
      .where(
        and(
          eq(pile.projectId, projectId),
          inArray(pile.status, DONE_STATUSES),
          isNotNull(pile.recordedAt),
          sql`${recordedDay} < ${q.from}`,
        ),
      ),
    db
      .select({ month: sql<string>`left(${recordedDay}, 7)`, n: count() })
      .from(pile)
      .where(
        and(
          eq(pile.projectId, projectId),
          inArray(pile.status, DONE_STATUSES),
          isNotNull(pile.recordedAt),
          sql`${recordedDay} between ${q.from} and ${q.to}`,
        ),
      )
      .groupBy(sql`left(${recordedDay}, 7)`),
  ]);

  // Plan against actual per work item, from the progress module's weekly series: a week counts in the
  // month and period its Monday falls in; the plan of a week is the growth of the evenly spread plan.
  const amounts: ReportProgress['amounts'] = [];
  for (const plan of plans) {
    if (q.item && plan.itemName !== q.item) continue;
    const perMonth = new Map<string, { planned: number; actual: number }>();
    let previous = 0;
    for (const week of plan.weeks) {
      const plannedCumulative = milli(week.plannedCumulative);
      const planned = plannedCumulative - previous;
      previous = plannedCumulative;
      if (week.weekStart < q.from || week.weekStart > q.to) continue;
      const month = week.weekStart.slice(0, 7);
      const m = perMonth.get(month) ?? { planned: 0, actual: 0 };
      m.planned += planned;
      m.actual += milli(week.actual);
      perMonth.set(month, m);
    }
    for (const [month, m] of [...perMonth.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      if (m.planned === 0 && m.actual === 0) continue;
      amounts.push({
        month,
        itemName: plan.itemName,
        unit: plan.unit,
        planned: fromMilli(m.planned),
        actual: fromMilli(m.actual),
      });
    }
  }
  amounts.sort((a, b) => a.month.localeCompare(b.month));

  const configuredPiles = configured[0]?.n ?? 0;
  let cumulative = recordedBefore[0]?.n ?? 0;
  const piles = monthsOf(q).map((month) => {
    const n = recorded.find((r) => r.month === month)?.n ?? 0;
    cumulative += n;
    return {
      month,
      recorded: n,
      cumulative,
      percent: configuredPiles > 0 ? ((cumulative / configuredPiles) * 100).toFixed(2) : null,
    };
  });
  const last = outputs.at(-1);
  const tenThousandths = (v: string | null) => Math.round(Number(v ?? 0) * 10000);
  return {
    from: q.from,
    to: q.to,
    items: plans.map((p) => ({ itemName: p.itemName, unit: p.unit })),
    summary: {
      contractValue: contract[0]?.money ?? null,
      outputValue: (outputs.reduce((s, o) => s + tenThousandths(o.actualValue), 0) / 10000).toFixed(4),
      cumulativeValue: last?.cumulativeValue ?? null,
      cumulativeRate: last?.cumulativeRate ?? null,
      pilesConfigured: configuredPiles,
      pilesRecorded: recorded.reduce((s, r) => s + r.n, 0),
      pilesRecordedTotal: cumulative,
    },
    amounts,
    output: outputs.map((o) => ({
      month: o.reportMonth,
      plannedValue: o.plannedValue,
      actualValue: o.actualValue,
      monthRate: o.monthRate,
      cumulativeValue: o.cumulativeValue,
      cumulativeRate: o.cumulativeRate,
      filed: o.filedAt !== null,
    })),
    piles,
  };
}
