import { businessDaysFromToday, businessInstant } from '@zhuji/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { message } from '../../platform/notify';
import { rectification } from '../../platform/rectification';
import type { StartupSeedIds } from '../../seed/startup';
import { recordRiskInspection } from './risk.service';
import { riskCheck, riskInspection, riskSource } from './risk.table';

type SourceSeed = Omit<typeof riskSource.$inferInsert, 'projectId'>;

/**
 * The risk registers of 江东 一标段: the pile works (a 7.2 m deep foundation pit, hand-dug piles, the
 * crawler crane lifting the cages) and the main structure (tower crane, the 9.6 m high formwork of the
 * atrium, attached lifting and cantilevered scaffolds), and the inspections of the last three weeks —
 * the supervisors' and the contractor's — with the hazards they found raised as rectification notices.
 * The pit of 桩基 was last inspected 10 days ago, so the register flags it 逾期未巡查.
 */
export async function seedRiskDemo(tx: DbOrTx, ids: StartupSeedIds, now: Date): Promise<void> {
  const pile = ids.projects.get('jiangdongPile');
  const main = ids.projects.get('jiangdongMain');
  if (pile === undefined || main === undefined) return;
  const day = (offset: number) => businessDaysFromToday(-offset, now);

  const pileSources: SourceSeed[] = [
    {
      sourceNo: 'WX-ZJ-01',
      name: '1#～2#楼地下室深基坑开挖及支护（深 7.2m）',
      category: 'FOUNDATION_PIT',
      scale: 'OVER_SCALE',
      location: '1#～2#楼 地下室基坑 A～H/1～18 轴',
      riskLevel: 'MAJOR',
      measures:
        '钻孔灌注桩 + 一道钢筋混凝土内支撑；分层分段开挖，每层不超过 2m，严禁超挖；坑边 2m 内不得堆载；坑顶设 1.2m 防护栏杆及挡水坎；第三方监测每日一次，水平位移报警值 30mm。',
      responsible: '张建国',
      planStatus: 'REVIEWED',
      reviewDate: day(62),
      startDate: day(45),
      endDate: day(-40),
    },
    {
      sourceNo: 'WX-ZJ-02',
      name: '旋挖钻孔灌注桩成孔作业（GZ1～GZ60，孔深 45～48m）',
      category: 'OTHER',
      scale: 'DANGEROUS',
      location: '桩基施工区 GZ1～GZ60（XR360 旋挖钻机 2 台）',
      riskLevel: 'HIGH',
      measures:
        '成孔后至灌注前孔口设钢制盖板及围栏，夜间设警示灯；泥浆池四周设 1.2m 防护栏杆；钻机作业区铺设钢板，桩机回转半径内禁止站人；孔壁坍塌时立即回填并上报。',
      responsible: '张建国',
      planStatus: 'APPROVED',
      // The piles' working window (pile seed: the first pour five weeks ago, the plan ends in ten days).
      startDate: day(35),
      endDate: day(-10),
    },
    {
      sourceNo: 'WX-ZJ-03',
      name: '履带吊吊装钢筋笼（单件最大 12t）',
      category: 'LIFTING',
      scale: 'OVER_SCALE',
      location: '桩基施工区 1#～6#楼（QUY80 履带吊）',
      riskLevel: 'MAJOR',
      measures:
        '双机抬吊专项方案；吊点焊接经验算；地基承载力不足处铺设路基箱；吊装区设警戒线，信号工、司索工持证上岗；风力六级以上停止吊装。',
      responsible: '李晓峰',
      planStatus: 'APPROVED',
      startDate: day(-5),
      endDate: day(-60),
    },
    {
      sourceNo: 'WX-ZJ-04',
      name: '龙门吊安装及钢筋笼加工场吊运',
      category: 'LIFTING',
      scale: 'DANGEROUS',
      location: '钢筋加工场（10t 龙门吊）',
      riskLevel: 'HIGH',
      measures: '安装后经检测机构检验合格并办理使用登记；限位、夹轨器每班检查；吊运时下方禁止站人。',
      responsible: '李晓峰',
      planStatus: 'APPROVED',
      startDate: day(40),
      endDate: day(-50),
    },
    {
      sourceNo: 'WX-ZJ-05',
      name: '泥浆池及临边防护',
      category: 'OTHER',
      scale: 'NONE',
      location: '施工场地南侧 2 座泥浆池',
      riskLevel: 'GENERAL',
      measures: '泥浆池四周设 1.2m 防护栏杆并挂密目网、警示牌；夜间设警示灯；定期清运泥浆。',
      responsible: '李晓峰',
      planStatus: 'NONE',
      startDate: day(44),
    },
    {
      sourceNo: 'WX-ZJ-06',
      name: '施工临时用电（桩机、电焊机）',
      category: 'OTHER',
      scale: 'NONE',
      location: '施工现场 1#、2# 配电箱回路',
      riskLevel: 'LOW',
      measures: '三级配电两级保护，一机一闸一漏；电缆架空或埋地敷设；电工每日巡检并记录。',
      responsible: '李晓峰',
      planStatus: 'DRAFTED',
      startDate: day(44),
    },
  ];
  const mainSources: SourceSeed[] = [
    {
      sourceNo: 'WX-ZT-01',
      name: '1#楼 QTZ125 塔吊安装、顶升及拆卸',
      category: 'LIFTING',
      scale: 'DANGEROUS',
      location: '1#楼 北侧 5～6 轴（附着 4 道）',
      riskLevel: 'MAJOR',
      measures:
        '由具备资质的专业单位安装拆卸；顶升前检查顶升横梁及爬爪；附着装置按说明书设置；安装后检测合格并办理使用登记；群塔作业防碰撞措施。',
      responsible: '李晓峰',
      planStatus: 'APPROVED',
      startDate: day(50),
      endDate: day(-180),
    },
    {
      sourceNo: 'WX-ZT-02',
      name: '商业裙房中庭高大模板支撑体系',
      category: 'FORMWORK',
      scale: 'OVER_SCALE',
      location: '商业裙房 中庭 C～F/8～12 轴（搭设高度 9.6m）',
      riskLevel: 'MAJOR',
      measures:
        '盘扣式支撑架，立杆间距 900mm×900mm，步距 1.5m；立杆底设垫板，扫地杆距地不大于 200mm；浇筑前验收合格；浇筑时专人监测架体变形，按先柱后梁板、由中间向两边的顺序浇筑。',
      responsible: '李晓峰',
      planStatus: 'REVIEWED',
      reviewDate: day(30),
      startDate: day(18),
      endDate: day(-25),
    },
    {
      sourceNo: 'WX-ZT-03',
      name: '1#～2#楼 附着式升降脚手架',
      category: 'SCAFFOLD',
      scale: 'DANGEROUS',
      location: '1#～2#楼 4 层以上外立面',
      riskLevel: 'HIGH',
      measures: '防坠、防倾覆装置齐全有效；每次提升前检查验收；提升时架体上不得站人；与主体拉结按方案设置。',
      responsible: '张建国',
      planStatus: 'APPROVED',
      startDate: day(35),
      endDate: day(-150),
    },
    {
      sourceNo: 'WX-ZT-04',
      name: '2#楼 型钢悬挑脚手架',
      category: 'SCAFFOLD',
      scale: 'DANGEROUS',
      location: '2#楼 7～12 层（分段搭设高度 18m）',
      riskLevel: 'HIGH',
      measures:
        '16# 工字钢悬挑，锚固段长度不小于悬挑段 1.25 倍；U 型锚环双螺帽；每段验收挂牌后使用；连墙件两步三跨。',
      responsible: '张建国',
      planStatus: 'APPROVED',
      startDate: day(20),
      endDate: day(-90),
    },
    {
      sourceNo: 'WX-ZT-05',
      name: '施工升降机安装及加节',
      category: 'LIFTING',
      scale: 'DANGEROUS',
      location: '1#楼 南侧 SC200/200',
      riskLevel: 'HIGH',
      measures: '专业单位安装；防坠安全器在标定有效期内；每次加节后自检并报检测机构检验。',
      responsible: '李晓峰',
      planStatus: 'DRAFTED',
      startDate: day(-7),
      endDate: day(-200),
    },
    {
      sourceNo: 'WX-ZT-06',
      name: '楼层临边及预留洞口',
      category: 'OTHER',
      scale: 'NONE',
      location: '1#～2#楼 各楼层临边、电梯井及管道井洞口',
      riskLevel: 'GENERAL',
      measures: '临边设 1.2m 防护栏杆及 180mm 挡脚板；电梯井口设定型化防护门，井内每两层设一道水平网。',
      responsible: '张建国',
      planStatus: 'NONE',
      startDate: day(50),
    },
  ];
  const insert = async (projectId: number, rows: SourceSeed[]) => {
    const saved = await tx
      .insert(riskSource)
      .values(rows.map((r) => ({ ...r, projectId })))
      .returning({ id: riskSource.id, sourceNo: riskSource.sourceNo });
    return new Map(saved.map((s) => [s.sourceNo, s.id]));
  };
  const p = await insert(pile, pileSources);
  const m = await insert(main, mainSources);
  const src = (map: Map<string, number>, no: string) => map.get(no) ?? 0;
  const user = (account: string) => ids.users.get(account) ?? 0;

  const rounds: [string, number, string, { no: string; hazard?: string }[], Map<string, number>][] = [
    [
      'wanghaitao',
      pile,
      day(20),
      [
        { no: 'WX-ZJ-01' },
        {
          no: 'WX-ZJ-02',
          hazard: 'GZ14 成孔后待下放钢筋笼，孔口未设置防护盖板，夜间无警示灯。',
        },
        { no: 'WX-ZJ-05' },
      ],
      p,
    ],
    [
      'zhangjianguo',
      pile,
      day(12),
      [
        {
          no: 'WX-ZJ-01',
          hazard: '基坑东侧坑顶 2m 范围内堆放钢筋笼 3 组，超出设计允许堆载；坑顶挡水坎局部破损。',
        },
        { no: 'WX-ZJ-06' },
      ],
      p,
    ],
    ['wanghaitao', pile, day(10), [{ no: 'WX-ZJ-01' }, { no: 'WX-ZJ-04' }], p],
    [
      'chenzhiming',
      main,
      day(9),
      [
        { no: 'WX-ZT-01' },
        {
          no: 'WX-ZT-02',
          hazard: '中庭高支模 D/10 轴附近 6 根立杆底部未设垫板，扫地杆距地约 450mm，超过 200mm 的要求。',
        },
        { no: 'WX-ZT-03' },
      ],
      m,
    ],
    [
      'lixiaofeng',
      main,
      day(3),
      [
        { no: 'WX-ZT-01' },
        { no: 'WX-ZT-02' },
        { no: 'WX-ZT-04', hazard: '2#楼 12 层悬挑工字钢 2 处 U 型锚环缺少第二道螺帽。' },
      ],
      m,
    ],
  ];
  for (const [account, projectId, inspectDate, checks, map] of rounds) {
    const id = await recordRiskInspection(
      tx,
      { userId: user(account) },
      {
        projectId,
        inspectDate,
        remark: '',
        checks: checks.map((c) => ({
          sourceId: src(map, c.no),
          result: c.hazard ? 'HAZARD' : 'PASS',
          hazard: c.hazard ?? '',
          photos: [],
        })),
      },
      'zh',
    );
    // Dated as on the day: the round, the notices it raised and the messages announcing them.
    const at = businessInstant(inspectDate, '09:30');
    await tx.update(riskInspection).set({ createdAt: at }).where(eq(riskInspection.id, id));
    const raised = (
      await tx
        .select({ id: riskCheck.rectificationId })
        .from(riskCheck)
        .where(and(eq(riskCheck.inspectionId, id), isNotNull(riskCheck.rectificationId)))
    ).map((r) => r.id ?? 0);
    if (raised.length === 0) continue;
    await tx
      .update(rectification)
      .set({ createdAt: at, updatedAt: at })
      .where(inArray(rectification.id, raised));
    await tx
      .update(message)
      .set({ createdAt: at })
      .where(and(eq(message.businessType, 'rectification'), inArray(message.businessId, raised)));
  }
}
