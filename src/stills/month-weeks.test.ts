import { describe, expect, it } from 'vitest';
import { monthWeeks } from './month-weeks';

const days = (weeks: ReturnType<typeof monthWeeks>) => weeks.map((week) => week.map((cell) => cell.day?.getDate() ?? null));

describe('monthWeeks', () => {
  it('lays out six weeks from the Sunday on or before the 1st, marking the days of other months and today', () => {
    // March 2027 begins on a Monday: the grid starts with Sunday 28 February.
    const weeks = monthWeeks(new Date(2027, 2, 17));
    expect(weeks).toHaveLength(6);
    expect(days(weeks)[0]).toEqual([28, 1, 2, 3, 4, 5, 6]);
    expect(days(weeks)[5]).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(weeks[0][0].outside).toBe(true);
    expect(weeks[0][1].outside).toBe(false);
    expect(
      weeks
        .flat()
        .filter((cell) => cell.today)
        .map((cell) => cell.day?.getDate()),
    ).toEqual([17]);
  });

  it('without today (on a server, while hydrating) keeps the six weeks, without their days', () => {
    const weeks = monthWeeks(null);
    expect(weeks).toHaveLength(6);
    expect(weeks.flat()).toHaveLength(42);
    expect(weeks.flat().every((cell) => cell.day === null && !cell.outside && !cell.today)).toBe(true);
  });
});
