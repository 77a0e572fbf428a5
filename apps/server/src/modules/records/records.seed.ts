import { businessDaysFromToday } from '@zhuji/shared';
import type { DbOrTx } from '../../platform/db/client';
import { geoBorehole, geoStratum, goods } from './records.table';

// The 江东 investigation report (钱塘新区, 1985 national datum): fill over the Qiantang river's silty
// sands, a soft silty-clay layer, and the round gravel the bored piles end on (48–56 m) over mudstone.

interface Layer {
  layerNo: string;
  name: string;
  /** Bottom depth at the reference hole (m); each hole shifts it a little. */
  bottom: number;
  description: string;
  bearingKpa: number | null;
  shaftFrictionKpa: number | null;
  endResistanceKpa: number | null;
}

const LAYERS: Layer[] = [
  {
    layerNo: '①',
    name: '素填土',
    bottom: 1.8,
    description: '灰黄色，松散，以粉土为主，含少量碎石及植物根茎',
    bearingKpa: null,
    shaftFrictionKpa: null,
    endResistanceKpa: null,
  },
  {
    layerNo: '②-1',
    name: '砂质粉土',
    bottom: 6.5,
    description: '灰黄色，稍密，湿，摇振反应迅速，含云母碎屑',
    bearingKpa: 110,
    shaftFrictionKpa: 20,
    endResistanceKpa: null,
  },
  {
    layerNo: '②-2',
    name: '粉砂',
    bottom: 12.0,
    description: '灰色，中密，饱和，颗粒均匀，含少量贝壳碎片',
    bearingKpa: 140,
    shaftFrictionKpa: 24,
    endResistanceKpa: null,
  },
  {
    layerNo: '③',
    name: '淤泥质粉质黏土',
    bottom: 19.5,
    description: '灰色，流塑，高压缩性，含有机质，局部夹粉砂薄层',
    bearingKpa: 70,
    shaftFrictionKpa: 12,
    endResistanceKpa: null,
  },
  {
    layerNo: '④',
    name: '粉质黏土',
    bottom: 27.0,
    description: '灰绿色，可塑，中压缩性，切面稍有光泽',
    bearingKpa: 160,
    shaftFrictionKpa: 30,
    endResistanceKpa: null,
  },
  {
    layerNo: '⑤',
    name: '粉细砂',
    bottom: 36.5,
    description: '灰色，中密～密实，饱和，局部含砾',
    bearingKpa: 200,
    shaftFrictionKpa: 40,
    endResistanceKpa: null,
  },
  {
    layerNo: '⑥-1',
    name: '圆砾',
    bottom: 50.0,
    description: '灰黄色，中密～密实，砾径 2～20mm，含量约 55%，中粗砂充填，为桩端持力层',
    bearingKpa: 350,
    shaftFrictionKpa: 70,
    endResistanceKpa: 2800,
  },
  {
    layerNo: '⑦',
    name: '中风化泥质粉砂岩',
    bottom: 58.0,
    description: '紫红色，粉砂质结构，中厚层状构造，岩芯呈短柱状',
    bearingKpa: 800,
    shaftFrictionKpa: 90,
    endResistanceKpa: 3500,
  },
];

/** Holes ZK1…ZK8 on a grid over the site; the layers dip a little towards the river (east). */
const HOLES = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
  holeNo: `ZK${i + 1}`,
  kind: i % 2 === 0 ? ('SAMPLING' as const) : ('IDENTIFICATION' as const),
  x: (3349120.45 + (i % 4) * 38.6).toFixed(4),
  y: (512386.2 + Math.floor(i / 4) * 42.3).toFixed(4),
  elevation: (4.62 - (i % 4) * 0.11 + Math.floor(i / 4) * 0.07).toFixed(3),
  /** Dip of the deeper layers at this hole (m). */
  shift: (i % 4) * 0.35 + Math.floor(i / 4) * 0.2,
  waterDepth: (1.3 + (i % 3) * 0.15).toFixed(2),
}));

export async function seedRecordsDemo(
  tx: DbOrTx,
  projects: { pile: number; main: number; xianghu?: number },
  now: Date,
): Promise<void> {
  const day = (offset: number) => businessDaysFromToday(-offset, now);
  for (const [i, h] of HOLES.entries()) {
    // Sampling holes reach the rock; identification holes stop in the gravel.
    const layers = h.kind === 'SAMPLING' ? LAYERS : LAYERS.slice(0, -1);
    const bottoms = layers.map((l, k) => (k < 2 ? l.bottom : l.bottom + h.shift));
    const depth = bottoms[bottoms.length - 1] ?? 0;
    const [hole] = await tx
      .insert(geoBorehole)
      .values({
        projectId: projects.pile,
        holeNo: h.holeNo,
        kind: h.kind,
        x: h.x,
        y: h.y,
        elevation: h.elevation,
        depth: depth.toFixed(2),
        waterDepth: h.waterDepth,
        drilledOn: day(260 - i * 2),
      })
      .returning({ id: geoBorehole.id });
    if (!hole) continue;
    await tx.insert(geoStratum).values(
      layers.map((l, k) => ({
        boreholeId: hole.id,
        seq: k + 1,
        layerNo: l.layerNo,
        name: l.name,
        topDepth: (k === 0 ? 0 : (bottoms[k - 1] ?? 0)).toFixed(2),
        bottomDepth: (bottoms[k] ?? 0).toFixed(2),
        description: l.description,
        bearingKpa: l.bearingKpa,
        shaftFrictionKpa: l.shaftFrictionKpa,
        endResistanceKpa: l.endResistanceKpa,
      })),
    );
  }

  await tx.insert(goods).values([
    g(
      projects.pile,
      '热轧带肋钢筋',
      'HRB400E Φ25',
      't',
      // What the weighbridge took in for the cages so far (the 材料 ledger's three lorries).
      '94.970',
      '3980.0000',
      '杭州钢铁集团有限公司',
      day(40),
    ),
    g(
      projects.pile,
      '热轧带肋钢筋',
      'HRB400E Φ12',
      't',
      '20.960',
      '4060.0000',
      '杭州钢铁集团有限公司',
      day(38),
    ),
    g(
      projects.pile,
      '预拌混凝土',
      'C35 水下 P6',
      'm³',
      // About the 36 piles poured so far (GZ1–GZ36, some 26.7 m³ each as poured).
      '962.000',
      '545.0000',
      '杭州钱江商品混凝土有限公司',
      day(34),
    ),
    // 3 tubes of 48 m in each of the 60 piles.
    g(projects.pile, '钢制声测管', 'Φ50×1.2', 'm', '8640.000', '18.5000', '浙江金盾管业有限公司', day(41)),
    g(projects.pile, '钠基膨润土', '200 目', 't', '65.000', '920.0000', '安吉县天目膨润土厂', day(45)),
    g(
      projects.main,
      '预拌混凝土',
      'C40 P8',
      'm³',
      '2480.000',
      '575.0000',
      '杭州钱江商品混凝土有限公司',
      day(35),
    ),
    g(
      projects.main,
      '热轧带肋钢筋',
      'HRB400E Φ20',
      't',
      '312.600',
      '3950.0000',
      '杭州钢铁集团有限公司',
      day(42),
    ),
    g(
      projects.main,
      '钢结构防火涂料',
      '超薄型 膨胀型',
      'kg',
      '1800.000',
      '26.0000',
      '浙江华彩新材料有限公司',
      day(28),
    ),
    g(projects.main, '防火门', '甲级 FM甲1021', '樘', '48.000', '1650.0000', '浙江安居门业有限公司', day(20)),
    g(
      projects.main,
      '直螺纹套筒',
      'Φ25 标准型',
      '个',
      '5600.000',
      null,
      '浙江宏达机械连接件有限公司',
      day(40),
    ),
  ]);
  if (projects.xianghu !== undefined)
    await tx.insert(goods).values([
      // The cement of its mixing piles JB1–JB40: 40 × 12 m × 55 kg/m = 26.4 t, with the pump's losses,
      // delivered before the first pile.
      g(
        projects.xianghu,
        '普通硅酸盐水泥',
        'P·O 42.5 散装',
        't',
        '28.000',
        '430.0000',
        '杭州钱潮水泥有限公司',
        day(17),
      ),
    ]);
}

const g = (
  projectId: number,
  name: string,
  spec: string,
  unit: string,
  quantity: string,
  unitPrice: string | null,
  supplier: string,
  arrivedOn: string,
) => ({ projectId, name, spec, unit, quantity, unitPrice, supplier, arrivedOn });
