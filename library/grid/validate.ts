import { useEffect } from 'react';
import {
  GRID_COLUMNS,
  GRID_GUTTER,
  GRID_WARNINGS,
  ROW_ALIGN_VALUES,
  ROW_JUSTIFY_VALUES,
  type RowAlign,
  type RowJustify,
} from './constants.ts';

/**
 * Props typed as numbers or unions still arrive as anything from plain JavaScript, a CMS or a parsed
 * query string. A layout prop must never take the page down, so a bad value is replaced by the default
 * and reported: each resolver returns the value to use and the warning, if any.
 */
export interface Resolved<T> {
  value: T;
  warning: string | null;
}

const ok = <T>(value: T): Resolved<T> => ({ value, warning: null });

/** A whole number, or a string holding only one (`"24"`, as an HTML attribute gives it). */
function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

export function resolveRowSpan(value: unknown): Resolved<number> {
  const columns = wholeNumber(value);
  return columns !== null && columns >= 1 ? ok(columns) : { value: GRID_COLUMNS, warning: GRID_WARNINGS.rowSpan(value) };
}

const isPixels = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** `[horizontal, vertical]` in px from a number, a one- or two-number array, or either as JSON text. */
function gutterPair(value: unknown): [number, number] | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (isPixels(parsed)) return [parsed, 0];
  if (Array.isArray(parsed) && parsed.length >= 1 && parsed.length <= 2 && parsed.every(isPixels)) {
    return [parsed[0], parsed[1] ?? 0];
  }
  return null;
}

export function resolveGutter(value: unknown): Resolved<[number, number]> {
  const pair = gutterPair(value);
  return pair ? ok(pair) : { value: [GRID_GUTTER, GRID_GUTTER], warning: GRID_WARNINGS.gutter(value) };
}

export function resolveJustify(value: unknown): Resolved<RowJustify> {
  return ROW_JUSTIFY_VALUES.includes(value as RowJustify)
    ? ok(value as RowJustify)
    : { value: 'start', warning: GRID_WARNINGS.justify(value) };
}

export function resolveAlign(value: unknown): Resolved<RowAlign> {
  return ROW_ALIGN_VALUES.includes(value as RowAlign) ? ok(value as RowAlign) : { value: 'top', warning: GRID_WARNINGS.align(value) };
}

export function resolveColSpan(value: unknown, columns: number): Resolved<number> {
  const span = wholeNumber(value);
  return span !== null && span >= 0 && span <= columns ? ok(span) : { value: columns, warning: GRID_WARNINGS.colSpan(value, columns) };
}

/** Reports the warnings of one element in development, again only when they change. */
export function useLayoutWarnings(...warnings: (string | null)[]): void {
  const report = warnings.filter(Boolean).join('\n');
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && report) for (const line of report.split('\n')) console.warn(line);
  }, [report]);
}
