import { closeSelection, GB50300_CATALOGUE } from './gb50300';
import type { SubProjectDivision } from './project-audit';

/**
 * What each division of a sub-project enables: the GB 50300 sub-items (docs/domains/project.md) pre-selected when
 * such a sub-project is created, and the business modules that apply to it.
 */

/** Business modules a sub-project may use; the web shows or hides their pages by this list. */
export const PROJECT_MODULES = [
  'pileConstruction',
  'pileAcceptance',
  'buildings',
  'inspection',
  'material',
  'acceptance',
  'fireControl',
  'output',
  'progress',
] as const;
export type ProjectModule = (typeof PROJECT_MODULES)[number];

export interface DivisionConfig {
  /** 6-digit sub-item codes of the catalogue (their sub-divisions and division follow). */
  subItems: readonly string[];
  modules: readonly ProjectModule[];
}

export const DIVISION_CONFIG = {
  PILE_FOUNDATION: {
    // 0101 地基: 010110 水泥土搅拌桩地基; 0102 基础: 010207 钢筋混凝土预制桩基础 (管桩), 010208 泥浆护壁成孔灌注桩基础.
    subItems: ['010110', '010207', '010208'],
    modules: ['pileConstruction', 'pileAcceptance', 'inspection', 'material', 'output', 'progress'],
  },
  MAIN: {
    // 0201 混凝土结构: 模板, 钢筋, 混凝土, 预应力, 现浇结构, 装配式结构; 0202 砌体结构: 填充墙砌体.
    subItems: ['020101', '020102', '020103', '020104', '020105', '020106', '020205'],
    modules: ['buildings', 'inspection', 'material', 'acceptance', 'fireControl', 'output', 'progress'],
  },
  BASIC: {
    // 0102 基础: 无筋扩展基础, 钢筋混凝土扩展基础, 筏形与箱形基础; 0107 地下防水: 主体结构防水, 细部构造防水.
    subItems: ['010201', '010202', '010203', '010701', '010702'],
    modules: ['buildings', 'inspection', 'material', 'acceptance', 'output', 'progress'],
  },
} as const satisfies Record<SubProjectDivision, DivisionConfig>;

const CATALOGUE_CODES: ReadonlySet<string> = new Set(GB50300_CATALOGUE.map((r) => r.code));

/** The pre-selected codes of a division, closed over ancestors, sorted — what the sub-item tree stores. */
export function divisionPreselection(division: string | null | undefined): string[] {
  if (!division || !(division in DIVISION_CONFIG)) return [];
  return closeSelection(DIVISION_CONFIG[division as SubProjectDivision].subItems, CATALOGUE_CODES).selection;
}
