import { closeSelection, GB50300_CATALOGUE, type PartyType } from '@zhuji/shared';
import { eq, inArray } from 'drizzle-orm';
import { company } from '../modules/company/company.table';
import { project, projectParty, projectSubitem } from '../modules/project/project.table';
import type { DbOrTx } from '../platform/db/client';
import { SEED_COMPANIES, type SeedCompanyKey, type SeedProjectKey } from './identity';

/**
 * Demo data of the project core: the main projects' registration (owner, contractor, region), the
 * GB 50300 selections of the sub-projects and the five responsible parties of the 江东 sub-projects.
 */

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
}
