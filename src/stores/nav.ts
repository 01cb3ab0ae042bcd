import { create } from 'zustand';

interface NavState {
  sideNavOpen: boolean;
  setSideNavOpen: (open: boolean) => void;
}

export const useNavStore = create<NavState>((set) => ({
  sideNavOpen: false,
  setSideNavOpen: (sideNavOpen) => set({ sideNavOpen }),
}));
