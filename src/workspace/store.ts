import { create } from 'zustand';
import { IMPORT_MAP_FILE, withImports } from '../demo-model/import-map/import-map';
import {
  addFile,
  blankWorkspace,
  deleteFile,
  ENTRY_FILE,
  renameFile,
  setFileText,
  type FilesChange,
  type WorkspaceFiles,
} from './files';

/** The playground page's workspace: what `persistence.ts` saves, and what another tab may have saved. */
export interface WorkspaceSnapshot {
  files: WorkspaceFiles;
  /** Where the workspace started (the blank template, a demo): what Reset returns to. */
  origin: WorkspaceFiles;
  /** The file open in the editor. */
  active: string;
  /** The person's own work that a new start replaced (saved with the workspace, so a reload keeps the offer). */
  setAside?: WorkspaceSnapshot | null;
}

export interface WorkspaceState extends WorkspaceSnapshot {
  /** Why the last change was refused (a duplicate name, the entry file, a limit); null after one that worked. */
  problem: string | null;
  /** Another tab saved the workspace while this one had changes of its own: its files, until the person chooses. */
  conflict: WorkspaceFiles | null;
  /** The person's own work that a new start (a template, a demo, a link) replaced, offered back until dismissed. */
  setAside: WorkspaceSnapshot | null;

  /**
   * A new start: these files (a template, a demo, a shared link) become the workspace and what Reset
   * returns to. Changes the person made to the one before are set aside, never dropped.
   */
  start: (files: WorkspaceFiles, active?: string) => void;
  /** Swaps the set-aside work back in; what was on screen is set aside in its turn unless it is unchanged. */
  bringBack: () => void;
  dismissSetAside: () => void;
  addFile: (name: string, text?: string) => boolean;
  renameFile: (from: string, to: string) => boolean;
  deleteFile: (name: string) => boolean;
  setFile: (name: string, text: string) => boolean;
  /**
   * Adds entries to `import-map.json` (the file is made when there is none): packages pinned on first
   * use. Returns why it could not, or null. The open file stays open.
   */
  addImports: (entries: Record<string, string>) => string | null;
  setActive: (name: string) => void;
  reset: () => void;
  /** Takes what another tab saved, dropping this tab's changes. */
  takeTheirs: () => void;
  /** Keeps this tab's files: the next save writes them over the other tab's. */
  keepMine: () => void;
  clearProblem: () => void;
}

const sameFiles = (a: WorkspaceFiles, b: WorkspaceFiles) => {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name, index) => Object.keys(b)[index] === name && a[name] === b[name]);
};

/** The person's work in a workspace, if it has any: files that differ from where it started. */
const ownWork = ({ files, origin, active }: WorkspaceSnapshot): WorkspaceSnapshot | null =>
  sameFiles(files, origin) ? null : { files, origin, active };

/** The workspace a first visit starts from. */
export function initialSnapshot(): WorkspaceSnapshot {
  const files = blankWorkspace();
  return { files, origin: files, active: ENTRY_FILE };
}

/**
 * The one owner of the playground page's files (as vuejs/repl's store owns its files): every change
 * is an action, checked by `files.ts`; a refused change leaves the files as they were and says why.
 */
export const createWorkspaceStore = () =>
  create<WorkspaceState>()((set, get) => {
    /** Applies a checked change: the files on success, the reason on failure. */
    const apply = (change: FilesChange, after?: (files: WorkspaceFiles) => Partial<WorkspaceState>): boolean => {
      if (!change.ok) {
        set({ problem: change.message });
        return false;
      }
      set({ files: change.files, problem: null, ...after?.(change.files) });
      return true;
    };

    return {
      ...initialSnapshot(),
      problem: null,
      conflict: null,
      setAside: null,

      start: (files, active = ENTRY_FILE) =>
        set((state) => ({
          files,
          origin: files,
          active: active in files ? active : ENTRY_FILE,
          problem: null,
          conflict: null,
          setAside: ownWork(state) ?? state.setAside,
        })),
      bringBack: () => set((state) => (state.setAside ? { ...state.setAside, setAside: ownWork(state), problem: null } : state)),
      dismissSetAside: () => set({ setAside: null }),
      addFile: (name, text = '') => apply(addFile(get().files, name, text), () => ({ active: name })),
      renameFile: (from, to) => apply(renameFile(get().files, from, to), () => (get().active === from ? { active: to } : {})),
      deleteFile: (name) => apply(deleteFile(get().files, name), () => (get().active === name ? { active: ENTRY_FILE } : {})),
      setFile: (name, text) => apply(setFileText(get().files, name, text)),
      addImports: (entries) => {
        const { files } = get();
        const text = withImports(files[IMPORT_MAP_FILE], entries);
        const change = IMPORT_MAP_FILE in files ? setFileText(files, IMPORT_MAP_FILE, text) : addFile(files, IMPORT_MAP_FILE, text);
        if (!change.ok) return change.message;
        set({ files: change.files });
        return null;
      },
      setActive: (name) => {
        if (name in get().files) set({ active: name });
      },
      reset: () => set((state) => ({ files: state.origin, active: ENTRY_FILE, problem: null })),
      takeTheirs: () =>
        set((state) => {
          if (!state.conflict) return state;
          const files = state.conflict;
          return { files, conflict: null, active: state.active in files ? state.active : ENTRY_FILE };
        }),
      keepMine: () => set({ conflict: null }),
      clearProblem: () => set({ problem: null }),
    };
  });

/** The playground page's workspace (a second one is made only by tests, as a second tab). */
export const useWorkspaceStore = createWorkspaceStore();
