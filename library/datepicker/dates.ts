/**
 * Calendar-day arithmetic on local dates at midnight. Months are 0-based, as in `Date`.
 * `setFullYear` is used instead of `new Date(y, m, d)`, which reads years 0–99 as 1900–1999.
 */
export function makeDate(year: number, month: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  return date;
}

/** The same calendar day at midnight, without the time of day. */
export const startOfDay = (date: Date): Date => makeDate(date.getFullYear(), date.getMonth(), date.getDate());

export const daysInMonth = (year: number, month: number): number => makeDate(year, month + 1, 0).getDate();

export const addDays = (date: Date, days: number): Date => makeDate(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The same day `months` later, or the month's last day when it is shorter (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: Date, months: number): Date {
  const first = makeDate(date.getFullYear(), date.getMonth() + months, 1);
  const day = Math.min(date.getDate(), daysInMonth(first.getFullYear(), first.getMonth()));
  return makeDate(first.getFullYear(), first.getMonth(), day);
}

/** A number that orders calendar days and ignores the time of day. */
const dayNumber = (date: Date): number => date.getFullYear() * 10000 + date.getMonth() * 100 + date.getDate();

/** Negative, zero or positive as `a` is before, on or after `b`'s calendar day. */
export const compareDays = (a: Date, b: Date): number => dayNumber(a) - dayNumber(b);

export const isSameDay = (a: Date | null | undefined, b: Date | null | undefined): boolean => !!a && !!b && compareDays(a, b) === 0;

export const clampDay = (date: Date, min: Date, max: Date): Date =>
  compareDays(date, min) < 0 ? min : compareDays(date, max) > 0 ? max : date;

/** The first day of the week `date` is in, for weeks starting on `firstDayOfWeek` (0 Sunday … 6 Saturday). */
export const startOfWeek = (date: Date, firstDayOfWeek: number): Date => addDays(date, -((date.getDay() - firstDayOfWeek + 7) % 7));

/** `weeks` rows of seven days, the first row holding the 1st of the month. */
export function monthGrid(year: number, month: number, firstDayOfWeek: number, weeks: number): Date[][] {
  const first = startOfWeek(makeDate(year, month, 1), firstDayOfWeek);
  return Array.from({ length: weeks }, (_, week) => Array.from({ length: 7 }, (_, day) => addDays(first, week * 7 + day)));
}

/** `yyyy-MM-dd`, a stable key for a day. */
export const dayKey = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
