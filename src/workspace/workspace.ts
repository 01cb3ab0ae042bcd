import { demoEntry } from '../demo-model/files.ts';
import { IMPORT_MAP_FILE } from '../demo-model/import-map/file-name.ts';
import { ENTRY_FILE, setFileText, type FilesChange, type WorkspaceFiles } from './files.ts';

/**
 * One model for whatever is being edited: a set of named files, where they started, the open file, and
 * the person's own work that a new start set aside. A demo in edit mode is a workspace whose origin is
 * its shipped files (`index.html`, `button-demo1.tsx`, `button-demo1.scss`, …); the playground page is a
 * workspace of its own, started from a template, a demo or a link. These transitions serve both.
 */
export interface Workspace {
  /** The files as they are now. A demo's, before its shipped files arrive, hold only its saved edits. */
  files: WorkspaceFiles;
  /** Where it started, what Reset returns to: a demo's shipped files (null until loaded), a template, a link. */
  origin: WorkspaceFiles | null;
  /** The file open in the editor. */
  active: string;
  /** The person's own work that a new start replaced, offered back until dismissed. */
  setAside: SetAside | null;
  /** What a shared link put here this visit (never saved): the person's own work is anything else. */
  fromLink?: WorkspaceFiles;
}

export type SetAside = Pick<Workspace, 'files' | 'origin' | 'active'>;

/** The playground page's workspace; every other workspace is a demo's, under its demo id. */
export const PLAYGROUND_ID = 'playground';
export const isDemoWorkspace = (id: string) => id !== PLAYGROUND_ID;

/** The module a workspace's preview renders: a demo's TS file, the playground's App.tsx. */
export const entryOf = (id: string) => (isDemoWorkspace(id) ? demoEntry(id) : ENTRY_FILE);

/** Same names and texts; the order of the names does not matter. */
const sameFiles = (a: WorkspaceFiles | null | undefined, b: WorkspaceFiles | null | undefined) =>
  !!a && !!b && Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, text]) => b[name] === text);

/** The files that differ from where the workspace started: a demo's edit, as saved and shared. */
export const differing = (files: WorkspaceFiles, origin: WorkspaceFiles): WorkspaceFiles =>
  Object.fromEntries(Object.entries(files).filter(([name, text]) => text !== origin[name]));

/** A record without one key: a workspace's problem, conflict or edit mode gone. */
export const withoutKey = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _removed, ...rest } = record;
  return rest;
};

/** A demo workspace with what was saved of it laid over its shipped files. */
export const overOrigin = (origin: WorkspaceFiles, saved: WorkspaceFiles): WorkspaceFiles => ({ ...origin, ...saved });

export const isEdited = ({ files, origin }: Workspace) => (origin ? !sameFiles(files, origin) : Object.keys(files).length > 0);

/** The person's own work in a workspace, if it has any: files that are neither where it started nor a link's. */
const ownWork = (workspace: Workspace): SetAside | null =>
  !isEdited(workspace) || sameFiles(workspace.files, workspace.fromLink)
    ? null
    : { files: workspace.files, origin: workspace.origin, active: workspace.active };

/** Demos nobody has opened: no saved edit, shipped files not loaded, the entry open (one object per demo, so selectors can return it). */
const unloadedDemos = new Map<string, Workspace>();
const unloadedDemo = (id: string): Workspace => {
  let workspace = unloadedDemos.get(id);
  if (!workspace) {
    workspace = Object.freeze({ files: Object.freeze({}), origin: null, active: entryOf(id), setAside: null });
    unloadedDemos.set(id, workspace);
  }
  return workspace;
};

/** A workspace by id, for reading: a demo nobody has opened reads as unloaded. */
export const workspaceOf = (state: { workspaces: Record<string, Workspace> }, id: string): Workspace =>
  state.workspaces[id] ?? unloadedDemo(id);

const activeIn = (files: WorkspaceFiles, active: string, id: string) => (active in files ? active : entryOf(id));

/**
 * A new start with these files, the person's own work set aside, never dropped. `origin: 'new'` makes
 * them what Reset returns to (a template, a demo, the playground's links); `'kept'` keeps the origin
 * and marks them as a link's (a demo's link, whose Reset is the shipped example).
 */
export function startWith(
  workspace: Workspace,
  id: string,
  files: WorkspaceFiles,
  origin: 'new' | 'kept',
  active?: string,
): Workspace {
  return {
    files,
    origin: origin === 'new' ? files : workspace.origin,
    active: activeIn(files, active ?? (origin === 'new' ? entryOf(id) : workspace.active), id),
    setAside: (!sameFiles(workspace.files, files) && ownWork(workspace)) || workspace.setAside,
    ...(origin === 'kept' && { fromLink: files }),
  };
}

/** Swaps the set-aside work back in; what was on screen is set aside in its turn unless it is no one's own. */
export function bringBack(workspace: Workspace): Workspace {
  const { setAside } = workspace;
  if (!setAside) return workspace;
  return { ...setAside, origin: setAside.origin ?? workspace.origin, setAside: ownWork(workspace) };
}

export const reset = (workspace: Workspace, id: string): Workspace =>
  workspace.origin
    ? { ...workspace, files: workspace.origin, active: activeIn(workspace.origin, workspace.active, id), fromLink: undefined }
    : workspace;

/**
 * One file's new text, checked. A demo's import map, which none ships, is a file while it has text:
 * emptied, it is no edit at all and its tab goes.
 */
export function withFileText(workspace: Workspace, id: string, name: string, text: string): FilesChange {
  const { files, origin } = workspace;
  if (isDemoWorkspace(id) && name === IMPORT_MAP_FILE && !origin?.[IMPORT_MAP_FILE]) {
    if (text === '') return { ok: true, files: IMPORT_MAP_FILE in files ? withoutKey(files, IMPORT_MAP_FILE) : files };
    return setFileText({ ...files, [name]: files[name] ?? '' }, name, text);
  }
  return setFileText(files, name, text);
}
