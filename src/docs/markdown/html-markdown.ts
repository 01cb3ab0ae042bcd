import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';

/** The site's chrome and what only works with a pointer: not part of a page's text. */
const CHROME = new Set(['HEADER', 'NAV', 'ASIDE', 'FOOTER', 'BUTTON', 'SVG', 'SCRIPT', 'STYLE', 'TEMPLATE', 'FORM', 'IFRAME']);

/** What a reader does not see, and what a page marks as no part of its text (`data-markdown-skip`: its Copy page). */
const isLeftOut = (node: HTMLElement) =>
  node.getAttribute?.('aria-hidden') === 'true' ||
  node.hasAttribute?.('inert') ||
  node.hasAttribute?.('hidden') ||
  node.hasAttribute?.('data-markdown-skip');

/**
 * A page the build rendered, as Markdown: its text from the first heading on, with its tables, lists and
 * code, and links made absolute on `siteUrl`. For the pages written as components (guides, overview) —
 * the component pages are written from their data (`componentMarkdown`).
 */
export function htmlToMarkdown(html: string, siteUrl: string): string {
  const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  turndown.use(gfm);
  turndown.remove((node) => CHROME.has(node.nodeName.toUpperCase()) || isLeftOut(node));
  turndown.addRule('site links', {
    filter: (node) => node.nodeName === 'A' && (node.getAttribute('href') ?? '').startsWith('/'),
    replacement: (content, node) => `[${content}](${siteUrl}${(node as HTMLElement).getAttribute('href')})`,
  });
  const markdown = turndown.turndown(html);
  const title = markdown.search(/^# /m);
  return `${(title >= 0 ? markdown.slice(title) : markdown).replace(/^-\s{2,}/gm, '- ').trim()}\n`;
}
