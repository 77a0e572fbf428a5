import { judgeInspectionLot } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { acceptance } from '../modules/acceptance/acceptance.table';
import { actInTx, recordAutoRejection, startFlow } from '../modules/flow/flow.service';
import { createRectification } from '../modules/rectification/rectification.service';
import { rectification } from '../modules/rectification/rectification.table';
import type { DbOrTx } from '../platform/db/client';
import type { StartupSeedIds } from './startup';

const day = (now: Date, offset: number) =>
  new Date(now.getTime() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Believable acceptance and rectification rows on 江东一标段主体 (fresh databases only): two steel
 * lots (one accepted by the chief supervising engineer, one waiting), a formwork lot the rules
 * rejected with its rectification notice, a notice replied to and waiting for re-inspection, and one
 * overdue notice. Written through the flow engine, so the trails and messages are the real ones.
 */
export async function seedQualityDemo(tx: DbOrTx, ids: StartupSeedIds, now = new Date()): Promise<void> {
  const projectId = ids.projects.get('jiangdongMain');
  const inspector = ids.users.get('lixiaofeng');
  const chief = ids.users.get('chenzhiming');
  if (projectId === undefined || inspector === undefined || chief === undefined) return;
  const applicant = { userId: inspector };

  const lot = async (
    code: string,
    name: string,
    lotNo: string,
    location: string,
    main: { key: string; name: string; pass: boolean }[],
  ) => {
    const general = [
      { key: 'g1', name: '钢筋安装位置偏差', points: 20, passedPoints: 18, seriousDefect: false },
      { key: 'g2', name: '保护层厚度', points: 10, passedPoints: 9, seriousDefect: false },
    ];
    const judged = judgeInspectionLot({ main, general, recordsComplete: true });
    const [row] = await tx
      .insert(acceptance)
      .values({
        projectId,
        level: 'lot',
        code,
        lotNo,
        location,
        lotSize: 40,
        sampleSize: 5,
        mainItems: main.map((m) => ({ ...m, note: '' })),
        generalItems: general,
        recordsComplete: true,
        applicantId: inspector,
        status: judged.pass ? 'pending' : 'rejected',
      })
      .returning();
    if (!row) throw new Error('seed lot');
    const title = `${name} ${lotNo}（${location}）检验批验收`;
    const flow = { projectId, businessType: 'inspection-lot' as const, businessId: row.id, title };
    return { row, flow, pass: judged.pass };
  };

  // 钢筋 GJ-001: applied and accepted by the chief supervising engineer.
  const steel1 = await lot('020102', '钢筋', 'GJ-001', '1#楼 一层 柱、剪力墙钢筋', [
    { key: 'm1', name: '受力钢筋的牌号、规格和数量', pass: true },
    { key: 'm2', name: '受力钢筋的安装位置、锚固方式', pass: true },
  ]);
  const i1 = await startFlow(tx, applicant, steel1.flow, 'zh');
  await tx.update(acceptance).set({ flowInstanceId: i1.id }).where(eq(acceptance.id, steel1.row.id));
  // 钢筋 GJ-002: waiting for supervision.
  const steel2 = await lot('020102', '钢筋', 'GJ-002', '1#楼 二层 梁、板钢筋', [
    { key: 'm1', name: '受力钢筋的牌号、规格和数量', pass: true },
    { key: 'm2', name: '受力钢筋的安装位置、锚固方式', pass: true },
  ]);
  const i2 = await startFlow(tx, applicant, steel2.flow, 'zh');
  await tx.update(acceptance).set({ flowInstanceId: i2.id }).where(eq(acceptance.id, steel2.row.id));

  // GJ-002 is still waiting, so the sub-item stays open when GJ-001 is accepted.
  await actInTx(
    tx,
    { userId: chief },
    { id: i1.id, action: 'approve', comment: '钢筋隐蔽验收合格，同意进入下道工序', attachments: [] },
    'zh',
  );

  // 模板 MB-001: the rules refuse it (立杆间距), a rectification notice goes to the contractor.
  const form = await lot('020101', '模板', 'MB-001', '1#楼 二层 梁板模板及支架', [
    { key: 'm1', name: '模板及支架材料的技术指标', pass: true },
    { key: 'm2', name: '支架立杆间距及扫地杆设置', pass: false },
  ]);
  const reason = '系统判定不合格（GB 50300-2013 5.0.1）：主控项目不合格：支架立杆间距及扫地杆设置';
  const i3 = await recordAutoRejection(tx, applicant, { ...form.flow, reason });
  const notice = await createRectification(tx, {
    projectId,
    source: 'acceptance',
    sourceId: form.row.id,
    title: '模板 MB-001 检验批验收不合格',
    problem: reason,
    deadline: day(now, 3),
    issuerId: inspector,
    responsibleUserId: inspector,
  });
  await tx
    .update(acceptance)
    .set({ flowInstanceId: i3.id, rectificationId: notice.id, rejectReason: reason })
    .where(eq(acceptance.id, form.row.id));

  // A supervision notice the contractor has answered; waiting for re-inspection.
  const curing = await createRectification(tx, {
    projectId,
    source: 'manual',
    title: '2#楼 三层楼板混凝土养护不到位',
    problem: '现场巡查发现 2#楼三层楼板浇筑后未及时覆盖洒水养护，表面出现塑性收缩裂缝。',
    deadline: day(now, 2),
    issuerId: chief,
    responsibleUserId: inspector,
  });
  if (curing.flowInstanceId !== null) {
    const reply = '已覆盖土工布并安排专人每日洒水养护 7 天，裂缝处已做封闭处理。';
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
    title: '1#楼 地下室外墙止水螺杆未割除封堵',
    problem: '质监站检查发现地下室外墙止水螺杆外露未割除、未做防水封堵，存在渗漏隐患。',
    deadline: day(now, -5),
    severity: 'serious',
    issuerId: chief,
    responsibleUserId: inspector,
  });
}
