import { COMPANY_TYPE, CONTRACT_MODE, creditCodeCheckChar, DIVISION } from '@zhuji/shared';

// The demo data set's companies, projects and people. The role catalogue is platform data
// (platform/access/roles.ts); the menus are the modules' (ModuleManifest.menus, seed/menus.ts).

/** Demo password of every seeded account; DEMO_PASSWORD overrides it. */
export const DEFAULT_DEMO_PASSWORD = 'Zhuji@2026';

/** Builds a checksum-valid unified social credit code from its first 17 characters. */
const credit = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;

export const SEED_COMPANIES = [
  {
    key: 'platform',
    name: '筑基科技（杭州）有限公司',
    compType: COMPANY_TYPE.PLATFORM,
    creditCode: credit('91330106MA2H7K3Q5'),
    legalPerson: '周启明',
    address: '杭州市西湖区文三路478号华星时代广场A座',
    region: ['33', '3301', '330106'],
  },
  {
    key: 'contractor',
    name: '浙江华东建工集团有限公司',
    compType: COMPANY_TYPE.CONTRACTOR,
    creditCode: credit('91330000142913087'),
    legalPerson: '沈国平',
    address: '杭州市上城区秋涛北路72号',
    region: ['33', '3301', '330102'],
    qualification: '建筑工程施工总承包特级',
  },
  {
    key: 'owner',
    name: '杭州钱塘城市建设投资集团有限公司',
    compType: COMPANY_TYPE.OWNER,
    creditCode: credit('91330114MA27XQ8N4'),
    legalPerson: '何立新',
    address: '杭州市钱塘区白杨街道6号大街452号',
    region: ['33', '3301', '330114'],
  },
  {
    key: 'supervisor',
    name: '浙江江南工程管理股份有限公司',
    compType: COMPANY_TYPE.SUPERVISOR,
    creditCode: credit('91330000704207363'),
    legalPerson: '李建华',
    address: '杭州市西湖区古墩路83号',
    region: ['33', '3301', '330106'],
    qualification: '工程监理综合资质',
  },
  {
    key: 'surveyor',
    name: '浙江省工程勘察设计院集团有限公司',
    compType: COMPANY_TYPE.SURVEYOR,
    creditCode: credit('91330200144069921'),
    legalPerson: '徐友良',
    address: '宁波市鄞州区天童南路1号',
    region: ['33', '3302', '330212'],
    qualification: '工程勘察综合资质甲级',
  },
  {
    key: 'designer',
    name: '杭州市建筑设计研究院有限公司',
    compType: COMPANY_TYPE.DESIGNER,
    creditCode: credit('91330100470109734'),
    legalPerson: '王晓东',
    address: '杭州市拱墅区体育场路218号',
    region: ['33', '3301', '330105'],
    qualification: '建筑行业（建筑工程）甲级',
  },
  {
    key: 'lab',
    name: '浙江建科检测技术有限公司',
    compType: COMPANY_TYPE.TESTING_LAB,
    creditCode: credit('91330105MA2CD6L93'),
    legalPerson: '蒋文斌',
    address: '杭州市拱墅区莫干山路1号',
    region: ['33', '3301', '330105'],
    qualification: '建设工程质量检测机构资质（综合类）',
  },
  {
    key: 'supplier',
    name: '杭州钱江商品混凝土有限公司',
    compType: COMPANY_TYPE.SUPPLIER,
    creditCode: credit('91330109742903526'),
    legalPerson: '陆伟强',
    address: '杭州市萧山区新塘街道东风村',
    region: ['33', '3301', '330109'],
  },
  // Suppliers of the marketplace (供应商查询), with the profiles of supplier.seed.ts.
  {
    key: 'supplierRebar',
    name: '浙江甬钢建材贸易有限公司',
    compType: COMPANY_TYPE.SUPPLIER,
    creditCode: credit('91330203MA2AH4T7X'),
    legalPerson: '应国栋',
    address: '宁波市海曙区望春工业园区杉杉路188号',
    region: ['33', '3302', '330203'],
  },
  {
    key: 'supplierConcrete',
    name: '浙江越丰建材有限公司',
    compType: COMPANY_TYPE.SUPPLIER,
    creditCode: credit('91330602MA29K8R3L'),
    legalPerson: '董建新',
    address: '绍兴市越城区灵芝街道大坂村',
    region: ['33', '3306', '330602'],
  },
  {
    key: 'supplierPile',
    name: '宁波中恒桩业股份有限公司',
    compType: COMPANY_TYPE.SUPPLIER,
    creditCode: credit('91330281MA2CJ6P8N'),
    legalPerson: '胡志远',
    address: '余姚市泗门镇工业园区振兴路9号',
    region: ['33', '3302', '330281'],
  },
  {
    key: 'supplierWaterproof',
    name: '杭州东禹防水科技有限公司',
    compType: COMPANY_TYPE.SUPPLIER,
    creditCode: credit('91330110MA2J5W1D6'),
    legalPerson: '方海明',
    address: '杭州市余杭区仁和街道仁河大道39号',
    region: ['33', '3301', '330110'],
  },
  {
    key: 'regulator',
    name: '杭州市建设工程质量安全监督总站',
    compType: COMPANY_TYPE.REGULATOR,
    creditCode: credit('12330100470112345'),
    legalPerson: '黄志刚',
    address: '杭州市上城区解放东路18号',
    region: ['33', '3301', '330102'],
  },
] as const;

export type SeedCompanyKey = (typeof SEED_COMPANIES)[number]['key'];

export const SEED_PROJECTS = [
  {
    key: 'jiangdong',
    name: '钱塘新区江东安置房（一期）项目',
    children: [
      {
        key: 'jiangdongPile',
        name: '一标段 桩基工程',
        division: DIVISION.PILE_FOUNDATION,
        // The 60 piles at the BoQ prices with the measures (seed/business.ts PILE_CONTRACT_VALUE).
        money: '346.9000',
        contractMode: CONTRACT_MODE.PUBLIC_BIDDING,
        vipInterests: [1, 2],
      },
      {
        key: 'jiangdongMain',
        name: '一标段 主体结构工程',
        division: DIVISION.MAIN,
        money: '12650.0000',
        contractMode: CONTRACT_MODE.PUBLIC_BIDDING,
        /** Fire-control type 1: the shell keeps only home, basic info, fire management and material audit. */
        fireControl: 1,
        vipInterests: [1, 2, 3],
      },
    ],
  },
  {
    key: 'xianghu',
    name: '萧山湘湖未来社区（二期）',
    children: [
      {
        key: 'xianghuPile',
        name: '桩基工程',
        division: DIVISION.PILE_FOUNDATION,
        money: '1280.0000',
        contractMode: CONTRACT_MODE.INVITATION_TO_TENDER,
        vipInterests: [1],
      },
    ],
  },
] as const;

export type SeedProjectKey = (typeof SEED_PROJECTS)[number]['children'][number]['key'];

export interface SeedUser {
  account: string;
  name: string;
  phone: string;
  company: SeedCompanyKey;
  memberships: { project: SeedProjectKey; roleId: number }[];
  /** The platform admin holds the admin role on every project. */
  platformAdmin?: boolean;
  /** Administers the company's own record (company info update). */
  companyAdmin?: boolean;
}

export const SEED_USERS: SeedUser[] = [
  {
    account: 'admin',
    companyAdmin: true,
    name: '平台管理员',
    phone: '13900000001',
    company: 'platform',
    memberships: [],
    platformAdmin: true,
  },
  {
    // Docking engineers (对接工程师): platform staff who look after the 江东 and 湘湖 projects.
    account: 'zhouwenbo',
    name: '周文博',
    phone: '13906710011',
    company: 'platform',
    memberships: [],
  },
  {
    account: 'qianxiaoyan',
    name: '钱晓燕',
    phone: '13906710012',
    company: 'platform',
    memberships: [],
  },
  {
    account: 'zhangjianguo',
    companyAdmin: true,
    name: '张建国',
    phone: '13805710001',
    company: 'contractor',
    memberships: [
      { project: 'jiangdongPile', roleId: 3 },
      { project: 'jiangdongPile', roleId: 19 },
      { project: 'xianghuPile', roleId: 3 },
    ],
  },
  {
    account: 'lixiaofeng',
    name: '李晓峰',
    phone: '13805710002',
    company: 'contractor',
    memberships: [
      { project: 'jiangdongPile', roleId: 5 },
      { project: 'jiangdongMain', roleId: 5 },
    ],
  },
  {
    account: 'wanghaitao',
    name: '王海涛',
    phone: '13905710003',
    company: 'supervisor',
    memberships: [{ project: 'jiangdongPile', roleId: 42 }],
  },
  {
    account: 'chenzhiming',
    companyAdmin: true,
    name: '陈志明',
    phone: '13905710004',
    company: 'supervisor',
    memberships: [
      { project: 'jiangdongPile', roleId: 41 },
      { project: 'jiangdongMain', roleId: 41 },
    ],
  },
  {
    account: 'zhaolihua',
    companyAdmin: true,
    name: '赵丽华',
    phone: '13705710005',
    company: 'owner',
    memberships: [
      { project: 'jiangdongPile', roleId: 31 },
      { project: 'jiangdongMain', roleId: 31 },
    ],
  },
  {
    account: 'sunwei',
    companyAdmin: true,
    name: '孙伟',
    phone: '13605710006',
    company: 'lab',
    memberships: [{ project: 'jiangdongPile', roleId: 71 }],
  },
  {
    // The concrete supplier's salesperson on 一标段 桩基工程: quotes the project's enquiries.
    account: 'luhaiyan',
    companyAdmin: true,
    name: '陆海燕',
    phone: '13757110008',
    company: 'supplier',
    memberships: [{ project: 'jiangdongPile', roleId: 81 }],
  },
  {
    account: 'liuming',
    companyAdmin: true,
    name: '刘明',
    phone: '13505710007',
    company: 'regulator',
    memberships: [
      { project: 'jiangdongPile', roleId: 91 },
      { project: 'jiangdongMain', roleId: 91 },
      { project: 'xianghuPile', roleId: 91 },
    ],
  },
];
