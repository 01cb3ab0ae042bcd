import { addDays, addMonths, startOfWeek } from './dates.ts';

/**
 * The day a key moves the calendar's focus to, from `day` (the grid keys of the date picker dialog
 * pattern): arrows a day or a week, Home and End the week's first and last day, Page Up and Page Down a
 * month, and with Shift a year. `null` for any other key.
 */
export function dayForKey(key: string, shiftKey: boolean, day: Date, firstDayOfWeek: number): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
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
