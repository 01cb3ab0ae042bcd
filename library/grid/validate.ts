import { GRID_ERRORS, ROW_ALIGN_VALUES, ROW_JUSTIFY_VALUES } from './constants';

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * Props typed as numbers or unions still arrive as anything from plain JavaScript, a CMS or a parsed query
 * string; a bad one would lay the row out wrongly without a word, so it throws instead.
 */
export function checkRow(columns: unknown, gutter: unknown, justify: unknown, align: unknown): void {
  if (!isWhole(columns) || columns < 1) throw new RangeError(GRID_ERRORS.rowSpan(columns));
  if (typeof gutter !== 'number' || !Number.isFinite(gutter) || gutter < 0) throw new RangeError(GRID_ERRORS.gutter(gutter));
  if (!ROW_JUSTIFY_VALUES.includes(justify as never)) throw new RangeError(GRID_ERRORS.justify(justify));
  if (!ROW_ALIGN_VALUES.includes(align as never)) throw new RangeError(GRID_ERRORS.align(align));
}

export function checkColSpan(span: unknown, columns: number): void {
  if (!isWhole(span) || span < 0 || span > columns) throw new RangeError(GRID_ERRORS.colSpan(span, columns));
}
