import { isMainFile } from './file-keys';
import type { DocPage } from './types';

// Vite turns this glob into lazy imports: a page's texts download only when it opens.
const pageModules = import.meta.glob<{ default: DocPage }>('/demos/*/page.ts');

const pageKey = (slug: string) => `/demos/${slug}/page.ts`;

/** The component pages that exist: a folder under demos/ with a page.ts. */
export const AVAILABLE_PAGES: ReadonlySet<string> = new Set(Object.keys(pageModules).map((key) => key.split('/')[2]));

export async function loadPage(slug: string): Promise<DocPage> {
  const load = pageModules[pageKey(slug)];
  if (!load) throw new Error(`No docs page for "${slug}"`);
  return (await load()).default;
}

/** 'button-demo1' → 'button': a demo's folder names the page (and the demo folder) it belongs to. */
export const pageOfDemo = (demoId: string): string => demoId.replace(/-demo\d+$/, '');

const demoFolderUrl = (demoId: string) => `${import.meta.env.BASE_URL}assets/demos/${pageOfDemo(demoId)}/${demoId}/`;

/**
 * Public URL of one source file of a demo: `<demo>.html`, `<demo>.tsx` and `<demo>.scss` for the main
 * three (keys 'html', 'tsx', 'scss'), the file's own name for any other.
 */
export const demoSourceUrl = (demoId: string, key: string): string =>
  demoFolderUrl(demoId) + (isMainFile(key) ? `${demoId}.${key}` : key);

/** The demo compiled at build time for edit mode's first preview. */
export const demoCompiledUrl = (demoId: string): string => `${demoFolderUrl(demoId)}${demoId}.compiled.json`;
