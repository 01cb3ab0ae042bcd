import indexFile from 'virtual:search-index-file';
import { createSiteSearch, type SiteSearch } from './engine';
import type { SearchIndexData } from './types';

let pending: Promise<SiteSearch> | null = null;

/** Fetches the index and builds the search, once per visit; after a failure the next call tries again. */
export function loadSiteSearch(): Promise<SiteSearch> {
  pending ??= fetch(`${import.meta.env.BASE_URL}${indexFile}`)
    .then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      return response.json() as Promise<SearchIndexData>;
    })
    .then(createSiteSearch)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
