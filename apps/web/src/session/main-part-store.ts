import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The building and floor last opened in the main-part setting (docs/product.md §2.4: the breadcrumb reopens it). */
export interface MainPartData {
  /** The building's id. */
  id: number;
  buildNumber: string;
  layer: number;
}

interface MainPartState {
  main: MainPartData | undefined;
  setMain(main: MainPartData | undefined): void;
}

/** Kept for the browser tab's session, like the other per-tab navigation state. */
export const useMainPartStore = create<MainPartState>()(
  persist(
    (set) => ({
      main: undefined,
      setMain: (main) => set({ main }),
    }),
    { name: 'zhuji-main-part', storage: createJSONStorage(() => sessionStorage) },
  ),
);
