import { createContext, type ComponentType } from 'react';
import type { FileKey } from '../demo-model/files';
import type { HighlightLanguage } from './highlight';

/**
 * What the build offers a page it renders ahead of time, and the browser never has: code highlighted
 * by the build's highlighter (Shiki, with VS Code's grammars), every demo file's text, every demo. Null in the
 * browser, where the page instead takes up the HTML the build left in the document.
 */
export interface Prerender {
  /** The code as HTML for inside a `<code>`, tokens in `t-…` spans. */
  highlight: (code: string, language: HighlightLanguage) => string;
  /** A demo file's text; null for a file the demo does not have. */
  demoSource: (demoId: string, key: FileKey) => string | null;
  /**
   * A demo's component, lazy (the render waits for it): for what the page shows as the build's HTML
   * only, so the browser's bundle of that page carries no demo loaders. Undefined for no such demo.
   */
  demoComponent: (demoId: string) => ComponentType | undefined;
}

export const PrerenderContext = createContext<Prerender | null>(null);

/**
 * The HTML inside the element `id` of the document as the build left it, if its text is `text`: what
 * a hydrating render takes up, so it renders the build's markup without having to make it. Null
 * anywhere else (on the server, after the element has gone, or when the text has changed since).
 */
export function builtHtml(id: string, text: string): string | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  return element && element.textContent === text ? element.innerHTML : null;
}

/** The HTML inside the element `id` of the document as the build left it, whatever it says; null if there is none. */
export function builtBlock(id: string): string | null {
  return typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null);
}
