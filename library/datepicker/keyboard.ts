import { readingStep, type Direction } from '../core/index.ts';
import { addDays, addMonths, startOfWeek } from './dates.ts';

/**
 * The day a key moves the calendar's focus to, from `day` (the grid keys of the date picker dialog
 * pattern): arrows a day or a week, Home and End the week's first and last day, Page Up and Page Down a
 * month, and with Shift a year. The grid's days run in the reading direction, so right to left ArrowLeft
 * is the next day. `null` for any other key.
 */
export function dayForKey(key: string, shiftKey: boolean, day: Date, firstDayOfWeek: number, dir: Direction = 'ltr'): Date | null {
  const step = readingStep(key, dir);
  if (step !== 0) return addDays(day, step);
  switch (key) {
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day, firstDayOfWeek);
    case 'End':
      return addDays(startOfWeek(day, firstDayOfWeek), 6);
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}
