import { useLayoutEffect, useMemo, useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent, type Ref } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx, dataFlag, useStableId } from '../core/index.ts';
import { DATEPICKER_WEEKS, type RangeDatepickerLabels } from './constants.ts';
import { addMonths, clampDay, compareDays, dayKey, daysInMonth, isSameDay, makeDate, monthGrid, startOfDay } from './dates.ts';
import { dayForKey } from './keyboard.ts';
import { awaitsEnd, inRange, type DateRange } from './range.ts';

export interface RangeCalendarProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange'> {
  /** The chosen range, drawn on the grid. */
  range: DateRange;
  /** The day that has focus first; the calendar opens on its month. */
  initialDay: Date;
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
  const [minDay, maxDay] = useMemo(() => [makeDate(startYear, 0, 1), makeDate(endYear, 11, 31)], [startYear, endYear]);
  const [focused, setFocused] = useState(() => clampDay(initialDay, minDay, maxDay));
  const [view, setView] = useState(() => ({ year: focused.getFullYear(), month: focused.getMonth() }));
  const [hovered, setHovered] = useState<Date | null>(null);
  const captionId = useStableId();
  const gridRef = useRef<HTMLTableElement>(null);

  // Keyboard moves re-render the grid first; the new focused day only exists after that.
  const focusAfterRender = useRef(false);
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  });

  const today = startOfDay(new Date());
  const todayReachable = compareDays(today, minDay) >= 0 && compareDays(today, maxDay) <= 0;
  const weeks = monthGrid(view.year, view.month, firstDayOfWeek, DATEPICKER_WEEKS);
  const columns = weeks[0].map((day) => day.getDay());
  const atFirstMonth = view.year === startYear && view.month === 0;
  const atLastMonth = view.year === endYear && view.month === 11;
  const years = Array.from({ length: endYear - startYear + 1 }, (_, index) => startYear + index);
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

  /** Shows a month from the navigation; the focused day follows to the same date in it. */
  const showMonth = (year: number, month: number) => {
    setView({ year, month });
    setFocused(clampDay(makeDate(year, month, Math.min(focused.getDate(), daysInMonth(year, month))), minDay, maxDay));
  };
  const stepMonth = (step: number) => {
    const first = addMonths(makeDate(view.year, view.month, 1), step);
    showMonth(first.getFullYear(), first.getMonth());
  };

  const moveFocus = (day: Date) => {
    const next = clampDay(day, minDay, maxDay);
    if (isSameDay(next, focused)) return;
    setFocused(next);
    if (next.getFullYear() !== view.year || next.getMonth() !== view.month) {
      setView({ year: next.getFullYear(), month: next.getMonth() });
    }
    focusAfterRender.current = true;
  };

  const pick = (day: Date) => {
    if (!reachable(day)) return;
    setFocused(day);
    setHovered(null);
    onPick(day);
  };

  const pickToday = () => {
    setView({ year: today.getFullYear(), month: today.getMonth() });
    setFocused(today);
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
    const next = dayForKey(event.key, event.shiftKey, focused, firstDayOfWeek);
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
      <div className="aq-datepicker__header">
        <button
          type="button"
          className="aq-datepicker__nav"
          aria-label={labels.previousMonth}
          // aria-disabled rather than disabled: a disabled button drops focus out of the dialog.
          aria-disabled={atFirstMonth || undefined}
          onClick={() => !atFirstMonth && stepMonth(-1)}
        >
          <ChevronLeft aria-hidden="true" size={18} />
        </button>
        <select
          className="aq-datepicker__select"
          aria-label={labels.month}
          value={view.month}
          onChange={(event) => showMonth(view.year, Number(event.target.value))}
        >
          {months.map((name, index) => (
            <option key={index} value={index}>
              {name}
            </option>
          ))}
        </select>
        <select
          className="aq-datepicker__select"
          aria-label={labels.year}
          value={view.year}
          onChange={(event) => showMonth(Number(event.target.value), view.month)}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="aq-datepicker__nav"
          aria-label={labels.nextMonth}
          aria-disabled={atLastMonth || undefined}
          onClick={() => !atLastMonth && stepMonth(1)}
        >
          <ChevronRight aria-hidden="true" size={18} />
        </button>
      </div>
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
