/** The pattern typed dates are read and shown in: `dd`/`d` day, `MM`/`M` month, `yyyy` year. */
export const DATEPICKER_FORMAT = 'dd/MM/yyyy';
/** The first year the calendar reaches. */
export const DATEPICKER_START_YEAR = 1900;
/** The last year the calendar reaches. */
export const DATEPICKER_END_YEAR = 2100;
/** The calendar popup's width in px. */
export const DATEPICKER_WIDTH = 323;
/** Weeks in the calendar grid: always six, so the popup does not change height from month to month. */
export const DATEPICKER_WEEKS = 6;

/** The texts a person reads or hears besides day and month names; by default the nearest AquilaProvider's messages, English without one. */
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
