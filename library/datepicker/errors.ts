/** What `RangeDatepicker` throws when its props cannot work; each message names the prop and the value given. */
export const DATEPICKER_ERRORS = {
  format: (format: string) =>
    `RangeDatepicker: format "${format}" must have a day (dd or d), a month (MM or M) and a year (yyyy), each once`,
  firstDayOfWeek: (value: number) =>
    `RangeDatepicker: firstDayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday), got ${value}`,
  years: (startYear: number, endYear: number) =>
    `RangeDatepicker: startYear and endYear must be whole numbers from 1 to 9999 with startYear <= endYear, got ${startYear} and ${endYear}`,
  names: (prop: string, expected: number, got: number) => `RangeDatepicker: ${prop} must have ${expected} names, got ${got}`,
};

const ISO_FORMAT = 'yyyy-MM-dd';

/** What `RangeDatepicker` warns of in development, for props it can still work with. */
export const DATEPICKER_WARNINGS = {
  unreadableDate: (prop: string, side: 'start' | 'end', given: unknown, format: string) =>
    `Aquila UI: RangeDatepicker could not read ${prop}.${side}Date ${typeof given === 'string' ? JSON.stringify(given) : String(given)} ` +
    `as a date in ${format === ISO_FORMAT ? format : `${format} or ${ISO_FORMAT}`}, so the ${side} is empty.`,
};

interface CheckedProps {
  firstDayOfWeek: number;
  startYear: number;
  endYear: number;
  days: readonly string[];
  dayNames: readonly string[];
  months: readonly string[];
}

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** Throws a RangeError for props no calendar can be drawn from, rather than drawing a wrong one. */
export function checkDatepickerProps({ firstDayOfWeek, startYear, endYear, days, dayNames, months }: CheckedProps): void {
  if (!isWhole(firstDayOfWeek, 0, 6)) throw new RangeError(DATEPICKER_ERRORS.firstDayOfWeek(firstDayOfWeek));
  if (!isWhole(startYear, 1, 9999) || !isWhole(endYear, 1, 9999) || startYear > endYear) {
    throw new RangeError(DATEPICKER_ERRORS.years(startYear, endYear));
  }
  for (const [prop, names, expected] of [
    ['days', days, 7],
    ['dayNames', dayNames, 7],
    ['months', months, 12],
  ] as const) {
    if (names.length !== expected) throw new RangeError(DATEPICKER_ERRORS.names(prop, expected, names.length));
  }
}
