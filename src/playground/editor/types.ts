import type { PlaygroundError } from '../runtime/protocol';

export type EditorLanguage = 'html' | 'typescript' | 'scss';

export interface CodeEditorProps {
  /** A stable path per file (Monaco keeps one model per path, with its own undo history). */
  path: string;
  language: EditorLanguage;
  value: string;
  onChange: (value: string) => void;
  /** Errors to mark in this file. */
  markers: PlaygroundError[];
  /** The demo's other TS files, so the language service resolves imports between them. */
  siblings?: { path: string; value: string }[];
  label: string;
}
