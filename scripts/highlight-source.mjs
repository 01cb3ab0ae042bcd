// Build-time highlighting of the site's code: Shiki, with VS Code's TextMate grammars, so TSX is read as
// the editor reads it (JSX in a multi-line return included). The page gets finished HTML, and read mode
// needs no highlighter of its own; the browser loads the same grammars only for code it changes.
//
// Plain JavaScript, as the prerender script (plain Node) and the Vite plugins both use it.
import { createHighlighter } from 'shiki';
import { GRAMMARS, THEME } from '../src/shared/code-tokens.mjs';

export { highlightSource } from '../src/shared/code-tokens.mjs';

let highlighter = null;

/** Loads the grammars and the theme once; `highlightSource` needs this to have resolved. */
export function highlighterReady() {
  highlighter ??= createHighlighter({ themes: [THEME], langs: Object.values(GRAMMARS) });
  return highlighter;
}
