import type { PrecompiledDemo } from '../demo-model/precompiled';
import type { DecodedShare } from '../demo-model/share/codec';
import type { LinkUpgradeNotice } from '../demo-model/share/upgrade-link';
import type { WorkspaceFiles } from './files';
import type { Workspace } from './workspace';

/** Loading a demo's shipped files: they become its workspace's origin; its compiled first run comes with them. */
export type LoadedDemo =
  { status: 'loading' } | { status: 'ready'; precompiled: PrecompiledDemo | null } | { status: 'error'; message: string };

/** Why a shared link could not be used, and what it holds, so the person can still read it. */
export interface LinkProblem {
  message: string;
  /** The link's own text by file, named as the tabs are ('button-demo1.tsx', 'sample-dialog.tsx'). */
  linkText: Record<string, string>;
}

export interface WorkspacesState {
  /** Every workspace by id: the playground page's (`PLAYGROUND_ID`) and each demo's that was edited or opened. */
  workspaces: Record<string, Workspace>;
  /** Demos the person left in edit mode; they reopen in it after a reload. */
  editing: Record<string, true>;
  loaded: Record<string, LoadedDemo>;
  /** Why a workspace's last change was refused (a duplicate name, the entry file, a limit). */
  problems: Record<string, string>;
  /** Another tab saved a workspace while this one had changes of its own: its files, until the person chooses. */
  conflicts: Record<string, WorkspaceFiles>;
  /** A decoded demo link waiting for its demo's shipped files; cleared when applied, so it applies once. */
  pendingLink: DecodedShare | null;
  linkProblem: LinkProblem | null;
  /** What opening a link made before 1.0 did to its code (its files named as the tabs are). */
  linkUpgrade: LinkUpgradeNotice | null;

  /** Records one file's text; returns whether it could (a file holds at most so many characters). */
  setFile: (id: string, name: string, text: string) => boolean;
  addFile: (id: string, name: string, text?: string) => boolean;
  renameFile: (id: string, from: string, to: string) => boolean;
  deleteFile: (id: string, name: string) => boolean;
  /** Returns one file to its text at the start. */
  resetFile: (id: string, name: string) => void;
  /** Back to where the workspace started (a demo: the shipped example). */
  reset: (id: string) => void;
  setActive: (id: string, name: string) => void;
  /**
   * Adds entries to `import-map.json`, made when there is none: packages pinned on first use. Returns
   * why it could not, or null. The open file stays open.
   */
  addImports: (id: string, entries: Record<string, string>) => string | null;
  /**
   * A new start: these files (a template, a demo, a shared link) become the workspace and what Reset
   * returns to. The person's own work is set aside, never dropped.
   */
  start: (id: string, files: WorkspaceFiles, active?: string) => void;
  /** Swaps the set-aside work back in; what was on screen is set aside in its turn unless it is no one's own. */
  bringBack: (id: string) => void;
  dismissSetAside: (id: string) => void;
  /** Takes what another tab saved, dropping this tab's changes. */
  takeTheirs: (id: string) => void;
  /** Keeps this tab's files: the next save writes them over the other tab's. */
  keepMine: (id: string) => void;
  clearProblem: (id: string) => void;
  setEditing: (demoId: string, editing: boolean) => void;
  /** Loads a demo's shipped files (once) and applies a shared link waiting for it. */
  load: (demoId: string) => Promise<void>;
  /** Reads a demo's `#share=` value: a sound link for one of `demoIds` opens that demo's editor with it. */
  openShareLink: (value: string, demoIds: readonly string[]) => Promise<string | null>;
  /** The `#share=` value for a demo's current edit. */
  serializeShare: (demoId: string) => Promise<string>;
  clearLinkProblem: () => void;
  clearLinkUpgrade: () => void;
}

export type SetWorkspaces = (partial: Partial<WorkspacesState> | ((state: WorkspacesState) => Partial<WorkspacesState>)) => void;
