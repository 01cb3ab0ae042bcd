import type { ComponentType } from 'react';
import type { DocPage } from './types';

// Vite turns these globs into lazy imports: a page's texts and demos download only when it opens.
const pageModules = import.meta.glob<{ default: DocPage }>('/demos/*/page.ts');
const demoModules = import.meta.glob<{ default: ComponentType }>('/demos/*/*-demo*/*-demo*.tsx');

const pageKey = (slug: string) => `/demos/${slug}/page.ts`;

/** The component pages that exist: a folder under demos/ with a page.ts. */
export const AVAILABLE_PAGES: ReadonlySet<string> = new Set(
  Object.keys(pageModules).map((key) => key.split('/')[2]),
);

export async function loadPage(slug: string): Promise<DocPage> {
  const load = pageModules[pageKey(slug)];
  if (!load) throw new Error(`No docs page for "${slug}"`);
  return (await load()).default;
}

/** `demoId` is the demo folder, e.g. 'button-demo1', which names its component folder too. */
export function demoLoader(demoId: string): (() => Promise<{ default: ComponentType }>) | undefined {
  const component = demoId.replace(/-demo\d+$/, '');
  return demoModules[`/demos/${component}/${demoId}/${demoId}.tsx`];
}

export type SourceFile = 'html' | 'tsx' | 'scss';

/** Public URL of one source file of a demo (SPEC.md §7), relative to the site's base. */
export function demoSourceUrl(demoId: string, file: SourceFile): string {
  const component = demoId.replace(/-demo\d+$/, '');
  return `${import.meta.env.BASE_URL}assets/demos/${component}/${demoId}/${demoId}.${file}`;
}
