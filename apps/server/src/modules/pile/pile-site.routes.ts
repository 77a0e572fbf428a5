import {
  envelopeSchema,
  kitProjectQuerySchema,
  ok,
  type PileCompletion,
  pileCompletionSchema,
  pileMachineItemSchema,
  pileSpotCheckResultSchema,
  pileSpotCheckSchema,
  selectTestPiles,
} from '@zhuji/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit';
import { guard } from './pile.service';
import { pile, pileGroup } from './pile.table';

const tags = ['pile'];
type State = PileCompletion['gcPileState'] & string;

/** Completion list, pile machines and spot checks (spec §4 completion records, §7.9 pile machine). */
export async function pileSiteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/api/pile/completion/list',
    {
      schema: {
        tags,
        summary: '完工记录 (per sub-branch 0101 / 0102, with gcPileState, whPileState, whPileData)',
        querystring: kitProjectQuerySchema,
        response: { 200: envelopeSchema(pileCompletionSchema) },
      },
    },
    async (req) => {
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
  );

  r.get(
    '/api/pile/machine/list',
    {
      schema: {
        tags,
        summary: '桩机 (machines of a sub-project with their daily output)',
        querystring: kitProjectQuerySchema,
        response: { 200: envelopeSchema(z.array(pileMachineItemSchema)) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      const day = sql<string>`to_char(${pile.finishedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ machineNo: pile.machineNo, date: day, n: sql<number>`count(*)::int` })
        .from(pile)
        .where(
          and(eq(pile.projectId, req.query.proId), isNotNull(pile.machineNo), isNotNull(pile.finishedAt)),
        )
        .groupBy(pile.machineNo, day)
        .orderBy(pile.machineNo, day);
      const machines = new Map<string, { date: string; piles: number }[]>();
      for (const row of rows) {
        const list = machines.get(row.machineNo ?? '') ?? [];
        list.push({ date: row.date, piles: row.n });
        machines.set(row.machineNo ?? '', list);
      }
      return ok(
        [...machines].map(([machineNo, daily]) => ({
          machineNo,
          piles: daily.reduce((s, d) => s + d.piles, 0),
          firstDate: daily[0]?.date ?? null,
          lastDate: daily.at(-1)?.date ?? null,
          daily: daily.slice(-14),
        })),
      );
    },
  );

  r.post(
    '/api/pile/spotCheck/random',
    {
      schema: {
        tags,
        summary: '随机抽查 (supervisor or regulator: abnormal piles first, then a seeded random draw)',
        body: pileSpotCheckSchema,
        response: { 200: envelopeSchema(pileSpotCheckResultSchema) },
      },
    },
    async (req) => {
      const { projectId, count } = req.body;
      await guard(db, req.user, projectId, 'list', req.lang);
      const rows = await db
        .select({ no: pile.pileNo, abnormal: pile.abnormal })
        .from(pile)
        .where(
          and(eq(pile.projectId, projectId), inArray(pile.status, ['recorded', 'confirmed', 'accepted'])),
        );
      const seed = req.body.seed || `${projectId}-${new Date().toISOString().slice(0, 10)}`;
      const draw = selectTestPiles({
        piles: rows.map((p) => p.no),
        count,
        mustInclude: rows.filter((p) => p.abnormal).map((p) => p.no),
        seed,
      });
      const result = {
        seed,
        eligible: rows.length,
        forced: draw.forced,
        drawn: draw.drawn,
        selected: draw.selected,
      };
      await recordAudit(db, { userId: req.user.userId, ip: req.ip }, [
        { projectId, resource: 'pileSpotCheck', action: 'random', recordId: null, after: result },
      ]);
      return ok(result);
    },
  );
}
