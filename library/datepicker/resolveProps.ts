import { warnOnce } from '../core/index.ts';
import {
  DATEPICKER_DAY_NAMES,
  DATEPICKER_DAYS,
  DATEPICKER_END_YEAR,
  DATEPICKER_FIRST_DAY_OF_WEEK,
  DATEPICKER_FORMAT,
  DATEPICKER_MONTHS,
  DATEPICKER_START_YEAR,
} from './constants.ts';
import { DATEPICKER_ERRORS } from './errors.ts';
import { compileFormat } from './format.ts';

/** The props a calendar is drawn from, as the picker uses them. */
export interface DatepickerSettings {
  format: string;
  firstDayOfWeek: number;
  startYear: number;
  endYear: number;
  days: readonly string[];
  dayNames: readonly string[];
  months: readonly string[];
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Whether `pattern` is a format the picker can show and read dates in. */
function isFormat(pattern: unknown): pattern is string {
  if (typeof pattern !== 'string') return false;
  try {
    compileFormat(pattern);
    return true;
  } catch {
    return false;
  }
}

const warn = (text: string, used: string) => warnOnce(`Aquila UI: ${text}; ${used} is used instead.`);

/**
 * The props as the picker uses them. One no calendar can be drawn from (a format without a year, a first day
 * of 7, years out of order, six month names) is replaced by the default, and development is told once, with
 * the DATEPICKER_ERRORS text: a wrong prop draws the default calendar rather than taking the page down.
 */
export function resolveDatepickerProps(props: DatepickerSettings): DatepickerSettings {
  const { format, firstDayOfWeek, startYear, endYear } = props;
  const resolved = { ...props };
  if (!isFormat(format)) {
    warn(DATEPICKER_ERRORS.format(String(format)), `the default ${DATEPICKER_FORMAT}`);
    resolved.format = DATEPICKER_FORMAT;
  }
  if (!isWhole(firstDayOfWeek, 0, 6)) {
    warn(DATEPICKER_ERRORS.firstDayOfWeek(firstDayOfWeek), `the default ${DATEPICKER_FIRST_DAY_OF_WEEK}`);
    resolved.firstDayOfWeek = DATEPICKER_FIRST_DAY_OF_WEEK;
  }
  if (!isWhole(startYear, 1, 9999) || !isWhole(endYear, 1, 9999) || startYear > endYear) {
    warn(DATEPICKER_ERRORS.years(startYear, endYear), `${DATEPICKER_START_YEAR} to ${DATEPICKER_END_YEAR}`);
    resolved.startYear = DATEPICKER_START_YEAR;
    resolved.endYear = DATEPICKER_END_YEAR;
  }
  for (const [prop, fallback] of [
    ['days', DATEPICKER_DAYS],
    ['dayNames', DATEPICKER_DAY_NAMES],
    ['months', DATEPICKER_MONTHS],
  ] as const) {
    const names: unknown = props[prop];
    if (Array.isArray(names) && names.length === fallback.length) continue;
    warn(DATEPICKER_ERRORS.names(prop, fallback.length, Array.isArray(names) ? names.length : 0), `the default ${prop}`);
    resolved[prop] = fallback;
  }
  return resolved;
}
