import { create } from 'zustand';
import type { SourceFile } from '../docs/registry';

export type DemoFiles = Record<SourceFile, string>;
export type EditedFiles = Partial<DemoFiles>;

interface EditorState {
  /** Per demo, the files that differ from the shipped ones. A demo with no entry is unedited. */
  edits: Record<string, EditedFiles>;
  /** Demos the person left in edit mode; they reopen in it after a reload. */
  editing: Record<string, true>;
  /** The tab each demo's editor had open. */
  activeFile: Record<string, SourceFile>;
  /** Records one file; a file edited back to the shipped text is forgotten. */
  setFile: (demoId: string, file: SourceFile, code: string, shipped: string) => void;
  /** Replaces all of a demo's edits (a shared link being opened). */
  setEdits: (demoId: string, files: EditedFiles, shipped: DemoFiles) => void;
  setEditing: (demoId: string, editing: boolean) => void;
  setActiveFile: (demoId: string, file: SourceFile) => void;
  /** Forgets the edit: the shipped files again. */
  reset: (demoId: string) => void;
}

const withoutKey = <T,>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _removed, ...rest } = record;
  return rest;
};

/** Keeps only the files that really differ, so an edit undone by hand stops counting as an edit. */
function differing(files: EditedFiles, shipped: DemoFiles): EditedFiles {
  return Object.fromEntries(
    Object.entries(files).filter(([file, code]) => code !== shipped[file as SourceFile]),
  ) as EditedFiles;
}

/** localStorage key of the editor's persisted part; kept as `{ state, version }`. */
export const EDITOR_STORAGE_KEY = 'aquila-editor';
const STORAGE_VERSION = 1;

type PersistedState = Pick<EditorState, 'edits' | 'editing' | 'activeFile'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an earlier visit saved; anything unreadable or of another version counts as nothing. */
function readPersisted(): PersistedState {
  const empty = { edits: {}, editing: {}, activeFile: {} };
  try {
    const saved = JSON.parse(localStorage.getItem(EDITOR_STORAGE_KEY) ?? 'null') as { state?: unknown; version?: unknown } | null;
    if (!saved || saved.version !== STORAGE_VERSION || !isRecord(saved.state)) return empty;
    const { edits, editing, activeFile } = saved.state;
    return {
      edits: isRecord(edits) ? (edits as PersistedState['edits']) : {},
      editing: isRecord(editing) ? (editing as PersistedState['editing']) : {},
      activeFile: isRecord(activeFile) ? (activeFile as PersistedState['activeFile']) : {},
    };
  } catch {
    return empty;
  }
}

// A few lines instead of zustand's persist middleware: this store sits on every component page's
// first download, and it needs no migration, merging or async storage.
export const useEditorStore = create<EditorState>()(
  (set) => ({
    ...readPersisted(),
    setFile: (demoId, file, code, shipped) =>
      set((state) => {
        const recorded = state.edits[demoId]?.[file];
        if (recorded === code || (recorded === undefined && code === shipped)) return state;
        const files = { ...state.edits[demoId] };
        if (code === shipped) delete files[file];
        else files[file] = code;
        return { edits: Object.keys(files).length ? { ...state.edits, [demoId]: files } : withoutKey(state.edits, demoId) };
      }),
    setEdits: (demoId, files, shipped) =>
      set((state) => {
        const kept = differing(files, shipped);
        return { edits: Object.keys(kept).length ? { ...state.edits, [demoId]: kept } : withoutKey(state.edits, demoId) };
      }),
    setEditing: (demoId, editing) =>
      set((state) => ({ editing: editing ? { ...state.editing, [demoId]: true } : withoutKey(state.editing, demoId) })),
    setActiveFile: (demoId, file) => set((state) => ({ activeFile: { ...state.activeFile, [demoId]: file } })),
    reset: (demoId) => set((state) => ({ edits: withoutKey(state.edits, demoId) })),
  }),
);

function save() {
  const { edits, editing, activeFile } = useEditorStore.getState();
  try {
    localStorage.setItem(EDITOR_STORAGE_KEY, JSON.stringify({ state: { edits, editing, activeFile }, version: STORAGE_VERSION }));
  } catch {
    // Storage full or disabled: edits last for this visit only.
  }
}

// Typing changes the store on every keystroke; one write per burst is enough. Leaving the page writes a
// burst still waiting — and only that, so a tab left open never overwrites what another tab saved since.
let pendingSave: ReturnType<typeof setTimeout> | undefined;
const SAVE_DELAY_MS = 200;

function flush() {
  if (pendingSave === undefined) return;
  clearTimeout(pendingSave);
  pendingSave = undefined;
  save();
}

useEditorStore.subscribe(() => {
  clearTimeout(pendingSave);
  pendingSave = setTimeout(flush, SAVE_DELAY_MS);
});
if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
