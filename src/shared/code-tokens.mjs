// How the site turns Shiki's tokens into its own highlighted HTML. One module for both highlighters: the
// build's (Node, scripts/highlight-source.mjs) and the browser's (src/shared/highlight.ts), so code
// highlighted at build time and code changed in the page come out in the same classes, token for token.
//
// Plain JavaScript, as the prerender script runs in plain Node.

/** The theme whose colours name the tokens; its palette is GitHub's, which the site's code colours follow. */
export const THEME = 'github-light-default';

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

/**
 * The site's languages → Shiki's grammars. `.ts` files are read as TSX too (a TS file holds no JSX, and
 * TSX reads it alike); plain CSS is read by the SCSS grammar, which is a superset.
 */
export const GRAMMARS = { typescript: 'tsx', scss: 'scss', html: 'html', shell: 'shellscript' };

/**
 * How long one line may take to read before the rest of it is left plain. Shiki's default, 500 ms, is
 * reached on a busy machine by the first line a grammar reads (its patterns compile then), which made the
 * output depend on the load; this bound is far above any real line's and still stops a runaway pattern.
 */
const TOKENIZE_TIME_LIMIT = 10_000;

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The code as HTML for inside a `<code>`: the text escaped, each token of a highlighted kind in a
 * `<span class="t-…">`, neighbours of one kind in one span, lines kept as the code's own newlines.
 * `highlighter` is any loaded Shiki highlighter that has the language's grammar and the theme.
 */
export function highlightSource(highlighter, code, language) {
  const grammar = GRAMMARS[language];
  if (!grammar) throw new Error(`No grammar for ${language}`);
  const lines = highlighter.codeToTokens(code.replace(/\n$/, ''), {
    lang: grammar,
    theme: THEME,
    tokenizeTimeLimit: TOKENIZE_TIME_LIMIT,
  }).tokens;
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
