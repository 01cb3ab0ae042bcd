export type RowJustify = 'start' | 'end' | 'center' | 'space-around' | 'space-between' | 'space-evenly';
export type RowAlign = 'top' | 'middle' | 'bottom';

/**
 * Space between columns in px: one number for the horizontal gap, `[horizontal, vertical]` for both,
 * or either written as text (`"16"`, `"[8,16]"`), as a template attribute gives it.
 */
export type RowGutter = number | readonly [horizontal: number, vertical?: number] | string;

/** A whole number of columns, or the same number written as text (`"6"`). */
export type GridSpan = number | `${number}`;

/** How many columns a row is divided into unless its `span` says otherwise. */
export const GRID_COLUMNS = 24;
/** Space between columns in px unless the row's `gutter` says otherwise. */
export const GRID_GUTTER = 0;

/** Every accepted `justify`, in the order the docs list them. */
export const ROW_JUSTIFY_VALUES: readonly RowJustify[] = ['start', 'end', 'center', 'space-around', 'space-between', 'space-evenly'];
/** Every accepted `align`. */
export const ROW_ALIGN_VALUES: readonly RowAlign[] = ['top', 'middle', 'bottom'];

// A string is quoted so `"8px"` (text where a number belongs) reads differently from 8.
const shown = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : Array.isArray(value) ? JSON.stringify(value) : String(value);

/** The development warnings for values the grid cannot lay out; each says what is used instead. */
export const GRID_WARNINGS = {
  rowSpan: (value: unknown) => `Aquila UI: Row span must be a whole number of at least 1; got ${shown(value)}. Using ${GRID_COLUMNS}.`,
  gutter: (value: unknown) =>
    `Aquila UI: Row gutter must be pixels of at least 0: a number, [horizontal, vertical], or the same as text ("16", "[8,16]"); got ${shown(value)}. Using ${GRID_GUTTER}.`,
  justify: (value: unknown) =>
    `Aquila UI: Row justify must be one of ${ROW_JUSTIFY_VALUES.join(', ')}; got ${shown(value)}. Using start.`,
  align: (value: unknown) => `Aquila UI: Row align must be one of ${ROW_ALIGN_VALUES.join(', ')}; got ${shown(value)}. Using top.`,
  colSpan: (value: unknown, columns: number) =>
    `Aquila UI: Col span must be a whole number from 0 to ${columns} (the row's span); got ${shown(value)}. Using ${columns}.`,
} as const;
