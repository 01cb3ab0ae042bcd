export type { PaginatorLabels } from '../core/messages.ts';
/**
 * Where the paginator stands: the page shown (counted from 0), how many items a page holds and, when given,
 * how many items there are. What `onPage` reports is one, so it can be stored as it is.
 */
export interface PaginatorStatus {
  /** The page shown, counted from 0. */
  currentPageIndex: number;
  /** How many items a page holds. */
  pageSize: number;
  /** How many items there are across all pages; when left out, the `length` prop says. */
  length?: number;
  /** The page shown before the last change; the paginator reports it and does not read it. */
  previousPageIndex?: number;
}

/** What `onPage` receives whenever the page, the page size or the length changes. */
export interface PaginatorPageEvent extends PaginatorStatus {
  /** The page shown before the change, counted from 0. */
  previousPageIndex: number;
  /** How many items there are across all pages. */
  length: number;
}

/** The width of the page-size chooser, in px: room for three digits and the arrow. */
export const PAGINATOR_SIZE_FIELD_WIDTH = 84;
