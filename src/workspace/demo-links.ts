import type { DecodedShare, ShareLinkError } from '../demo-model/share/codec';
import { INVALID_LINK_MESSAGE } from '../demo-model/share/hash';
import { isWorkspaceCode, type WorkspaceFiles } from './files';
import type { SetWorkspaces, WorkspacesState } from './types';
import { differing, overOrigin, startWith, withoutKey, workspaceOf as ofState, type Workspace } from './workspace';

const linkFailure = (reason: unknown): string =>
  `${INVALID_LINK_MESSAGE}: ${reason instanceof Error ? reason.message : String(reason)}. Showing the original example.`;

const NOT_ON_THIS_PAGE = `${INVALID_LINK_MESSAGE}: it names an example that is not on this page. Showing the original examples.`;

type Update = (id: string, next: (workspace: Workspace) => Workspace) => void;

/**
 * Shared links of a demo in and out of the store: decoding and applying them (a link for a demo whose
 * files are not loaded yet waits for them), and encoding an edit. A link's files are a new start of the
 * demo's workspace that keeps its origin, the shipped example, so the person's own edit is set aside and
 * "Back to the original" still means the shipped one. The codec is imported when a link is first read or
 * made, never by a page that has none.
 */
export function demoLinkActions(set: SetWorkspaces, get: () => WorkspacesState, update: Update) {
  const shippedOf = (demoId: string) => ofState(get(), demoId).origin;

  /** The edit a waiting link stands for, against the shipped files; null when it failed (the page says why). */
  const applyLink = async (link: DecodedShare, shipped: WorkspaceFiles): Promise<WorkspaceFiles | null> => {
    const [{ resolveShare }, { loadShippedVersion }, { upgradeLinkFiles }] = await Promise.all([
      import('../demo-model/share/codec'),
      import('../demo-model/share/versions'),
      import('../demo-model/share/upgrade-link'),
    ]);
    try {
      const resolved = await resolveShare(link, shipped, (hash) => loadShippedVersion(link.demoId, hash));
      // A link made before 1.0 speaks 0.x's names: its code is upgraded, and the page says so.
      const { files, notice } = await upgradeLinkFiles(link.version, resolved, isWorkspaceCode);
      set({ linkUpgrade: notice });
      return differing(files, shipped);
    } catch (reason) {
      const held = (reason as Partial<ShareLinkError>).linkText ?? {};
      const linkText = Object.fromEntries(
        Object.entries(held).map(([name, { text, whole }]) => [whole ? name : `${name}, the changed part only`, text]),
      );
      set({ linkProblem: { message: linkFailure(reason), linkText }, editing: withoutKey(get().editing, link.demoId) });
      return null;
    }
  };

  const takeLink = (demoId: string, edit: WorkspaceFiles) =>
    update(demoId, (workspace) => startWith(workspace, demoId, overOrigin(workspace.origin ?? {}, edit), 'kept'));

  const resolveWaitingLink = async (demoId: string, shipped: WorkspaceFiles): Promise<WorkspaceFiles | null> => {
    const link = get().pendingLink;
    if (!link || link.demoId !== demoId) return null;
    set({ pendingLink: null });
    return applyLink(link, shipped);
  };

  const actions: Pick<WorkspacesState, 'openShareLink' | 'serializeShare' | 'clearLinkProblem' | 'clearLinkUpgrade'> = {
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
        set({ linkProblem: { message: NOT_ON_THIS_PAGE, linkText: {} } });
        return null;
      }
      set((state) => ({ pendingLink: link, linkProblem: null, editing: { ...state.editing, [link.demoId]: true } }));
      // Its editor may be open already; otherwise opening it loads the files and applies the link.
      const shipped = shippedOf(link.demoId);
      const edit = shipped && (await resolveWaitingLink(link.demoId, shipped));
      if (edit) takeLink(link.demoId, edit);
      return link.demoId;
    },

    serializeShare: async (demoId) => {
      const { encodeShare } = await import('../demo-model/share/codec');
      const { files, origin } = ofState(get(), demoId);
      return encodeShare(demoId, origin ? differing(files, origin) : files, origin ?? {});
    },

    clearLinkProblem: () => set({ linkProblem: null }),
    clearLinkUpgrade: () => set({ linkUpgrade: null }),
  };

  return { actions, resolveWaitingLink, takeLink };
}
