export type RowJustify = 'start' | 'end' | 'center' | 'space-around' | 'space-between' | 'space-evenly';
export type RowAlign = 'top' | 'middle' | 'bottom';

/** How many columns a row is divided into unless its `ngxSpan` says otherwise. */
export const GRID_COLUMNS = 24;
/** Space between columns in px unless the row's `ngxGutter` says otherwise. */
export const GRID_GUTTER = 0;

/** Every accepted `ngxJustify`, in the order the docs list them. */
export const ROW_JUSTIFY_VALUES: readonly RowJustify[] = ['start', 'end', 'center', 'space-around', 'space-between', 'space-evenly'];
/** Every accepted `ngxAlign`. */
export const ROW_ALIGN_VALUES: readonly RowAlign[] = ['top', 'middle', 'bottom'];

// A string is quoted so `"8"` (a string where a number belongs) reads differently from 8.
const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/** The texts thrown (as RangeError) for values the grid cannot lay out. */
export const GRID_ERRORS = {
  rowSpan: (value: unknown) => `Row ngxSpan must be a whole number of at least 1; got ${shown(value)}.`,
  gutter: (value: unknown) => `Row ngxGutter must be a number of pixels of at least 0; got ${shown(value)}.`,
  justify: (value: unknown) => `Row ngxJustify must be one of ${ROW_JUSTIFY_VALUES.join(', ')}; got ${shown(value)}.`,
  align: (value: unknown) => `Row ngxAlign must be one of ${ROW_ALIGN_VALUES.join(', ')}; got ${shown(value)}.`,
  colSpan: (value: unknown, columns: number) =>
    `Col ngxSpan must be a whole number from 0 to ${columns} (the row's ngxSpan); got ${shown(value)}.`,
  outsideRow: 'Col must be placed inside a Row.',
} as const;
