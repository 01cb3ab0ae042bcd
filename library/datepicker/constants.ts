export type { RangeDatepickerLabels } from '../core/messages.ts';
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
