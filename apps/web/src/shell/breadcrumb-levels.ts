import { NON_CLICKABLE_BREADCRUMB_NAMES } from '@zhuji/shared';
import type { MainPartData } from '../session/main-part-store';
import { type AppRoute, fillParams } from '../session/menu-routes';

/**
 * docs/product.md §2.4: the main-part setting under the basic_engineer plan principal path reopens with the stored
 * main data as its query — the building id, its number with the building suffix, and the floor.
 */
export const MAIN_PART_SETTING = {
  NAME: 'MainPartSetting',
  PARENT_PATH: '/basicEngineer/planPrincipal',
  /** 栋: '3' → '3栋'; a number already ending in 栋 or 楼 ('1#楼') keeps its own. */
  BUILDING_SUFFIX: '栋',
} as const;

export const withBuildingSuffix = (buildNumber: string) =>
  /[栋楼]$/.test(buildNumber) ? buildNumber : `${buildNumber}${MAIN_PART_SETTING.BUILDING_SUFFIX}`;

const isMainPartSetting = (route: AppRoute) =>
  route.name === MAIN_PART_SETTING.NAME && route.fullPath.startsWith(`${MAIN_PART_SETTING.PARENT_PATH}/`);

/** Where a level leads: its target, or for the main-part setting that target with the stored main data. */
function levelTarget(route: AppRoute, target: string, main: MainPartData | undefined) {
  if (!main || !isMainPartSetting(route)) return target;
  const query = new URLSearchParams({
    id: String(main.id),
    buildNumber: withBuildingSuffix(main.buildNumber),
    layer: String(main.layer),
  });
  return `${target}?${query}`;
}

/** One breadcrumb level: a translation key (or, for the appended level, plain text) and where it leads. */
export interface BreadcrumbLevel {
  key: string;
  /** An i18n key for menu levels; the `breadcrumbName` query is shown as it is. */
  title: string;
  translate: boolean;
  /** Absent when the level is not clickable. */
  to?: string;
}

/** vue-element-admin's marker for a grouping level that must not be clicked. */
const NO_REDIRECT = 'noRedirect';

const NON_CLICKABLE = new Set<string>(NON_CLICKABLE_BREADCRUMB_NAMES);

const shown = (route: AppRoute) =>
  Boolean(route.meta.title) && !route.meta.noBreadcrumb && route.meta.breadcrumb !== false;

/**
 * docs/product.md §2.4: the matched routes that have a title and are not marked no-breadcrumb; each leads to its
 * redirect or its path with the params filled, except the last level and the grouping names; the
 * `breadcrumbName` query appends one more (last, so not clickable) level.
 */
export function breadcrumbLevels(
  chain: readonly AppRoute[],
  params: Record<string, string | undefined>,
  breadcrumbName?: string | null,
  main?: MainPartData,
): BreadcrumbLevel[] {
  const levels: BreadcrumbLevel[] = chain.filter(shown).map((route) => {
    const target = route.redirect && route.redirect !== NO_REDIRECT ? route.redirect : route.fullPath;
    const clickable = route.redirect !== NO_REDIRECT && !NON_CLICKABLE.has(route.name);
    return {
      key: route.fullPath,
      title: route.meta.title,
      translate: true,
      ...(clickable ? { to: levelTarget(route, fillParams(target, params), main) } : {}),
    };
  });
  const extra = breadcrumbName?.trim();
  if (extra) levels.push({ key: `${chain.at(-1)?.fullPath ?? ''}#name`, title: extra, translate: false });
  const last = levels.at(-1);
  if (last) delete last.to;
  return levels;
}
