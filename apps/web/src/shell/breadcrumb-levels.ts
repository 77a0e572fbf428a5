import { NON_CLICKABLE_BREADCRUMB_NAMES } from '@zhuji/shared';
import { type AppRoute, fillParams } from '../session/menu-routes';

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
 * Spec §2.4: the matched routes that have a title and are not marked no-breadcrumb; each leads to its
 * redirect or its path with the params filled, except the last level and the grouping names; the
 * `breadcrumbName` query appends one more (last, so not clickable) level.
 */
export function breadcrumbLevels(
  chain: readonly AppRoute[],
  params: Record<string, string | undefined>,
  breadcrumbName?: string | null,
): BreadcrumbLevel[] {
  const levels: BreadcrumbLevel[] = chain.filter(shown).map((route) => {
    const target = route.redirect && route.redirect !== NO_REDIRECT ? route.redirect : route.fullPath;
    const clickable = route.redirect !== NO_REDIRECT && !NON_CLICKABLE.has(route.name);
    return {
      key: route.fullPath,
      title: route.meta.title,
      translate: true,
      ...(clickable ? { to: fillParams(target, params) } : {}),
    };
  });
  const extra = breadcrumbName?.trim();
  if (extra) levels.push({ key: `${chain.at(-1)?.fullPath ?? ''}#name`, title: extra, translate: false });
  const last = levels.at(-1);
  if (last) delete last.to;
  return levels;
}
