import { businessDaysFromToday, businessToday, specimenGroupValue } from '@zhuji/shared';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { appUser } from '../../platform/identity';
import { evaluateProject, specimen, specimenResult, specimenSubmission } from '../specimen';
import { warningRule } from './warning.table';

interface Ids {
  projects: ReadonlyMap<string, number>;
  users: ReadonlyMap<string, number>;
}

const DAY = 86_400_000;

/**
 * Cube strengths (MPa) of the two same-condition groups of 江东一标段 (GZ1, GZ4). GZ1's passes after the
 * ÷0.88 conversion; GZ4's cubes scatter by more than 15 % either side of the middle one, so the group
 * is invalid (GB/T 50107-2010 4.3.1) and the inspection module's own evaluation raises a test-block
 * warning and a rectification for it. (A failed lot would also fail the foundation division's
 * acceptance in the demo, which the acceptance stories start from.)
 */
const SAME_CONDITION_STRENGTHS: [number, number, number][] = [
  [33.6, 34.8, 35.9],
  [24.6, 31.5, 38.2],
];

/**
 * The early-warning demo of 一标段 桩基工程: the same-condition groups sent to the lab and tested
 * (so the abnormal list has a test-block warning next to the pile abnormal records, failed detections
 * and the failed rebar retest the other modules seed), and the project's warning configuration as its
 * manager set it: witnessing at 50 % (above the national 30 %), rectifications listed 3 days after
 * their deadline, the project manager and supervision told.
 */
export async function seedWarningDemo(tx: DbOrTx, ids: Ids, now = new Date()): Promise<void> {
  const projectId = ids.projects.get('jiangdongPile');
  const contractor = ids.users.get('lixiaofeng');
  const labUser = ids.users.get('sunwei');
  const manager = ids.users.get('zhangjianguo');
  if (projectId === undefined || contractor === undefined || labUser === undefined) return;
  const [lab] = await tx
    .select({ companyId: appUser.companyId })
    .from(appUser)
    .where(eq(appUser.id, labUser));
  const groups = await tx
    .select()
    .from(specimen)
    .where(
      and(
        eq(specimen.projectId, projectId),
        eq(specimen.curing, 'same_condition'),
        // The groups made at the demo pours (GZ1, GZ4), not ones registered by hand or imported.
        isNotNull(specimen.pourId),
        isNull(specimen.submissionId),
      ),
    )
    .orderBy(asc(specimen.makeDate), asc(specimen.sampleNo));
  if (lab && groups.length > 0) {
    const [submission] = await tx
      .insert(specimenSubmission)
      .values({
        projectId,
        submitNo: `WT-${projectId}-${businessToday(now).slice(0, 4)}-0003`,
        labCompanyId: lab.companyId,
        status: 'tested',
        remark: '同条件养护试块，等效养护龄期 600 ℃·d',
        submittedBy: contractor,
        submittedAt: new Date(now.getTime() - 4 * DAY),
        receivedBy: labUser,
        receivedAt: new Date(now.getTime() - 3 * DAY),
      })
      .returning();
    if (submission) {
      await tx
        .update(specimen)
        .set({ submissionId: submission.id, status: 'tested' })
        .where(
          inArray(
            specimen.id,
            groups.map((g) => g.id),
          ),
        );
      for (const [k, g] of groups.entries()) {
        const strengths = SAME_CONDITION_STRENGTHS[k % SAME_CONDITION_STRENGTHS.length]!;
        const v = specimenGroupValue({
          strengths,
          grade: g.strengthGrade,
          sizeMm: g.cubeSize,
          curing: 'same-condition',
        });
        await tx.insert(specimenResult).values({
          specimenId: g.id,
          projectId,
          strengths: strengths.map((x) => x.toFixed(1)),
          testDate: businessDaysFromToday(-2, now),
          value: v.value === null ? null : v.value.toFixed(1),
          status: v.status,
          rule: v.rule,
          enteredBy: labUser,
        });
      }
      await evaluateProject(tx, projectId, { userId: labUser });
    }
  }
  await tx.insert(warningRule).values([
    { projectId, rule: 'witnessRatio', threshold: 50, notifyRoles: [3, 41, 42], updatedBy: manager ?? null },
    {
      projectId,
      rule: 'rectificationOverdue',
      threshold: 3,
      notifyRoles: [3, 41],
      updatedBy: manager ?? null,
    },
    { projectId, rule: 'testBlock', notifyRoles: [3, 21, 41], updatedBy: manager ?? null },
    { projectId, rule: 'pileAbnormal', notifyRoles: [3, 10, 42], updatedBy: manager ?? null },
  ]);
}
