import type { StoreApi } from 'zustand';
import { startFromSaved } from '../../shared/saved-state';
import type { EditorState, PersistedEditorState } from './types';

/** localStorage key of the editor's persisted part; kept as `{ state, version }`. */
export const EDITOR_STORAGE_KEY = 'aquila-editor';
const STORAGE_VERSION = 1;
const PERSISTED_KEYS = ['edits', 'editing', 'activeFile', 'kept'] as const satisfies readonly (keyof PersistedEditorState)[];

/** Typing changes the store on every keystroke; one write per burst is enough. */
const SAVE_DELAY_MS = 200;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an earlier visit saved; anything unreadable or of another version counts as nothing. */
export function readPersisted(): PersistedEditorState {
  const empty: PersistedEditorState = { edits: {}, editing: {}, activeFile: {}, kept: {} };
  try {
    const saved = JSON.parse(localStorage.getItem(EDITOR_STORAGE_KEY) ?? 'null') as { state?: unknown; version?: unknown } | null;
    if (!saved || saved.version !== STORAGE_VERSION || !isRecord(saved.state)) return empty;
    const state = saved.state;
    return Object.fromEntries(
      PERSISTED_KEYS.map((key) => [key, isRecord(state[key]) ? state[key] : {}]),
    ) as unknown as PersistedEditorState;
  } catch {
    return empty;
  }
}

/**
 * Starts the store from what this browser saved, and saves its persisted part after each burst of
 * changes. Leaving the page writes a burst still waiting — and only that, so a tab left open never
 * overwrites what another tab saved since. (zustand's `persist` would write on every change; a
 * debounced storage for it would be this same code.)
 */
export function persistEditorStore(store: StoreApi<EditorState>): void {
  // Before the subscription below: what was just read back need not be written again.
  startFromSaved(store, readPersisted);

  let pendingSave: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const state = store.getState();
    const persisted = Object.fromEntries(PERSISTED_KEYS.map((key) => [key, state[key]]));
    try {
      localStorage.setItem(EDITOR_STORAGE_KEY, JSON.stringify({ state: persisted, version: STORAGE_VERSION }));
    } catch {
      // Storage full or disabled: edits last for this visit only.
    }
  };
  const flush = () => {
    if (pendingSave === undefined) return;
    clearTimeout(pendingSave);
    pendingSave = undefined;
    save();
  };

  store.subscribe((state, previous) => {
    if (PERSISTED_KEYS.every((key) => state[key] === previous[key])) return;
    clearTimeout(pendingSave);
    pendingSave = setTimeout(flush, SAVE_DELAY_MS);
  });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
}
