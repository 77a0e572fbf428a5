import { businessDaysFromToday, businessInstant, quoteAmounts } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { StartupSeedIds } from '../../seed/startup';
import {
  materialEnquiry,
  materialEnquiryLine,
  materialEnquirySupplier,
  materialQuote,
  materialQuoteLine,
  supplierProfile,
} from './supplier.table';

type ProfileSeed = Omit<typeof supplierProfile.$inferInsert, 'companyId'>;

/** The marketplace's suppliers (company keys of seed/identity.ts) and what they offer. */
const PROFILES: Record<string, ProfileSeed> = {
  supplier: {
    categories: ['READY_MIX_CONCRETE'],
    mainProducts:
      'C15～C60 商品混凝土、水下混凝土、抗渗混凝土（P6～P12）；3 条 HZS180 搅拌站生产线，自有罐车 42 辆、泵车 6 台',
    serviceRegions: ['3301'],
    licenceNo: '预拌混凝土专业承包资质 D233012345；浙建预拌备字第 0109 号',
    contactName: '陆海燕',
    contactPhone: '13757110008',
  },
  supplierConcrete: {
    categories: ['READY_MIX_CONCRETE', 'AGGREGATE'],
    mainProducts: '商品混凝土 C20～C50、机制砂、5～31.5mm 碎石；年产混凝土 120 万方',
    serviceRegions: ['3306', '3301'],
    licenceNo: '预拌混凝土专业承包资质 D233067891',
    contactName: '钟立群',
    contactPhone: '13867521306',
  },
  supplierRebar: {
    categories: ['REBAR'],
    mainProducts: 'HRB400E/HRB500E 螺纹钢 Φ12～Φ32、盘螺 Φ6～Φ10、高线；钢厂直供，可定尺加工',
    serviceRegions: ['33', '3205'],
    licenceNo: '全国工业产品生产许可证（热轧带肋钢筋）XK05-001-00231 代理',
    contactName: '应晓东',
    contactPhone: '13605748812',
  },
  supplierPile: {
    categories: ['PIPE_PILE'],
    mainProducts: 'PHC 预应力高强混凝土管桩 Φ400～Φ800（AB 型、C 型）、PC 管桩、方桩；执行 GB/T 13476-2023',
    serviceRegions: ['33', '31', '3205'],
    licenceNo: '全国工业产品生产许可证 XK10-006-00468',
    contactName: '胡海波',
    contactPhone: '13586912275',
  },
  supplierWaterproof: {
    categories: ['WATERPROOF', 'OTHER'],
    mainProducts: 'SBS 改性沥青防水卷材（GB 18242）、高分子自粘胶膜防水卷材、聚氨酯防水涂料；可提供施工',
    serviceRegions: ['3301', '3305', '3306'],
    licenceNo: '防水防腐保温工程专业承包二级 D233098765',
    contactName: '方婷',
    contactPhone: '13958013364',
  },
};

/**
 * The suppliers' profiles, and on 江东 一标段 桩基工程 an enquiry for the bored piles' concrete sent by
 * 张建国 to 钱江 and 越丰 five days ago, both of which have quoted; its deadline is two days away, so the
 * demo can still quote (陆海燕 of 钱江 revises hers) and award it.
 */
export async function seedSupplierDemo(
  tx: DbOrTx,
  ids: StartupSeedIds & { companies: ReadonlyMap<string, number> },
  now: Date,
): Promise<void> {
  for (const [key, profile] of Object.entries(PROFILES)) {
    const companyId = ids.companies.get(key);
    if (companyId !== undefined) await tx.insert(supplierProfile).values({ companyId, ...profile });
  }
  const projectId = ids.projects.get('jiangdongPile');
  const manager = ids.users.get('zhangjianguo');
  const qianjiang = ids.companies.get('supplier');
  const yuefeng = ids.companies.get('supplierConcrete');
  const saleswoman = ids.users.get('luhaiyan');
  if (projectId === undefined || manager === undefined || qianjiang === undefined || yuefeng === undefined)
    return;
  const day = (offset: number) => businessDaysFromToday(offset, now);
  const at = (offset: number, hour: number) =>
    businessInstant(day(offset), `${String(hour).padStart(2, '0')}:00`);

  const [enquiry] = await tx
    .insert(materialEnquiry)
    .values({
      projectId,
      enquiryNo: 'pending',
      title: '3#～5#楼钻孔灌注桩水下混凝土',
      neededBy: day(9),
      deliveryAddress: '杭州市钱塘区江东大道与青六中路交叉口 江东安置房一期 1 号门',
      quoteDeadline: day(2),
      remark: '泵送，夜间浇筑；坍落度 180～220mm，每车附配合比及出厂合格证；含运费及泵送费',
      createdBy: manager,
      createdAt: at(-5, 9),
    })
    .returning({ id: materialEnquiry.id });
  if (!enquiry) return;
  await tx
    .update(materialEnquiry)
    .set({ enquiryNo: `XJ-${day(-5).replaceAll('-', '')}-${String(enquiry.id).padStart(4, '0')}` })
    .where(eq(materialEnquiry.id, enquiry.id));
  const lines = await tx
    .insert(materialEnquiryLine)
    .values([
      {
        enquiryId: enquiry.id,
        seq: 1,
        material: '水下商品混凝土',
        specification: 'C30 P6',
        unit: 'm³',
        quantity: '1860.000',
      },
      {
        enquiryId: enquiry.id,
        seq: 2,
        material: '水下商品混凝土',
        specification: 'C35 P6',
        unit: 'm³',
        quantity: '420.500',
      },
      {
        enquiryId: enquiry.id,
        seq: 3,
        material: '商品混凝土',
        specification: 'C15 垫层',
        unit: 'm³',
        quantity: '65.000',
      },
    ])
    .returning();
  await tx.insert(materialEnquirySupplier).values([
    { enquiryId: enquiry.id, companyId: qianjiang },
    { enquiryId: enquiry.id, companyId: yuefeng },
  ]);
  const quotes = [
    {
      companyId: qianjiang,
      by: saleswoman ?? manager,
      prices: ['486.00', '512.00', '398.00'],
      offset: -3,
      remark: '含泵送；夜间浇筑每方加收 8 元已含在单价内',
    },
    {
      companyId: yuefeng,
      by: manager,
      prices: ['479.50', '508.00', '405.00'],
      offset: -2,
      remark: '运距约 58km，单价含运费；泵车另计 1800 元/台班',
    },
  ];
  for (const q of quotes) {
    const inputs = lines.map((l, i) => ({
      lineId: l.id,
      quantity: l.quantity,
      unitPrice: q.prices[i] ?? '0',
    }));
    const { amounts, total } = quoteAmounts(inputs);
    const [row] = await tx
      .insert(materialQuote)
      .values({
        enquiryId: enquiry.id,
        companyId: q.companyId,
        validUntil: day(28),
        remark: q.remark,
        total,
        submittedBy: q.by,
        submittedAt: at(q.offset, 15),
      })
      .returning({ id: materialQuote.id });
    if (!row) continue;
    await tx.insert(materialQuoteLine).values(
      inputs.map((l, i) => ({
        quoteId: row.id,
        lineId: l.lineId,
        unitPrice: l.unitPrice,
        amount: amounts[i] ?? '0.00',
      })),
    );
  }
}
