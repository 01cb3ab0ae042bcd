import type { SearchIndexData } from '../../../search/types';

/** One page's demos, as the New dialog lists them. */
export interface DemoGroup {
  page: string;
  pageTitle: string;
  demos: { id: string; title: string }[];
}

/** Every component page's demos from the site's index, in the navigation's order. */
export function demoGroups(index: SearchIndexData): DemoGroup[] {
  const groups = new Map<string, DemoGroup>();
  for (const [page, pageTitle] of Object.entries(index.pages)) {
    // The site's own pages (their keys are paths) have no demos.
    if (!page.startsWith('/')) groups.set(page, { page, pageTitle, demos: [] });
  }
  for (const entry of index.entries) {
    if (entry.kind === 'demo') groups.get(entry.page)?.demos.push({ id: entry.target, title: entry.title });
  }
  return [...groups.values()].filter((group) => group.demos.length > 0);
}

const normalise = (text: string) => text.toLocaleLowerCase('en-US').normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The groups whose page or demo titles hold every word typed: a word matching the page keeps all its
 * demos ("date" → every date picker demo), others keep the demos that match.
 */
export function filterDemoGroups(groups: DemoGroup[], query: string): DemoGroup[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  const matches = (text: string) => words.every((word) => text.includes(word));
  return groups
    .map((group) => {
      const page = normalise(group.pageTitle);
      return { ...group, demos: group.demos.filter((demo) => matches(`${page} ${normalise(demo.title)}`)) };
    })
    .filter((group) => group.demos.length > 0);
}
