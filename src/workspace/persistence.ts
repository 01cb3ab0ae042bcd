import type { StoreApi } from 'zustand';
import { isDemoId } from '../demo-model/demo-id';
import { nameOfKey, namedFiles } from '../demo-model/files';
import type { WorkspaceFiles } from './files';
import type { WorkspacesState } from './store';
import { differing, entryOf, isDemoWorkspace, overOrigin, PLAYGROUND_ID, type Workspace } from './workspace';

/** localStorage key of every workspace this browser keeps. */
export const WORKSPACES_STORAGE_KEY = 'aquila-workspaces';
const STORAGE_VERSION = 1;
/** Typing changes the files on every keystroke; one write per burst is enough. */
export const WORKSPACE_SAVE_DELAY_MS = 300;

/**
 * A workspace as saved. A demo's keeps only what differs from its shipped files, which are fetched
 * again (so a later version of the example shows through where the person changed nothing); the
 * playground's keeps its files and its origin whole.
 */
interface SavedPart {
  files: WorkspaceFiles;
  origin?: WorkspaceFiles;
  active: string;
}
interface SavedWorkspace extends SavedPart {
  setAside?: SavedPart | null;
}

interface Saved {
  version: number;
  /** Counts the saves of every tab: a tab that finds another number than the one it read was overtaken. */
  revision: number;
  workspaces: Record<string, SavedWorkspace>;
  /** Demos left in edit mode. */
  editing: Record<string, true>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiles = (value: unknown): value is WorkspaceFiles =>
  isRecord(value) && Object.values(value).every((text) => typeof text === 'string');
const isPart = (value: unknown): value is SavedPart =>
  isRecord(value) && isFiles(value.files) && typeof value.active === 'string' && (value.origin === undefined || isFiles(value.origin));

/**
 * A demo's saved part with its files by name: saves made before files went by name keyed the main
 * three 'html', 'tsx' and 'scss'.
 */
const named = (id: string, part: SavedPart): SavedPart =>
  isDemoWorkspace(id) ? { files: namedFiles(id, part.files), active: nameOfKey(id, part.active) } : part;

/** What reads back of a saved workspace: null when it does not; set-aside work that does not is dropped alone. */
function readWorkspace(id: string, value: unknown): SavedWorkspace | null {
  if (!isPart(value) || (!isDemoWorkspace(id) && !isFiles(value.origin))) return null;
  if (id !== PLAYGROUND_ID && !isDemoId(id)) return null;
  const { setAside: part } = value as { setAside?: unknown };
  return { ...named(id, value), ...(value.origin && { origin: value.origin }), setAside: isPart(part) ? named(id, part) : null };
}

function readRecord(value: unknown, revision: number): Saved | null {
  if (!isRecord(value) || !isRecord(value.workspaces)) return null;
  const workspaces: Record<string, SavedWorkspace> = {};
  for (const [id, saved] of Object.entries(value.workspaces)) {
    const workspace = readWorkspace(id, saved);
    if (workspace) workspaces[id] = workspace;
  }
  const editing = Object.fromEntries(
    Object.keys(isRecord(value.editing) ? value.editing : {})
      .filter(isDemoId)
      .map((id) => [id, true as const]),
  );
  return { version: STORAGE_VERSION, revision, workspaces, editing };
}

function parse(text: string | null): Saved | null {
  try {
    const saved = JSON.parse(text ?? 'null') as Partial<Saved> | null;
    if (saved?.version !== STORAGE_VERSION || typeof saved.revision !== 'number') return null;
    return readRecord(saved, saved.revision);
  } catch {
    return null;
  }
}

const parseJson = (text: string | null): unknown => {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
};

/**
 * What a browser saved before the workspaces were kept together: the playground page's workspace
 * (`aquila-workspace`) and the demos' edits (`aquila-editor`), each in its first version. Read once,
 * when nothing newer is saved, so no one's work is lost to the change.
 */
function readEarlier(storage: WorkspaceHost['storage']): Saved | null {
  const playground = parseJson(storage.getItem('aquila-workspace'));
  const editor = parseJson(storage.getItem('aquila-editor'));
  const workspaces: Record<string, unknown> = {};
  let editing: unknown = {};
  if (isRecord(playground) && playground.version === 1) workspaces[PLAYGROUND_ID] = playground.snapshot;
  if (isRecord(editor) && editor.version === 1 && isRecord(editor.state)) {
    const { edits, activeFile, kept } = editor.state;
    editing = editor.state.editing;
    for (const [id, files] of Object.entries(isRecord(edits) ? edits : {})) {
      const active = isRecord(activeFile) && typeof activeFile[id] === 'string' ? activeFile[id] : entryOf(id);
      const setAside = isRecord(kept) && kept[id] ? { files: kept[id], active } : null;
      workspaces[id] = { files, active, setAside };
    }
  }
  const anyEditing = isRecord(editing) && Object.keys(editing).length > 0;
  return Object.keys(workspaces).length || anyEditing ? readRecord({ workspaces, editing }, 0) : null;
}

/** A workspace as it is saved; nothing for a demo with no edit and nothing set aside. */
function toSaved(id: string, { files, origin, active, setAside }: Workspace): SavedWorkspace | undefined {
  if (!isDemoWorkspace(id))
    return { files, origin: origin ?? files, active, setAside: setAside && { ...setAside, origin: setAside.origin ?? undefined } };
  const edit = (part: WorkspaceFiles) => (origin ? differing(part, origin) : part);
  const saved = { files: edit(files), active, setAside: setAside && { files: edit(setAside.files), active: setAside.active } };
  return Object.keys(saved.files).length || saved.setAside || active !== entryOf(id) ? saved : undefined;
}

/** A saved workspace taken into this tab: a demo's edit laid over its shipped files when this tab has them. */
function fromSaved(id: string, saved: SavedWorkspace, current: Workspace | undefined): Workspace {
  if (!isDemoWorkspace(id))
    return {
      files: saved.files,
      origin: saved.origin ?? saved.files,
      active: saved.active,
      setAside: saved.setAside ? { ...saved.setAside, origin: saved.setAside.origin ?? null } : null,
    };
  const origin = current?.origin ?? null;
  const lay = (files: WorkspaceFiles) => (origin ? overOrigin(origin, files) : files);
  return {
    files: lay(saved.files),
    origin,
    active: saved.active,
    setAside: saved.setAside ? { files: lay(saved.setAside.files), origin, active: saved.setAside.active } : null,
  };
}

/** Where workspaces are kept and where other tabs' saves are heard of (the page's localStorage and window). */
export interface WorkspaceHost {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  events: Pick<Window, 'addEventListener'>;
}

/**
 * Starts the store from what this browser saved and saves it after each burst of changes, so every
 * workspace survives a reload. Two tabs never silently overwrite each other's work: when another tab
 * saved a workspace that this one has changed too, this one shows that tab's files as a conflict
 * (take theirs, or keep mine and write over them) and writes nothing for it until the person chooses;
 * another tab's save of a workspace this one has not changed is simply taken.
 */
export function persistWorkspaces(store: StoreApi<WorkspacesState>, host: WorkspaceHost): () => void {
  const read = () => parse(host.storage.getItem(WORKSPACES_STORAGE_KEY));
  const saved = read() ?? readEarlier(host.storage);
  /** The saved revision this tab builds on, and each workspace's text in it. */
  let base = saved?.revision ?? 0;
  let baseTexts: Record<string, string> = {};
  let baseEditing = JSON.stringify(saved?.editing ?? {});
  /** Workspaces this tab changed since it last saved. */
  const dirty = new Set<string>();
  let editingDirty = false;
  let pending: ReturnType<typeof setTimeout> | undefined;
  /** True while the store takes another tab's work: that is no change of this tab's to save. */
  let adopting = false;

  const textsOf = (record: Saved) =>
    Object.fromEntries(Object.entries(record.workspaces).map(([id, workspace]) => [id, JSON.stringify(workspace)]));

  /** Takes in another tab's save: what this tab did not change is adopted, what both changed is a conflict. */
  const reconcile = (theirs: Saved) => {
    const state = store.getState();
    const theirTexts = textsOf(theirs);
    const adopted: Record<string, Workspace> = {};
    const conflicts: Record<string, WorkspaceFiles> = {};
    for (const id of new Set([...Object.keys(theirTexts), ...Object.keys(baseTexts)])) {
      if (theirTexts[id] === baseTexts[id]) continue;
      const taken = fromSaved(id, theirs.workspaces[id] ?? { files: {}, active: entryOf(id), setAside: null }, state.workspaces[id]);
      if (dirty.has(id) || state.conflicts[id]) conflicts[id] = taken.files;
      else adopted[id] = taken;
    }
    const editing = !editingDirty && JSON.stringify(theirs.editing) !== baseEditing ? theirs.editing : state.editing;
    adopting = true;
    store.setState({ workspaces: { ...state.workspaces, ...adopted }, conflicts: { ...state.conflicts, ...conflicts }, editing });
    adopting = false;
    base = theirs.revision;
    baseTexts = theirTexts;
    baseEditing = JSON.stringify(theirs.editing);
  };

  const save = () => {
    pending = undefined;
    const stored = read();
    if (stored && stored.revision !== base) reconcile(stored);
    const state = store.getState();
    const workspaces: Record<string, SavedWorkspace> = {};
    for (const id of new Set([...Object.keys(baseTexts), ...dirty])) {
      // A workspace in conflict keeps what the other tab saved until the person chooses.
      const mine = dirty.has(id) && !state.conflicts[id] && state.workspaces[id];
      const kept = mine ? toSaved(id, mine) : baseTexts[id] && (JSON.parse(baseTexts[id]) as SavedWorkspace);
      if (kept) workspaces[id] = kept;
    }
    for (const id of dirty) if (!state.conflicts[id]) dirty.delete(id);
    const record: Saved = { version: STORAGE_VERSION, revision: base + 1, workspaces, editing: state.editing };
    const texts = textsOf(record);
    const editingText = JSON.stringify(record.editing);
    const unchanged =
      editingText === baseEditing &&
      Object.keys(texts).length === Object.keys(baseTexts).length &&
      Object.entries(texts).every(([id, text]) => baseTexts[id] === text);
    editingDirty = false;
    if (unchanged) return;
    try {
      host.storage.setItem(WORKSPACES_STORAGE_KEY, JSON.stringify(record));
      base = record.revision;
      baseTexts = texts;
      baseEditing = editingText;
    } catch {
      // Storage full or disabled: the work lasts for this visit only.
    }
  };
  const schedule = () => {
    clearTimeout(pending);
    pending = setTimeout(save, WORKSPACE_SAVE_DELAY_MS);
  };
  const flush = () => {
    if (pending === undefined) return;
    clearTimeout(pending);
    save();
  };

  if (saved) {
    baseTexts = textsOf(saved);
    const state = store.getState();
    const workspaces = { ...state.workspaces };
    for (const [id, workspace] of Object.entries(saved.workspaces)) workspaces[id] = fromSaved(id, workspace, state.workspaces[id]);
    store.setState({ workspaces, editing: saved.editing });
  }

  const unsubscribe = store.subscribe((state, previous) => {
    if (adopting) return;
    let changed = false;
    for (const id of Object.keys(state.workspaces)) {
      const now = state.workspaces[id];
      const before = previous.workspaces[id];
      if (now === before) continue;
      if (
        before &&
        now.files === before.files &&
        now.origin === before.origin &&
        now.active === before.active &&
        now.setAside === before.setAside
      )
        continue;
      dirty.add(id);
      changed = true;
    }
    for (const id of Object.keys(previous.conflicts)) {
      // Chosen: keeping one's own writes it over the other tab's save; taking theirs changed the files above.
      if (!state.conflicts[id]) {
        dirty.add(id);
        changed = true;
      }
    }
    if (state.editing !== previous.editing) {
      editingDirty = true;
      changed = true;
    }
    if (changed) schedule();
  });

  host.events.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== WORKSPACES_STORAGE_KEY) return;
    const theirs = parse(event.newValue);
    if (theirs && theirs.revision !== base) reconcile(theirs);
  });
  host.events.addEventListener('pagehide', flush);
  return unsubscribe;
}
