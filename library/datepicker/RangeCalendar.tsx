import { useState, type ComponentPropsWithoutRef, type KeyboardEvent, type Ref } from 'react';
import { cx, dataFlag, useDirection, useStableId } from '../core/index.ts';
import { CalendarHeader } from './CalendarHeader.tsx';
import { DATEPICKER_WEEKS, type RangeDatepickerLabels } from './constants.ts';
import { compareDays, dayKey, isSameDay, makeDate, monthGrid } from './dates.ts';
import { dayForKey } from './keyboard.ts';
import { awaitsEnd, inRange, type DateRange } from './range.ts';
import { useCalendarView } from './useCalendarView.ts';
import { useToday } from './useToday.ts';

export interface RangeCalendarProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange'> {
  /** The chosen range, drawn on the grid. */
  range: DateRange;
  /** The day that has focus first; the calendar opens on its month. Today when not given. */
  initialDay?: Date | null;
  /** A day the calendar goes to whenever it changes to another: the date being typed in a field. */
  followDay?: Date | null;
  /** Called with the day a person picks: a click, Enter or Space on a day. */
  onPick: (day: Date) => void;
  /** Called with today when the Today button is pressed. */
  onToday: (today: Date) => void;
  /** The weekday of the first column: 0 Sunday … 6 Saturday. */
  firstDayOfWeek: number;
  /** The first year shown. */
  startYear: number;
  /** The last year shown. */
  endYear: number;
  /** Shows the button that picks today. */
  todayButton: boolean;
  /** The text of the Today button. */
  todayLabel: string;
  /** Short weekday names over the columns, Sunday first. */
  days: readonly string[];
  /** Full weekday names, Sunday first, for assistive technology. */
  dayNames: readonly string[];
  /** Month names, January first. */
  months: readonly string[];
  /** The other texts of the calendar. */
  labels: RangeDatepickerLabels;
  /** Ref to the calendar's root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A month of six weeks with month and year navigation, drawn as a grid (the date picker dialog pattern):
 * one day is in the tab order and the arrow, Home, End and Page keys move it.
 */
export function RangeCalendar({
  range,
  initialDay,
  followDay,
  onPick,
  onToday,
  firstDayOfWeek,
  startYear,
  endYear,
  todayButton,
  todayLabel,
  days,
  dayNames,
  months,
  labels,
  className,
  ref,
  ...rest
}: RangeCalendarProps) {
  // The calendar only opens in the browser, after hydration, where today is known; a server has no today.
  const today = useToday();
  const { view, focused, minDay, maxDay, showMonth, moveFocus, setFocused, showDay, gridRef } = useCalendarView({
    initialDay: initialDay ?? today ?? makeDate(startYear, 0, 1),
    followDay,
    startYear,
    endYear,
  });
  const [hovered, setHovered] = useState<Date | null>(null);
  const captionId = useStableId();
  const dir = useDirection();

  const todayReachable = !!today && compareDays(today, minDay) >= 0 && compareDays(today, maxDay) <= 0;
  const weeks = monthGrid(view.year, view.month, firstDayOfWeek, DATEPICKER_WEEKS);
  const columns = weeks[0].map((day) => day.getDay());
  const reachable = (day: Date) => compareDays(day, minDay) >= 0 && compareDays(day, maxDay) <= 0;

  // The band behind the chosen days is drawn only between two different ends.
  const band = !!range.startDate && !!range.endDate && !isSameDay(range.startDate, range.endDate);
  // While the end is awaited, the days between the start and the pointer show what a click would choose.
  const preview: DateRange | null =
    awaitsEnd(range) && hovered
      ? compareDays(hovered, range.startDate!) < 0
        ? { startDate: hovered, endDate: range.startDate }
        : { startDate: range.startDate, endDate: hovered }
      : null;

  const pick = (day: Date) => {
    if (!reachable(day)) return;
    setFocused(day);
    setHovered(null);
    onPick(day);
  };

  const pickToday = () => {
    if (!today) return;
    showDay(today);
    setHovered(null);
    onToday(today);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(event.target as Element).closest('[role="gridcell"]')) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focused);
      return;
    }
    const next = dayForKey(event.key, event.shiftKey, focused, firstDayOfWeek, dir);
    if (!next) return;
    event.preventDefault();
    moveFocus(next);
  };

  const dayLabel = (day: Date, start: boolean, end: boolean) =>
    [
      `${dayNames[day.getDay()]} ${day.getDate()} ${months[day.getMonth()]} ${day.getFullYear()}`,
      start && labels.rangeStart,
      end && labels.rangeEnd,
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <div {...rest} ref={ref} className={cx('aq-datepicker__calendar', className)}>
      <CalendarHeader view={view} onShowMonth={showMonth} startYear={startYear} endYear={endYear} months={months} labels={labels} />
      <div id={captionId} className="aq-visually-hidden" aria-live="polite">
        {`${months[view.month]} ${view.year}`}
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={captionId}
        className="aq-datepicker__grid"
        onKeyDown={onGridKeyDown}
        onPointerLeave={() => setHovered(null)}
      >
        <thead>
          <tr role="row">
            {columns.map((weekday) => (
              <th key={weekday} role="columnheader" scope="col" className="aq-datepicker__weekday">
                <span aria-hidden="true">{days[weekday]}</span>
                <span className="aq-visually-hidden">{dayNames[weekday]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0])} role="row">
              {week.map((day) => {
                const start = isSameDay(day, range.startDate);
                const end = isSameDay(day, range.endDate);
                const disabled = !reachable(day);
                return (
                  <td
                    key={dayKey(day)}
                    role="gridcell"
                    className="aq-datepicker__day"
                    tabIndex={isSameDay(day, focused) ? 0 : -1}
                    aria-label={dayLabel(day, start, end)}
                    aria-selected={inRange(day, range)}
                    aria-disabled={disabled || undefined}
                    aria-current={isSameDay(day, today) ? 'date' : undefined}
                    data-date={dayKey(day)}
                    data-outside={dataFlag(day.getMonth() !== view.month)}
                    data-in-range={dataFlag(band && inRange(day, range))}
                    data-range-start={dataFlag(start)}
                    data-range-end={dataFlag(end)}
                    data-preview={dataFlag(!!preview && inRange(day, preview))}
                    onClick={() => pick(day)}
                    // A day outside the years takes no focus from a press either.
                    onMouseDown={disabled ? (event) => event.preventDefault() : undefined}
                    onPointerEnter={() => !disabled && setHovered(day)}
                  >
                    {day.getDate()}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {todayButton && (
        <div className="aq-datepicker__footer">
          <button type="button" className="aq-datepicker__today" disabled={!todayReachable} onClick={pickToday}>
            {todayLabel}
          </button>
        </div>
      )}
    </div>
  );
}
