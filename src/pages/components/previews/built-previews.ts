import { demoIdOf } from '../../../demo-model/demo-id';
import { builtBlock } from '../../../shared/prerender-context';
import { stylesheetParts } from '../../../shared/stylesheet-parts';

/**
 * The categories page's previews as the build rendered them: each component's first example, drawn
 * once at build time and shown as HTML, so the page runs none of the thirty components' code. A page
 * that hydrates takes them up from its own document; one reached in the app fetches the page as built
 * and takes them from there, with the stylesheet that dresses them.
 */

/** The example a card shows: each page's first, its basic use. */
export const previewDemoId = (slug: string): string => demoIdOf(slug, 1);

/** The element holding a component's preview, in the page as built. */
export const previewId = (slug: string): string => `category-preview-${slug}`;

const previews = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: told when previews arrive from the built page. */
export function subscribePreviews(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const previewsVersion = (): number => version;

/** The preview of `slug` the page has kept (taken up or fetched before); null if none. */
export const keptPreview = (slug: string): string | null => previews.get(slug) ?? null;

/** The preview of `slug` the page has: kept from before, or taken up now from the document as built. */
export function takenPreview(slug: string): string | null {
  const kept = keptPreview(slug);
  if (kept !== null) return kept;
  // An empty one is this page's own, drawn while its preview is still on the way.
  const built = builtBlock(previewId(slug)) || null;
  if (built !== null) previews.set(slug, built);
  return built;
}

let request: Promise<void> | null = null;

/**
 * Fetches the categories page as built (`url`) when any of `slugs` has no preview yet, and takes the
 * previews from it; the stylesheets that dress them are linked first.
 * A failed request leaves the cards without pictures and is tried again on the next visit.
 */
export function fetchBuiltPreviews(url: string, slugs: readonly string[]): Promise<void> {
  if (slugs.every((slug) => takenPreview(slug) !== null)) return Promise.resolve();
  request ??= fetch(url)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${url} answered ${response.status}`))))
    .then(async (html) => {
      const page = new DOMParser().parseFromString(html, 'text/html');
      await linkStylesheets(page, url);
      for (const slug of slugs) {
        const element = page.getElementById(previewId(slug));
        if (element && !previews.has(slug)) previews.set(slug, element.innerHTML);
      }
      changed();
    })
    .catch(() => {
      request = null;
    });
  return request;
}

/**
 * Links the stylesheets of the built page's parts (named there, as its one stylesheet holds them all)
 * that this document has not, and waits for them: the components' and examples' rules.
 */
function linkStylesheets(page: Document, url: string): Promise<unknown> {
  const base = new URL(url, document.baseURI);
  const present = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
  const missing = stylesheetParts(page)
    .map((link) => new URL(link.getAttribute('href') ?? '', base).href)
    .filter((href) => !present.has(href));
  return Promise.all(
    missing.map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = link.onerror = () => resolve();
          document.head.append(link);
        }),
    ),
  );
}
