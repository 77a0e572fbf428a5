import {
  addDays,
  businessDateOf,
  businessDaysFromToday,
  comparePileNumbers,
  integrityCount,
  selectTestPiles,
} from '@zhuji/shared';
import { and, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { message } from '../../platform/notify';
import { createRectification, rectification } from '../../platform/rectification';
import { pile, pileGroup } from '../pile';
import {
  detection,
  detectionBasis,
  detectionDraw,
  detectionResult,
  detectionSubmission,
} from './pile-detection.table';
import { hashCandidates } from './pile-detection-common';

interface Ids {
  projects: ReadonlyMap<string, number>;
  users: ReadonlyMap<string, number>;
}

const DAY = 86_400_000;
const LAB = '浙江省建设工程质量检测中心有限公司';

/**
 * Demo detection for 江东一标段's GZ group (60 grade-A bored piles): the basis (12 column caps),
 * one recorded integrity draw (18 piles, seeded), a low-strain report on the drawn piles that have
 * been poured — one class III pile with its rectification — a static load test on 3 piles, and a
 * high-strain candidate list submitted to the regulator and waiting for 刘明's draw.
 */
export async function seedDetectionDemo(tx: DbOrTx, ids: Ids, now = new Date()): Promise<void> {
  const projectId = ids.projects.get('jiangdongPile');
  const contractor = ids.users.get('zhangjianguo');
  const lab = ids.users.get('sunwei') ?? contractor;
  if (projectId === undefined || contractor === undefined || lab === undefined) return;
  const [group] = await tx.select().from(pileGroup).where(eq(pileGroup.projectId, projectId));
  if (!group) return;
  const piles = await tx
    .select({ id: pile.id, pileNo: pile.pileNo, status: pile.status, finishedAt: pile.finishedAt })
    .from(pile)
    .where(and(eq(pile.projectId, projectId), eq(pile.groupId, group.id)));
  const candidates = piles.map((p) => p.pileNo).sort(comparePileNumbers);
  await tx
    .insert(detectionBasis)
    .values({ groupId: group.id, projectId, columnCaps: 12, updatedBy: contractor });

  const count = integrityCount({ totalPiles: candidates.length, strict: group.gradeA, columnCaps: 12 }).count;
  const seed = '江东一标段-GZ-低应变-20261109';
  const sel = selectTestPiles({ piles: candidates, count, mustInclude: ['GZ11'], seed });
  const [draw] = await tx
    .insert(detectionDraw)
    .values({
      projectId,
      groupId: group.id,
      category: 'integrity',
      kind: 'project',
      seed,
      candidates,
      candidatesHash: hashCandidates(candidates),
      mustInclude: ['GZ11'],
      count,
      selected: sel.selected,
      forced: sel.forced,
      drawn: sel.drawn,
      unknown: sel.unknown,
      createdBy: contractor,
      createdAt: new Date(now.getTime() - 14 * DAY),
    })
    .returning();
  if (!draw) return;

  const poured = new Map(piles.filter((p) => p.status !== 'notStarted').map((p) => [p.pileNo, p.id]));
  const testDate = businessDaysFromToday(-3, now);
  // A pile is tested once its concrete is old enough (JGJ 106-2014 3.2.5): 14 days for low strain, 28 for the
  // static load; the piles poured since wait for the next round.
  const agedBy = (days: number) =>
    new Set(
      piles
        .filter((p) => p.finishedAt && businessDateOf(p.finishedAt) <= addDays(testDate, -days))
        .map((p) => p.pileNo),
    );
  const aged14 = agedBy(14);
  const tested = sel.selected.filter((no) => poured.has(no) && aged14.has(no));
  const [low] = await tx
    .insert(detection)
    .values({
      projectId,
      groupId: group.id,
      method: 'lowStrain',
      dynamicTestMethod: 'lowStrainReflection',
      drawId: draw.id,
      labName: LAB,
      reportNo: 'ZJJC-DY-2026-0412',
      testDate,
      remark: '龄期满 14 d，桩身强度已达设计值 70% 以上',
      createdBy: lab,
    })
    .returning();
  if (!low) return;
  const suspect = tested.includes('GZ11') ? 'GZ11' : tested[0];
  for (const [i, no] of tested.entries()) {
    const integrityClass = no === suspect ? 'III' : i % 4 === 1 ? 'II' : 'I';
    const [row] = await tx
      .insert(detectionResult)
      .values({
        detectionId: low.id,
        projectId,
        pileId: poured.get(no) ?? 0,
        pileNo: no,
        integrityClass,
        note:
          integrityClass === 'III'
            ? '桩顶以下 8.6 m 处明显缩颈'
            : integrityClass === 'II'
              ? '局部轻微扩径'
              : '',
        pass: integrityClass !== 'III',
      })
      .returning();
    if (row && integrityClass === 'III') {
      const rect = await createRectification(tx, {
        projectId,
        source: 'pile-detection',
        sourceId: row.id,
        title: `桩 ${no} 检测不合格（完整性 Ⅲ 类）`,
        problem: `低应变法检测：桩 ${no} 完整性 Ⅲ 类。由设计单位评估，采用钻芯或高应变法验证后处理；须会同各方分析原因，并扩大抽检（建议不少于 2 根）。`,
        issuerId: lab,
      });
      await tx
        .update(detectionResult)
        .set({ rectificationId: rect.id })
        .where(eq(detectionResult.id, row.id));
      // The notice went out when the report came in, three days ago, not at seeding time.
      const at = new Date(now.getTime() - 3 * DAY);
      await tx.update(rectification).set({ createdAt: at }).where(eq(rectification.id, rect.id));
      await tx
        .update(message)
        .set({ createdAt: at })
        .where(and(eq(message.projectId, projectId), like(message.title, `%${rect.title}%`)));
    }
  }

  const aged28 = agedBy(28);
  // The trial piles, the first old enough.
  const staticPiles = ['GZ1', 'GZ2', 'GZ3'].filter((no) => poured.has(no) && aged28.has(no));
  const [stat] = await tx
    .insert(detection)
    .values({
      projectId,
      groupId: group.id,
      method: 'staticLoad',
      staticPressureMethod: 'slowMaintained',
      staticPressureReasons: ['gradeA'],
      labName: LAB,
      reportNo: 'ZJJC-JZ-2026-0087',
      testDate,
      createdBy: lab,
    })
    .returning();
  if (stat && staticPiles.length) {
    await tx.insert(detectionResult).values(
      staticPiles.map((no, i) => ({
        detectionId: stat.id,
        projectId,
        pileId: poured.get(no) ?? 0,
        pileNo: no,
        bearingPass: true,
        ultimateCapacityKn: ['9800.00', '10200.00', '9650.00'][i] ?? '9800.00',
        pass: true,
      })),
    );
  }

  await tx.insert(detectionSubmission).values({
    projectId,
    groupId: group.id,
    category: 'highStrain',
    candidates,
    candidatesHash: hashCandidates(candidates),
    mustInclude: [],
    count: 10,
    submittedBy: contractor,
    submittedAt: new Date(now.getTime() - DAY),
  });
}
