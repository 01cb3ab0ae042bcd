import type { HighlighterCore, LanguageInput } from 'shiki/core';
import { highlightSource, type SourceLanguage } from './code-tokens.mjs';

export type HighlightLanguage = SourceLanguage;

/** Each grammar fetched the first time code of its language changes in the page. */
const GRAMMAR_LOADERS: Record<HighlightLanguage, () => LanguageInput> = {
  typescript: () => import('shiki/langs/tsx.mjs'),
  scss: () => import('shiki/langs/scss.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  shell: () => import('shiki/langs/shellscript.mjs'),
};

let core: Promise<HighlighterCore> | null = null;
const loaded = new Map<HighlightLanguage, Promise<void>>();

// The same TextMate grammars and theme as the build's highlighter, read by Shiki's JavaScript regex
// engine rather than its Oniguruma WebAssembly (hundreds of KB more); a unit test holds the two engines'
// output equal on every demo file.
async function grammarReady(language: HighlightLanguage): Promise<HighlighterCore> {
  // The theme is code-tokens.mjs's THEME; Shiki refuses to highlight with a theme it wasn't given.
  core ??= Promise.all([
    import('shiki/core'),
    import('shiki/engine/javascript'),
    import('shiki/themes/github-light-default.mjs'),
  ]).then(([{ createHighlighterCore }, { createJavaScriptRegexEngine }, theme]) =>
    createHighlighterCore({ themes: [theme.default], langs: [], engine: createJavaScriptRegexEngine() }),
  );
  // A load that failed (the network dropped) is tried again by the next code to highlight.
  core.catch(() => (core = null));
  const highlighter = await core;
  let ready = loaded.get(language);
  if (!ready) {
    ready = highlighter.loadLanguage(GRAMMAR_LOADERS[language]());
    loaded.set(language, ready);
    ready.catch(() => loaded.delete(language));
  }
  await ready;
  return highlighter;
}

/** Highlighted HTML for `code`, in the build's token classes; the text is escaped, so it is safe to inject. */
export async function highlight(code: string, language: HighlightLanguage): Promise<string> {
  const highlighter = await grammarReady(language);
  return highlightSource(highlighter, code, language);
}
