import { create } from 'zustand';

/** Below 840 px the Components link moves to a second, small-screen navbar. */
export const MEDIUM_BREAKPOINT = 840;

export type NavbarLayout = 'wide' | 'medium';

export const layoutForWidth = (width: number): NavbarLayout => (width < MEDIUM_BREAKPOINT ? 'medium' : 'wide');

interface NavState {
  sideNavOpen: boolean;
  setSideNavOpen: (open: boolean) => void;
  layout: NavbarLayout;
  setLayout: (layout: NavbarLayout) => void;
}

export const useNavStore = create<NavState>((set) => ({
  sideNavOpen: false,
  setSideNavOpen: (sideNavOpen) => set({ sideNavOpen }),
  layout: typeof window === 'undefined' ? 'wide' : layoutForWidth(window.innerWidth),
  setLayout: (layout) => set({ layout }),
}));
