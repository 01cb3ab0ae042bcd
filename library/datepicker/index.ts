export { RangeDatepicker } from './RangeDatepicker.tsx';
export type { RangeDatepickerProps } from './RangeDatepicker.tsx';
export type { DateRange } from './range.ts';
export type { DateRangeInput, DateRangeText } from './value.ts';
export {
  DATEPICKER_DAYS,
  DATEPICKER_DAY_NAMES,
  DATEPICKER_END_YEAR,
  DATEPICKER_FIRST_DAY_OF_WEEK,
  DATEPICKER_FORMAT,
  DATEPICKER_LABELS,
  DATEPICKER_MONTHS,
  DATEPICKER_START_YEAR,
  DATEPICKER_TODAY_LABEL,
  DATEPICKER_WEEKS,
  DATEPICKER_WIDTH,
} from './constants.ts';
export type { RangeDatepickerLabels } from './constants.ts';
export { DATEPICKER_ERRORS, DATEPICKER_WARNINGS } from './errors.ts';
