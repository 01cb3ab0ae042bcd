/** The theme whose colours name the site's code tokens. */
export const THEME: string;
/** The site's languages → Shiki's grammar names. */
export const GRAMMARS: { typescript: 'tsx'; scss: 'scss'; html: 'html'; shell: 'shellscript' };
/** A language of the site's code. */
export type SourceLanguage = keyof typeof GRAMMARS;
/** What highlighting needs of a loaded Shiki highlighter. */
export interface TokenSource {
  codeToTokens(
    code: string,
    options: { lang: string; theme: string; tokenizeTimeLimit: number },
  ): { tokens: { content: string; color?: string }[][] };
}
/** The code as HTML for inside a `<code>`: escaped text, tokens in `<span class="t-…">`. */
export function highlightSource(highlighter: TokenSource, code: string, language: SourceLanguage): string;
