import type { HLJSApi, LanguageFn } from 'highlight.js';

/** The language packs the source panel needs, each fetched the first time it is used. */
const LANGUAGE_LOADERS: Record<string, () => Promise<{ default: LanguageFn }>> = {
  xml: () => import('highlight.js/lib/languages/xml'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  css: () => import('highlight.js/lib/languages/css'),
  scss: () => import('highlight.js/lib/languages/scss'),
};

export type HighlightLanguage = keyof typeof LANGUAGE_LOADERS;

let core: Promise<HLJSApi> | null = null;
const registered = new Map<string, Promise<void>>();

async function languageReady(language: HighlightLanguage): Promise<HLJSApi> {
  core ??= import('highlight.js/lib/core').then((module) => module.default);
  const hljs = await core;
  let ready = registered.get(language);
  if (!ready) {
    ready = LANGUAGE_LOADERS[language]().then((pack) => hljs.registerLanguage(language, pack.default));
    registered.set(language, ready);
  }
  await ready;
  return hljs;
}

/** Highlighted HTML for `code`; highlight.js escapes the text, so the result is safe to inject. */
export async function highlight(code: string, language: HighlightLanguage): Promise<string> {
  const hljs = await languageReady(language);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
