import { useMemo } from 'react';
import { useLocale } from '../core/index.ts';
import { firstDayOfWeek, monthNames, weekdayHeaders, weekdayNames } from './calendarNames.ts';
import type { LocaleDefaults } from './resolveProps.ts';

/** The nearest provider's locale's weekday and month names and first day of the week, all from `Intl`. */
export function useLocaleCalendar(): LocaleDefaults {
  const locale = useLocale();
  return useMemo(
    () => ({
      firstDayOfWeek: firstDayOfWeek(locale),
      days: weekdayHeaders(locale),
      dayNames: weekdayNames(locale, 'long'),
      months: monthNames(locale),
    }),
    [locale],
  );
}
