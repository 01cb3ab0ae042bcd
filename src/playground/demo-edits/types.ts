import type { DemoFiles, FileKey } from '../../demo-model/files';
import type { PrecompiledDemo } from '../../demo-model/precompiled';
import type { DecodedShare } from '../../demo-model/share/codec';
import type { LinkUpgradeNotice } from '../../demo-model/share/upgrade-link';

/** A demo's shipped files, as the editor knows them once loaded. */
export type LoadedDemo =
  | { status: 'loading' }
  | { status: 'ready'; shipped: DemoFiles; precompiled: PrecompiledDemo | null }
  | { status: 'error'; message: string };

/** Why a shared link could not be used, and what it holds, so the person can still read it. */
export interface LinkProblem {
  message: string;
  /** The link's own text by file, named as the tabs are ('button-demo1.tsx', 'sample-dialog.tsx'). */
  linkText: Record<string, string>;
}

/** What the person made of the demos: the part of the state a later visit starts from. */
export interface PersistedEditorState {
  /** Per demo, the files that differ from the shipped ones. A demo with no entry is unedited. */
  edits: Record<string, DemoFiles>;
  /** Demos the person left in edit mode; they reopen in it after a reload. */
  editing: Record<string, true>;
  /** The tab each demo's editor had open. */
  activeFile: Record<string, FileKey>;
  /** The person's own edit of a demo, set aside when a shared link for that demo was opened. */
  kept: Record<string, DemoFiles>;
}

export interface EditorState extends PersistedEditorState {
  /** Shipped files per demo; loaded when its editor first opens (not persisted). */
  loaded: Record<string, LoadedDemo>;
  /** What a shared link put into a demo this visit (not persisted): the banner says so. */
  fromLink: Record<string, DemoFiles>;
  /** A decoded link waiting for its demo's shipped files; cleared when applied, so it applies once. */
  pendingLink: DecodedShare | null;
  linkProblem: LinkProblem | null;
  /** What opening a link made before 1.0 did to its code (its files named as the tabs are). */
  linkUpgrade: LinkUpgradeNotice | null;

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
  clearLinkUpgrade: () => void;
}

export type SetEditorState = (partial: Partial<EditorState> | ((state: EditorState) => Partial<EditorState>)) => void;
export type GetEditorState = () => EditorState;
