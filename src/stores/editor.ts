import { create } from 'zustand';
import { describeFile, type DemoFiles, type FileKey } from '../demo-model/files';
import { loadDemoSources } from '../demo-model/sources';
import { loadPrecompiled, type PrecompiledDemo } from '../demo-model/precompiled';
import type { DecodedShare, ShareLinkError } from '../demo-model/share/codec';
import { INVALID_LINK_MESSAGE } from '../demo-model/share/hash';
import { startFromSaved } from './saved-state';

/** A demo's shipped files, as the editor knows them once loaded. */
export type LoadedDemo =
  | { status: 'loading' }
  | { status: 'ready'; shipped: DemoFiles; precompiled: PrecompiledDemo | null }
  | { status: 'error'; message: string };

/** Why a shared link could not be used, and what it holds, so the person can still read it. */
export interface LinkProblem {
  message: string;
  /** The link's own text by file, named as the tabs are ('TS', 'SCSS', 'sample-dialog.tsx'). */
  linkText: Record<string, string>;
}

interface EditorState {
  /** Per demo, the files that differ from the shipped ones. A demo with no entry is unedited. */
  edits: Record<string, DemoFiles>;
  /** Demos the person left in edit mode; they reopen in it after a reload. */
  editing: Record<string, true>;
  /** The tab each demo's editor had open. */
  activeFile: Record<string, FileKey>;
  /** The person's own edit of a demo, set aside when a shared link for that demo was opened. */
  kept: Record<string, DemoFiles>;
  /** Shipped files per demo; loaded when its editor first opens (not persisted). */
  loaded: Record<string, LoadedDemo>;
  /** What a shared link put into a demo this visit (not persisted): the banner says so. */
  fromLink: Record<string, DemoFiles>;
  /** A decoded link waiting for its demo's shipped files; cleared when applied, so it applies once. */
  pendingLink: DecodedShare | null;
  linkProblem: LinkProblem | null;

  /** Records one file; a file edited back to the shipped text is forgotten. */
  setFile: (demoId: string, key: FileKey, code: string) => void;
  /** Returns one file to its shipped text. */
  resetFile: (demoId: string, key: FileKey) => void;
  /** Forgets the edit: the shipped files again. */
  reset: (demoId: string) => void;
  setEditing: (demoId: string, editing: boolean) => void;
  setActiveFile: (demoId: string, key: FileKey) => void;
  /** Loads a demo's shipped files (once) and applies a shared link waiting for it. */
  load: (demoId: string) => Promise<void>;
  /** Reads a `#share=` value: a sound link for one of `demoIds` opens that demo's editor with it. */
  openShareLink: (value: string, demoIds: readonly string[]) => Promise<string | null>;
  /** The `#share=` value for a demo's current edit. */
  serializeShare: (demoId: string) => Promise<string>;
  /** Brings back the edit a shared link set aside. */
  restoreKept: (demoId: string) => void;
  discardKept: (demoId: string) => void;
  clearLinkProblem: () => void;
}

const withoutKey = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _removed, ...rest } = record;
  return rest;
};

/** Keeps only the files that really differ, so an edit undone by hand stops counting as an edit. */
function differing(files: DemoFiles, shipped: DemoFiles): DemoFiles {
  return Object.fromEntries(Object.entries(files).filter(([key, code]) => code !== shipped[key]));
}

const sameFiles = (a: DemoFiles | undefined, b: DemoFiles | undefined) =>
  a !== undefined &&
  b !== undefined &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, code]) => b[key] === code);

const withEdit = (edits: Record<string, DemoFiles>, demoId: string, files: DemoFiles) =>
  Object.keys(files).length ? { ...edits, [demoId]: files } : withoutKey(edits, demoId);

const linkFailure = (reason: unknown): string =>
  `${INVALID_LINK_MESSAGE}: ${reason instanceof Error ? reason.message : String(reason)}. Showing the original example.`;

/** localStorage key of the editor's persisted part; kept as `{ state, version }`. */
export const EDITOR_STORAGE_KEY = 'aquila-editor';
const STORAGE_VERSION = 1;

type PersistedState = Pick<EditorState, 'edits' | 'editing' | 'activeFile' | 'kept'>;
const PERSISTED_KEYS = ['edits', 'editing', 'activeFile', 'kept'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an earlier visit saved; anything unreadable or of another version counts as nothing. */
function readPersisted(): PersistedState {
  const empty: PersistedState = { edits: {}, editing: {}, activeFile: {}, kept: {} };
  try {
    const saved = JSON.parse(localStorage.getItem(EDITOR_STORAGE_KEY) ?? 'null') as { state?: unknown; version?: unknown } | null;
    if (!saved || saved.version !== STORAGE_VERSION || !isRecord(saved.state)) return empty;
    const state = saved.state;
    return Object.fromEntries(PERSISTED_KEYS.map((key) => [key, isRecord(state[key]) ? state[key] : {}])) as unknown as PersistedState;
  } catch {
    return empty;
  }
}

/**
 * The one owner of every demo's files in the editor: the shipped versions, the person's edits, the
 * active tab, and shared links in and out (as vuejs/repl's store owns its files and their
 * serialize/deserialize). Components read it and send it actions; nothing else holds a copy.
 */
export const useEditorStore = create<EditorState>()((set, get) => {
  const shippedOf = (demoId: string) => {
    const loaded = get().loaded[demoId];
    return loaded?.status === 'ready' ? loaded.shipped : null;
  };

  /**
   * Applies the waiting link to its demo. The person's own edit is never overwritten: it is set
   * aside in `kept` (unless it is only what an earlier link put there) and offered back.
   */
  const applyLink = async (link: DecodedShare, shipped: DemoFiles): Promise<DemoFiles | null> => {
    const [{ resolveShare }, { loadShippedVersion }] = await Promise.all([
      import('../demo-model/share/codec'),
      import('../demo-model/share/versions'),
    ]);
    try {
      return differing(await resolveShare(link, shipped, (hash) => loadShippedVersion(link.demoId, hash)), shipped);
    } catch (reason) {
      const held = (reason as Partial<ShareLinkError>).linkText ?? {};
      const linkText = Object.fromEntries(
        Object.entries(held).map(([key, { text, whole }]) => {
          const label = describeFile(link.demoId, key).label;
          return [whole ? label : `${label}, the changed part only`, text];
        }),
      );
      set((state) => ({ linkProblem: { message: linkFailure(reason), linkText }, editing: withoutKey(state.editing, link.demoId) }));
      return null;
    }
  };

  const takeLink = (demoId: string, files: DemoFiles) =>
    set((state) => {
      const own = state.edits[demoId];
      const ownIsTyped = own !== undefined && !sameFiles(own, state.fromLink[demoId]) && !sameFiles(own, files);
      return {
        edits: withEdit(state.edits, demoId, files),
        kept: ownIsTyped ? { ...state.kept, [demoId]: own } : state.kept,
        fromLink: { ...state.fromLink, [demoId]: files },
      };
    });

  /**
   * The files of the waiting link, if it is for this demo. The link is taken as it is read, so it
   * applies once; null when there is none or it could not be applied (then `linkProblem` says why).
   */
  const resolveWaitingLink = async (demoId: string, shipped: DemoFiles): Promise<DemoFiles | null> => {
    const link = get().pendingLink;
    if (!link || link.demoId !== demoId) return null;
    set({ pendingLink: null });
    return applyLink(link, shipped);
  };

  return {
    edits: {},
    editing: {},
    activeFile: {},
    kept: {},
    loaded: {},
    fromLink: {},
    pendingLink: null,
    linkProblem: null,

    setFile: (demoId, key, code) =>
      set((state) => {
        const shipped = shippedOf(demoId);
        if (!shipped || shipped[key] === undefined) return state;
        const recorded = state.edits[demoId]?.[key];
        if (recorded === code || (recorded === undefined && code === shipped[key])) return state;
        const files = { ...state.edits[demoId] };
        if (code === shipped[key]) delete files[key];
        else files[key] = code;
        return { edits: withEdit(state.edits, demoId, files) };
      }),
    resetFile: (demoId, key) => {
      const shipped = shippedOf(demoId);
      if (shipped) get().setFile(demoId, key, shipped[key]);
    },
    reset: (demoId) => set((state) => ({ edits: withoutKey(state.edits, demoId), fromLink: withoutKey(state.fromLink, demoId) })),
    setEditing: (demoId, editing) =>
      set((state) => ({ editing: editing ? { ...state.editing, [demoId]: true } : withoutKey(state.editing, demoId) })),
    setActiveFile: (demoId, key) => set((state) => ({ activeFile: { ...state.activeFile, [demoId]: key } })),

    load: async (demoId) => {
      const current = get().loaded[demoId];
      if (current?.status === 'loading' || current?.status === 'ready') return;
      set((state) => ({ loaded: { ...state.loaded, [demoId]: { status: 'loading' } } }));
      let shipped: DemoFiles;
      let precompiled: PrecompiledDemo | null;
      try {
        [shipped, precompiled] = await Promise.all([loadDemoSources(demoId), loadPrecompiled(demoId)]);
      } catch (error) {
        set((state) => ({ loaded: { ...state.loaded, [demoId]: { status: 'error', message: (error as Error).message } } }));
        return;
      }
      // A link waiting for this demo is applied before the editor first shows, so it never flashes the old text.
      const files = await resolveWaitingLink(demoId, shipped);
      set((state) => ({ loaded: { ...state.loaded, [demoId]: { status: 'ready', shipped, precompiled } } }));
      if (files) takeLink(demoId, files);
    },

    openShareLink: async (value, demoIds) => {
      const { decodeShare } = await import('../demo-model/share/codec');
      let link: DecodedShare;
      try {
        link = decodeShare(value);
      } catch (reason) {
        set({ linkProblem: { message: linkFailure(reason), linkText: {} } });
        return null;
      }
      if (!demoIds.includes(link.demoId)) {
        set({
          linkProblem: {
            message: `${INVALID_LINK_MESSAGE}: it names an example that is not on this page. Showing the original examples.`,
            linkText: {},
          },
        });
        return null;
      }
      set((state) => ({ pendingLink: link, linkProblem: null, editing: { ...state.editing, [link.demoId]: true } }));
      // Its editor may be open already; otherwise opening it loads the files and applies the link.
      const shipped = shippedOf(link.demoId);
      const files = shipped && (await resolveWaitingLink(link.demoId, shipped));
      if (files) takeLink(link.demoId, files);
      return link.demoId;
    },

    serializeShare: async (demoId) => {
      const { encodeShare } = await import('../demo-model/share/codec');
      return encodeShare(demoId, get().edits[demoId] ?? {}, shippedOf(demoId) ?? {});
    },

    restoreKept: (demoId) =>
      set((state) => {
        const kept = state.kept[demoId];
        if (!kept) return state;
        return {
          edits: withEdit(state.edits, demoId, kept),
          kept: withoutKey(state.kept, demoId),
          fromLink: withoutKey(state.fromLink, demoId),
        };
      }),
    discardKept: (demoId) => set((state) => ({ kept: withoutKey(state.kept, demoId) })),
    clearLinkProblem: () => set({ linkProblem: null }),
  };
});

// Before the subscription below: what was just read back need not be written again.
startFromSaved(useEditorStore, readPersisted);

function save() {
  const state = useEditorStore.getState();
  const persisted = Object.fromEntries(PERSISTED_KEYS.map((key) => [key, state[key]]));
  try {
    localStorage.setItem(EDITOR_STORAGE_KEY, JSON.stringify({ state: persisted, version: STORAGE_VERSION }));
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

useEditorStore.subscribe((state, previous) => {
  if (PERSISTED_KEYS.every((key) => state[key] === previous[key])) return;
  clearTimeout(pendingSave);
  pendingSave = setTimeout(flush, SAVE_DELAY_MS);
});
if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
