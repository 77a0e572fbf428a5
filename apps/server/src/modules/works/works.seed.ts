import { businessDaysFromToday, judgeFoundationCheck } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { StartupSeedIds } from '../../seed/startup';
import { foundationCheck, worksAbnormal, worksSpotCheck } from './works.table';
import { findWorksRecord, syncAbnormal } from './works-abnormal.service';

type CheckSeed = Omit<typeof foundationCheck.$inferInsert, 'projectId' | 'result'>;

/**
 * 基础工程 and spot checks of 一标段 桩基工程: the pits of 1#楼 and 2#楼 dug to the pile caps, the
 * replaced-soil cushion under the raft and the backfill round the sumps — 2#楼's cap pits were left
 * 15 mm high (a 基础工程 abnormal record, open). 王海涛 (专业监理工程师) spot-checked a pour, a brick
 * formwork, a pit and the sidewall coating; the coating was thinner than designed, which raised a
 * 主体工程 abnormal record. The slump of JZ-2026-002 was handled on site (closed).
 */
export async function seedWorksDemo(tx: DbOrTx, ids: StartupSeedIds, now = new Date()): Promise<void> {
  const projectId = ids.projects.get('jiangdongPile');
  const inspector = ids.users.get('lixiaofeng');
  const supervisor = ids.users.get('wanghaitao');
  if (projectId === undefined || inspector === undefined || supervisor === undefined) return;
  const day = (offset: number) => businessDaysFromToday(-offset, now);

  const checks: CheckSeed[] = [
    {
      checkNo: 'JC-2026-001',
      location: '1#楼 承台基坑 CT1～CT12 基底',
      kind: 'PIT_ELEVATION',
      designValue: '-6.450',
      measuredValue: '-6.480',
      checkedOn: day(27),
      inspector: '李晓峰',
    },
    {
      checkNo: 'JC-2026-002',
      location: '2#楼 承台基坑 CT1～CT10 基底',
      kind: 'PIT_ELEVATION',
      designValue: '-6.450',
      measuredValue: '-6.435',
      checkedOn: day(23),
      inspector: '李晓峰',
    },
    {
      checkNo: 'JC-2026-003',
      location: '1#楼 地下室底板下 级配砂石换填垫层',
      kind: 'COMPACTION',
      designValue: '0.940',
      measuredValue: '0.960',
      checkedOn: day(25),
      inspector: '李晓峰',
    },
    {
      checkNo: 'JC-2026-004',
      location: '1#楼 换填垫层 浅层平板载荷试验 3 点',
      kind: 'BEARING_CAPACITY',
      designValue: '180',
      measuredValue: '196',
      checkedOn: day(24),
      inspector: '李晓峰',
    },
    {
      checkNo: 'JC-2026-005',
      location: '2#楼 集水井 JSJ1～JSJ3 周边回填土',
      kind: 'COMPACTION',
      designValue: '0.940',
      measuredValue: '0.950',
      checkedOn: day(18),
      inspector: '李晓峰',
    },
  ];
  const written = await tx
    .insert(foundationCheck)
    .values(
      checks.map((c) => ({
        ...c,
        projectId,
        result: judgeFoundationCheck(c.kind, Number(c.designValue), Number(c.measuredValue)).pass
          ? ('PASS' as const)
          : ('FAIL' as const),
      })),
    )
    .returning();
  for (const row of written) {
    if (row.result === 'PASS') continue;
    const deviation = Math.round((Number(row.measuredValue) - Number(row.designValue)) * 1000);
    await syncAbnormal(
      tx,
      inspector,
      { projectId, recordType: 'foundationCheck', id: row.id, recordNo: row.checkNo, location: row.location },
      { origin: 'judged' },
      {
        kind: 'pitElevation',
        description: `${row.location} 基底标高：实测 ${row.measuredValue} m，设计 ${row.designValue} m，偏差 +${deviation} mm（允许 -50–0 mm）（基底标高超差）`,
      },
    );
  }

  const spotChecks = [
    {
      recordType: 'concretePour',
      recordNo: 'JZ-2026-001',
      result: 'PASS',
      remark: '旁站抽测坍落度 185 mm，符合设计要求。',
      checkedOn: day(24),
    },
    {
      recordType: 'foundationCheck',
      recordNo: 'JC-2026-001',
      result: 'PASS',
      remark: '水准仪复测 6 点，基底标高 -6.470～-6.485 m。',
      checkedOn: day(27),
    },
    {
      recordType: 'masonry',
      recordNo: 'QT-2026-001',
      result: 'PASS',
      remark: '掀砖检查 3 处，砂浆饱满度 84%～88%。',
      checkedOn: day(22),
    },
    {
      recordType: 'waterproof',
      recordNo: 'FS-2026-002',
      result: 'FAIL',
      remark: 'CT5 侧壁割取涂膜 3 处，厚度 1.1～1.3 mm，小于设计 1.5 mm，须补涂。',
      checkedOn: day(9),
    },
  ] as const;
  for (const s of spotChecks) {
    const record = await findWorksRecord(tx, projectId, s.recordType, s.recordNo, 'zh');
    const [check] = await tx
      .insert(worksSpotCheck)
      .values({
        projectId,
        source: s.recordType === 'foundationCheck' ? 'foundation' : 'mainBody',
        recordType: s.recordType,
        recordId: record.id,
        recordNo: record.recordNo,
        location: record.location,
        result: s.result,
        remark: s.remark,
        checkedOn: s.checkedOn,
        checker: '王海涛',
        createdBy: supervisor,
      })
      .returning();
    if (!check || s.result === 'PASS') continue;
    const abnormal = await syncAbnormal(
      tx,
      supervisor,
      record,
      { origin: 'spotCheck', spotCheckId: check.id },
      {
        kind: 'spotCheck',
        description: `${s.checkedOn} 王海涛 抽检防水工程 ${record.recordNo}（${record.location}）不合格：${s.remark}`,
      },
    );
    await tx
      .update(worksSpotCheck)
      .set({ abnormalId: abnormal?.id ?? null })
      .where(eq(worksSpotCheck.id, check.id));
  }

  // The slump of JZ-2026-002 (215 mm against 180 ± 30): handled on site the day of the pour.
  await tx
    .update(worksAbnormal)
    .set({
      status: 'closed',
      handling: '超差车次已退场，后续车次现场加测坍落度 185～195 mm，经监理同意继续浇筑。',
      handledBy: inspector,
      handledAt: new Date(now.getTime() - 19 * 86_400_000),
    })
    .where(and(eq(worksAbnormal.projectId, projectId), eq(worksAbnormal.recordNo, 'JZ-2026-002')));
}
