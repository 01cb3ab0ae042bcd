import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchEntry, SearchIndexData, SearchKind } from './types';

/** One page's results, best first; the groups come in the order of their best result. */
export interface ResultGroup {
  page: string;
  pageTitle: string;
  results: SearchEntry[];
}

export interface SiteSearch {
  /**
   * Results grouped by page, at most `MAX_RESULTS` in all; none for an empty query. `currentPage` (the
   * page folder the person is on) ranks that page's results first among those about as relevant.
   */
  query: (text: string, currentPage?: string) => ResultGroup[];
  /** How many of each kind the index holds. */
  counts: Record<SearchKind, number>;
}

/** Enough to show every row of a prop name several components share, without a wall of options. */
export const MAX_RESULTS = 50;

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** `ngxSize` is indexed as itself and as `ngx` and `size`, so "size" finds every kind of size. */
const indexWords = (text: string) =>
  words(text).flatMap((word) => {
    const parts = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u);
    return parts.length > 1 ? [word, ...parts] : [word];
  });

/**
 * The results of the page one is on outrank others up to this much more relevant: a prop every form
 * control has is, on the date picker's page, the date picker's first.
 */
export const CURRENT_PAGE_BOOST = 1.5;

/** A page itself comes before its parts when both match as well. */
const KIND_WEIGHT: Record<SearchKind, number> = { page: 1.4, prop: 1, demo: 1, keyboard: 0.8 };

interface IndexedEntry {
  id: number;
  title: string;
  text: string;
  component: string;
  pageTitle: string;
  category: string;
}

/** Builds the search over the index: fuzzy (one typo in four letters or more), prefix, case-insensitive. */
export function createSiteSearch(data: SearchIndexData): SiteSearch {
  const { entries } = data;
  const miniSearch = new MiniSearch<IndexedEntry>({
    fields: ['title', 'text', 'component', 'pageTitle', 'category'],
    tokenize: indexWords,
    searchOptions: { tokenize: words },
  });
  miniSearch.addAll(
    entries.map((entry, id) => ({
      id,
      title: entry.title,
      text: entry.text,
      component: entry.component ?? '',
      pageTitle: data.pages[entry.page] ?? entry.page,
      category: entry.category ?? '',
    })),
  );

  const options: SearchOptions = {
    boost: { title: 4, component: 2, pageTitle: 1.5 },
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  };
  const weight = (id: number, currentPage: string | undefined) =>
    KIND_WEIGHT[entries[id].kind] * (currentPage !== undefined && entries[id].page === currentPage ? CURRENT_PAGE_BOOST : 1);

  const query = (text: string, currentPage?: string): ResultGroup[] => {
    if (!text.trim()) return [];
    const ranked: SearchOptions = { ...options, boostDocument: (id) => weight(id as number, currentPage) };
    // Every word must match; when no entry has them all, entries with any of them are better than nothing.
    let hits = miniSearch.search(text, { ...ranked, combineWith: 'AND' });
    if (hits.length === 0) hits = miniSearch.search(text, { ...ranked, combineWith: 'OR' });
    const groups = new Map<string, ResultGroup>();
    for (const hit of hits.slice(0, MAX_RESULTS)) {
      const entry = entries[hit.id as number];
      let group = groups.get(entry.page);
      if (!group) {
        group = { page: entry.page, pageTitle: data.pages[entry.page] ?? entry.page, results: [] };
        groups.set(entry.page, group);
      }
      group.results.push(entry);
    }
    return [...groups.values()];
  };

  const counts: Record<SearchKind, number> = { page: 0, prop: 0, demo: 0, keyboard: 0 };
  for (const entry of entries) counts[entry.kind] += 1;
  return { query, counts };
}
