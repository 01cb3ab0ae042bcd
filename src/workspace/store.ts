import { create } from 'zustand';
import { IMPORT_MAP_FILE, withImports } from '../demo-model/import-map/import-map';
import { loadDemoSources } from '../demo-model/sources';
import { loadPrecompiled, type PrecompiledDemo } from '../demo-model/precompiled';
import type { WorkspacesState } from './types';
export type { LinkProblem, LoadedDemo, WorkspacesState } from './types';
import { demoLinkActions } from './demo-links';
import { addFile, blankWorkspace, deleteFile, renameFile, type FilesChange, type WorkspaceFiles } from './files';
import {
  bringBack,
  entryOf,
  overOrigin,
  PLAYGROUND_ID,
  reset,
  startWith,
  withFileText,
  withoutKey,
  workspaceOf,
  type SetAside,
  type Workspace,
} from './workspace';

/** The blank playground: what a first visit starts from. */
function blankPlayground(): Workspace {
  const files = blankWorkspace();
  return { files, origin: files, active: entryOf(PLAYGROUND_ID), setAside: null };
}

/** A saved demo workspace (edits and set-aside edit) laid over its shipped files once they arrive. */
function withShipped(workspace: Workspace, shipped: WorkspaceFiles): Workspace {
  const lay = (part: SetAside | null) => part && { ...part, files: overOrigin(shipped, part.files), origin: shipped };
  return { ...workspace, files: overOrigin(shipped, workspace.files), origin: shipped, setAside: lay(workspace.setAside) };
}

/**
 * The one owner of the files of whatever is being edited — each demo in edit mode and the playground
 * page — as vuejs/repl's store owns its files with their serialize/deserialize. Every change is an
 * action, checked by `files.ts`; a refused change leaves the files as they were and says why. Saving
 * is `persistence.ts`'s, links `demo-links.ts`' (demos) and `share.ts`'s (the playground).
 */
export const createWorkspaceStore = () =>
  create<WorkspacesState>()((set, get) => {
    const update = (id: string, next: (workspace: Workspace) => Workspace) =>
      set((state) => {
        const current = workspaceOf(state, id);
        const changed = next(current);
        return changed === current ? state : { workspaces: { ...state.workspaces, [id]: changed } };
      });
    /** Applies a checked change to one workspace: the files on success, the reason on failure. */
    const apply = (id: string, change: FilesChange, after?: (workspace: Workspace) => Partial<Workspace>): boolean => {
      if (!change.ok) {
        set((state) => ({ problems: { ...state.problems, [id]: change.message } }));
        return false;
      }
      clearProblem(id);
      update(id, (workspace) =>
        change.files === workspace.files && !after ? workspace : { ...workspace, files: change.files, ...after?.(workspace) },
      );
      return true;
    };
    const filesOf = (id: string) => workspaceOf(get(), id).files;
    const clearProblem = (id: string) => {
      if (id in get().problems) set((state) => ({ problems: withoutKey(state.problems, id) }));
    };
    const links = demoLinkActions(set, get, update);

    return {
      workspaces: { [PLAYGROUND_ID]: blankPlayground() },
      editing: {},
      loaded: {},
      problems: {},
      conflicts: {},
      pendingLink: null,
      linkProblem: null,
      linkUpgrade: null,
      ...links.actions,

      setFile: (id, name, text) => apply(id, withFileText(workspaceOf(get(), id), id, name, text)),
      addFile: (id, name, text = '') => apply(id, addFile(filesOf(id), name, text), () => ({ active: name })),
      renameFile: (id, from, to) =>
        apply(id, renameFile(filesOf(id), from, to), (workspace) => (workspace.active === from ? { active: to } : {})),
      deleteFile: (id, name) =>
        apply(id, deleteFile(filesOf(id), name), (workspace) => (workspace.active === name ? { active: entryOf(id) } : {})),
      resetFile: (id, name) => {
        const origin = workspaceOf(get(), id).origin;
        if (origin) get().setFile(id, name, origin[name] ?? '');
      },
      reset: (id) => {
        clearProblem(id);
        update(id, (workspace) => reset(workspace, id));
      },
      setActive: (id, name) => update(id, (workspace) => (name in workspace.files ? { ...workspace, active: name } : workspace)),
      addImports: (id, entries) => {
        const files = filesOf(id);
        const text = withImports(files[IMPORT_MAP_FILE], entries);
        const change =
          IMPORT_MAP_FILE in files
            ? withFileText(workspaceOf(get(), id), id, IMPORT_MAP_FILE, text)
            : addFile(files, IMPORT_MAP_FILE, text);
        if (!change.ok) return change.message;
        update(id, (workspace) => ({ ...workspace, files: change.files }));
        return null;
      },
      start: (id, files, active) => {
        clearProblem(id);
        set((state) => ({ conflicts: withoutKey(state.conflicts, id) }));
        update(id, (workspace) => startWith(workspace, id, files, 'new', active));
      },
      bringBack: (id) => {
        clearProblem(id);
        update(id, bringBack);
      },
      dismissSetAside: (id) => update(id, (workspace) => (workspace.setAside ? { ...workspace, setAside: null } : workspace)),
      takeTheirs: (id) => {
        const theirs = get().conflicts[id];
        if (!theirs) return;
        set((state) => ({ conflicts: withoutKey(state.conflicts, id) }));
        update(id, (workspace) => ({
          ...workspace,
          files: theirs,
          active: workspace.active in theirs ? workspace.active : entryOf(id),
        }));
      },
      keepMine: (id) => set((state) => ({ conflicts: withoutKey(state.conflicts, id) })),
      clearProblem,
      setEditing: (demoId, editing) =>
        set((state) => ({ editing: editing ? { ...state.editing, [demoId]: true } : withoutKey(state.editing, demoId) })),

      load: async (demoId) => {
        const current = get().loaded[demoId];
        if (current?.status === 'loading' || current?.status === 'ready') return;
        set((state) => ({ loaded: { ...state.loaded, [demoId]: { status: 'loading' } } }));
        let shipped: WorkspaceFiles;
        let precompiled: PrecompiledDemo | null;
        try {
          [shipped, precompiled] = await Promise.all([loadDemoSources(demoId), loadPrecompiled(demoId)]);
        } catch (error) {
          set((state) => ({ loaded: { ...state.loaded, [demoId]: { status: 'error', message: (error as Error).message } } }));
          return;
        }
        // A link waiting for this demo is applied before the editor first shows, so it never flashes the old text.
        const linkFiles = await links.resolveWaitingLink(demoId, shipped);
        update(demoId, (workspace) => withShipped(workspace, shipped));
        set((state) => ({ loaded: { ...state.loaded, [demoId]: { status: 'ready', precompiled } } }));
        if (linkFiles) links.takeLink(demoId, linkFiles);
      },
    };
  });

export type WorkspaceStore = ReturnType<typeof createWorkspaceStore>;

/** The site's workspaces (a second store is made only by tests, as a second tab). */
export const useWorkspaceStore = createWorkspaceStore();

/** One workspace's part of the store, read by a selector; a demo nobody opened reads as unloaded. */
export const useWorkspace = <T>(id: string, select: (workspace: Workspace) => T): T =>
  useWorkspaceStore((state) => select(workspaceOf(state, id)));
