import type { HighlighterGeneric } from 'shiki';

/** A loaded highlighter: `highlighterReady()`'s answer. */
export type SourceHighlighter = HighlighterGeneric<string, string>;
/** The languages of the site's code. */
export type SourceLanguage = 'typescript' | 'scss' | 'html';
/** Loads the grammars and the theme once. */
export function highlighterReady(): Promise<SourceHighlighter>;
/** The code as HTML for inside a `<code>`: escaped text, tokens in `<span class="t-…">`. */
export function highlightSource(ready: SourceHighlighter, code: string, language: SourceLanguage): string;
