import { businessDaysFromToday, judgeInspectionLot } from '@zhuji/shared';
import { eq, gt, max } from 'drizzle-orm';
import { acceptance } from '../modules/acceptance';
import { XIANGHU_MIXING_PILES } from '../modules/pile';
import type { DbOrTx } from '../platform/db/client';
import { actInTx, recordAutoRejection, startFlow } from '../platform/flow/flow.service';
import { message } from '../platform/notify/message.table';
import { createRectification } from '../platform/rectification/rectification.service';
import { rectification } from '../platform/rectification/rectification.table';
import type { StartupSeedIds } from './startup';

const day = (now: Date, offset: number) => businessDaysFromToday(offset, now);

/**
 * Believable acceptance and rectification rows on 江东一标段桩基 (fresh databases only; 主体 has
 * fire-control 1, which hides these pages): two pipe-pile lots (one accepted by the chief supervising
 * engineer, one waiting), on 湘湖 (the mixing-pile project) a mixing-pile lot the rules rejected with its
 * rectification notice, a
 * notice replied to and waiting for re-inspection, and one overdue notice. Written through the flow
 * engine, so the trails are the real ones; the messages it sends are dropped, as the collaboration
 * demo has its own.
 */
export async function seedQualityDemo(tx: DbOrTx, ids: StartupSeedIds, now = new Date()): Promise<void> {
  const projectId = ids.projects.get('jiangdongPile');
  const xianghu = ids.projects.get('xianghuPile');
  const inspector = ids.users.get('lixiaofeng');
  const chief = ids.users.get('chenzhiming');
  const manager = ids.users.get('zhangjianguo');
  if (projectId === undefined || inspector === undefined || chief === undefined) return;
  const [last] = await tx.select({ id: max(message.id) }).from(message);
  const applicant = { userId: inspector };

  const lot = async (
    code: string,
    name: string,
    lotNo: string,
    location: string,
    main: { key: string; name: string; pass: boolean }[],
    on = { projectId, applicantId: inspector, lotSize: 40 },
  ) => {
    const general = [
      { key: 'g1', name: '桩位偏差', points: 20, passedPoints: 18, seriousDefect: false },
      { key: 'g2', name: '桩顶标高', points: 10, passedPoints: 9, seriousDefect: false },
    ];
    const judged = judgeInspectionLot({ main, general, recordsComplete: true });
    const [row] = await tx
      .insert(acceptance)
      .values({
        projectId: on.projectId,
        level: 'lot',
        code,
        lotNo,
        location,
        lotSize: on.lotSize,
        sampleSize: 5,
        mainItems: main.map((m) => ({ ...m, note: '' })),
        generalItems: general,
        recordsComplete: true,
        applicantId: on.applicantId,
        status: judged.pass ? 'pending' : 'rejected',
      })
      .returning();
    if (!row) throw new Error('seed lot');
    const title = `${name} ${lotNo}（${location}）检验批验收`;
    const flow = {
      projectId: on.projectId,
      businessType: 'inspection-lot' as const,
      businessId: row.id,
      title,
    };
    return { row, flow, pass: judged.pass };
  };

  // 管桩 GZ-001: applied and accepted by the chief supervising engineer.
  const steel1 = await lot('010207', '钢筋混凝土预制桩基础', 'GZ-001', '3#承台 PHC 管桩 3-1~3-9', [
    { key: 'm1', name: '承载力', pass: true },
    { key: 'm2', name: '桩身完整性', pass: true },
  ]);
  const i1 = await startFlow(tx, applicant, steel1.flow, 'zh');
  await tx.update(acceptance).set({ flowInstanceId: i1.id }).where(eq(acceptance.id, steel1.row.id));
  // 管桩 GZ-002: waiting for supervision.
  const steel2 = await lot('010207', '钢筋混凝土预制桩基础', 'GZ-002', '4#承台 PHC 管桩 4-1~4-9', [
    { key: 'm1', name: '承载力', pass: true },
    { key: 'm2', name: '桩身完整性', pass: true },
  ]);
  const i2 = await startFlow(tx, applicant, steel2.flow, 'zh');
  await tx.update(acceptance).set({ flowInstanceId: i2.id }).where(eq(acceptance.id, steel2.row.id));

  // GZ-002 is still waiting, so the sub-item stays open when GZ-001 is accepted.
  await actInTx(
    tx,
    { userId: chief },
    { id: i1.id, action: 'approve', comment: '静载及低应变检测合格，同意验收', attachments: [] },
    'zh',
  );

  // 搅拌桩 JB-001 on 湘湖, the cement mixing-pile project (its 15 piles recorded, pile seed): the rules refuse it
  // (桩身强度), a rectification notice goes to its contractor's project manager.
  const { prefix, recorded } = XIANGHU_MIXING_PILES;
  if (xianghu !== undefined && manager !== undefined) {
    const form = await lot(
      '010110',
      '水泥土搅拌桩地基',
      'JB-001',
      `北侧围护 ${prefix}1~${prefix}${recorded}`,
      [
        { key: 'm1', name: '水泥用量', pass: true },
        { key: 'm2', name: '桩身强度', pass: false },
      ],
      { projectId: xianghu, applicantId: manager, lotSize: recorded },
    );
    const reason = '系统判定不合格（GB 50300-2013 5.0.1）：主控项目不合格：桩身强度';
    const i3 = await recordAutoRejection(tx, { userId: manager }, { ...form.flow, reason });
    const notice = await createRectification(tx, {
      projectId: xianghu,
      source: 'acceptance',
      sourceId: form.row.id,
      title: '水泥土搅拌桩地基 JB-001 检验批验收不合格',
      problem: reason,
      deadline: day(now, 3),
      issuerId: manager,
      responsibleUserId: manager,
    });
    await tx
      .update(acceptance)
      .set({ flowInstanceId: i3.id, rectificationId: notice.id, rejectReason: reason })
      .where(eq(acceptance.id, form.row.id));
  }

  // A supervision notice the contractor has answered; waiting for re-inspection.
  const curing = await createRectification(tx, {
    projectId,
    source: 'manual',
    title: '12#桩钢筋笼保护层垫块缺失',
    problem: '旁站发现 12#桩钢筋笼下放前保护层垫块间距过大，部分缺失。',
    deadline: day(now, 2),
    issuerId: chief,
    responsibleUserId: inspector,
  });
  if (curing.flowInstanceId !== null) {
    const reply = '已按每 2 m 一组、每组 4 块补焊混凝土垫块，下笼前复查合格。';
    await tx
      .update(rectification)
      .set({ replyContent: reply, repliedAt: now })
      .where(eq(rectification.id, curing.id));
    await actInTx(
      tx,
      applicant,
      { id: curing.flowInstanceId, action: 'approve', comment: reply, attachments: [] },
      'zh',
    );
  }

  // An overdue one, serious.
  await createRectification(tx, {
    projectId,
    source: 'regulator',
    title: '泥浆池无防护栏杆、泥浆外溢',
    problem: '质监站检查发现 2 号泥浆池未设防护栏杆，泥浆外溢至施工便道，存在安全和文明施工隐患。',
    deadline: day(now, -5),
    severity: 'serious',
    issuerId: chief,
    responsibleUserId: inspector,
  });
  await tx.delete(message).where(gt(message.id, last?.id ?? 0));
}
