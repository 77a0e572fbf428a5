import type { Page } from '../kit/web-module';
import { WEB_MODULES, type WebModules } from '../modules';

// Menus come from the server; pages come from the modules' manifests (docs/architecture.md#conventions). A menu's `component`
// key maps to a lazily loaded page — never an import by string — so every page is its own chunk and a
// typo in the menu is a clear "module not found" page instead of a crash.

/** The component key of grouping levels: the layout itself, which has no page of its own. */
export const LAYOUT_VIEW = 'Layout';

/** Every menu component key some module serves. */
export type ViewKey = WebModules[number] extends infer M
  ? M extends { views: infer V }
    ? keyof V & string
    : never
  : never;

function collectViews(): Record<ViewKey, Page> {
  const registry: Partial<Record<ViewKey, Page>> = {};
  for (const module of WEB_MODULES) {
    for (const [key, page] of Object.entries<Page>(module.views)) {
      // Two modules claiming one menu key would make the menu open whichever came last.
      if (Object.hasOwn(registry, key)) throw new Error(`view ${key} is registered twice`);
      registry[key as ViewKey] = page;
    }
  }
  return registry as Record<ViewKey, Page>;
}

export const VIEW_REGISTRY: Record<ViewKey, Page> = collectViews();

/** Keys the menu already uses whose module is not built yet: they show "module under construction". */
export const PLANNED_VIEWS = [] as const;

export type ViewResolution =
  | { kind: 'page'; key: ViewKey; Page: Page }
  | { kind: 'layout' }
  | { kind: 'planned' }
  | { kind: 'unknown' };

const isViewKey = (key: string): key is ViewKey => Object.hasOwn(VIEW_REGISTRY, key);

/** What a menu's component key renders; an unknown key is a module-not-found error (docs/product.md §8). */
export function resolveView(component: string): ViewResolution {
  if (isViewKey(component)) return { kind: 'page', key: component, Page: VIEW_REGISTRY[component] };
  if (component === LAYOUT_VIEW) return { kind: 'layout' };
  if ((PLANNED_VIEWS as readonly string[]).includes(component)) return { kind: 'planned' };
  return { kind: 'unknown' };
}
