import type { Language } from '@zhuji/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { userNames } from '../../platform/identity';
import { loadRegistration, paged } from './material-common';
import { concreteDelivery, jointLot, rebarBatch, rebarTest } from './material-inspection.table';
import { recordCounts, registrationItem } from './material-registration.service';

// ---- reports --------------------------------------------------------------------------------

type Report = {
  type: 'rebar' | 'welding' | 'sleeve' | 'concrete';
  recordId: number;
  reportNo: string;
  subject: string;
  testDate: string | null;
  result: 'pending' | 'pass' | 'retest' | 'fail';
};

const BATCH_RESULT: Record<string, Report['result']> = {
  pending: 'pending',
  retest: 'retest',
  accepted: 'pass',
  rejected: 'fail',
};

async function reportsOf(
  db: DbOrTx,
  where: { projectId: number; registrationId?: number },
  type?: Report['type'],
): Promise<Report[]> {
  const out: Report[] = [];
  if (!type || type === 'rebar') {
    const batches = await db
      .select()
      .from(rebarBatch)
      .where(
        and(
          eq(rebarBatch.projectId, where.projectId),
          where.registrationId ? eq(rebarBatch.registrationId, where.registrationId) : undefined,
        ),
      )
      .orderBy(asc(rebarBatch.id));
    const tests = batches.length
      ? await db
          .select()
          .from(rebarTest)
          .where(
            inArray(
              rebarTest.batchId,
              batches.map((b) => b.id),
            ),
          )
          .orderBy(desc(rebarTest.round))
      : [];
    for (const b of batches) {
      const latest = tests.find((x) => x.batchId === b.id);
      out.push({
        type: 'rebar',
        recordId: b.id,
        reportNo: latest?.reportNo ?? '',
        subject: `${b.batchNo} ${b.grade} Φ${b.diameterMm} ${b.tonnage}t`,
        testDate: latest?.testDate ?? null,
        result: BATCH_RESULT[b.status] ?? 'pending',
      });
    }
  }
  if (!where.registrationId && (!type || type === 'welding' || type === 'sleeve')) {
    const lots = await db
      .select()
      .from(jointLot)
      .where(and(eq(jointLot.projectId, where.projectId), type ? eq(jointLot.category, type) : undefined))
      .orderBy(asc(jointLot.id));
    for (const l of lots)
      out.push({
        type: l.category as 'welding' | 'sleeve',
        recordId: l.id,
        reportNo: l.reportNo,
        subject: `${l.lotNo} ${l.barGrade} Φ${l.diameterMm} × ${l.jointCount}`,
        testDate: l.testDate,
        result: l.verdict as Report['result'],
      });
  }
  if (!type || type === 'concrete') {
    const rows = await db
      .select()
      .from(concreteDelivery)
      .where(
        and(
          eq(concreteDelivery.projectId, where.projectId),
          where.registrationId ? eq(concreteDelivery.registrationId, where.registrationId) : undefined,
        ),
      )
      .orderBy(asc(concreteDelivery.id));
    for (const c of rows)
      out.push({
        type: 'concrete',
        recordId: c.id,
        reportNo: c.deliveryNo,
        subject: `${c.plant} ${c.strengthGrade} ${c.volume}m³`,
        testDate: c.arrivalDate,
        result: c.chloridePass === null ? 'pending' : c.chloridePass ? 'pass' : 'fail',
      });
  }
  return out;
}

export async function foundationReports(
  db: DbOrTx,
  q: { projectId: number; type?: Report['type'] | undefined; page: number; limit: number },
) {
  const all = await reportsOf(db, { projectId: q.projectId }, q.type);
  return paged(all.slice((q.page - 1) * q.limit, q.page * q.limit), all.length, q.page, q.limit);
}

export async function reportDetailQC(db: DbOrTx, registrationId: number, lang: Language) {
  const reg = await loadRegistration(db, registrationId, lang);
  const names = await userNames(db, [reg.createdBy]);
  return {
    registration: registrationItem(reg, names, await recordCounts(db, [reg.id])),
    reports: await reportsOf(db, { projectId: reg.projectId, registrationId }),
  };
}
