import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Which build of React and the library the preview frames run. */
export type PreviewBuild = 'development' | 'production';

interface PreviewBuildState {
  /**
   * Development by default, as a consumer's `vite dev` runs: React's and the library's warnings
   * reach the console. Production shows the code as it ships, without them.
   */
  build: PreviewBuild;
  setBuild: (build: PreviewBuild) => void;
}

/** sessionStorage key of the choice: it lasts as long as the tab, as a devtools setting would. */
export const PREVIEW_BUILD_STORAGE_KEY = 'aquila-preview-build';

export const usePreviewBuildStore = create<PreviewBuildState>()(
  persist(
    (set) => ({
      build: 'development',
      setBuild: (build) => set({ build }),
    }),
    {
      name: PREVIEW_BUILD_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ build: state.build }),
      // A stored value from elsewhere that is neither build leaves the default in place.
      merge: (saved, current) => {
        const build = (saved as Partial<PreviewBuildState> | undefined)?.build;
        return build === 'production' || build === 'development' ? { ...current, build } : current;
      },
    },
  ),
);
