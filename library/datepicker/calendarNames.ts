import { dateFormat, supportedLocale } from '../core/index.ts';

// 2023 starts on a Sunday; any week would do, a fixed one keeps the names the same from run to run.
const SUNDAY = 1;

/** Seven weekday names in the locale, Sunday first (as `Date.prototype.getDay()` counts). */
export function weekdayNames(locale: string, width: 'long' | 'short' | 'narrow'): string[] {
  const format = dateFormat(locale, { weekday: width });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(2023, 0, SUNDAY + day)));
}

// A calendar's column is about 40 px wide: four letters fit ("dim.", "Sun"). Where the short names are
// whole words (Arabic writes "الأربعاء", Hebrew "יום ד׳"), they would run into each other, and the narrow
// ones head the columns instead; the full names still name each column for assistive technology.
const HEADER_LETTERS = 4;

/** The weekday names that head a calendar's columns, Sunday first: the short ones where they fit, else the narrow. */
export function weekdayHeaders(locale: string): string[] {
  const short = weekdayNames(locale, 'short');
  return short.some((name) => name.length > HEADER_LETTERS) ? weekdayNames(locale, 'narrow') : short;
}

/** Twelve month names in the locale, January first, as they stand alone (a month list's entries, a calendar's title). */
export function monthNames(locale: string): string[] {
  const format = dateFormat(locale, { month: 'long' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(2023, month, 1)));
}

// Where Intl cannot say (Firefox and Node 20 have no week info), the regions whose weeks start on Sunday or
// Saturday, from the Unicode CLDR's weekData; every other region starts on Monday.
const SUNDAY_FIRST = new Set(
  'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const SATURDAY_FIRST = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

interface WeekInfoLocale extends Intl.Locale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/** The first day of the week in the locale, 0 Sunday … 6 Saturday, as `Date.prototype.getDay()` counts. */
export function firstDayOfWeek(locale: string): number {
  const tag = new Intl.Locale(supportedLocale(locale)) as WeekInfoLocale;
  // Intl counts 1 Monday … 7 Sunday.
  const info = tag.getWeekInfo?.() ?? tag.weekInfo;
  if (info) return info.firstDay % 7;
  const region = tag.maximize().region ?? '';
  if (SUNDAY_FIRST.has(region)) return 0;
  return SATURDAY_FIRST.has(region) ? 6 : 1;
}
