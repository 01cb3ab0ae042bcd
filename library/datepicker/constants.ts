/** The pattern typed dates are read and shown in: `dd`/`d` day, `MM`/`M` month, `yyyy` year. */
export const DATEPICKER_FORMAT = 'dd/MM/yyyy';
/** The first year the calendar reaches. */
export const DATEPICKER_START_YEAR = 1900;
/** The last year the calendar reaches. */
export const DATEPICKER_END_YEAR = 2100;
/** Sunday; 1 is Monday … 6 is Saturday, as `Date.prototype.getDay()` counts. */
export const DATEPICKER_FIRST_DAY_OF_WEEK = 0;
/** The text of the button that picks today. */
export const DATEPICKER_TODAY_LABEL = 'Today';
/** Short weekday names shown over the columns, Sunday first. */
export const DATEPICKER_DAYS: readonly string[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Full weekday names, Sunday first: the columns' accessible names and part of each day's. */
export const DATEPICKER_DAY_NAMES: readonly string[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Month names, January first. */
export const DATEPICKER_MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** The calendar popup's width in px. */
export const DATEPICKER_WIDTH = 323;
/** Weeks in the calendar grid: always six, so the popup does not change height from month to month. */
export const DATEPICKER_WEEKS = 6;

/** The texts a person reads or hears besides day and month names; pass your own to translate them. */
export interface RangeDatepickerLabels {
  /** Accessible name of the first date field. */
  startDate: string;
  /** Accessible name of the second date field. */
  endDate: string;
  /** Accessible name of the button that opens the calendar, and of the calendar dialog. */
  chooseDates: string;
  /** Accessible name of the button that shows the same month a year before. */
  previousYear: string;
  /** Accessible name of the button that shows the month before. */
  previousMonth: string;
  /** Accessible name of the button that shows the month after. */
  nextMonth: string;
  /** Accessible name of the button that shows the same month a year after. */
  nextYear: string;
  /** Accessible name of the month list. */
  month: string;
  /** Accessible name of the year list. */
  year: string;
  /** Said after a day's name when it starts the range. */
  rangeStart: string;
  /** Said after a day's name when it ends the range. */
  rangeEnd: string;
  /** The message for typed text that is not a date in the format. */
  invalidDate: (text: string, format: string) => string;
  /** The message for a typed date outside the years the calendar reaches. */
  outOfRange: (text: string, startYear: number, endYear: number) => string;
}

export const DATEPICKER_LABELS: RangeDatepickerLabels = {
  startDate: 'Start date',
  endDate: 'End date',
  chooseDates: 'Choose dates',
  previousYear: 'Previous year',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  nextYear: 'Next year',
  month: 'Month',
  year: 'Year',
  rangeStart: 'start of range',
  rangeEnd: 'end of range',
  invalidDate: (text, format) => `${text} is not a valid date — use ${format}`,
  outOfRange: (text, startYear, endYear) => `${text} is outside the years ${startYear} to ${endYear}`,
};
