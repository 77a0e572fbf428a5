import { and, arrayContains, eq } from 'drizzle-orm';
import { assertAction } from '../../platform/access';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { gb50300Item } from '../../platform/identity';
import { openVersion, registerSignedRecord } from '../../platform/signature';
import { registerReportUse } from '../specimen';
import { acceptanceMessage } from './acceptance.messages';
import { acceptance } from './acceptance.table';
import { type AcceptanceRow, loadRow } from './acceptance-common';

/** The acceptance page's menu (acceptance.routes.ts ACCEPTANCE_MENU; the routes import this file). */
const MENU = 'AcceptanceLot';

/**
 * What the signatures of an accepted inspection lot cover: the lot as judged (GB 50300-2013 5.0.1), not its
 * flow bookkeeping (status, flow and rectification links, timestamps of the application).
 */
export const lotContent = (row: AcceptanceRow) => ({
  v: 1,
  id: row.id,
  projectId: row.projectId,
  code: row.code,
  lotNo: row.lotNo,
  location: row.location,
  lotSize: row.lotSize,
  sampleSize: row.sampleSize,
  mainItems: row.mainItems,
  generalItems: row.generalItems,
  recordsComplete: row.recordsComplete,
  failures: row.failures,
  // The test reports the lot rests on; absent when none, so lots signed before the field existed
  // still hash to what was signed.
  testReportIds: row.testReportIds.length ? row.testReportIds : undefined,
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
});

/**
 * An accepted lot's record (检验批质量验收记录, GB 50300-2013 App. E) is signed by the contractor's
 * inspector, then the supervising engineer, then the owner (docs/domains/signature.md); its readers are
 * those with the acceptance page's detail action.
 */
registerSignedRecord({
  type: 'acceptance-lot',
  order: ['contractor', 'supervisor', 'owner'],
  async load(db, id) {
    const [row] = await db.select().from(acceptance).where(eq(acceptance.id, id));
    if (row?.level !== 'lot') return null;
    return { projectId: row.projectId, content: lotContent(row) };
  },
  async assertReads(db, user, id, lang) {
    const row = await loadRow(db, id, lang);
    await assertAction(db, user, row.projectId, MENU, 'detail', lang);
    if (row.level !== 'lot') throw new AppError(acceptanceMessage('notFound', lang), 404, 404);
  },
});

/** A lot just accepted opens its next signed version (the first, or after a re-application). */
export async function openLotVersion(tx: DbOrTx, id: number, userId: number | null) {
  const [row] = await tx.select().from(acceptance).where(eq(acceptance.id, id));
  if (row?.level !== 'lot' || row.status !== 'accepted') return null;
  return openVersion(tx, { type: 'acceptance-lot', recordId: id, userId, reason: '重新验收' });
}

/**
 * The accepted lots that rest on a test report: the last step (用于验收批) of the report's chain of
 * custody on its public page (docs/domains/witness.md), verified through the lot's own signatures.
 */
registerReportUse(async (db, reportId) => {
  const lots = await db
    .select({ row: acceptance, name: gb50300Item.name })
    .from(acceptance)
    .leftJoin(gb50300Item, eq(gb50300Item.code, acceptance.code))
    .where(
      and(
        arrayContains(acceptance.testReportIds, [reportId]),
        eq(acceptance.level, 'lot'),
        eq(acceptance.status, 'accepted'),
      ),
    );
  return lots.map(({ row, name }) => ({
    type: 'acceptance-lot' as const,
    id: row.id,
    at: row.acceptedAt,
    note: `${name ?? row.code} ${row.lotNo}（${row.location}）`,
  }));
});
