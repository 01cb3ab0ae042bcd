import { watchWarnings } from '../../tests/unit/warnings.ts';
import { DATEPICKER_DAY_NAMES, DATEPICKER_DAYS, DATEPICKER_MONTHS } from './constants.ts';
import { resolveDatepickerProps, type DatepickerSettings } from './resolveProps.ts';

const DEFAULTS: DatepickerSettings = {
  format: 'dd/MM/yyyy',
  firstDayOfWeek: 0,
  startYear: 1900,
  endYear: 2100,
  days: DATEPICKER_DAYS,
  dayNames: DATEPICKER_DAY_NAMES,
  months: DATEPICKER_MONTHS,
};

describe('resolveDatepickerProps', () => {
  it('keeps props a calendar can be drawn from, the same lists included, without a word', () => {
    const warn = watchWarnings();
    const props = { ...DEFAULTS, format: 'yyyy-MM-dd', firstDayOfWeek: 1, startYear: 2000, endYear: 2000 };
    const resolved = resolveDatepickerProps(props);
    expect(resolved).toEqual(props);
    expect(resolved.days).toBe(DATEPICKER_DAYS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('replaces each prop it cannot use by its default, and both years when they are out of order', () => {
    const warn = watchWarnings();
    expect(
      resolveDatepickerProps({
        format: 'yy',
        firstDayOfWeek: -1,
        startYear: 2000,
        endYear: 10_000,
        days: [],
        dayNames: 'Sunday' as never,
        months: DATEPICKER_MONTHS.slice(1),
      }),
    ).toEqual(DEFAULTS);
    expect(warn).toHaveBeenCalledTimes(6);
  });
});
