import type { PaginatorStatus } from './constants.ts';

/** A count the paginator can work with: a whole number, never negative; anything else counts as 0. */
export const toCount = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/**
 * The page size in effect: the one asked for, else the first option. 0 means no size was given at all, and
 * then every item is on one page.
 */
export function effectivePageSize(pageSize: number, pageSizeOptions: readonly number[]): number {
  return toCount(pageSize) || toCount(pageSizeOptions[0] ?? 0);
}

/** The sizes the chooser offers: the options, sorted and without repeats, plus the size in effect when they lack it. */
export function sizeChoices(pageSizeOptions: readonly number[], pageSize: number): number[] {
  const sizes = new Set(pageSizeOptions.map(toCount).filter((size) => size > 0));
  if (pageSize > 0) sizes.add(pageSize);
  return [...sizes].sort((a, b) => a - b);
}

/** How many pages `length` items fill; a page size of 0 puts them all on one page. */
export function pageCount(length: number, pageSize: number): number {
  if (length === 0) return 0;
  return pageSize > 0 ? Math.ceil(length / pageSize) : 1;
}

/** The index of the last page, 0 when there are no items. */
export const lastPageIndex = (length: number, pageSize: number): number => Math.max(0, pageCount(length, pageSize) - 1);

/** The page index held in range: never below 0, never past the last page. */
export const clampPageIndex = (index: number, length: number, pageSize: number): number =>
  Math.min(toCount(index), lastPageIndex(length, pageSize));

/**
 * The page that still shows the first item of the current page once the page size changes, so the person
 * keeps their place in the list.
 */
export function pageIndexForSize(status: PaginatorStatus, nextPageSize: number): number {
  if (nextPageSize <= 0) return 0;
  return Math.floor((status.currentPageIndex * status.pageSize) / nextPageSize);
}

/**
 * The range text, such as "1 - 10 of 50": the last partial page ends at the length, and no items read "0 of 0".
 * `formatNumber` writes each number in the locale ("1.234" in German).
 */
export function rangeText(
  pageIndex: number,
  pageSize: number,
  length: number,
  of: string,
  formatNumber: (value: number) => string = String,
): string {
  if (length === 0) return `${formatNumber(0)} ${of} ${formatNumber(0)}`;
  const start = pageSize > 0 ? pageIndex * pageSize : 0;
  const end = pageSize > 0 ? Math.min(start + pageSize, length) : length;
  return `${formatNumber(start + 1)} - ${formatNumber(end)} ${of} ${formatNumber(length)}`;
}
