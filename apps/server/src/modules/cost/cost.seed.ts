import { businessDaysFromToday, type CostCategory, type CostTaxRate, costFigures } from '@zhuji/shared';
import type { DbOrTx } from '../../platform/db/client';
import { costRecord } from './cost.table';

type Line = [
  daysAgo: number,
  category: CostCategory,
  subject: string,
  payee: string,
  quantity: string | null,
  unit: string,
  unitPrice: string | null,
  amount: string | null,
  taxRate: CostTaxRate,
  invoiceNo: string,
];

/**
 * The cost ledger of 一标段 桩基工程 over the last two months: rebar and concrete bought, the rigs'
 * hire, the piling gang's wages, the slurry pit's guard rails, a testing fee. Amounts, VAT and net come
 * from the same domain function as a typed line.
 */
const LINES: Line[] = [
  [
    58,
    'MATERIAL',
    'HRB400E Φ25 螺纹钢（钢筋笼主筋）',
    '杭州钢铁集团有限公司',
    '36.450',
    't',
    '4380',
    null,
    '13',
    '33002312341',
  ],
  [
    55,
    'MATERIAL',
    'C30 水下商品混凝土',
    '浙江华东建材有限公司',
    '428.5',
    'm³',
    '512',
    null,
    '3',
    '33002312377',
  ],
  [
    50,
    'MACHINERY',
    '旋挖钻机 SR285 台班租赁（10 月）',
    '浙江恒力基础工程机械租赁有限公司',
    '22',
    '台班',
    '6800',
    null,
    '9',
    '33002310992',
  ],
  [
    45,
    'LABOR',
    '桩基作业班组 10 月劳务费',
    '杭州江达建筑劳务有限公司',
    null,
    '',
    null,
    '286400',
    '3',
    '33002311020',
  ],
  [
    40,
    'MEASURE',
    '泥浆池防护栏杆及警示标识',
    '杭州安顺安全设施有限公司',
    '120',
    'm',
    '85',
    null,
    '13',
    '33002311145',
  ],
  [
    31,
    'MATERIAL',
    'C30 水下商品混凝土',
    '浙江华东建材有限公司',
    '516',
    'm³',
    '512',
    null,
    '3',
    '33002312490',
  ],
  [
    26,
    'SUBCONTRACT',
    '桩基检测（低应变、声波透射）',
    '浙江建科检测技术有限公司',
    null,
    '',
    null,
    '48600',
    '6',
    '33002312533',
  ],
  [
    20,
    'MACHINERY',
    '旋挖钻机 SR285 台班租赁（11 月上半月）',
    '浙江恒力基础工程机械租赁有限公司',
    '12',
    '台班',
    '6800',
    null,
    '9',
    '33002312601',
  ],
  [12, 'MANAGEMENT', '项目部办公及通讯费用', '', null, '', null, '6235.5', '6', ''],
  [
    6,
    'MATERIAL',
    'HRB400E Φ12 盘螺（箍筋）',
    '杭州钢铁集团有限公司',
    '8.2',
    't',
    '4260',
    null,
    '13',
    '33002312788',
  ],
];

export async function seedCostDemo(
  tx: DbOrTx,
  projectId: number | undefined,
  now = new Date(),
): Promise<void> {
  if (projectId === undefined) return;
  const day = (n: number) => businessDaysFromToday(-n, now);
  await tx.insert(costRecord).values(
    LINES.map(
      ([daysAgo, category, subject, payee, quantity, unit, unitPrice, amount, taxRate, invoiceNo], i) => {
        const figures = costFigures({ quantity, unitPrice, amount, taxRate });
        if (!figures.ok) throw new Error(`seed cost line ${i + 1}: ${figures.reason}`);
        const date = day(daysAgo);
        return {
          projectId,
          voucherNo: `记-${date.slice(0, 7)}-${String(i + 1).padStart(4, '0')}`,
          costDate: date,
          category,
          subject,
          payee,
          quantity,
          unit,
          unitPrice,
          amount: figures.amount,
          taxRate,
          taxAmount: figures.taxAmount,
          netAmount: figures.netAmount,
          invoiceNo,
          handler: i % 3 === 0 ? '徐海峰' : '周丽萍',
        };
      },
    ),
  );
}
