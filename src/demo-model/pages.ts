import type { DocPage } from './doc-page';

// Vite turns this glob into lazy imports: a page's texts download only when it opens.
const pageModules = import.meta.glob<{ default: DocPage }>('/demos/*/page.ts');

/** '/demos/radio-button/page.ts' → 'radio-button'. */
const slugOfKey = (key: string) => key.split('/')[2];

/** The component pages that exist: a folder under demos/ with a page.ts. */
export const AVAILABLE_PAGES: ReadonlySet<string> = new Set(Object.keys(pageModules).map(slugOfKey));

const pageKey = (slug: string) => `/demos/${slug}/page.ts`;

/** A page's texts module as the build's manifest names it: a prerendered page links its chunk. */
export const pageSource = (slug: string): string => pageKey(slug).slice(1);

export async function loadPage(slug: string): Promise<DocPage> {
  const load = pageModules[pageKey(slug)];
  if (!load) throw new Error(`No docs page for "${slug}"`);
  return (await load()).default;
}
