import type { AquilaMessages } from '../core/index.ts';

/** The date picker's texts in English: what it says outside any AquilaProvider, and what a catalogue's entry for it translates. */
export const datepickerEnglish: AquilaMessages['datepicker'] = {
  today: 'Today',
  startDate: 'Start date',
  endDate: 'End date',
  chooseDates: 'Choose dates',
  previousYear: 'Previous year',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  nextYear: 'Next year',
  month: 'Month',
  year: 'Year',
  rangeStart: 'start of range',
  rangeEnd: 'end of range',
  invalidDate: (text, format) => `${text} is not a valid date — use ${format}`,
  outOfRange: (text, startYear, endYear) => `${text} is outside the years ${startYear} to ${endYear}`,
};
