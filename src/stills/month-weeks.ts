/** One cell of a month's grid: its day (null while the month is unknown), and how the calendar marks it. */
export interface MonthCell {
  day: Date | null;
  /** A day of the month before or after, shown to fill a week. */
  outside: boolean;
  today: boolean;
}

/** Six weeks, as the date picker's calendar always shows, so the grid keeps one height from month to month. */
const WEEKS = 6;

/**
 * The six weeks, Sunday first, around the month of `today`, as the date picker's calendar lays them out
 * when it opens on today. Without a today (on a server, while hydrating) the cells are there, without days.
 */
export function monthWeeks(today: Date | null): MonthCell[][] {
  const first = today ? new Date(today.getFullYear(), today.getMonth(), 1) : null;
  const start = first ? new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay()) : null;
  return Array.from({ length: WEEKS }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      if (!start || !today) return { day: null, outside: false, today: false };
      const day = new Date(start.getFullYear(), start.getMonth(), start.getDate() + week * 7 + weekday);
      return {
        day,
        outside: day.getMonth() !== today.getMonth(),
        today: day.getFullYear() === today.getFullYear() && day.getMonth() === today.getMonth() && day.getDate() === today.getDate(),
      };
    }),
  );
}
