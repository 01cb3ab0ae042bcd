import { componentPath } from '../data/routes';

/** What a search result points at: a page itself, one row of an API table, a demo, or a keyboard row. */
export type SearchKind = 'page' | 'prop' | 'demo' | 'keyboard';

/** One searchable thing of a component page. */
export interface SearchEntry {
  kind: SearchKind;
  /** The page's folder under demos/, its path under /components. */
  page: string;
  /** The prop name, demo title, keys, or page title. */
  title: string;
  /** The prop's JSDoc text, the demo's or page's description, or the keyboard row's action. */
  text: string;
  /** The id of the element on the page (`api-Button-size`, `button-demo1`, `keyboard-0`); '' for the page. */
  target: string;
  /** The component whose API table holds the prop; props only. */
  component?: string;
  /** A component page's category ("Overlays"); pages only. */
  category?: string;
  /** Where a page that is no component page lives (`/playground`); `page` is then that path. */
  href?: string;
}

/** The search index the build writes as a static JSON asset. */
export interface SearchIndexData {
  /** Page folder → the page's title, in the side navigation's order. */
  pages: Record<string, string>;
  entries: SearchEntry[];
}

/** Where a result leads: the page, and the element on it when there is one. */
export const entryHref = (entry: Pick<SearchEntry, 'page' | 'target' | 'href'>): string =>
  entry.href ?? `${componentPath(entry.page)}${entry.target ? `#${entry.target}` : ''}`;
