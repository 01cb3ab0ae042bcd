import type { StoreApi } from 'zustand';
import type { WorkspaceFiles } from './files';
import type { WorkspaceSnapshot, WorkspaceState } from './store';

/** localStorage key of the playground page's workspace. */
export const WORKSPACE_STORAGE_KEY = 'aquila-workspace';
const STORAGE_VERSION = 1;
/** Typing changes the files on every keystroke; one write per burst is enough. */
export const WORKSPACE_SAVE_DELAY_MS = 300;

interface Saved {
  version: number;
  /** Counts the saves of every tab: a tab that finds another number than the one it read was overtaken. */
  revision: number;
  snapshot: WorkspaceSnapshot;
}

const isFiles = (value: unknown): value is WorkspaceFiles =>
  typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string');

const isSnapshot = (value: Partial<WorkspaceSnapshot>) =>
  isFiles(value.files) && isFiles(value.origin) && typeof value.active === 'string';

function parse(text: string | null): Saved | null {
  try {
    const saved = JSON.parse(text ?? 'null') as Partial<Saved> | null;
    const snapshot = saved?.snapshot;
    if (saved?.version !== STORAGE_VERSION || typeof saved.revision !== 'number' || !snapshot) return null;
    if (!isSnapshot(snapshot)) return null;
    // Set-aside work that does not read back is dropped rather than losing the workspace with it.
    if (snapshot.setAside != null && !isSnapshot(snapshot.setAside)) snapshot.setAside = null;
    return saved as Saved;
  } catch {
    return null;
  }
}

const snapshotOf = ({ files, origin, active, setAside }: WorkspaceState): WorkspaceSnapshot => ({ files, origin, active, setAside });

/** Where the workspace is kept and where other tabs' saves are heard of (the page's localStorage and window). */
export interface WorkspaceHost {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  events: Pick<Window, 'addEventListener'>;
}

/**
 * Starts the workspace from what this browser saved and saves it after each burst of changes, so it
 * survives a reload. Two tabs never silently overwrite each other: a save that finds another tab's
 * newer save writes nothing and shows its files as a conflict (take theirs, or keep mine and write
 * over them); another tab's save while this one has no changes of its own is simply taken.
 */
export function persistWorkspace(store: StoreApi<WorkspaceState>, host: WorkspaceHost): () => void {
  const read = () => parse(host.storage.getItem(WORKSPACE_STORAGE_KEY));
  const saved = read();
  /** The saved revision this tab's files build on. */
  let base = saved?.revision ?? 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  /** True while the store takes another tab's files: that is no change of this tab's to save. */
  let adopting = false;
  if (saved) store.setState(saved.snapshot);

  const save = () => {
    pending = undefined;
    const stored = read();
    if (stored && stored.revision !== base) {
      store.setState({ conflict: stored.snapshot.files });
      return;
    }
    base += 1;
    try {
      const value: Saved = { version: STORAGE_VERSION, revision: base, snapshot: snapshotOf(store.getState()) };
      host.storage.setItem(WORKSPACE_STORAGE_KEY, JSON.stringify(value));
    } catch {
      // Storage full or disabled: the workspace lasts for this visit only.
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

  const unsubscribe = store.subscribe((state, previous) => {
    if (adopting) return;
    if (previous.conflict && !state.conflict) {
      // Chosen: this tab now builds on the other tab's save, and writes what it kept over it.
      base = read()?.revision ?? base;
      schedule();
      return;
    }
    if (state.conflict) return; // Nothing is written until the person chooses.
    const saved: (keyof WorkspaceSnapshot)[] = ['files', 'origin', 'active', 'setAside'];
    if (saved.some((key) => state[key] !== previous[key])) schedule();
  });

  host.events.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== WORKSPACE_STORAGE_KEY) return;
    const theirs = parse(event.newValue);
    if (!theirs || theirs.revision === base) return;
    if (pending === undefined && !store.getState().conflict) {
      adopting = true;
      store.setState(theirs.snapshot);
      adopting = false;
      base = theirs.revision;
    } else {
      store.setState({ conflict: theirs.snapshot.files });
    }
  });
  host.events.addEventListener('pagehide', flush);
  return unsubscribe;
}
