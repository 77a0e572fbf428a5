import type { RiskLevel } from '@zhuji/shared';
import type { EnumOption } from '../../kit/resource/resource-config';

/** 重大 red, 较大 orange, 一般 yellow, 低 blue (the four-colour risk map of the site). */
export const LEVEL_COLOR: Record<RiskLevel, string> = {
  MAJOR: 'red',
  HIGH: 'orange',
  GENERAL: 'gold',
  LOW: 'blue',
};
export const LEVELS: readonly EnumOption[] = (['MAJOR', 'HIGH', 'GENERAL', 'LOW'] as const).map((v) => ({
  value: v,
  label: `risk.level.${v}`,
  color: LEVEL_COLOR[v],
}));
export const CATEGORIES: readonly EnumOption[] = (
  ['FOUNDATION_PIT', 'FORMWORK', 'LIFTING', 'SCAFFOLD', 'DEMOLITION', 'UNDERGROUND', 'OTHER'] as const
).map((v) => ({ value: v, label: `risk.category.${v}`, color: 'geekblue' }));
