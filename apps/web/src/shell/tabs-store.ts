import { create } from 'zustand';
import { EMPTY_TABS, type TabsAction, type TabsState, tabsReducer } from './tabs-model';

interface TabsStore extends TabsState {
  dispatch: (action: TabsAction) => TabsState;
}

/** The visited tabs of this browser tab; they start over on login, role or project change. */
export const useTabsStore = create<TabsStore>((set, get) => ({
  ...EMPTY_TABS,
  dispatch(action) {
    const next = tabsReducer({ tabs: get().tabs }, action);
    if (next.tabs !== get().tabs) set({ tabs: next.tabs });
    return next;
  },
}));

export const resetTabs = () => useTabsStore.setState({ tabs: [] });
