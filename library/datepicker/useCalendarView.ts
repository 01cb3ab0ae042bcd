import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { clampDay, dayKey, daysInMonth, isSameDay, makeDate } from './dates.ts';

/** A month the calendar shows; months are 0-based, as in `Date`. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export interface UseCalendarViewOptions {
  /** The day focused first; the calendar opens on its month. */
  initialDay: Date;
  /** A day to go to whenever it changes to another day (the date being typed in a field); null goes nowhere. */
  followDay?: Date | null;
  /** The first year shown. */
  startYear: number;
  /** The last year shown. */
  endYear: number;
}

export interface CalendarView {
  /** The month shown. */
  view: CalendarMonth;
  /** The day in the tab order. */
  focused: Date;
  /** The first and last day the calendar reaches. */
  minDay: Date;
  maxDay: Date;
  /** Shows a month from the navigation; the focused day follows to the same date in it. */
  showMonth: (year: number, month: number) => void;
  /** Moves the focused day (a grid key), showing its month, and gives it focus once drawn. */
  moveFocus: (day: Date) => void;
  /** Makes `day` the focused day without moving focus to it, and without leaving the month (a pick). */
  setFocused: (day: Date) => void;
  /** Makes `day` the focused day, without moving focus to it, and shows its month (Today). */
  showDay: (day: Date) => void;
  /** The grid, whose day in the tab order takes focus after a keyboard move. */
  gridRef: RefObject<HTMLTableElement | null>;
}

const monthOf = (day: Date): CalendarMonth => ({ year: day.getFullYear(), month: day.getMonth() });

/**
 * Which month a calendar shows and which of its days is focused, kept within the years. The month
 * changes with the navigation and with the focused day, and goes to `followDay` when it changes.
 */
export function useCalendarView({ initialDay, followDay = null, startYear, endYear }: UseCalendarViewOptions): CalendarView {
  const [minDay, maxDay] = useMemo(() => [makeDate(startYear, 0, 1), makeDate(endYear, 11, 31)], [startYear, endYear]);
  const [focused, setFocused] = useState(() => clampDay(initialDay, minDay, maxDay));
  const [view, setView] = useState(() => monthOf(focused));
  const gridRef = useRef<HTMLTableElement>(null);

  // Adjusted while rendering, not in an effect: the calendar never draws the month it is leaving.
  const followKey = followDay && dayKey(followDay);
  const [followed, setFollowed] = useState(followKey);
  if (followKey !== followed) {
    setFollowed(followKey);
    if (followDay) {
      const day = clampDay(followDay, minDay, maxDay);
      setFocused(day);
      setView(monthOf(day));
    }
  }

  // Keyboard moves re-render the grid first; the new focused day only exists after that.
  const focusAfterRender = useRef(false);
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  });

  const showMonth = (year: number, month: number) => {
    setView({ year, month });
    setFocused(clampDay(makeDate(year, month, Math.min(focused.getDate(), daysInMonth(year, month))), minDay, maxDay));
  };

  const showDay = (day: Date) => {
    setFocused(day);
    if (day.getFullYear() !== view.year || day.getMonth() !== view.month) setView(monthOf(day));
  };

  const moveFocus = (day: Date) => {
    const next = clampDay(day, minDay, maxDay);
    if (isSameDay(next, focused)) return;
    showDay(next);
    focusAfterRender.current = true;
  };

  return { view, focused, minDay, maxDay, showMonth, moveFocus, setFocused, showDay, gridRef };
}
