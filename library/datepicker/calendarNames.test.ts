import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, monthNames, weekdayHeaders, weekdayNames } from './calendarNames.ts';

describe('the calendar’s names from Intl', () => {
  it('names months and weekdays in the locale', () => {
    expect(monthNames('en-US')[0]).toBe('January');
    expect(monthNames('fr')[0]).toBe('janvier');
    expect(monthNames('de')[2]).toBe('März');
    expect(weekdayNames('en-US', 'short')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('fr', 'long')[1]).toBe('lundi');
  });

  it('starts the week where the locale’s region does', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('ja')).toBe(0);
    // Arabic is most spoken in Egypt, where weeks start on Saturday.
    expect(firstDayOfWeek('ar')).toBe(6);
  });

  it('heads the columns with the short names where they fit, and the narrow ones where the short are words', () => {
    expect(weekdayHeaders('en-US')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayHeaders('fr')[0]).toBe('dim.');
    expect(weekdayHeaders('ar')).toEqual(['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س']);
    expect(weekdayHeaders('he')[0]).toBe('א׳');
  });
});
