import type { SortDirection } from './constants.ts';

/** The direction a sort header moves to when it is pressed: none → ascend → descend → none. */
export function nextSortDirection(direction: SortDirection): SortDirection {
  if (direction === null) return 'ascend';
  return direction === 'ascend' ? 'descend' : null;
}

/** A value as text for comparing: empty values (null, undefined) count as empty text. */
const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * Compares two cell values for sorting: two numbers by size, two strings with `localeCompare` (so "Émile"
 * sorts beside "Emma", not after "Zoe"), anything else as text. Negative when `a` comes first.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  return asText(a).localeCompare(asText(b));
}

/**
 * A sorted copy of `rows`, by a property name or by a function that reads the value from a row, compared
 * with `compareValues`. Direction null gives the rows back in their original order, as a sort header's
 * third press asks. Rows that compare equal keep their original order.
 */
export function sortRows<T>(rows: readonly T[], by: keyof T | ((row: T) => unknown), direction: SortDirection): T[] {
  if (direction === null) return rows.slice();
  const read = typeof by === 'function' ? by : (row: T) => row[by];
  const sign = direction === 'ascend' ? 1 : -1;
  return rows
    .map((row) => ({ row, value: read(row) }))
    .sort((a, b) => sign * compareValues(a.value, b.value))
    .map(({ row }) => row);
}
