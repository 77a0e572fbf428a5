import { businessDaysFromToday, businessInstant, COMPANY_TYPE, creditCodeCheckChar } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { company } from '../../platform/identity';
import { deriveReceipt } from './material.service';
import {
  materialDelivery,
  materialDeparture,
  materialPlan,
  materialPricePlan,
  materialReceipt,
} from './material.table';

type PlanSeed = Omit<typeof materialPlan.$inferInsert, 'projectId'>;

const credit = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;

/** Suppliers of 江东 一标段 that are registered on the platform (the concrete plant is in the identity seed). */
const SUPPLIERS = [
  {
    name: '杭州钢铁集团有限公司',
    creditCode: credit('91330000142910712'),
    legalPerson: '吴东明',
    address: '杭州市拱墅区半山路178号',
    region: ['33', '3301', '330105'],
  },
  {
    name: '浙江华东建材有限公司',
    creditCode: credit('91330109MA2B3R7K6'),
    legalPerson: '邵建新',
    address: '杭州市萧山区经济技术开发区建设四路88号',
    region: ['33', '3301', '330109'],
  },
] as const;

/**
 * The material ledger of 一标段 桩基工程: the plan lines of the bored piles' cages (HRB400E Φ25 main
 * bars, Φ12 spirals), their C30 underwater concrete and the PHC 500 AB 125 pipe piles of the 3# block,
 * approved by 张建国 (one Φ28 line still waits for him, a cement line is a draft); the deliveries
 * planned with 杭钢, 钱江商品混凝土 and 华东建材; the receipts at the gate — weighed rebar lorries,
 * mixer trucks by their tickets, pile trailers by count — one rebar lorry 3.28 % short of its note
 * (偏差超限, explained); and two departures: cracked piles returned, spare spirals transferred.
 */
export async function seedMaterialLedgerDemo(tx: DbOrTx, pile: number, now: Date): Promise<void> {
  const day = (offset: number) => businessDaysFromToday(-offset, now);
  const at = (offset: number, hour = 10) =>
    businessInstant(day(offset), `${String(hour).padStart(2, '0')}:00`);
  const [concretePlant] = await tx
    .select()
    .from(company)
    .where(eq(company.name, '杭州钱江商品混凝土有限公司'));
  const supplierIds = new Map<string, number>();
  if (concretePlant) supplierIds.set(concretePlant.name, concretePlant.id);
  for (const { region, ...s } of SUPPLIERS) {
    const [row] = await tx
      .insert(company)
      .values({
        ...s,
        compType: COMPANY_TYPE.SUPPLIER,
        provinceCode: region[0],
        cityCode: region[1],
        districtCode: region[2],
        status: 'active',
      })
      .onConflictDoNothing()
      .returning({ id: company.id });
    if (row) supplierIds.set(s.name, row.id);
  }
  const approved = (offset: number) => ({
    status: 'APPROVED' as const,
    submittedAt: at(offset + 1, 16),
    reviewerName: '张建国',
    reviewedAt: at(offset, 9),
    reviewComment: '同意，按施工进度分批进场。',
  });
  const plans: PlanSeed[] = [
    {
      planNo: 'CL-ZJ-001',
      category: 'REBAR',
      specification: 'HRB400E Φ25',
      unit: 'T',
      // 60 cages × 15 bars × 30 m × 3.853 kg/m = 104.03 t, with 3 % for laps and cutting.
      plannedQuantity: '108.000',
      neededBy: day(36),
      usePart: '钻孔灌注桩钢筋笼主筋 GZ1～GZ60',
      remark: '钢筋笼主筋，单根定尺 12m',
      ...approved(45),
    },
    {
      planNo: 'CL-ZJ-002',
      category: 'REBAR',
      specification: 'HRB400E Φ12',
      unit: 'T',
      // 60 cages × (150 turns of the 700 mm spiral + 15 rings) × 0.888 kg/m = 19.41 t, with laps and cutting.
      plannedQuantity: '21.000',
      neededBy: day(36),
      usePart: '钢筋笼螺旋箍筋及加劲箍 GZ1～GZ60',
      remark: '',
      ...approved(45),
    },
    {
      planNo: 'CL-ZJ-003',
      category: 'READY_MIX_CONCRETE',
      specification: 'C30 水下',
      unit: 'M3',
      // 60 piles × π × 0.4² × 46.5 m × 1.15 filling = 1612.8 m³.
      plannedQuantity: '1620.000',
      neededBy: day(34),
      usePart: '钻孔灌注桩 GZ1～GZ60 桩身',
      remark: '坍落度 180～220mm，P·O 42.5 水泥',
      ...approved(40),
    },
    {
      planNo: 'CL-ZJ-004',
      category: 'PIPE_PILE',
      specification: 'PHC 500 AB 125',
      unit: 'PIECE',
      plannedQuantity: '320.000',
      neededBy: day(10),
      usePart: '3#楼 静压管桩（单节 12m）',
      remark: '随车附出厂合格证',
      ...approved(30),
    },
    {
      planNo: 'CL-ZJ-005',
      category: 'REBAR',
      specification: 'HRB400E Φ28',
      unit: 'T',
      // Design change: 5 more Φ28 bars in each of the 12 cages under the 3# block's caps, 30 m at 4.834 kg/m.
      plannedQuantity: '8.700',
      neededBy: day(-10),
      usePart: '3#楼承台区 GZ49～GZ60 钢筋笼加强主筋',
      remark: '设计变更：每根桩增设 5 根 Φ28 主筋',
      status: 'SUBMITTED',
      submittedAt: at(1, 17),
    },
    {
      planNo: 'CL-ZJ-006',
      category: 'CEMENT',
      specification: 'P·O 42.5 散装',
      unit: 'T',
      plannedQuantity: '80.000',
      neededBy: day(-25),
      usePart: '桩间土水泥搅拌加固',
      remark: '',
      status: 'DRAFT',
    },
  ];
  const planRows = await tx
    .insert(materialPlan)
    .values(
      plans.map((p) => ({
        ...p,
        projectId: pile,
        createdAt: at(50),
        updatedAt: p.reviewedAt ?? p.submittedAt ?? at(50),
      })),
    )
    .returning();
  const planOf = (planNo: string) => {
    const plan = planRows.find((p) => p.planNo === planNo);
    if (!plan) throw new Error(`material seed: no plan ${planNo}`);
    return {
      planId: plan.id,
      planNo,
      category: plan.category,
      specification: plan.specification,
      unit: plan.unit,
    };
  };

  const deliveries = [
    ['GH-ZJ-001', 'CL-ZJ-001', '杭州钢铁集团有限公司', 40, '64.000', '周海峰 13857162203'],
    ['GH-ZJ-002', 'CL-ZJ-001', '杭州钢铁集团有限公司', 8, '32.000', '周海峰 13857162203'],
    ['GH-ZJ-003', 'CL-ZJ-002', '杭州钢铁集团有限公司', 38, '21.000', '周海峰 13857162203'],
    // The first half of the piles' concrete, called off truck by truck from the first pour on.
    ['GH-ZJ-004', 'CL-ZJ-003', '杭州钱江商品混凝土有限公司', 34, '800.000', '调度室 0571-82719360'],
    ['GH-ZJ-005', 'CL-ZJ-004', '浙江华东建材有限公司', 12, '120.000', '黄立军 13906518842'],
    ['GH-ZJ-006', 'CL-ZJ-001', '杭州钢铁集团有限公司', -6, '12.000', '周海峰 13857162203'],
  ] as const;
  const deliveryRows = await tx
    .insert(materialDelivery)
    .values(
      deliveries.map(([deliveryNo, planNo, supplierName, offset, quantity, contact]) => ({
        projectId: pile,
        deliveryNo,
        ...planOf(planNo),
        supplierId: supplierIds.get(supplierName) ?? null,
        supplierName,
        deliveryDate: day(offset),
        quantity,
        contact,
        createdAt: at(Math.max(offset + 5, 1)),
      })),
    )
    .returning();
  const deliveryOf = (deliveryNo: string) => {
    const d = deliveryRows.find((r) => r.deliveryNo === deliveryNo);
    if (!d) throw new Error(`material seed: no delivery ${deliveryNo}`);
    return { deliveryId: d.id, deliveryNo, supplierName: d.supplierName };
  };

  interface ReceiptSeed {
    noteNo: string;
    deliveryNo: string;
    plate: string;
    offset: number;
    note: string;
    gross?: string;
    tare?: string;
    received?: string;
    deviationNote?: string;
    /** 单价 (元) of the supply contract or the invoice; left out where the invoice has not come. */
    price?: string;
    receiver: string;
  }
  const receipts: ReceiptSeed[] = [
    // 杭钢 rebar lorries over the site weighbridge.
    {
      noteNo: 'HG-2611-0387',
      deliveryNo: 'GH-ZJ-001',
      plate: '浙A5K827',
      offset: 40,
      note: '32.500',
      gross: '49.860',
      tare: '17.420',
      price: '3920.00',
      receiver: '吴建平',
    },
    {
      noteNo: 'HG-2611-0392',
      deliveryNo: 'GH-ZJ-001',
      plate: '浙A29F63',
      offset: 39,
      note: '31.500',
      gross: '48.960',
      tare: '17.380',
      price: '3920.00',
      receiver: '吴建平',
    },
    {
      noteNo: 'HG-2611-0415',
      deliveryNo: 'GH-ZJ-003',
      plate: '浙A7B258',
      offset: 38,
      note: '21.000',
      gross: '38.420',
      tare: '17.460',
      price: '4050.00',
      receiver: '吴建平',
    },
    {
      noteNo: 'HG-2611-0533',
      deliveryNo: 'GH-ZJ-002',
      plate: '浙A5K827',
      offset: 8,
      note: '32.000',
      gross: '48.300',
      tare: '17.350',
      deviationNote: '过磅净重较送货单少 1.050t，复磅一致；已拍照留存并通知杭钢周海峰核查，差额随下批补足。',
      price: '4160.00',
      receiver: '吴建平',
    },
    // 钱江 mixer trucks, by their tickets: GZ1's pour, then GZ2's.
    {
      noteNo: 'QJ-261108-0112',
      deliveryNo: 'GH-ZJ-004',
      plate: '浙A3C916',
      offset: 34,
      note: '12.000',
      received: '12.000',
      price: '478.00',
      receiver: '李晓峰',
    },
    {
      noteNo: 'QJ-261108-0113',
      deliveryNo: 'GH-ZJ-004',
      plate: '浙A6D052',
      offset: 34,
      note: '12.000',
      received: '12.000',
      price: '478.00',
      receiver: '李晓峰',
    },
    {
      noteNo: 'QJ-261108-0114',
      deliveryNo: 'GH-ZJ-004',
      plate: '浙A3C916',
      offset: 33,
      note: '12.000',
      received: '11.800',
      price: '478.00',
      receiver: '李晓峰',
    },
    {
      noteNo: 'QJ-261108-0119',
      deliveryNo: 'GH-ZJ-004',
      plate: '浙A8E307',
      offset: 33,
      note: '10.000',
      received: '10.000',
      price: '478.00',
      receiver: '李晓峰',
    },
    // 华东建材 pile trailers, counted.
    {
      noteNo: 'HD-GZ-26-0871',
      deliveryNo: 'GH-ZJ-005',
      plate: '浙A92376',
      offset: 12,
      note: '60.000',
      received: '60.000',
      price: '2260.00',
      receiver: '吴建平',
    },
    {
      noteNo: 'HD-GZ-26-0886',
      deliveryNo: 'GH-ZJ-005',
      plate: '浙A92376',
      offset: 10,
      note: '40.000',
      received: '40.000',
      receiver: '吴建平',
    },
  ];
  const delivered = new Map(deliveryRows.map((d) => [d.deliveryNo, d]));
  await tx.insert(materialReceipt).values(
    receipts.map((r) => {
      const delivery = delivered.get(r.deliveryNo);
      const line = planOf(planRows.find((p) => p.id === delivery?.planId)?.planNo ?? 'CL-ZJ-001');
      return {
        projectId: pile,
        noteNo: r.noteNo,
        ...line,
        ...deliveryOf(r.deliveryNo),
        vehiclePlate: r.plate,
        receivedDate: day(r.offset),
        noteQuantity: r.note,
        ...(deriveReceipt(
          {
            noteQuantity: r.note,
            grossWeight: r.gross ?? null,
            tareWeight: r.tare ?? null,
            receivedQuantity: r.received,
            deviationNote: r.deviationNote ?? '',
          },
          r.received !== undefined,
        ) as Pick<
          typeof materialReceipt.$inferInsert,
          'receivedQuantity' | 'deviationPercent' | 'tolerancePercent' | 'deviationState'
        >),
        deviationNote: r.deviationNote ?? '',
        unitPrice: r.price ?? null,
        receiver: r.receiver,
        createdAt: at(r.offset, 11),
      };
    }),
  );

  await tx.insert(materialDeparture).values([
    {
      projectId: pile,
      departureNo: 'TC-ZJ-001',
      ...planOf('CL-ZJ-004'),
      reason: 'TEST_FAILED',
      quantity: '2.000',
      departureDate: day(9),
      destination: '浙江华东建材有限公司（退厂）',
      vehiclePlate: '浙A92376',
      handler: '吴建平',
      remark: '进场验收发现 2 根桩身环向裂缝，监理王海涛见证，退回厂家。',
      createdAt: at(9, 15),
    },
    {
      projectId: pile,
      departureNo: 'TC-ZJ-002',
      ...planOf('CL-ZJ-002'),
      reason: 'TRANSFER',
      quantity: '3.000',
      departureDate: day(4),
      destination: '一标段 主体结构工程 钢筋加工场',
      vehiclePlate: '浙A7B258',
      handler: '吴建平',
      remark: '余料调拨，主体结构构造柱箍筋使用。',
      createdAt: at(4, 14),
    },
  ]);

  // 价格计划 for this quarter: the concrete prices the tender estimate carried (compared with 询价 XJ- quotes), and
  // the rebar and pile concrete received above (the last Φ25 lorry at 4160.00 is +5.32 %, over the 5 % flag).
  const quarterEnd = businessDaysFromToday(50, now);
  await tx.insert(materialPricePlan).values(
    (
      [
        ['水下商品混凝土', 'C30 P6', 'm³', '485.00', '投标清单综合单价，含泵送'],
        ['水下商品混凝土', 'C35 P6', 'm³', '480.00', '投标清单综合单价，含泵送'],
        ['商品混凝土', 'C15 垫层', 'm³', '385.00', ''],
        ['热轧带肋钢筋', 'HRB400E Φ25', 't', '3950.00', '按杭钢 11 月挂牌价下浮 2%'],
        ['水下商品混凝土', 'C30 水下', 'm³', '470.00', '桩身混凝土，钱江供货合同暂定价'],
      ] as const
    ).map(([material, specification, unit, plannedPrice, remark]) => ({
      projectId: pile,
      material,
      specification,
      unit,
      plannedPrice,
      validFrom: day(45),
      validTo: quarterEnd,
      remark,
      createdAt: at(45, 9),
    })),
  );
}
