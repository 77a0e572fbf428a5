import {
  businessDaysFromToday,
  closeSelection,
  GB50300_CATALOGUE,
  type PartyType,
  type ProjectStageCode,
} from '@zhuji/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client';
import { company } from '../platform/identity/company.table';
import {
  project,
  projectParty,
  projectStage,
  projectSubitem,
  projectTag,
  vipInterest,
} from '../platform/identity/project.table';
import { seedBuildingsDemo } from './buildings';
import { SEED_COMPANIES, type SeedCompanyKey, type SeedProjectKey } from './identity';

/**
 * Demo data of the project core: the main projects' registration (owner, contractor, region), the
 * GB 50300 selections of the sub-projects, the five responsible parties of the 江东 sub-projects, the
 * construction stages, tags and docking engineers of every sub-project; and the VIP interest
 * catalogue (reference data, synced at every start).
 */

/** The VIP interests on offer; ids 1–3 are the ones the demo projects hold. */
export const SEED_VIP_INTERESTS = [
  {
    id: 1,
    name: '桩基数字化施工记录',
    description: '成孔、钢筋笼、水下混凝土浇筑全过程在线记录，监理电子签认',
  },
  { id: 2, name: '试块送检智能提醒', description: '试块龄期到期、见证送检与检测报告自动关联提醒' },
  { id: 3, name: '消防专项管理', description: '消防检查、隐患整改闭环与消防台账' },
  { id: 4, name: '质量数据大屏', description: '项目质量、进度与产值数据可视化大屏' },
  { id: 5, name: '电子签章归档', description: '验收资料在线签章、自动组卷归档' },
] as const;

/** Reference data of every database: VIP interests missing here are added, existing ones left as adjusted. */
export async function seedVipCatalogue(tx: DbOrTx): Promise<void> {
  await tx
    .insert(vipInterest)
    .values(SEED_VIP_INTERESTS.map((v, sort) => ({ ...v, sort })))
    .onConflictDoNothing({ target: vipInterest.id });
}

/**
 * Stages as day offsets from the seeding day: [planned start, planned end, actual start, actual end].
 * 一标段 桩基工程 is piling; 一标段 主体结构工程 is late with its foundations (overdue); 湘湖 is preparing.
 */
type Offsets = [number, number, number | null, number | null];
const STAGES: Record<SeedProjectKey, Partial<Record<ProjectStageCode, Offsets>>> = {
  jiangdongPile: {
    PREPARATION: [-150, -120, -150, -118],
    TRIAL_PILE: [-120, -105, -117, -101],
    PILE_WORK: [-100, 20, -98, null],
    PILE_TESTING: [10, 45, null, null],
    PILE_ACCEPTANCE: [45, 60, null, null],
  },
  jiangdongMain: {
    PREPARATION: [-60, -40, -60, -38],
    FOUNDATION_WORK: [-40, -5, -36, null],
    STRUCTURE_WORK: [0, 240, null, null],
    STRUCTURE_TOPPING: [240, 250, null, null],
    STRUCTURE_ACCEPTANCE: [260, 280, null, null],
  },
  xianghuPile: {
    PREPARATION: [-20, 5, -18, null],
    TRIAL_PILE: [5, 20, null, null],
    PILE_WORK: [20, 140, null, null],
  },
};

const TAGS: Record<SeedProjectKey, { name: string; color: string }[]> = {
  jiangdongPile: [
    { name: '省重点工程', color: 'red' },
    { name: '民生实事项目', color: 'orange' },
    { name: '安置房', color: 'blue' },
  ],
  jiangdongMain: [
    { name: '省重点工程', color: 'red' },
    { name: '装配式建筑', color: 'cyan' },
    { name: '绿色建筑二星', color: 'green' },
  ],
  xianghuPile: [
    { name: '未来社区', color: 'purple' },
    { name: '市重点工程', color: 'volcano' },
  ],
};

const DOCKING_ENGINEERS: Record<SeedProjectKey, string> = {
  jiangdongPile: 'zhouwenbo',
  jiangdongMain: 'zhouwenbo',
  xianghuPile: 'qianxiaoyan',
};

/** 'YYYY-MM-DD' of the business day `days` from `now`. */
const dayFrom = (now: Date, days: number | null) => (days === null ? null : businessDaysFromToday(days, now));

/** Selected sub-items; ancestors are added as the update call would. */
const SELECTIONS: Record<SeedProjectKey, string[]> = {
  jiangdongPile: ['010208'],
  xianghuPile: ['010110', '010207'],
  jiangdongMain: ['020101', '020102', '020103', '020104', '020105', '020106'],
};

const PARTIES: { type: PartyType; company: SeedCompanyKey; person: string; phone: string }[] = [
  { type: 'OWNER', company: 'owner', person: '赵丽华', phone: '13705710005' },
  { type: 'SURVEYOR', company: 'surveyor', person: '徐友良', phone: '13605740021' },
  { type: 'DESIGNER', company: 'designer', person: '王晓东', phone: '13605710031' },
  { type: 'CONTRACTOR', company: 'contractor', person: '张建国', phone: '13805710001' },
  { type: 'SUPERVISOR', company: 'supervisor', person: '陈志明', phone: '13905710004' },
];

const MAIN_REGISTRATION = {
  jiangdong: { address: '杭州市钱塘区江东大道与青六路交叉口', regionCode: '330114' },
  xianghu: { address: '杭州市萧山区湘湖路与压湖山路交叉口', regionCode: '330109' },
} as const;

export async function seedProjectCoreDemo(
  tx: DbOrTx,
  ids: {
    projects: ReadonlyMap<string, number>;
    companies: ReadonlyMap<string, number>;
    users: ReadonlyMap<string, number>;
  },
  now = new Date(),
): Promise<void> {
  const companyId = (key: SeedCompanyKey) => ids.companies.get(key) ?? null;
  const subId = (key: SeedProjectKey) => ids.projects.get(key) ?? 0;

  // The main projects: registered by 张建国 for 浙江华东建工, owned by the 钱塘城投.
  for (const [key, sub] of [
    ['jiangdong', 'jiangdongPile'],
    ['xianghu', 'xianghuPile'],
  ] as const) {
    const [row] = await tx
      .select({ parentId: project.parentId })
      .from(project)
      .where(eq(project.id, subId(sub)));
    if (!row?.parentId) continue;
    await tx
      .update(project)
      .set({
        ...MAIN_REGISTRATION[key],
        ownerCompanyId: companyId('owner'),
        contractorCompanyId: companyId('contractor'),
        contractorManagerName: '张建国',
        contractorManagerPhone: '13805710001',
        registrantId: ids.users.get('zhangjianguo') ?? null,
      })
      .where(eq(project.id, row.parentId));
  }

  const catalogue = new Set(GB50300_CATALOGUE.map((r) => r.code));
  await tx.insert(projectSubitem).values(
    Object.entries(SELECTIONS).flatMap(([key, codes]) =>
      closeSelection(codes, catalogue).selection.map((code) => ({
        projectId: subId(key as SeedProjectKey),
        code,
      })),
    ),
  );

  const companies = await tx
    .select({ id: company.id, name: company.name, creditCode: company.creditCode })
    .from(company)
    .where(
      inArray(
        company.creditCode,
        SEED_COMPANIES.map((c) => c.creditCode),
      ),
    );
  const byKey = (key: SeedCompanyKey) => {
    const code = SEED_COMPANIES.find((c) => c.key === key)?.creditCode;
    return companies.find((c) => c.creditCode === code);
  };
  await tx.insert(projectParty).values(
    (['jiangdongPile', 'jiangdongMain'] as const).flatMap((key) =>
      PARTIES.map((p) => {
        const c = byKey(p.company);
        return {
          projectId: subId(key),
          partyType: p.type,
          companyId: c?.id ?? null,
          creditCode: c?.creditCode ?? '',
          companyName: c?.name ?? '',
          personName: p.person,
          personPhone: p.phone,
        };
      }),
    ),
  );

  const keys = Object.keys(STAGES) as SeedProjectKey[];
  await tx.insert(projectStage).values(
    keys.flatMap((key) =>
      Object.entries(STAGES[key]).map(([code, [plannedStart, plannedEnd, actualStart, actualEnd]]) => ({
        projectId: subId(key),
        code: code as ProjectStageCode,
        plannedStart: dayFrom(now, plannedStart),
        plannedEnd: dayFrom(now, plannedEnd),
        actualStart: dayFrom(now, actualStart),
        actualEnd: dayFrom(now, actualEnd),
      })),
    ),
  );
  await tx
    .insert(projectTag)
    .values(keys.flatMap((key) => TAGS[key].map((t, sort) => ({ projectId: subId(key), ...t, sort }))));
  for (const key of keys)
    await tx
      .update(project)
      .set({ dockingEngineerId: ids.users.get(DOCKING_ENGINEERS[key]) ?? null })
      .where(eq(project.id, subId(key)));
  // Their main-part design information is complete, which needs buildings (project.service completeDesign).
  await seedBuildingsDemo(tx, subId('jiangdongPile'), subId('jiangdongMain'));
}
