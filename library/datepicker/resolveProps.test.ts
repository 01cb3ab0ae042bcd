import { watchWarnings } from '../../tests/unit/warnings.ts';
import { monthNames, weekdayNames } from './calendarNames.ts';
import { resolveDatepickerProps, type DatepickerSettings, type LocaleDefaults } from './resolveProps.ts';

const LOCALE: LocaleDefaults = {
  firstDayOfWeek: 0,
  days: weekdayNames('en-US', 'short'),
  dayNames: weekdayNames('en-US', 'long'),
  months: monthNames('en-US'),
};

const DEFAULTS: DatepickerSettings = {
  format: 'dd/MM/yyyy',
  startYear: 1900,
  endYear: 2100,
  ...LOCALE,
};

describe('resolveDatepickerProps', () => {
  it('keeps props a calendar can be drawn from, the same lists included, without a word', () => {
    const warn = watchWarnings();
    const props = { ...DEFAULTS, format: 'yyyy-MM-dd', firstDayOfWeek: 1, startYear: 2000, endYear: 2000 };
    const resolved = resolveDatepickerProps(props, LOCALE);
    expect(resolved).toEqual(props);
    expect(resolved.days).toBe(LOCALE.days);
    expect(warn).not.toHaveBeenCalled();
  });

  it('replaces each prop it cannot use by its default, and both years when they are out of order', () => {
    const warn = watchWarnings();
    expect(
      resolveDatepickerProps(
        {
          format: 'yy',
          firstDayOfWeek: -1,
          startYear: 2000,
          endYear: 10_000,
          days: [],
          dayNames: 'Sunday' as never,
          months: LOCALE.months.slice(1),
        },
        LOCALE,
      ),
    ).toEqual(DEFAULTS);
    expect(warn).toHaveBeenCalledTimes(6);
  });
});
