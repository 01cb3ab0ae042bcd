/** The order a sort header shows: 'ascend', 'descend', or null when it is not sorted. */
export type SortDirection = 'ascend' | 'descend' | null;

/**
 * Sizes of a table's scrolling box: `x` is the least width of the table (wider than the box, it scrolls
 * sideways), `y` the most height of its body (taller, the body scrolls under a header that stays in view).
 * Strings are CSS lengths ('1800px', '40rem'); numbers are px.
 */
export interface TableScroll {
  x?: string | number | null;
  y?: string | number | null;
}

/** The narrowest a column can be made with its resize handle, in px. */
export const TABLE_COLUMN_MIN_WIDTH = 80;
/** px an arrow key on a resize handle changes the column by, and with Shift held. */
export const TABLE_RESIZE_STEP = 10;
export const TABLE_RESIZE_STEP_LARGE = 50;

/** The value of `aria-sort` on a sort header's cell for each direction. */
export const TABLE_ARIA_SORT = { ascend: 'ascending', descend: 'descending', none: 'none' } as const;

/** Words a sort button adds to the column's name, so its name says the state as well. */
export const TABLE_SORT_STATE_LABELS = {
  ascend: 'sorted ascending',
  descend: 'sorted descending',
  none: 'not sorted',
} as const;

/** What a resize handle is called, before the column's name, unless `aria-label` says otherwise. */
export const TABLE_RESIZE_LABEL = 'Resize';
