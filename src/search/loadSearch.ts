import indexFile from 'virtual:search-index-file';
import { createSiteSearch, type SiteSearch } from './engine';
import type { SearchIndexData } from './types';

let pendingIndex: Promise<SearchIndexData> | null = null;
let pendingSearch: Promise<SiteSearch> | null = null;

/**
 * The site's index of pages, demos, props and keys, fetched once per visit (the search reads it, and so
 * does the playground's list of demos); after a failure the next call tries again.
 */
export function loadSearchIndex(): Promise<SearchIndexData> {
  pendingIndex ??= fetch(`${import.meta.env.BASE_URL}${indexFile}`)
    .then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      return response.json() as Promise<SearchIndexData>;
    })
    .catch((error: unknown) => {
      pendingIndex = null;
      throw error;
    });
  return pendingIndex;
}

/** Builds the search from the index, once per visit; after a failure the next call tries again. */
export function loadSiteSearch(): Promise<SiteSearch> {
  pendingSearch ??= loadSearchIndex()
    .then(createSiteSearch)
    .catch((error: unknown) => {
      pendingSearch = null;
      throw error;
    });
  return pendingSearch;
}
