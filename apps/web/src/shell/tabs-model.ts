// The tabs view (docs/product.md §2.4) as a pure reducer: one tab per visited route, affix tabs fixed in front.

export interface VisitedTab {
  /** The pathname; one tab per path. */
  path: string;
  /** Pathname with search and hash: where clicking the tab leads. */
  fullPath: string;
  /** i18n key of the title. */
  title: string;
  /** Shown instead of the translated title (the `breadcrumbName` query, a record's name). */
  label?: string | undefined;
  affix: boolean;
  keepAlive: boolean;
}

export interface TabsState {
  tabs: VisitedTab[];
}

export type TabsAction =
  | { type: 'init'; affix: VisitedTab[] }
  | { type: 'visit'; tab: VisitedTab }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' };

export const EMPTY_TABS: TabsState = { tabs: [] };

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'init': {
      const known = new Set(action.affix.map((tab) => tab.path));
      return { tabs: [...action.affix, ...state.tabs.filter((tab) => !known.has(tab.path))] };
    }
    case 'visit': {
      const index = state.tabs.findIndex((tab) => tab.path === action.tab.path);
      if (index === -1) return { tabs: [...state.tabs, action.tab] };
      const current = state.tabs[index]!;
      const updated = { ...action.tab, affix: current.affix || action.tab.affix };
      if (
        current.fullPath === updated.fullPath &&
        current.title === updated.title &&
        current.label === updated.label &&
        current.affix === updated.affix &&
        current.keepAlive === updated.keepAlive
      ) {
        return state;
      }
      return { tabs: state.tabs.map((tab, i) => (i === index ? updated : tab)) };
    }
    case 'close':
      return { tabs: state.tabs.filter((tab) => tab.affix || tab.path !== action.path) };
    case 'closeOthers':
      return { tabs: state.tabs.filter((tab) => tab.affix || tab.path === action.path) };
    case 'closeAll':
      return { tabs: state.tabs.filter((tab) => tab.affix) };
  }
}

/**
 * Where to go after tabs closed: nowhere while the active tab survives, otherwise the last remaining
 * tab, or / when none remains (docs/product.md §2.4).
 */
export function landingAfterClose(next: TabsState, activePath: string): string | undefined {
  if (next.tabs.some((tab) => tab.path === activePath)) return undefined;
  return next.tabs.at(-1)?.fullPath ?? '/';
}
