import { PassThrough } from 'node:stream';
import {
  judgeSetOut,
  KIT_IMPORT,
  ok,
  PILE_GRID_MAX,
  type PileArrangement,
  type PileLayout,
  type PileStatus,
  pileCalls,
  pilePositionRowSchema,
} from '@zhuji/shared';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onProject } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { contentDisposition, writeSheet, XLSX_TYPE } from '../../platform/kit/excel';
import { type ImportColumn, parseImport } from '../../platform/kit/import';
import { PILE_POSITION_COLUMNS, PILE_POSITION_TITLE, pileMessage } from './pile.messages';
import { guard, loadGroup, loadPile, naturalOrder } from './pile.service';
import { pile } from './pile.table';

const tags = ['pile'];
/** A pile's setting-out is checked before it is built; once recorded, the as-built position rows judge it. */
const SET_OUT_STATUSES: readonly PileStatus[] = ['notStarted', 'inConstruction'];

const positionColumns: ImportColumn[] = [
  { key: 'pileNo', type: 'text', label: PILE_POSITION_COLUMNS.pileNo },
  { key: 'x', type: 'decimal', label: PILE_POSITION_COLUMNS.x },
  { key: 'y', type: 'decimal', label: PILE_POSITION_COLUMNS.y },
];

/**
 * The site plan of a sub-project's piles (桩位平面图): design positions imported from the drawing's
 * coordinate sheet, and the setting-out check (放样复核) of each surveyed position against its
 * design position, GB 50202-2018 5.1.1.
 */
export async function pileLayoutRoutes(app: FastifyInstance) {
  const db = app.db;
  // The sheet arrives as the raw .xlsx, as for the kit's imports; parsed only in this scope.
  app.addContentTypeParser(
    [XLSX_TYPE, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: KIT_IMPORT.MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  callRoute(app, pileCalls.layout, {
    who: onProject('PileConstruction', 'list'),
    tags,
    summary: '桩位平面图 (every pile with its design position and last setting-out check)',
    handler: async (req) => {
      const { proId } = req.query;
      await guard(db, req.user, proId, 'list', req.lang);
      const [rows, [total], [placed]] = await Promise.all([
        db
          .select({
            id: pile.id,
            pileNo: pile.pileNo,
            groupId: pile.groupId,
            status: pile.status,
            abnormal: pile.abnormal,
            x: pile.designX,
            y: pile.designY,
            deviationMm: pile.setOutDeviationMm,
            pass: pile.setOutPass,
            at: pile.setOutAt,
          })
          .from(pile)
          .where(eq(pile.projectId, proId))
          .orderBy(...naturalOrder)
          .limit(PILE_GRID_MAX),
        db.select({ n: count() }).from(pile).where(eq(pile.projectId, proId)),
        db
          .select({ n: count() })
          .from(pile)
          .where(and(eq(pile.projectId, proId), isNotNull(pile.designX))),
      ]);
      const layout: PileLayout = {
        total: total?.n ?? 0,
        placed: placed?.n ?? 0,
        list: rows.map(({ deviationMm, pass, at, ...p }) => ({
          ...p,
          status: p.status as PileStatus,
          setOut:
            at && deviationMm !== null && pass !== null
              ? { deviationMm: Number(deviationMm), pass, at: at.toISOString() }
              : null,
        })),
      };
      return ok(layout);
    },
  });

  callRoute(app, pileCalls.layoutTemplate, {
    who: onProject('PileConstruction', 'list'),
    tags,
    summary: '桩位坐标导入模板 (.xlsx: 桩号, X, Y)',
    handler: async (req, reply) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      const lang = req.lang;
      const out = new PassThrough();
      async function* none() {}
      writeSheet(
        out,
        PILE_POSITION_TITLE[lang],
        positionColumns.map((c) => ({ header: c.label[lang], width: 18 })),
        none(),
      ).catch((err: unknown) => out.destroy(err as Error));
      return reply
        .type(XLSX_TYPE)
        .header(
          'content-disposition',
          contentDisposition(`${PILE_POSITION_TITLE[lang]}.xlsx`, 'pile-positions.xlsx'),
        )
        .send(out);
    },
  });

  callRoute(app, pileCalls.layoutImport, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '导入桩位坐标 (raw .xlsx body: 桩号, X, Y; sets the design position of existing piles)',
    handler: async (req) => {
      const projectId = req.query.proId;
      await guard(db, req.user, projectId, 'update', req.lang);
      const parsed = await parseImport(req.body, req.lang, {
        columns: positionColumns,
        create: pilePositionRowSchema,
        projectId,
        naturalKey: ['pileNo'],
      });
      const rows = parsed.valid as { pileNo: string; x: string; y: string }[];
      const errors = [...parsed.errors];
      const updated = await db.transaction(async (tx) => {
        const existing = rows.length
          ? await tx
              .select({ id: pile.id, pileNo: pile.pileNo, x: pile.designX, y: pile.designY })
              .from(pile)
              .where(
                and(
                  eq(pile.projectId, projectId),
                  inArray(
                    pile.pileNo,
                    rows.map((row) => row.pileNo),
                  ),
                ),
              )
          : [];
        const byNo = new Map(existing.map((p) => [p.pileNo, p]));
        let n = 0;
        const changes = [];
        for (const row of rows) {
          const target = byNo.get(row.pileNo);
          if (!target) continue;
          await tx
            .update(pile)
            .set({ designX: row.x, designY: row.y, updatedAt: new Date() })
            .where(eq(pile.id, target.id));
          changes.push({
            projectId,
            resource: 'pilePosition',
            action: 'import',
            recordId: target.id,
            before: { x: target.x, y: target.y },
            after: { x: row.x, y: row.y },
          });
          n++;
        }
        if (changes.length) await recordAudit(tx, { userId: req.user.userId, ip: req.ip }, changes);
        return n;
      });
      // Numbers not in the sub-project: reported by their sheet row, nothing written for them.
      const known = new Set(rows.map((row) => row.pileNo));
      if (updated < known.size) {
        const present = new Set(
          (
            await db
              .select({ pileNo: pile.pileNo })
              .from(pile)
              .where(and(eq(pile.projectId, projectId), inArray(pile.pileNo, [...known])))
          ).map((p) => p.pileNo),
        );
        rows.forEach((row, i) => {
          if (!present.has(row.pileNo))
            errors.push({
              row: parsed.rowNumbers[i] ?? 0,
              message: pileMessage('positionPileMissing', req.lang, { pileNo: row.pileNo }),
            });
        });
      }
      errors.sort((a, b) => a.row - b.row);
      return ok({ total: parsed.total, updated, errors });
    },
  });

  callRoute(app, pileCalls.setOut, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '放样复核 (a surveyed position judged against the design position, GB 50202-2018 5.1.1)',
    handler: async (req) => {
      const { pileId, x, y } = req.body;
      const target = await loadPile(db, pileId, req.lang);
      await guard(db, req.user, target.projectId, 'update', req.lang);
      return ok(
        await db.transaction(async (tx) => {
          const row = await loadPile(tx, pileId, req.lang, true);
          if (!SET_OUT_STATUSES.includes(row.status as PileStatus))
            throw new AppError(pileMessage('setOutAfterConstruction', req.lang), 422, 422);
          if (row.designX === null || row.designY === null)
            throw new AppError(pileMessage('noDesignPosition', req.lang), 422, 422);
          const group = await loadGroup(tx, row.groupId, req.lang);
          const judgement = judgeSetOut(
            { x: row.designX, y: row.designY },
            { x, y },
            group.arrangement as PileArrangement,
          );
          const at = new Date();
          await tx
            .update(pile)
            .set({
              setOutX: x,
              setOutY: y,
              setOutDeviationMm: judgement.deviationMm.toFixed(1),
              setOutPass: judgement.pass,
              setOutBy: req.user.userId,
              setOutAt: at,
              updatedAt: at,
            })
            .where(eq(pile.id, row.id));
          await recordAudit(tx, { userId: req.user.userId, ip: req.ip }, [
            {
              projectId: row.projectId,
              resource: 'pileSetOut',
              action: 'check',
              recordId: row.id,
              before: { x: row.setOutX, y: row.setOutY },
              after: { x, y, ...judgement },
            },
          ]);
          return { x, y, ...judgement, at: at.toISOString() };
        }),
      );
    },
  });
}
