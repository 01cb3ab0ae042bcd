import { describe, expect, it } from 'vitest';
import { EMPTY_RANGE, inRange, normalizeRange, pickDay, typeEnd, typeStart } from './range.ts';

const day = (date: number) => new Date(2025, 0, date);
const range = (start: number | null, end: number | null) => ({
  startDate: start === null ? null : day(start),
  endDate: end === null ? null : day(end),
});

describe('range rules', () => {
  it('a pick starts a range, then ends it, swapping an earlier end; a third pick starts again', () => {
    expect(pickDay(EMPTY_RANGE, day(10))).toEqual(range(10, null));
    expect(pickDay(range(10, null), day(12))).toEqual(range(10, 12));
    expect(pickDay(range(10, null), day(3))).toEqual(range(3, 10));
    expect(pickDay(range(3, 10), day(20))).toEqual(range(20, null));
    expect(pickDay(range(null, 10), day(20))).toEqual(range(20, null));
  });

  it('normalizing drops the time and sets an end before the start to the start', () => {
    expect(normalizeRange({ startDate: new Date(2025, 0, 10, 15, 45), endDate: new Date(2025, 0, 12, 8) })).toEqual(range(10, 12));
    expect(normalizeRange(range(12, 10))).toEqual(range(12, 12));
    expect(normalizeRange(range(null, 10))).toEqual(range(null, 10));
  });

  it('a typed start later than the end moves the end; a typed end earlier than the start swaps', () => {
    expect(typeStart(range(5, 10), day(20))).toEqual(range(20, 20));
    expect(typeStart(range(5, 10), day(7))).toEqual(range(7, 10));
    expect(typeStart(range(5, 10), null)).toEqual(range(null, 10));
    expect(typeEnd(range(10, 12), day(5))).toEqual(range(5, 10));
    expect(typeEnd(range(10, null), day(15))).toEqual(range(10, 15));
    expect(typeEnd(range(null, null), day(15))).toEqual(range(null, 15));
  });

  it('a day is in a range between its ends, both included; a lone start holds only itself', () => {
    expect(inRange(day(10), range(10, 12))).toBe(true);
    expect(inRange(day(12), range(10, 12))).toBe(true);
    expect(inRange(day(13), range(10, 12))).toBe(false);
    expect(inRange(day(10), range(10, null))).toBe(true);
    expect(inRange(day(11), range(10, null))).toBe(false);
    expect(inRange(day(11), EMPTY_RANGE)).toBe(false);
  });
});
