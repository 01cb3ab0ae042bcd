// Build-time highlighting of the site's code: Shiki, with VS Code's TextMate grammars, so TSX is read as
// the editor reads it (JSX in a multi-line return included). It runs in the build and the dev server
// only: the page gets finished HTML, and read mode needs no highlighter of its own.
//
// Plain JavaScript, as the prerender script (plain Node) and the Vite plugins both use it.
import { createHighlighter } from 'shiki';

/** The theme whose colours name the tokens; its palette is GitHub's, which the site's code colours follow. */
const THEME = 'github-light-default';

/**
 * The theme's colours → the site's token classes, themed in site.scss for light and dark. The theme's
 * text colour and any colour not listed stay plain text.
 */
const TOKEN_CLASSES = {
  '#CF222E': 't-keyword',
  '#0A3069': 't-string',
  '#8250DF': 't-title',
  '#0550AE': 't-attr',
  '#953800': 't-variable',
  '#6E7781': 't-comment',
  '#116329': 't-tag',
};

/** A demo file's language → Shiki's grammar. `.ts` files are read as TSX too: they may hold JSX-free code only. */
const GRAMMARS = { typescript: 'tsx', scss: 'scss', html: 'html' };

let highlighter = null;

/** Loads the grammars and the theme once; `highlightSource` needs this to have resolved. */
export function highlighterReady() {
  highlighter ??= createHighlighter({ themes: [THEME], langs: Object.values(GRAMMARS) });
  return highlighter;
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The code as HTML for inside a `<code>`: the text escaped, each token of a highlighted kind in a
 * `<span class="t-…">`, neighbours of one kind in one span, lines kept as the code's own newlines.
 * Synchronous once `highlighterReady()` has resolved.
 */
export function highlightSource(ready, code, language) {
  const grammar = GRAMMARS[language];
  if (!grammar) throw new Error(`No grammar for ${language}`);
  const lines = ready.codeToTokens(code.replace(/\n$/, ''), { lang: grammar, theme: THEME }).tokens;
  const html = lines.map((line) => {
    let out = '';
    let openClass = null;
    for (const token of line) {
      // White space takes no colour: it joins the span it stands in.
      const tokenClass = /^\s*$/.test(token.content) ? openClass : (TOKEN_CLASSES[token.color?.toUpperCase() ?? ''] ?? null);
      if (tokenClass !== openClass) {
        if (openClass) out += '</span>';
        if (tokenClass) out += `<span class="${tokenClass}">`;
        openClass = tokenClass;
      }
      out += escapeHtml(token.content);
    }
    return openClass ? `${out}</span>` : out;
  });
  // The trailing newline the file ends with is kept, so the text is the file's to the letter.
  return lines.length > 0 && code.endsWith('\n') ? `${html.join('\n')}\n` : html.join('\n');
}
