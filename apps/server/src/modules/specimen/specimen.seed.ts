import { addDays, businessDateOf, businessInstant, businessToday, specimenGroupValue } from '@zhuji/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { takeLabelCodes } from '../../platform/db/label-code';
import { appUser } from '../../platform/identity';
import { pile } from '../pile';
import { witnessAppointment } from '../witness';
import { concretePour, specimen, specimenResult, specimenSubmission } from './specimen.table';
import { evaluateProject } from './specimen-evaluation.service';

interface Ids {
  projects: ReadonlyMap<string, number>;
  users: ReadonlyMap<string, number>;
}

const PLANT = '杭州钱江商品混凝土有限公司';

/** Cube strengths (MPa) of the tested demo groups: C30 concrete a little above grade, as a site's are. */
const STRENGTHS: [number, number, number][] = [
  [38.6, 39.8, 40.4],
  [37.2, 38.9, 39.5],
  [40.1, 41.3, 42.0],
];

/**
 * Demo test blocks of 江东一标段, made at the pours of the piles (each pile's record gives its pour day, pile
 * seed), so a block is never older than its pile and only blocks 28 days old have results (issue 22): pours of GZ1–GZ6 (one 28 d standard group each, same-condition groups at
 * GZ1 and GZ4, every other sampling witnessed by 王海涛 and confirmed by him; GZ6's sampling names him
 * and waits for his confirmation; every group sealed with a 封样 number), a submission of GZ1–GZ3 sent the day before the first
 * reached 28 days, received the next morning and tested by 浙江建科 as each reached 28 days (report not issued
 * yet: the lab issues it in the demo), GZ4–GZ5 sent yesterday, due today and waiting in the lab's inbox, GZ6
 * made and not yet submitted.
 */
export async function seedTestBlockDemo(tx: DbOrTx, ids: Ids, now = new Date()): Promise<void> {
  const projectId = ids.projects.get('jiangdongPile');
  const contractor = ids.users.get('lixiaofeng') ?? ids.users.get('zhangjianguo');
  const labUser = ids.users.get('sunwei');
  if (projectId === undefined || contractor === undefined || labUser === undefined) return;
  const [lab] = await tx
    .select({ companyId: appUser.companyId })
    .from(appUser)
    .where(eq(appUser.id, labUser));
  const piles = await tx
    .select({ id: pile.id, pileNo: pile.pileNo, values: pile.values, finishedAt: pile.finishedAt })
    .from(pile)
    .where(
      and(eq(pile.projectId, projectId), inArray(pile.pileNo, ['GZ1', 'GZ2', 'GZ3', 'GZ4', 'GZ5', 'GZ6'])),
    )
    .orderBy(asc(pile.noSeq));
  if (!lab || piles.length === 0) return;
  const witness = ids.users.get('wanghaitao');
  const [appointment] = witness
    ? await tx
        .select({ id: witnessAppointment.id })
        .from(witnessAppointment)
        .where(and(eq(witnessAppointment.projectId, projectId), eq(witnessAppointment.userId, witness)))
    : [];
  const made: {
    id: number;
    n: number;
    curing: string;
    makeDate: string;
    strengthGrade: string;
    cubeSize: number;
  }[] = [];
  for (const [i, p] of piles.entries()) {
    const n = i + 1;
    if (!p.finishedAt) continue;
    const pouredOn = businessDateOf(p.finishedAt);
    const volume = p.values.actualVolume ?? '24.800';
    // Odd pours witnessed and confirmed the same afternoon; GZ6 waits for the witness.
    const named = appointment && witness && (n % 2 === 1 || n === 6) ? witness : null;
    const confirmed = named !== null && n % 2 === 1;
    const [pour] = await tx
      .insert(concretePour)
      .values({
        projectId,
        location: p.pileNo,
        pileNos: [p.pileNo],
        strengthGrade: 'C30',
        plant: PLANT,
        volumeM3: volume,
        continuousHours: '3.5',
        pouredOn,
        createdBy: contractor,
        witnessUserId: named,
        witnessAppointmentId: named ? (appointment?.id ?? null) : null,
        witnessConfirmedAt: confirmed ? new Date(`${pouredOn}T16:30:00+08:00`) : null,
      })
      .returning();
    if (!pour) continue;
    const groups = [
      { curing: 'standard' as const },
      ...(n === 1 || n === 4 ? [{ curing: 'same_condition' as const }] : []),
    ];
    const codes = await takeLabelCodes(tx, 'SK', projectId, pouredOn, groups.length);
    const rows = await tx
      .insert(specimen)
      .values(
        groups.map((g, k) => ({
          projectId,
          sampleNo: codes[k] as string,
          strengthGrade: 'C30',
          curing: g.curing,
          makeDate: pouredOn,
          location: p.pileNo,
          pileId: p.id,
          pourId: pour.id,
          nature: g.curing === 'standard' ? 'standard28' : 'sameCondition',
          plant: PLANT,
          volumeM3: volume,
          witnessed: confirmed && g.curing === 'standard',
          witnessName: named && g.curing === 'standard' ? '王海涛' : '',
          witnessUserId: named && g.curing === 'standard' ? named : null,
          sealNo: `FY-${pouredOn.replaceAll('-', '').slice(2)}-${String(n).padStart(2, '0')}${k + 1}`,
          createdBy: contractor,
        })),
      )
      .returning();
    for (const r of rows)
      made.push({
        id: r.id,
        n,
        curing: r.curing,
        makeDate: r.makeDate,
        strengthGrade: r.strengthGrade,
        cubeSize: r.cubeSize,
      });
  }
  const std = (from: number, to: number) =>
    made.filter((m) => m.curing === 'standard' && m.n >= from && m.n <= to);
  // Sent the day before the oldest group of the lot reaches 28 days, received by the lab the next morning.
  const submit = async (no: number, group: typeof made, received: boolean) => {
    const oldest = group.map((g) => g.makeDate).sort()[0] ?? businessToday(now);
    const sentOn = addDays(oldest, 27);
    const [s] = await tx
      .insert(specimenSubmission)
      .values({
        projectId,
        submitNo: `WT-${projectId}-${businessToday(now).slice(0, 4)}-${String(no).padStart(4, '0')}`,
        labCompanyId: lab.companyId,
        status: received ? 'tested' : 'submitted',
        remark: received ? '28 天标准养护试块' : '',
        submittedBy: contractor,
        submittedAt: businessInstant(sentOn, '15:00'),
        receivedBy: received ? labUser : null,
        receivedAt: received ? businessInstant(addDays(sentOn, 1), '09:30') : null,
      })
      .returning();
    if (!s) return;
    await tx
      .update(specimen)
      .set({ submissionId: s.id, status: received ? 'tested' : 'submitted' })
      .where(
        inArray(
          specimen.id,
          group.map((g) => g.id),
        ),
      );
    if (!received) return;
    for (const [k, g] of group.entries()) {
      const strengths = STRENGTHS[k % STRENGTHS.length]!;
      const v = specimenGroupValue({ strengths, grade: g.strengthGrade, sizeMm: g.cubeSize });
      await tx.insert(specimenResult).values({
        specimenId: g.id,
        projectId,
        strengths: strengths.map((x) => x.toFixed(1)),
        testDate: addDays(g.makeDate, 28),
        value: v.value === null ? null : v.value.toFixed(1),
        status: v.status,
        rule: v.rule,
        enteredBy: labUser,
      });
    }
  };
  await submit(1, std(1, 3), true);
  await submit(2, std(4, 5), false);
  await evaluateProject(tx, projectId, { userId: labUser });
}
