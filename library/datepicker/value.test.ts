import { describe, expect, it } from 'vitest';
import { compileFormat } from './format.ts';
import { rangeText, readRange } from './value.ts';

const dayFirst = compileFormat('dd/MM/yyyy');

describe('readRange', () => {
  it('reads each end as a Date, a string in the format or in ISO yyyy-MM-dd, or null', () => {
    const start = new Date(2025, 0, 5);
    expect(readRange({ startDate: start, endDate: null }, dayFirst)).toEqual({
      range: { startDate: start, endDate: null },
      unreadable: [],
    });
    expect(readRange({ startDate: '05/01/2025', endDate: '2025-01-11' }, dayFirst).range).toEqual({
      startDate: new Date(2025, 0, 5),
      endDate: new Date(2025, 0, 11),
    });
    expect(readRange({ startDate: ' 5.1.2025 ', endDate: '2025-1-11' }, compileFormat('d.M.yyyy')).range).toEqual({
      startDate: new Date(2025, 0, 5),
      endDate: new Date(2025, 0, 11),
    });
  });

  it('keeps the Date given, so a controlled range is reported as it was passed', () => {
    const start = new Date(2025, 0, 5);
    expect(readRange({ startDate: start, endDate: null }, dayFirst).range.startDate).toBe(start);
  });

  it('reads the format first where the two could disagree', () => {
    expect(readRange({ startDate: '2025-03-04', endDate: null }, compileFormat('yyyy-dd-MM')).range.startDate).toEqual(
      new Date(2025, 3, 3),
    );
  });

  it('takes an end that is no date as empty and lists it; an empty string or undefined is simply not chosen', () => {
    const invalid = new Date('soon');
    expect(readRange({ startDate: '31/02/2025', endDate: invalid }, dayFirst)).toEqual({
      range: { startDate: null, endDate: null },
      unreadable: [
        { side: 'start', given: '31/02/2025' },
        { side: 'end', given: invalid },
      ],
    });
    const loose = { startDate: 20250105, endDate: undefined } as unknown as Parameters<typeof readRange>[0];
    expect(readRange(loose, dayFirst)).toEqual({
      range: { startDate: null, endDate: null },
      unreadable: [{ side: 'start', given: 20250105 }],
    });
    expect(readRange({ startDate: '', endDate: '' }, dayFirst)).toEqual({ range: { startDate: null, endDate: null }, unreadable: [] });
    expect(readRange(null, dayFirst)).toEqual({ range: { startDate: null, endDate: null }, unreadable: [] });
  });
});

describe('rangeText', () => {
  it('writes each end in the format, null while not chosen', () => {
    expect(rangeText({ startDate: new Date(2025, 0, 5), endDate: new Date(2025, 0, 11) }, dayFirst)).toEqual({
      startDate: '05/01/2025',
      endDate: '11/01/2025',
    });
    expect(rangeText({ startDate: null, endDate: null }, compileFormat('yyyy-MM-dd'))).toEqual({ startDate: null, endDate: null });
  });
});
