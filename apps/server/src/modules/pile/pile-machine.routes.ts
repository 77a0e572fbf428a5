import {
  businessToday,
  type Language,
  ok,
  type PILE_MACHINE_KINDS,
  type PileMachineItem,
  pileCalls,
} from '@zhuji/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, onProject } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit';
import { businessDaySql } from '../../platform/db/business-zone';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { t } from '../../platform/i18n';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { pileMessage } from './pile.messages';
import { guard, PILE_MENU } from './pile.service';
import { pile, pileMachine } from './pile.table';

const tags = ['pileMachine'];
type MachineRow = typeof pileMachine.$inferSelect;
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });

const registryOf = (m: MachineRow) => ({
  id: m.id,
  kind: m.kind as (typeof PILE_MACHINE_KINDS)[number],
  model: m.model,
  operator: m.operator,
  enteredOn: m.enteredOn,
  leftOn: m.leftOn,
});

/** Every machine of a sub-project: the registered ones, then those only named on records. */
async function machinesOf(db: DbOrTx, projectId: number): Promise<PileMachineItem[]> {
  const day = businessDaySql(pile.finishedAt);
  const [registered, rows, open] = await Promise.all([
    db
      .select()
      .from(pileMachine)
      .where(eq(pileMachine.projectId, projectId))
      .orderBy(asc(pileMachine.machineNo)),
    db
      .select({ machineNo: pile.machineNo, date: day, n: sql<number>`count(*)::int` })
      .from(pile)
      .where(and(eq(pile.projectId, projectId), isNotNull(pile.machineNo), isNotNull(pile.finishedAt)))
      .groupBy(pile.machineNo, day)
      .orderBy(pile.machineNo, day),
    db
      .select({ machineNo: pile.machineNo, n: sql<number>`count(*)::int` })
      .from(pile)
      .where(
        and(
          eq(pile.projectId, projectId),
          isNotNull(pile.machineNo),
          inArray(pile.status, ['notStarted', 'inConstruction']),
        ),
      )
      .groupBy(pile.machineNo),
  ]);
  const daily = new Map<string, { date: string; piles: number }[]>();
  for (const row of rows) {
    const list = daily.get(row.machineNo ?? '') ?? [];
    list.push({ date: row.date, piles: row.n });
    daily.set(row.machineNo ?? '', list);
  }
  const assigned = new Map(open.map((o) => [o.machineNo ?? '', o.n]));
  const item = (machineNo: string, m: MachineRow | null): PileMachineItem => {
    const days = daily.get(machineNo) ?? [];
    return {
      machineNo,
      registry: m ? registryOf(m) : null,
      assigned: assigned.get(machineNo) ?? 0,
      piles: days.reduce((s, d) => s + d.piles, 0),
      firstDate: days[0]?.date ?? null,
      lastDate: days.at(-1)?.date ?? null,
      daily: days.slice(-14),
    };
  };
  const known = new Set(registered.map((m) => m.machineNo));
  const named = [...new Set([...daily.keys(), ...assigned.keys()])].filter((no) => !known.has(no)).sort();
  return [...registered.map((m) => item(m.machineNo, m)), ...named.map((no) => item(no, null))];
}

async function loadMachine(db: DbOrTx, projectId: number, machineNo: string, lang: Language) {
  const [m] = await db
    .select()
    .from(pileMachine)
    .where(and(eq(pileMachine.projectId, projectId), eq(pileMachine.machineNo, machineNo)));
  if (!m) throw fieldError('machineNo', pileMessage('machineNotRegistered', lang, { machineNo }), lang);
  return m;
}

/**
 * Pile machines (docs/domains/pile.md pile machine): the registry of a sub-project's machines, their assignment
 * to piles and their daily output from the records. Membership and the pile menu's actions guard each.
 */
export async function pileMachineRoutes(app: FastifyInstance) {
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: PILE_MENU });

  route.call(pileCalls.machines, {
    summary: '桩机 (registered machines and those named on records, with assignment and daily output)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => machinesOf(db, req.query.proId),
  });

  callRoute(app, pileCalls.saveMachine, {
    who: onProject('PileConstruction', 'add', 'update when the body names an id'),
    tags,
    summary: '登记桩机 (add or update a machine of the sub-project)',
    handler: async (req) => {
      const b = req.body;
      await guard(db, req.user, b.projectId, b.id ? 'update' : 'add', req.lang);
      await db.transaction(async (tx) => {
        const [before] = b.id
          ? await tx.select().from(pileMachine).where(eq(pileMachine.id, b.id)).for('update')
          : [];
        if (b.id && (!before || before.projectId !== b.projectId))
          throw new AppError(t('recordNotFound', req.lang), 404, 404);
        const [taken] = await tx
          .select({ id: pileMachine.id })
          .from(pileMachine)
          .where(and(eq(pileMachine.projectId, b.projectId), eq(pileMachine.machineNo, b.machineNo)));
        if (taken && taken.id !== b.id)
          throw fieldError(
            'machineNo',
            pileMessage('machineNoTaken', req.lang, { machineNo: b.machineNo }),
            req.lang,
          );
        if (before && before.machineNo !== b.machineNo) {
          // Records name the machine by its number: a number in use on piles stays.
          const [used] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(pile)
            .where(and(eq(pile.projectId, b.projectId), eq(pile.machineNo, before.machineNo)));
          if ((used?.n ?? 0) > 0)
            throw fieldError(
              'machineNo',
              pileMessage('machineNoInUse', req.lang, { n: used?.n ?? 0 }),
              req.lang,
            );
        }
        const values = {
          projectId: b.projectId,
          machineNo: b.machineNo,
          kind: b.kind,
          model: b.model,
          operator: b.operator,
          enteredOn: b.enteredOn,
          leftOn: b.leftOn ?? null,
        };
        const [row] = before
          ? await tx
              .update(pileMachine)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(pileMachine.id, before.id))
              .returning()
          : await tx.insert(pileMachine).values(values).returning();
        if (!row) throw new AppError(t('recordNotFound', req.lang), 404, 404);
        await recordAudit(tx, actor(req), [
          {
            projectId: b.projectId,
            resource: 'pileMachine',
            action: before ? 'update' : 'add',
            recordId: row.id,
            before: before ? registryOf(before) : null,
            after: { machineNo: row.machineNo, ...registryOf(row) },
          },
        ]);
      });
      const list = await machinesOf(db, b.projectId);
      const saved = list.find((m) => m.machineNo === b.machineNo);
      if (!saved) throw new AppError(t('recordNotFound', req.lang), 404, 404);
      return ok(saved);
    },
  });

  callRoute(app, pileCalls.assignMachine, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '分配桩机 (a registered machine on site takes piles not yet recorded)',
    handler: async (req) => {
      const b = req.body;
      await guard(db, req.user, b.projectId, 'update', req.lang);
      await db.transaction(async (tx) => {
        const m = await loadMachine(tx, b.projectId, b.machineNo, req.lang);
        if (m.leftOn && m.leftOn < businessToday())
          throw fieldError('machineNo', pileMessage('machineLeft', req.lang, { date: m.leftOn }), req.lang);
        const ids = [...new Set(b.pileIds)];
        const rows = await tx
          .select({
            id: pile.id,
            projectId: pile.projectId,
            pileNo: pile.pileNo,
            status: pile.status,
            machineNo: pile.machineNo,
          })
          .from(pile)
          .where(inArray(pile.id, ids))
          .for('update');
        if (rows.length !== ids.length || rows.some((p) => p.projectId !== b.projectId))
          throw new AppError(t('recordNotFound', req.lang), 404, 404);
        const locked = rows.filter((p) => p.status !== 'notStarted' && p.status !== 'inConstruction');
        if (locked.length)
          throw fieldError(
            'pileIds',
            pileMessage('assignLocked', req.lang, { piles: locked.map((p) => p.pileNo).join('、') }),
            req.lang,
          );
        await tx
          .update(pile)
          .set({ machineNo: m.machineNo, updatedAt: new Date() })
          .where(inArray(pile.id, ids));
        await recordAudit(tx, actor(req), [
          {
            projectId: b.projectId,
            resource: 'pileMachine',
            action: 'assign',
            recordId: m.id,
            before: { piles: rows.map((p) => ({ pileNo: p.pileNo, machineNo: p.machineNo })) },
            after: { machineNo: m.machineNo, piles: rows.map((p) => p.pileNo) },
          },
        ]);
      });
      const saved = (await machinesOf(db, b.projectId)).find((x) => x.machineNo === b.machineNo);
      if (!saved) throw new AppError(t('recordNotFound', req.lang), 404, 404);
      return ok(saved);
    },
  });
}
