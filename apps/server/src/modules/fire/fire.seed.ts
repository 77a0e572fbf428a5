import { businessDaysFromToday } from '@zhuji/shared';
import type { DbOrTx } from '../../platform/db/client';
import { fireCheck } from './fire.table';

/**
 * Fire checks of 一标段 主体结构工程 over the last two months: fire walls, fire stopping at the
 * shafts, the fireproof coating of the steel canopy, fire doors and the site's temporary facilities.
 * Two failed: one rectified and re-checked, one still open.
 */
export async function seedFireDemo(tx: DbOrTx, main: number, now: Date): Promise<void> {
  const day = (offset: number) => businessDaysFromToday(-offset, now);
  const rows: Omit<typeof fireCheck.$inferInsert, 'projectId'>[] = [
    {
      checkNo: 'XF-2026-001',
      checkDate: day(58),
      location: '1#楼 地下室 B1 层防火分区 1-2 之间',
      item: 'FIRE_WALL',
      result: 'PASS',
      inspector: '李晓峰',
    },
    {
      checkNo: 'XF-2026-002',
      checkDate: day(51),
      location: '1#楼 1～6 层强电井、弱电井',
      item: 'FIRE_STOPPING',
      result: 'FAIL',
      problem: '3～5 层电缆桥架穿楼板处未用防火封堵材料封堵，仅以岩棉填塞。',
      inspector: '李晓峰',
      rectifyStatus: 'DONE',
    },
    {
      checkNo: 'XF-2026-003',
      checkDate: day(44),
      location: '2#楼 框架柱 KZ1～KZ12（3～8 层）',
      item: 'MEMBER_FIRE_RESISTANCE',
      result: 'PASS',
      inspector: '陈志明',
    },
    {
      checkNo: 'XF-2026-004',
      checkDate: day(37),
      location: '施工现场 生活区及钢筋加工棚',
      item: 'TEMPORARY_FACILITY',
      result: 'PASS',
      inspector: '李晓峰',
    },
    {
      checkNo: 'XF-2026-005',
      checkDate: day(23),
      location: '商业裙房 钢结构雨棚 GL1～GL6',
      item: 'FIREPROOF_COATING',
      result: 'FAIL',
      problem: '超薄型防火涂料涂层厚度抽测 1.2mm，低于设计要求 1.5mm，需补涂后复测。',
      inspector: '陈志明',
      rectifyStatus: 'PENDING',
    },
    {
      checkNo: 'XF-2026-006',
      checkDate: day(16),
      location: '1#楼 1～3 层楼梯间前室',
      item: 'FIRE_DOOR',
      result: 'PASS',
      inspector: '李晓峰',
    },
    {
      checkNo: 'XF-2026-007',
      checkDate: day(6),
      location: '2#楼 1 层疏散走道及安全出口',
      item: 'EVACUATION',
      result: 'PASS',
      inspector: '李晓峰',
    },
  ];
  await tx.insert(fireCheck).values(rows.map((r) => ({ ...r, projectId: main })));
}
