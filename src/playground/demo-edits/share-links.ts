import { describeFile, type DemoFiles } from '../../demo-model/files';
import type { DecodedShare, ShareLinkError } from '../../demo-model/share/codec';
import { INVALID_LINK_MESSAGE } from '../../demo-model/share/hash';
import { differing, sameFiles, withEdit, withoutKey } from './edit-records';
import type { EditorState, GetEditorState, SetEditorState } from './types';

/** A demo's code files: its TS file and any extra script beside it. */
const isCodeFile = (key: string) => key === 'tsx' || /\.[jt]sx?$/.test(key);

const linkFailure = (reason: unknown): string =>
  `${INVALID_LINK_MESSAGE}: ${reason instanceof Error ? reason.message : String(reason)}. Showing the original example.`;

const NOT_ON_THIS_PAGE = `${INVALID_LINK_MESSAGE}: it names an example that is not on this page. Showing the original examples.`;

type ShareLinkActions = Pick<
  EditorState,
  'openShareLink' | 'serializeShare' | 'restoreKept' | 'discardKept' | 'clearLinkProblem' | 'clearLinkUpgrade'
> & {
  /** The files of the link waiting for this demo, taken as they are read; null when there is none or it failed. */
  resolveWaitingLink: (demoId: string, shipped: DemoFiles) => Promise<DemoFiles | null>;
  /** Puts a link's files into its demo, setting aside the person's own edit. */
  takeLink: (demoId: string, files: DemoFiles) => void;
};

/**
 * Shared links in and out of the editor store: decoding and applying them (a link for a demo whose
 * files are not loaded yet waits for them), setting aside the person's own edit, and encoding an edit.
 * The codec is imported when a link is first read or made, never by a page that has none.
 */
export function shareLinkActions(
  set: SetEditorState,
  get: GetEditorState,
  shippedOf: (demoId: string) => DemoFiles | null,
): ShareLinkActions {
  /**
   * Applies the waiting link to its demo. The person's own edit is never overwritten: it is set
   * aside in `kept` (unless it is only what an earlier link put there) and offered back.
   */
  const applyLink = async (link: DecodedShare, shipped: DemoFiles): Promise<DemoFiles | null> => {
    const [{ resolveShare }, { loadShippedVersion }, { upgradeLinkFiles }] = await Promise.all([
      import('../../demo-model/share/codec'),
      import('../../demo-model/share/versions'),
      import('../../demo-model/share/upgrade-link'),
    ]);
    try {
      const resolved = await resolveShare(link, shipped, (hash) => loadShippedVersion(link.demoId, hash));
      // A link made before 1.0 speaks 0.x's names: its code is upgraded, and the page says so.
      const { files, notice } = await upgradeLinkFiles(link.version, resolved, isCodeFile);
      const tabNamed = (byKey: Record<string, string>) =>
        Object.fromEntries(Object.entries(byKey).map(([key, text]) => [describeFile(link.demoId, key).label, text]));
      set({ linkUpgrade: notice && { ...notice, original: tabNamed(notice.original) } });
      return differing(files, shipped);
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

  const resolveWaitingLink = async (demoId: string, shipped: DemoFiles): Promise<DemoFiles | null> => {
    const link = get().pendingLink;
    if (!link || link.demoId !== demoId) return null;
    set({ pendingLink: null });
    return applyLink(link, shipped);
  };

  return {
    resolveWaitingLink,
    takeLink,

    openShareLink: async (value, demoIds) => {
      const { decodeShare } = await import('../../demo-model/share/codec');
      let link: DecodedShare;
      try {
        link = decodeShare(value);
      } catch (reason) {
        set({ linkProblem: { message: linkFailure(reason), linkText: {} } });
        return null;
      }
      if (!demoIds.includes(link.demoId)) {
        set({ linkProblem: { message: NOT_ON_THIS_PAGE, linkText: {} } });
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
      const { encodeShare } = await import('../../demo-model/share/codec');
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
    clearLinkUpgrade: () => set({ linkUpgrade: null }),
  };
}
