import { create } from 'zustand';
import { shippedText, type DemoFiles } from '../../demo-model/files';
import { loadDemoSources } from '../../demo-model/sources';
import { loadPrecompiled, type PrecompiledDemo } from '../../demo-model/precompiled';
import { withEdit, withFile, withoutKey } from './edit-records';
import { persistEditorStore } from './persistence';
import { shareLinkActions } from './share-links';
import type { EditorState } from './types';

/**
 * The one owner of every demo's files in the editor: the shipped versions, the person's edits, the
 * active tab, and shared links in and out (as vuejs/repl's store owns its files and their
 * serialize/deserialize). Components read it and send it actions; nothing else holds a copy. The
 * edit model (`edit-records.ts`), the links (`share-links.ts`) and the saving (`persistence.ts`) are
 * each a module of their own.
 */
export const useEditorStore = create<EditorState>()((set, get) => {
  const shippedOf = (demoId: string) => {
    const loaded = get().loaded[demoId];
    return loaded?.status === 'ready' ? loaded.shipped : null;
  };
  const { resolveWaitingLink, takeLink, ...links } = shareLinkActions(set, get, shippedOf);

  return {
    edits: {},
    editing: {},
    activeFile: {},
    kept: {},
    loaded: {},
    fromLink: {},
    pendingLink: null,
    linkProblem: null,
    linkUpgrade: null,
    ...links,

    setFile: (demoId, key, code) =>
      set((state) => {
        const shipped = shippedOf(demoId);
        const edit = state.edits[demoId];
        const next = shipped && withFile(edit, shipped, key, code);
        return next && next !== edit ? { edits: withEdit(state.edits, demoId, next) } : state;
      }),
    resetFile: (demoId, key) => {
      const shipped = shippedOf(demoId);
      const text = shipped ? shippedText(shipped, key) : undefined;
      if (text !== undefined) get().setFile(demoId, key, text);
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
  };
});

persistEditorStore(useEditorStore);
