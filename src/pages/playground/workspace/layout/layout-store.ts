import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  clampWidth,
  DEFAULT_EDITOR_WIDTH,
  DEFAULT_FILES_WIDTH,
  MAX_EDITOR_WIDTH,
  MAX_FILES_WIDTH,
  MIN_EDITOR_WIDTH,
  MIN_FILES_WIDTH,
} from './bounds';
import type { LayoutWidths } from './fit-layout';

/** localStorage key of the playground's column widths, kept as `{ state, version }`. */
export const LAYOUT_STORAGE_KEY = 'aquila-playground-layout';
/** Raised when the stored shape changes; an older one is read through `readWidths` like any other. */
export const LAYOUT_STORAGE_VERSION = 1;

export interface WorkspaceLayoutState extends LayoutWidths {
  /** Sets the files column's width (rounded, within 120…480 px); a width that is not a number changes nothing. */
  setFilesWidth: (width: number) => void;
  /** Sets the editor column's width (rounded, within 280…4000 px; the window bounds it further when shown). */
  setEditorWidth: (width: number) => void;
  /** Back to 200 px of files and 534 px of editor. */
  resetLayout: () => void;
}

const DEFAULT_WIDTHS: LayoutWidths = { filesWidth: DEFAULT_FILES_WIDTH, editorWidth: DEFAULT_EDITOR_WIDTH };

const widthOr = (value: unknown, fallback: number, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) ? clampWidth(value, min, max) : fallback;

/** Reads widths from whatever storage held (edited by hand, from another version, or not an object at all). */
export function readWidths(saved: unknown): LayoutWidths {
  const widths = typeof saved === 'object' && saved !== null ? (saved as Partial<Record<keyof LayoutWidths, unknown>>) : {};
  return {
    filesWidth: widthOr(widths.filesWidth, DEFAULT_FILES_WIDTH, MIN_FILES_WIDTH, MAX_FILES_WIDTH),
    editorWidth: widthOr(widths.editorWidth, DEFAULT_EDITOR_WIDTH, MIN_EDITOR_WIDTH, MAX_EDITOR_WIDTH),
  };
}

/** The playground workspace's column widths, as the person left them in this browser. */
export const useWorkspaceLayoutStore = create<WorkspaceLayoutState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_WIDTHS,
      setFilesWidth: (width) => set({ filesWidth: widthOr(width, get().filesWidth, MIN_FILES_WIDTH, MAX_FILES_WIDTH) }),
      setEditorWidth: (width) => set({ editorWidth: widthOr(width, get().editorWidth, MIN_EDITOR_WIDTH, MAX_EDITOR_WIDTH) }),
      resetLayout: () => set(DEFAULT_WIDTHS),
    }),
    {
      name: LAYOUT_STORAGE_KEY,
      version: LAYOUT_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ filesWidth, editorWidth }) => ({ filesWidth, editorWidth }),
      // Any other version is read as it stands: `merge` keeps what is still a valid width.
      migrate: (saved) => saved as LayoutWidths,
      merge: (saved, current) => ({ ...current, ...readWidths(saved) }),
    },
  ),
);
