import { warnOnce } from '../core/index.ts';
import { DATEPICKER_END_YEAR, DATEPICKER_FORMAT, DATEPICKER_START_YEAR } from './constants.ts';
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

/** The settings that come from the locale: its weekday and month names and its first day of the week. */
export type LocaleDefaults = Pick<DatepickerSettings, 'firstDayOfWeek' | 'days' | 'dayNames' | 'months'>;

/**
 * The props as the picker uses them. One no calendar can be drawn from (a format without a year, a first day
 * of 7, years out of order, six month names) is replaced by the default (the locale's, for names and the
 * first day), and development is told once, with the DATEPICKER_ERRORS text: a wrong prop draws the default
 * calendar rather than taking the page down.
 */
export function resolveDatepickerProps(props: DatepickerSettings, localeDefaults: LocaleDefaults): DatepickerSettings {
  const { format, firstDayOfWeek, startYear, endYear } = props;
  const resolved = { ...props };
  if (!isFormat(format)) {
    warn(DATEPICKER_ERRORS.format(String(format)), `the default ${DATEPICKER_FORMAT}`);
    resolved.format = DATEPICKER_FORMAT;
  }
  if (!isWhole(firstDayOfWeek, 0, 6)) {
    warn(DATEPICKER_ERRORS.firstDayOfWeek(firstDayOfWeek), `the default ${localeDefaults.firstDayOfWeek}`);
    resolved.firstDayOfWeek = localeDefaults.firstDayOfWeek;
  }
  if (!isWhole(startYear, 1, 9999) || !isWhole(endYear, 1, 9999) || startYear > endYear) {
    warn(DATEPICKER_ERRORS.years(startYear, endYear), `${DATEPICKER_START_YEAR} to ${DATEPICKER_END_YEAR}`);
    resolved.startYear = DATEPICKER_START_YEAR;
    resolved.endYear = DATEPICKER_END_YEAR;
  }
  for (const prop of ['days', 'dayNames', 'months'] as const) {
    const fallback = localeDefaults[prop];
    const names: unknown = props[prop];
    if (Array.isArray(names) && names.length === fallback.length) continue;
    warn(DATEPICKER_ERRORS.names(prop, fallback.length, Array.isArray(names) ? names.length : 0), `the default ${prop}`);
    resolved[prop] = fallback;
  }
  return resolved;
}
