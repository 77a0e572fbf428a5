import { ok, type PilePlan, pileCalls } from '@zhuji/shared';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fieldError, onProject } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit';
import { businessDaySql, businessZoneSql } from '../../platform/db/business-zone';
import { callRoute } from '../../platform/http/call-route';
import { pileMessage } from './pile.messages';
import { guard } from './pile.service';
import { pile, pilePlan } from './pile.table';

const tags = ['pile'];
const DAY = 86_400_000;
const MAX_DAYS = 366;

/** The construction plan: piles planned per day, against the piles actually finished each day. */
export async function pilePlanRoutes(app: FastifyInstance) {
  const db = app.db;

  async function planOf(projectId: number, from: string, to: string): Promise<PilePlan> {
    const day = businessDaySql(pile.finishedAt);
    const [plans, actuals, [total]] = await Promise.all([
      db
        .select({ date: pilePlan.planDate, n: pilePlan.plannedPiles })
        .from(pilePlan)
        .where(
          and(eq(pilePlan.projectId, projectId), gte(pilePlan.planDate, from), lte(pilePlan.planDate, to)),
        ),
      db
        .select({ date: day, n: sql<number>`count(*)::int` })
        .from(pile)
        .where(
          and(
            eq(pile.projectId, projectId),
            sql`${pile.status} in ('recorded', 'confirmed', 'accepted')`,
            sql`(${pile.finishedAt} at time zone ${businessZoneSql()})::date between ${from}::date and ${to}::date`,
          ),
        )
        .groupBy(day),
      db.select({ n: count() }).from(pile).where(eq(pile.projectId, projectId)),
    ]);
    const planned = new Map(plans.map((p) => [p.date, p.n]));
    const actual = new Map(actuals.map((a) => [a.date, a.n]));
    const days: PilePlan['days'] = [];
    let cp = 0;
    let ca = 0;
    for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
      const date = new Date(t).toISOString().slice(0, 10);
      const p = planned.get(date) ?? 0;
      const a = actual.get(date) ?? 0;
      cp += p;
      ca += a;
      days.push({ date, planned: p, actual: a, cumulativePlanned: cp, cumulativeActual: ca });
    }
    return { days, totalPiles: total?.n ?? 0 };
  }

  callRoute(app, pileCalls.plan, {
    who: onProject('PileConstruction', 'list'),
    tags,
    summary: '施工计划 (planned piles per day against actual, with cumulative totals)',
    handler: async (req) => {
      const { proId, from, to } = req.query;
      if (from > to) throw fieldError('to', pileMessage('planRange', req.lang), req.lang);
      if ((Date.parse(to) - Date.parse(from)) / DAY >= MAX_DAYS)
        throw fieldError('to', pileMessage('planRange', req.lang), req.lang);
      await guard(db, req.user, proId, 'list', req.lang);
      return ok(await planOf(proId, from, to));
    },
  });

  callRoute(app, pileCalls.savePlan, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '保存施工计划 (planned piles for each given day; 0 clears a day)',
    handler: async (req) => {
      const { projectId, days } = req.body;
      await guard(db, req.user, projectId, 'update', req.lang);
      const dates = days.map((d) => d.date).sort();
      if (new Set(dates).size !== dates.length)
        throw fieldError('days', pileMessage('planDuplicate', req.lang), req.lang);
      await db.transaction(async (tx) => {
        for (const d of days) {
          if (d.plannedPiles === 0)
            await tx
              .delete(pilePlan)
              .where(and(eq(pilePlan.projectId, projectId), eq(pilePlan.planDate, d.date)));
          else
            await tx
              .insert(pilePlan)
              .values({ projectId, planDate: d.date, plannedPiles: d.plannedPiles })
              .onConflictDoUpdate({
                target: [pilePlan.projectId, pilePlan.planDate],
                set: { plannedPiles: d.plannedPiles, updatedAt: new Date() },
              });
        }
        await recordAudit(tx, { userId: req.user.userId, ip: req.ip }, [
          { projectId, resource: 'pilePlan', action: 'save', recordId: null, after: { days } },
        ]);
      });
      return ok(await planOf(projectId, dates[0] ?? '', dates.at(-1) ?? ''));
    },
  });
}
