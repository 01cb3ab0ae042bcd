import type { HighlighterGeneric } from 'shiki';
import type { SourceLanguage } from '../src/shared/code-tokens.mjs';

export type { SourceLanguage };
/** A loaded highlighter: `highlighterReady()`'s answer. */
export type SourceHighlighter = HighlighterGeneric<string, string>;
/** Loads the grammars and the theme once. */
export function highlighterReady(): Promise<SourceHighlighter>;
export { highlightSource } from '../src/shared/code-tokens.mjs';
