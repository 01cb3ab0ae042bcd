/** What is wrong with props `RangeDatepicker` cannot work with; each text names the prop and the value given. */
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
