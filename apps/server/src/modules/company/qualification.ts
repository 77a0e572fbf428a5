import { COMPANY_TYPE } from '@zhuji/shared';

const grades = (base: string, levels: readonly string[]) => levels.map((l) => `${base}${l}`);

/**
 * Qualification options offered at registration, per company type (建设工程企业资质管理制度改革方案 and
 * the testing-agency rules). Label and value are the same text, which is what the company stores.
 */
const QUALIFICATIONS: Readonly<Record<number, readonly string[]>> = {
  [COMPANY_TYPE.CONTRACTOR]: [
    ...grades('建筑工程施工总承包', ['特级', '一级', '二级', '三级']),
    ...grades('市政公用工程施工总承包', ['一级', '二级', '三级']),
    ...grades('地基基础工程专业承包', ['一级', '二级', '三级']),
    ...grades('建筑装修装饰工程专业承包', ['一级', '二级']),
    ...grades('钢结构工程专业承包', ['一级', '二级']),
    '施工劳务资质',
  ],
  [COMPANY_TYPE.OWNER]: [
    ...grades('房地产开发企业', ['一级资质', '二级资质']),
    '政府投资项目建设单位',
    '其他建设单位（无资质要求）',
  ],
  [COMPANY_TYPE.SUPERVISOR]: [
    '工程监理综合资质',
    ...grades('房屋建筑工程监理', ['甲级', '乙级']),
    ...grades('市政公用工程监理', ['甲级', '乙级']),
    '工程监理事务所资质',
  ],
  [COMPANY_TYPE.SURVEYOR]: [
    '工程勘察综合资质甲级',
    ...grades('岩土工程勘察', ['甲级', '乙级']),
    ...grades('工程测量', ['甲级', '乙级']),
    '工程勘察劳务资质',
  ],
  [COMPANY_TYPE.DESIGNER]: [
    '工程设计综合资质甲级',
    ...grades('建筑行业（建筑工程）', ['甲级', '乙级']),
    ...grades('市政行业', ['甲级', '乙级']),
    '建筑工程设计事务所资质',
  ],
  [COMPANY_TYPE.TESTING_LAB]: [
    '建设工程质量检测机构资质（综合类）',
    '建设工程质量检测机构资质（专项类·建筑材料及构配件）',
    '建设工程质量检测机构资质（专项类·地基基础）',
    '建设工程质量检测机构资质（专项类·主体结构及装饰装修）',
    '建设工程质量检测机构资质（专项类·钢结构）',
  ],
  [COMPANY_TYPE.SUPPLIER]: [
    '预拌混凝土专业承包资质',
    '预拌砂浆生产企业备案',
    '预制构件生产企业备案',
    '建筑钢材生产许可',
  ],
  [COMPANY_TYPE.REGULATOR]: ['建设工程质量安全监督机构', '建设行政主管部门'],
};

export function qualificationOptions(compType: number): { label: string; value: string }[] {
  return (QUALIFICATIONS[compType] ?? []).map((q) => ({ label: q, value: q }));
}

export const isQualificationOf = (compType: number, value: string): boolean =>
  (QUALIFICATIONS[compType] ?? []).includes(value);
