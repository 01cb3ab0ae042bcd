import { compileFormat, type DateFormat } from './format.ts';
import { EMPTY_RANGE, type DateRange, type Side } from './range.ts';

/**
 * A range as `value` and `defaultValue` take it: each end a `Date`, a string in the picker's format or
 * ISO `yyyy-MM-dd`, or `null` until chosen, so a value kept as text (from a form or a URL) needs no parsing first.
 */
export interface DateRangeInput {
  startDate: Date | string | null;
  endDate: Date | string | null;
}

/** A range written in the picker's format, as `onChange` gives it beside the dates. */
export interface DateRangeText {
  startDate: string | null;
  endDate: string | null;
}

/** An end that could not be read: which one, and what was given. */
export interface UnreadableEnd {
  side: Side;
  given: unknown;
}

const ISO = compileFormat('yyyy-MM-dd');

/** The date one end stands for: `null` for none, `undefined` when it cannot be read. */
function readEnd(given: unknown, format: DateFormat): Date | null | undefined {
  if (given === null || given === undefined || given === '') return null;
  if (given instanceof Date) return Number.isNaN(given.getTime()) ? undefined : given;
  if (typeof given !== 'string') return undefined;
  return format.parse(given) ?? ISO.parse(given) ?? undefined;
}

/**
 * The dates of a range given as `DateRangeInput`. Props come from people and from ported code, so nothing
 * given here throws: an end that is no date (a string in neither format, an invalid `Date`) is empty, and
 * listed so the picker can say so.
 */
export function readRange(
  input: DateRangeInput | null | undefined,
  format: DateFormat,
): { range: DateRange; unreadable: UnreadableEnd[] } {
  const { startDate, endDate } = input ?? EMPTY_RANGE;
  const start = readEnd(startDate, format);
  const end = readEnd(endDate, format);
  const unreadable: UnreadableEnd[] = [];
  if (start === undefined) unreadable.push({ side: 'start', given: startDate });
  if (end === undefined) unreadable.push({ side: 'end', given: endDate });
  return { range: { startDate: start ?? null, endDate: end ?? null }, unreadable };
}

/** The range written in the format, each end `null` while not chosen. */
export const rangeText = ({ startDate, endDate }: DateRange, format: DateFormat): DateRangeText => ({
  startDate: startDate && format.format(startDate),
  endDate: endDate && format.format(endDate),
});
