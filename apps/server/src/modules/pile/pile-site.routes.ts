import {
  businessToday,
  type Language,
  ok,
  type PileCompletion,
  type PileSpotCheckDetail,
  type PileSpotCheckResultValue,
  type PileSpotCheckSummary,
  pileCalls,
  selectTestPiles,
} from '@zhuji/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onProject } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { t } from '../../platform/i18n';
import { appUser } from '../../platform/identity';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { createRectification } from '../../platform/rectification';
import { pileMessage } from './pile.messages';
import { guard, isSupervisor, loadPile, naturalOrder, PILE_MENU } from './pile.service';
import { pile, pileGroup, pileSpotCheck, pileSpotCheckItem } from './pile.table';

const tags = ['pile'];
type State = PileCompletion['gcPileState'] & string;

/** Completion list and spot checks (docs/product.md §4 completion records); pile machines are in pile-machine.routes. */
export async function pileSiteRoutes(app: FastifyInstance) {
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: PILE_MENU });

  callRoute(app, pileCalls.completion, {
    who: onProject('PileConstruction', 'list'),
    tags,
    summary: '完工记录 (per sub-branch 0101 / 0102, with gcPileState, whPileState, whPileData)',
    handler: async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      const rows = await db
        .select({
          code: sql<string>`left(${pileGroup.subItemCode}, 4)`,
          total: sql<number>`count(${pile.id})::int`,
          recorded: sql<number>`count(*) filter (where ${pile.status} in ('recorded', 'confirmed', 'accepted'))::int`,
          confirmed: sql<number>`count(*) filter (where ${pile.status} in ('confirmed', 'accepted'))::int`,
        })
        .from(pileGroup)
        .leftJoin(pile, eq(pile.groupId, pileGroup.id))
        .where(eq(pileGroup.projectId, req.query.proId))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      const list = rows.map((row) => ({
        subBranchCode: row.code,
        total: row.total,
        recorded: row.recorded,
        confirmed: row.confirmed,
        auditStatus: (row.total > 0 && row.confirmed === row.total
          ? 'complete'
          : row.recorded > 0
            ? 'inProgress'
            : 'notStarted') as State,
      }));
      const state = (code: string) => list.find((x) => x.subBranchCode === code)?.auditStatus ?? null;
      return ok({
        list,
        gcPileState: state('0101'),
        whPileState: state('0102'),
        whPileData: list.some((x) => x.subBranchCode === '0102'),
      });
    },
  });

  callRoute(app, pileCalls.spotCheck, {
    who: onProject('PileConstruction', 'update', 'a draw is stored: a write'),
    tags,
    summary: '随机抽查 (abnormal piles first, then a seeded random draw; the draw is stored, never changed)',
    handler: async (req) => {
      const { projectId, count } = req.body;
      // A draw is stored: a write, by those who check the piles (supervisors hold update, not add).
      await guard(db, req.user, projectId, 'update', req.lang);
      const seed = req.body.seed || `${projectId}-${businessToday()}`;
      return ok(
        await db.transaction(async (tx) => {
          const rows = await tx
            .select({ id: pile.id, no: pile.pileNo, abnormal: pile.abnormal })
            .from(pile)
            .where(
              and(eq(pile.projectId, projectId), inArray(pile.status, ['recorded', 'confirmed', 'accepted'])),
            );
          const draw = selectTestPiles({
            piles: rows.map((p) => p.no),
            count,
            mustInclude: rows.filter((p) => p.abnormal).map((p) => p.no),
            seed,
          });
          const [stored] = await tx
            .insert(pileSpotCheck)
            .values({
              projectId,
              seed,
              requested: count,
              eligible: rows.length,
              forced: draw.forced,
              drawn: draw.drawn,
              createdBy: req.user.userId,
            })
            .returning({ id: pileSpotCheck.id });
          if (!stored) throw new Error('spot check not stored');
          const idOf = new Map(rows.map((p) => [p.no, p.id]));
          const forced = new Set(draw.forced);
          if (draw.selected.length)
            await tx.insert(pileSpotCheckItem).values(
              draw.selected.map((no) => ({
                checkId: stored.id,
                pileId: idOf.get(no) ?? 0,
                forced: forced.has(no),
              })),
            );
          const result = {
            id: stored.id,
            seed,
            eligible: rows.length,
            forced: draw.forced,
            drawn: draw.drawn,
            selected: draw.selected,
          };
          await recordAudit(tx, { userId: req.user.userId, ip: req.ip }, [
            { projectId, resource: 'pileSpotCheck', action: 'random', recordId: stored.id, after: result },
          ]);
          return result;
        }),
      );
    },
  });

  callRoute(app, pileCalls.spotChecks, {
    who: onProject('PileConstruction', 'list'),
    tags,
    summary: '抽查记录 (the stored spot checks of a sub-project, newest first)',
    handler: async (req) => {
      const { proId, page, limit } = req.query;
      await guard(db, req.user, proId, 'list', req.lang);
      const where = eq(pileSpotCheck.projectId, proId);
      const [rows, [total]] = await Promise.all([
        summaries(db)
          .where(where)
          .orderBy(desc(pileSpotCheck.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(pileSpotCheck).where(where),
      ]);
      return ok({ total: total?.n ?? 0, page, limit, list: rows.map(summaryItem) });
    },
  });

  route.call(pileCalls.spotCheckDetail, {
    summary: '抽查详情 (the drawn piles and what was found on each)',
    access: { action: 'list', project: (req) => loadCheck(req.query.id, req.lang) },
    answer: (_req, check) => checkDetail(db, check.id),
  });

  callRoute(app, pileCalls.spotCheckResult, {
    who: onProject('PileConstruction', 'update', 'the checker who drew it or a supervisor'),
    tags,
    summary: '抽查结果 (by the checker who drew it or a supervisor; a failure raises a rectification)',
    handler: async (req) => {
      const { itemId, result, finding } = req.body;
      const [item] = await db.select().from(pileSpotCheckItem).where(eq(pileSpotCheckItem.id, itemId));
      if (!item) throw new AppError(t('recordNotFound', req.lang), 404, 404);
      const check = await loadCheck(item.checkId, req.lang);
      await guard(db, req.user, check.projectId, 'update', req.lang);
      if (check.createdBy !== req.user.userId && !(await isSupervisor(db, req.user, check.projectId)))
        throw new AppError(pileMessage('spotCheckerOnly', req.lang), 403, 403);
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(pileSpotCheckItem)
          .where(eq(pileSpotCheckItem.id, itemId))
          .for('update');
        if (locked?.result !== 'pending')
          throw new AppError(pileMessage('spotCheckDone', req.lang), 409, 409);
        const p = await loadPile(tx, locked.pileId, req.lang);
        const rect =
          result === 'fail'
            ? await createRectification(tx, {
                projectId: check.projectId,
                source: 'spot-check',
                sourceId: locked.id,
                title: `桩 ${p.pileNo} 随机抽查不合格`,
                problem: finding,
                issuerId: req.user.userId,
                ip: req.ip,
              })
            : null;
        const at = new Date();
        await tx
          .update(pileSpotCheckItem)
          .set({
            result,
            finding,
            checkedBy: req.user.userId,
            checkedAt: at,
            rectificationId: rect?.id ?? null,
          })
          .where(eq(pileSpotCheckItem.id, itemId));
        await recordAudit(tx, { userId: req.user.userId, ip: req.ip }, [
          {
            projectId: check.projectId,
            resource: 'pileSpotCheck',
            action: 'result',
            recordId: check.id,
            before: { pileNo: p.pileNo, result: 'pending' },
            after: { pileNo: p.pileNo, result, finding, rectificationId: rect?.id ?? null },
          },
        ]);
      });
      return ok(await checkDetail(db, check.id));
    },
  });

  async function loadCheck(id: number, lang: Language) {
    const [check] = await db.select().from(pileSpotCheck).where(eq(pileSpotCheck.id, id));
    if (!check) throw new AppError(t('recordNotFound', lang), 404, 404);
    return check;
  }
}

const itemCount = (condition?: SQL) =>
  sql<number>`(select count(*)::int from ${pileSpotCheckItem} where ${pileSpotCheckItem.checkId} = ${pileSpotCheck.id}${
    condition ? sql` and ${condition}` : sql``
  })`;

function summaries(db: DbOrTx) {
  return db
    .select({
      id: pileSpotCheck.id,
      seed: pileSpotCheck.seed,
      requested: pileSpotCheck.requested,
      eligible: pileSpotCheck.eligible,
      createdByName: appUser.name,
      createdAt: pileSpotCheck.createdAt,
      piles: itemCount(),
      checked: itemCount(sql`${pileSpotCheckItem.result} <> 'pending'`),
      failed: itemCount(sql`${pileSpotCheckItem.result} = 'fail'`),
    })
    .from(pileSpotCheck)
    .innerJoin(appUser, eq(appUser.id, pileSpotCheck.createdBy))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];
const summaryItem = (row: SummaryRow): PileSpotCheckSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

async function checkDetail(db: DbOrTx, id: number): Promise<PileSpotCheckDetail> {
  const [summary] = await summaries(db).where(eq(pileSpotCheck.id, id));
  if (!summary) throw new Error(`spot check ${id} vanished`);
  const items = await db
    .select({
      id: pileSpotCheckItem.id,
      pileId: pileSpotCheckItem.pileId,
      pileNo: pile.pileNo,
      forced: pileSpotCheckItem.forced,
      result: pileSpotCheckItem.result,
      finding: pileSpotCheckItem.finding,
      checkedByName: appUser.name,
      checkedAt: pileSpotCheckItem.checkedAt,
      rectificationId: pileSpotCheckItem.rectificationId,
      noPrefix: pile.noPrefix,
      noSeq: pile.noSeq,
    })
    .from(pileSpotCheckItem)
    .innerJoin(pile, eq(pile.id, pileSpotCheckItem.pileId))
    .leftJoin(appUser, eq(appUser.id, pileSpotCheckItem.checkedBy))
    .where(eq(pileSpotCheckItem.checkId, id))
    .orderBy(desc(pileSpotCheckItem.forced), ...naturalOrder);
  return {
    ...summaryItem(summary),
    items: items.map(({ noPrefix: _p, noSeq: _s, ...i }) => ({
      ...i,
      result: i.result as PileSpotCheckResultValue,
      checkedAt: i.checkedAt?.toISOString() ?? null,
    })),
  };
}
