import type { PlaygroundError } from '../runtime/protocol';

export type EditorLanguage = 'html' | 'typescript' | 'scss' | 'json';

export interface CodeEditorProps {
  /** A stable path per file (Monaco keeps one model per path, with its own undo history). */
  path: string;
  language: EditorLanguage;
  value: string;
  onChange: (value: string) => void;
  /** Errors to mark in this file. */
  markers: PlaygroundError[];
  /** The npm packages the code imports (the preview's last run): their declarations are fetched for the editor. */
  packages?: readonly { specifier: string; load: string }[];
  /** The demo's other TS files, so the language service resolves imports between them. */
  siblings?: { path: string; value: string }[];
  label: string;
  /** A place to put the cursor on, reveal and briefly highlight (a console link was followed); each new object moves it again. */
  reveal?: EditorReveal;
  /**
   * Called on Shift+Alt+F, to format the file. When given, it replaces Monaco's own Format Document on that
   * key; when not, the key does what it did before.
   */
  onFormat?: () => void;
  /**
   * Takes focus as it appears (the person pressed Edit), unless they have put focus somewhere else
   * meanwhile: a keyboard user lands in the code rather than on the page's body.
   */
  autoFocus?: boolean;
}

/** Whether focus is the editor's to take: nobody holds it (the Edit button that had it is gone), or the editor's own place does. */
export function focusIsUnclaimed(place: Element | null): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || (!!place && place.contains(focused));
}

/** Where a followed link puts the cursor: 1-based, as errors and stacks count. */
export interface EditorReveal {
  line: number;
  column: number;
}
