import { create } from 'zustand';

interface NavState {
  /** The drawer of narrow screens. */
  sideNavOpen: boolean;
  setSideNavOpen: (open: boolean) => void;
  /** Wide screens pin the navigation beside the page; the menu button hides it for this visit. */
  pinnedHidden: boolean;
  togglePinned: () => void;
}

export const useNavStore = create<NavState>((set) => ({
  sideNavOpen: false,
  setSideNavOpen: (sideNavOpen) => set({ sideNavOpen }),
  pinnedHidden: false,
  togglePinned: () => set((state) => ({ pinnedHidden: !state.pinnedHidden })),
}));
