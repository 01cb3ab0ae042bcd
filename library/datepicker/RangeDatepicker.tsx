import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { FocusTrap } from 'focus-trap-react';
import { CalendarDays } from 'lucide-react';
import { Portal, cx, dataFlag, hasContent, mergeRefs, useControllableState, useStableId } from '../core';
import {
  DATEPICKER_DAY_NAMES,
  DATEPICKER_DAYS,
  DATEPICKER_END_YEAR,
  DATEPICKER_FIRST_DAY_OF_WEEK,
  DATEPICKER_FORMAT,
  DATEPICKER_LABELS,
  DATEPICKER_MONTHS,
  DATEPICKER_START_YEAR,
  DATEPICKER_TODAY_LABEL,
  type RangeDatepickerLabels,
} from './constants';
import { makeDate, startOfDay } from './dates';
import { checkDatepickerProps } from './errors';
import { compileFormat } from './format';
import { EMPTY_RANGE, normalizeRange, pickDay, sameEnd, sameRange, typeEnd, typeStart, type DateRange } from './range';
import { RangeCalendar } from './RangeCalendar';
import './RangeDatepicker.scss';

export interface RangeDatepickerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'defaultValue' | 'children'> {
  /** The chosen range `{ startDate, endDate }`, when controlled; pair it with `onChange`. */
  value?: DateRange;
  /**
   * The range at first, when uncontrolled.
   * @default { startDate: null, endDate: null }
   */
  defaultValue?: DateRange;
  /**
   * Called with the new range once it is whole — both ends chosen, or both cleared — after a pick on the calendar, the Today button or a typed date. A start waiting for its end is kept by the picker until then.
   */
  onChange?: (range: DateRange) => void;
  /**
   * The pattern dates are shown and typed in: `dd` or `d` the day, `MM` or `M` the month, `yyyy` the year, anything else as written.
   * @default 'dd/MM/yyyy'
   */
  format?: string;
  /**
   * The weekday of the calendar's first column: 0 Sunday, 1 Monday … 6 Saturday.
   * @default 0
   */
  firstDayOfWeek?: number;
  /**
   * The first year the calendar reaches; typed dates before it are refused.
   * @default 1900
   */
  startYear?: number;
  /**
   * The last year the calendar reaches; typed dates after it are refused.
   * @default 2100
   */
  endYear?: number;
  /**
   * Shows the button under the calendar that picks today.
   * @default true
   */
  todayButton?: boolean;
  /**
   * The text of the Today button.
   * @default 'Today'
   */
  todayLabel?: string;
  /**
   * Seven short weekday names over the calendar's columns, Sunday first.
   * @default ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
   */
  days?: readonly string[];
  /**
   * Seven full weekday names, Sunday first: what assistive technology says for each column and day.
   * @default ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
   */
  dayNames?: readonly string[];
  /**
   * Twelve month names, January first.
   * @default ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
   */
  months?: readonly string[];
  /** The visible label over the two date fields; it names their group. */
  label?: ReactNode;
  /** Your own texts for the field names, calendar buttons and messages (English by default); give only the ones to change. */
  labels?: Partial<RangeDatepickerLabels>;
  /**
   * Disables both date fields and the calendar button.
   * @default false
   */
  disabled?: boolean;
  /** Ref to the root `<div role="group">` holding the label, the fields and their messages. */
  ref?: Ref<HTMLDivElement>;
}

type Side = 'start' | 'end';
type PerSide<T> = Record<Side, T>;
const NO_ERRORS: PerSide<string | null> = { start: null, end: null };

type Mode = 'closed' | 'field' | 'dialog';
type Origin = Side | 'button';

/** A range `onChange` reports: both ends chosen, or none. */
const isWhole = ({ startDate, endDate }: DateRange) => (startDate === null) === (endDate === null);

/**
 * Two date fields and a calendar to choose a range of days. Dates can be typed in the format or
 * picked: the first pick sets the start, the second the end (the two swap when the end is earlier),
 * a third starts a new range. A click or focus in either field shows the calendar beside the typing;
 * the calendar button (or Arrow Down in a field) opens it as a modal dialog with a grid of six weeks.
 */
export function RangeDatepicker({
  value,
  defaultValue = EMPTY_RANGE,
  onChange,
  format = DATEPICKER_FORMAT,
  firstDayOfWeek = DATEPICKER_FIRST_DAY_OF_WEEK,
  startYear = DATEPICKER_START_YEAR,
  endYear = DATEPICKER_END_YEAR,
  todayButton = true,
  todayLabel = DATEPICKER_TODAY_LABEL,
  // Defaulted in the body: the API table then shows the lists from @default on one line.
  days: daysProp,
  dayNames: dayNamesProp,
  months: monthsProp,
  label,
  labels: labelsProp,
  disabled = false,
  className,
  lang,
  'aria-labelledby': ariaLabelledBy,
  ref,
  ...rest
}: RangeDatepickerProps) {
  const days = daysProp ?? DATEPICKER_DAYS;
  const dayNames = dayNamesProp ?? DATEPICKER_DAY_NAMES;
  const months = monthsProp ?? DATEPICKER_MONTHS;
  checkDatepickerProps({ firstDayOfWeek, startYear, endYear, days, dayNames, months });
  const dateFormat = useMemo(() => compileFormat(format), [format]);
  const labels = useMemo(() => ({ ...DATEPICKER_LABELS, ...labelsProp }), [labelsProp]);
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue,
    onChange,
    name: 'RangeDatepicker',
    prop: 'value',
    handler: 'onChange',
    defaultProp: 'defaultValue',
  });
  const committed = useMemo(() => normalizeRange(current), [current]);
  // A range being built (a start waiting for its end, one end cleared) is kept here until it is whole, and
  // dropped when the value changes from outside meanwhile.
  const [draft, setDraft] = useState<{ base: DateRange; range: DateRange } | null>(null);
  const range = draft && sameRange(draft.base, committed) ? draft.range : committed;
  const apply = (next: DateRange) => {
    if (!isWhole(next)) {
      setDraft({ base: committed, range: next });
      return;
    }
    setDraft(null);
    if (!sameRange(next, committed)) setCurrent(next);
  };

  const show = (day: Date | null) => (day ? dateFormat.format(day) : '');
  // As many characters as the longest date the format writes (two-digit day and month).
  const fieldSize = useMemo(() => dateFormat.format(makeDate(2000, 11, 28)).length, [dateFormat]);
  const [texts, setTexts] = useState<PerSide<string>>(() => ({ start: show(range.startDate), end: show(range.endDate) }));
  const [errors, setErrors] = useState(NO_ERRORS);
  // When the range or the format changes from outside the fields (a pick, the parent), the fields
  // show it. A commit from a field records its own result here, so text typed in the other field stays.
  const [shown, setShown] = useState({ range, format });
  if (!sameRange(shown.range, range) || shown.format !== format) {
    setShown({ range, format });
    setTexts({ start: show(range.startDate), end: show(range.endDate) });
    setErrors(NO_ERRORS);
  }

  const commit = (side: Side) => {
    const text = texts[side].trim();
    const day = text === '' ? null : dateFormat.parse(text);
    const problem =
      text === ''
        ? null
        : !day
          ? labels.invalidDate(text, format)
          : day.getFullYear() < startYear || day.getFullYear() > endYear
            ? labels.outOfRange(text, startYear, endYear)
            : null;
    if (problem) {
      setErrors((previous) => ({ ...previous, [side]: problem }));
      return;
    }
    const next = side === 'start' ? typeStart(range, day) : typeEnd(range, day);
    // The committed field is rewritten in the format; the other only when the rules moved its date.
    const changed = {
      start: side === 'start' || !sameEnd(next.startDate, range.startDate),
      end: side === 'end' || !sameEnd(next.endDate, range.endDate),
    };
    setTexts((previous) => ({
      start: changed.start ? show(next.startDate) : previous.start,
      end: changed.end ? show(next.endDate) : previous.end,
    }));
    setErrors((previous) => ({ start: changed.start ? null : previous.start, end: changed.end ? null : previous.end }));
    setShown({ range: next, format });
    if (!sameRange(next, range)) apply(next);
  };

  // 'field': shown beside a field that keeps focus and typing; 'dialog': modal, with focus trapped inside.
  const [mode, setMode] = useState<Mode>('closed');
  // Disabling closes the calendar for good, so enabling again does not bring it back unasked.
  if (disabled && mode !== 'closed') setMode('closed');
  const popupOpen = mode !== 'closed' && !disabled;
  const setOpen = (open: boolean) => setMode(open ? 'dialog' : 'closed');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const fieldRefs = { start: useRef<HTMLInputElement>(null), end: useRef<HTMLInputElement>(null) };
  // Where focus goes back to when the calendar closes: the field or the button that opened it.
  const origin = useRef<Origin>('button');
  // A field focused by the picker itself (focus coming back) does not open the calendar again.
  const quietFocus = useRef(false);
  const popupRef = useRef<HTMLDivElement>(null);
  const { refs, floatingStyles } = useFloating({
    open: popupOpen,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    // Where neither side has room, it stays below: the page can scroll down to it, never above its top.
    middleware: [offset(4), flip({ padding: 8, fallbackStrategy: 'initialPlacement' }), shift({ padding: 8 })],
  });
  const popupRefs = useMemo(() => mergeRefs(popupRef, refs.setFloating), [refs.setFloating]);

  // Focus goes back to what opened the calendar once the dialog and its focus trap are gone.
  const returnFocus = useRef(false);
  useLayoutEffect(() => {
    if (popupOpen || !returnFocus.current) return;
    returnFocus.current = false;
    const side = origin.current;
    if (side === 'button') triggerRef.current?.focus();
    else {
      quietFocus.current = true;
      fieldRefs[side].current?.focus();
      quietFocus.current = false;
    }
    // fieldRefs holds refs, which never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [popupOpen]);
  const close = (focusOrigin: boolean) => {
    returnFocus.current = focusOrigin;
    setOpen(false);
  };
  const openFrom = (from: Origin, next: Exclude<Mode, 'closed'>) => {
    if (disabled) return;
    origin.current = from;
    setMode((previous) => (previous === 'dialog' ? previous : next));
  };

  const trapOptions = useMemo(() => {
    const onTrigger = (event: Event) => !!triggerRef.current?.contains(event.target as Node);
    return {
      // Focus already in the calendar (a press on a day while it was shown beside a field) stays where it is.
      initialFocus: () => {
        const active = document.activeElement as HTMLElement | null;
        if (active && popupRef.current?.contains(active)) return active;
        return popupRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]') ?? false;
      },
      fallbackFocus: () => popupRef.current ?? document.body,
      escapeDeactivates: false,
      returnFocusOnDeactivate: false,
      // The calendar button toggles the dialog itself; any other press outside closes it and keeps its own focus.
      allowOutsideClick: onTrigger,
      clickOutsideDeactivates: (event: Event) => !onTrigger(event),
      onDeactivate: () => setOpen(false),
      // Until it is positioned the dialog sits at the page's top; focusing it must not scroll there.
      preventScroll: true,
    };
  }, []);

  const pick = (day: Date) => {
    const next = pickDay(range, day);
    apply(next);
    if (next.endDate) close(true);
  };

  const pickToday = (today: Date) => {
    apply({ startDate: today, endDate: today });
    close(true);
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Taken here, so a drawer or dialog around the picker stays open.
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  const baseId = useStableId();
  const ids = {
    label: `${baseId}-label`,
    start: `${baseId}-start`,
    end: `${baseId}-end`,
    popup: `${baseId}-calendar`,
    error: (side: Side) => `${baseId}-${side}-error`,
  };
  const hasLabel = hasContent(label);

  const field = (side: Side) => (
    <input
      ref={fieldRefs[side]}
      id={ids[side]}
      type="text"
      className="aq-datepicker__input"
      aria-label={side === 'start' ? labels.startDate : labels.endDate}
      aria-invalid={errors[side] ? true : undefined}
      aria-describedby={errors[side] ? ids.error(side) : undefined}
      placeholder={format}
      size={fieldSize}
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      value={texts[side]}
      onChange={(event) => {
        const text = event.target.value;
        setTexts((previous) => ({ ...previous, [side]: text }));
        setErrors((previous) => ({ ...previous, [side]: null }));
      }}
      onFocus={() => {
        if (!quietFocus.current) openFrom(side, 'field');
      }}
      // Also after Escape, while the field still has focus.
      onClick={() => openFrom(side, 'field')}
      onBlur={(event) => {
        commit(side);
        const next = event.relatedTarget as Node | null;
        const staysNear =
          !!next && (next === fieldRefs.start.current || next === fieldRefs.end.current || !!popupRef.current?.contains(next));
        if (mode === 'field' && !staysNear) setMode('closed');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(side);
        else if (event.key === 'Escape' && popupOpen) {
          // Taken here, so a drawer or dialog around the picker stays open.
          event.preventDefault();
          event.stopPropagation();
          setMode('closed');
        } else if (event.key === 'ArrowDown' && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
          // Into the calendar, which becomes a modal dialog with focus on its day.
          event.preventDefault();
          origin.current = side;
          setMode('dialog');
        }
      }}
    />
  );

  return (
    <div
      {...rest}
      ref={ref}
      lang={lang}
      role="group"
      aria-labelledby={cx(ariaLabelledBy, hasLabel && ids.label) || undefined}
      className={cx('aq-datepicker', className)}
      data-state={popupOpen ? 'open' : 'closed'}
      data-disabled={dataFlag(disabled)}
      data-invalid={dataFlag(!!(errors.start || errors.end))}
      // The calendar, and its Today button, is only there while open: the group says whether it has one.
      data-today-button={dataFlag(todayButton)}
    >
      {hasLabel && (
        <label id={ids.label} htmlFor={ids.start} className="aq-datepicker__label">
          {label}
        </label>
      )}
      <div ref={refs.setReference} className="aq-datepicker__field" style={{ '--aq-datepicker-chars': fieldSize } as CSSProperties}>
        {field('start')}
        <span className="aq-datepicker__separator" aria-hidden="true">
          –
        </span>
        {field('end')}
        <button
          ref={triggerRef}
          type="button"
          className="aq-datepicker__trigger"
          aria-label={labels.chooseDates}
          aria-haspopup="dialog"
          aria-expanded={popupOpen}
          aria-controls={popupOpen ? ids.popup : undefined}
          disabled={disabled}
          onClick={() => {
            if (popupOpen) close(true);
            else openFrom('button', 'dialog');
          }}
        >
          <CalendarDays aria-hidden="true" size={18} />
        </button>
      </div>
      <div className="aq-datepicker__messages" aria-live="polite">
        {(['start', 'end'] as const).map(
          (side) =>
            errors[side] && (
              <div key={side} id={ids.error(side)} className="aq-datepicker__message">
                {errors[side]}
              </div>
            ),
        )}
      </div>
      {popupOpen && (
        <Portal>
          <FocusTrap active={mode === 'dialog'} focusTrapOptions={trapOptions}>
            <div
              ref={popupRefs}
              id={ids.popup}
              // Rendered on document.body, so it does not inherit the field's language.
              lang={lang}
              role="dialog"
              aria-modal={mode === 'dialog'}
              aria-label={labels.chooseDates}
              tabIndex={-1}
              className="aq-datepicker__popup"
              style={floatingStyles}
              data-mode={mode}
              onKeyDown={onPopupKeyDown}
              // Focus moving in from a field (a press on a day, Tab) makes the calendar the modal dialog it is.
              onFocus={() => mode === 'field' && setMode('dialog')}
            >
              <RangeCalendar
                range={range}
                initialDay={range.startDate ?? range.endDate ?? startOfDay(new Date())}
                onPick={pick}
                onToday={pickToday}
                firstDayOfWeek={firstDayOfWeek}
                startYear={startYear}
                endYear={endYear}
                todayButton={todayButton}
                todayLabel={todayLabel}
                days={days}
                dayNames={dayNames}
                months={months}
                labels={labels}
              />
            </div>
          </FocusTrap>
        </Portal>
      )}
    </div>
  );
}
