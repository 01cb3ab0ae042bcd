import { compareDays, isSameDay, startOfDay } from './dates.ts';

/** A range of calendar days; either end is `null` until chosen. */
export interface DateRange {
  startDate: Date | null;
  endDate: Date | null;
}

export const EMPTY_RANGE: DateRange = { startDate: null, endDate: null };

/** Days without their time; when the start is later than the end, the end is set to the start. */
export function normalizeRange({ startDate, endDate }: DateRange): DateRange {
  const start = startDate ? startOfDay(startDate) : null;
  const end = endDate ? startOfDay(endDate) : null;
  return { startDate: start, endDate: start && end && compareDays(start, end) > 0 ? start : end };
}

/** Whether two ends are the same day, or both not chosen. */
export const sameEnd = (a: Date | null, b: Date | null): boolean => a === b || isSameDay(a, b);

export const sameRange = (a: DateRange, b: DateRange): boolean => sameEnd(a.startDate, b.startDate) && sameEnd(a.endDate, b.endDate);

/** Whether the range is waiting for its end: the next pick completes it. */
export const awaitsEnd = (range: DateRange): boolean => range.startDate !== null && range.endDate === null;

/**
 * A pick on the calendar: with a start and no end it sets the end, swapping the two when the day is
 * earlier than the start; otherwise (nothing chosen, or a whole range) it starts a new range on the day.
 */
export function pickDay(range: DateRange, day: Date): DateRange {
  const { startDate } = range;
  if (startDate && awaitsEnd(range)) {
    return compareDays(day, startDate) < 0 ? { startDate: day, endDate: startDate } : { startDate, endDate: day };
  }
  return { startDate: day, endDate: null };
}

/** A start typed in (or cleared): a start later than the end sets the end to the start. */
export const typeStart = (range: DateRange, day: Date | null): DateRange => normalizeRange({ startDate: day, endDate: range.endDate });

/** An end typed in (or cleared): like a pick, an end earlier than the start swaps the two. */
export function typeEnd(range: DateRange, day: Date | null): DateRange {
  const { startDate } = range;
  if (day && startDate && compareDays(day, startDate) < 0) return { startDate: day, endDate: startDate };
  return { startDate, endDate: day };
}

/** Whether a day lies between the range's start and end, both included. */
export function inRange(day: Date, range: DateRange): boolean {
  const { startDate, endDate } = range;
  if (!startDate) return false;
  if (!endDate) return isSameDay(day, startDate);
  return compareDays(day, startDate) >= 0 && compareDays(day, endDate) <= 0;
}

/** One of a range's two ends, and the date field that shows it. */
export type Side = 'start' | 'end';

export const SIDES: readonly Side[] = ['start', 'end'];

/** The other end. */
export const otherSide = (side: Side): Side => (side === 'start' ? 'end' : 'start');

/** The date at one end of a range. */
export const endOf = (range: DateRange, side: Side): Date | null => (side === 'start' ? range.startDate : range.endDate);

/** A range `onChange` reports: both ends chosen, or none. */
export const isWhole = ({ startDate, endDate }: DateRange): boolean => (startDate === null) === (endDate === null);
