import {
  judgeMortarFullness,
  judgeSlump,
  judgeWaterTest,
  parseSlumpReadings,
  type WorksRecordType,
} from '@zhuji/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { WriteContext } from '../../platform/kit/resource-service';
import { closeForRemovedRecord, type Failure, registerWorksRecord, syncAbnormal } from '../works';
import { METHOD_NAMES, PART_NAMES } from './main-body.messages';
import { mainBodyPour, masonryRecord, waterproofRecord } from './main-body.table';

// A main-body record the shared functions judge as failing raises its 主体工程 abnormal record in the
// write's transaction, through the works module's one mechanism (docs/domains/works.md); a passing
// re-entry closes it. The descriptions are written in the project's language (zh).

type Pour = typeof mainBodyPour.$inferSelect;
type Masonry = typeof masonryRecord.$inferSelect;
type Waterproof = typeof waterproofRecord.$inferSelect;

function pourFailure(row: Pour): Failure | null {
  const readings = parseSlumpReadings(row.slumpReadings);
  if (readings.length === 0) return null;
  const j = judgeSlump(readings, row.designSlump);
  if (j.pass) return null;
  const out = j.readings.filter((r) => !r.pass).map((r) => `${r.valueMm}`);
  return {
    kind: 'slump',
    description: `${row.location} 坍落度实测 ${row.slumpReadings} mm，设计 ${row.designSlump} ± ${j.toleranceMm} mm，超差读数 ${out.join('、')} mm`,
  };
}

function masonryFailure(row: Masonry): Failure | null {
  const check = judgeMortarFullness(row.blockType, Number(row.fullness));
  if (check.pass) return null;
  return {
    kind: 'mortarFullness',
    description: `${row.location} 砂浆饱满度实测 ${Number(row.fullness)}%，不应小于 ${check.limit}%`,
  };
}

function waterproofFailure(row: Waterproof): Failure | null {
  if (row.testResult !== 'FAIL') return null;
  const j = judgeWaterTest(row.part, row.testMethod, row.testStart, row.testEnd);
  const method = METHOD_NAMES[row.testMethod]?.zh ?? row.testMethod;
  return {
    kind: 'waterTest',
    description: `${row.location}（${PART_NAMES[row.part]?.zh ?? row.part}）${method} ${j.actualHours ?? ''} h 后渗漏：${row.problem}`,
    rectificationId: row.rectificationId,
  };
}

const TABLES = { concretePour: mainBodyPour, masonry: masonryRecord, waterproof: waterproofRecord } as const;
type MainBodyType = keyof typeof TABLES;

async function syncRow(tx: DbOrTx, userId: number, type: MainBodyType, id: number) {
  const ref = { recordType: type as WorksRecordType, id };
  if (type === 'concretePour') {
    const [row] = await tx.select().from(mainBodyPour).where(eq(mainBodyPour.id, id));
    if (row)
      await syncAbnormal(
        tx,
        userId,
        { ...ref, projectId: row.projectId, recordNo: row.pourNo, location: row.location },
        { origin: 'judged' },
        pourFailure(row),
      );
  } else if (type === 'masonry') {
    const [row] = await tx.select().from(masonryRecord).where(eq(masonryRecord.id, id));
    if (row)
      await syncAbnormal(
        tx,
        userId,
        { ...ref, projectId: row.projectId, recordNo: row.recordNo, location: row.location },
        { origin: 'judged' },
        masonryFailure(row),
      );
  } else {
    const [row] = await tx.select().from(waterproofRecord).where(eq(waterproofRecord.id, id));
    if (row)
      await syncAbnormal(
        tx,
        userId,
        { ...ref, projectId: row.projectId, recordNo: row.recordNo, location: row.location },
        { origin: 'judged' },
        waterproofFailure(row),
      );
  }
}

/** The afterWrite hook of a main-body resource: judge the stored row, raise or clear its abnormal record. */
export const abnormalHook =
  (type: MainBodyType) => async (ctx: WriteContext & { after: Record<string, unknown> | null }) => {
    if (ctx.action === 'remove') {
      await closeForRemovedRecord(ctx.tx, ctx.user.userId, type, Number(ctx.before?.id));
      return;
    }
    if (ctx.after) await syncRow(ctx.tx, ctx.user.userId, type, Number(ctx.after.id));
  };

/** Judges every record of the projects (the demo seed, written without the kit's hooks). */
export async function syncMainBodyAbnormals(tx: DbOrTx, userId: number, projectIds: number[]) {
  for (const type of Object.keys(TABLES) as MainBodyType[]) {
    const table = TABLES[type];
    const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.projectId, projectIds));
    for (const r of rows) await syncRow(tx, userId, type, r.id);
  }
}

// Spot checks and hand-entered abnormal records name a main-body record by its number.
registerWorksRecord('concretePour', async (db, projectId, recordNo) => {
  const [row] = await db
    .select({
      projectId: mainBodyPour.projectId,
      id: mainBodyPour.id,
      recordNo: mainBodyPour.pourNo,
      location: mainBodyPour.location,
    })
    .from(mainBodyPour)
    .where(and(eq(mainBodyPour.projectId, projectId), eq(mainBodyPour.pourNo, recordNo)));
  return row ?? null;
});
for (const [type, table] of [
  ['masonry', masonryRecord],
  ['waterproof', waterproofRecord],
] as const)
  registerWorksRecord(type, async (db, projectId, recordNo) => {
    const [row] = await db
      .select({
        projectId: table.projectId,
        id: table.id,
        recordNo: table.recordNo,
        location: table.location,
      })
      .from(table)
      .where(and(eq(table.projectId, projectId), eq(table.recordNo, recordNo)));
    return row ?? null;
  });
