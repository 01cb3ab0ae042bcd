import { useMemo, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { FocusTrap } from 'focus-trap-react';
import { CalendarDays } from 'lucide-react';
import { Portal, cx, dataFlag, hasContent, mergeProps, useMessages, useStableId } from '../core/index.ts';
import { DATEPICKER_END_YEAR, DATEPICKER_FORMAT, DATEPICKER_START_YEAR, type RangeDatepickerLabels } from './constants.ts';
import { useLocaleCalendar } from './useLocaleCalendar.ts';
import { resolveDatepickerProps } from './resolveProps.ts';
import { EMPTY_RANGE, SIDES, type DateRange, type Side } from './range.ts';
import type { DateRangeInput, DateRangeText } from './value.ts';
import { RangeCalendar } from './RangeCalendar.tsx';
import { useRangeDateFields } from './useRangeDateFields.ts';
import { useRangeDatepickerPopover } from './useRangeDatepickerPopover.ts';
import { useRangeDatepickerState } from './useRangeDatepickerState.ts';
import { datepickerEnglish } from './english.ts';
import './RangeDatepicker.scss';

export interface RangeDatepickerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'defaultValue' | 'children'> {
  /**
   * The chosen range `{ startDate, endDate }`, when controlled; pair it with `onChange`. Each end is a `Date`, a
   * string in `format` or in ISO `yyyy-MM-dd`, or `null`; a string that is neither is taken as empty (with a
   * warning in development).
   */
  value?: DateRangeInput;
  /**
   * The range at first, when uncontrolled; its ends are given as in `value`.
   * @default { startDate: null, endDate: null }
   */
  defaultValue?: DateRangeInput;
  /**
   * Called with the new range once it is whole — both ends chosen, or both cleared — after a pick on the calendar, the Today button or a typed date. A start waiting for its end is kept by the picker until then.
   * The range comes as `Date`s at local midnight, then again as strings in `format` (`{ startDate: '05/01/2025', endDate: '11/01/2025' }`, both `null` when cleared), ready to show or send as it is.
   */
  onChange?: (range: DateRange, text: DateRangeText) => void;
  /**
   * The pattern dates are shown and typed in: `dd` or `d` the day, `MM` or `M` the month, `yyyy` the year, anything else as written.
   * @default 'dd/MM/yyyy'
   */
  format?: string;
  /**
   * The weekday of the calendar's first column: 0 Sunday, 1 Monday … 6 Saturday. By default the locale's (the nearest AquilaProvider's), from `Intl`.
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
   * The text of the Today button; by default the nearest AquilaProvider's messages say it.
   * @default 'Today'
   */
  todayLabel?: string;
  /**
   * Seven short weekday names over the calendar's columns, Sunday first. By default the locale's, from `Intl`.
   * @default ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
   */
  days?: readonly string[];
  /**
   * Seven full weekday names, Sunday first: what assistive technology says for each column and day. By default the locale's, from `Intl`.
   * @default ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
   */
  dayNames?: readonly string[];
  /**
   * Twelve month names, January first. By default the locale's, from `Intl`.
   * @default ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
   */
  months?: readonly string[];
  /** The visible label over the two date fields; it names their group. */
  label?: ReactNode;
  /** Your own texts for the field names, calendar buttons and messages (by default the nearest AquilaProvider's, English without one); give only the ones to change. */
  labels?: Partial<RangeDatepickerLabels>;
  /**
   * Disables both date fields and the calendar button.
   * @default false
   */
  disabled?: boolean;
  /** Ref to the root `<div role="group">` holding the label, the fields and their messages. */
  ref?: Ref<HTMLDivElement>;
}

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
  format: formatProp = DATEPICKER_FORMAT,
  firstDayOfWeek: firstDayOfWeekProp,
  startYear: startYearProp = DATEPICKER_START_YEAR,
  endYear: endYearProp = DATEPICKER_END_YEAR,
  todayButton = true,
  todayLabel: todayLabelProp,
  // Defaulted in the body, from the locale.
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
  const localeDefaults = useLocaleCalendar();
  const { format, firstDayOfWeek, startYear, endYear, days, dayNames, months } = resolveDatepickerProps(
    {
      format: formatProp,
      firstDayOfWeek: firstDayOfWeekProp ?? localeDefaults.firstDayOfWeek,
      startYear: startYearProp,
      endYear: endYearProp,
      days: daysProp ?? localeDefaults.days,
      dayNames: dayNamesProp ?? localeDefaults.dayNames,
      months: monthsProp ?? localeDefaults.months,
    },
    localeDefaults,
  );
  const messages = useMessages('datepicker', datepickerEnglish);
  const todayLabel = todayLabelProp ?? messages.today;
  const labels = useMemo(() => ({ ...messages, ...labelsProp }), [messages, labelsProp]);

  const state = useRangeDatepickerState({ value, defaultValue, onChange, format });
  const fields = useRangeDateFields({ format, startYear, endYear, labels, disabled }, state);
  const popover = useRangeDatepickerPopover({ label: labels.chooseDates, disabled });
  const { range } = state;
  const labelId = `${useStableId()}-label`;
  const hasLabel = hasContent(label);

  const field = (side: Side) => (
    <input className="aq-datepicker__input" {...mergeProps(fields[side].inputProps, popover.fieldProps[side])} />
  );

  return (
    <div
      {...rest}
      ref={ref}
      lang={lang}
      role="group"
      aria-labelledby={cx(ariaLabelledBy, hasLabel && labelId) || undefined}
      className={cx('aq-datepicker', className)}
      data-state={popover.isOpen ? 'open' : 'closed'}
      data-disabled={dataFlag(disabled)}
      data-invalid={dataFlag(fields.invalid)}
      // The calendar, and its Today button, is only there while open: the group says whether it has one.
      data-today-button={dataFlag(todayButton)}
    >
      {hasLabel && (
        <label id={labelId} htmlFor={fields.start.inputProps.id} className="aq-datepicker__label">
          {label}
        </label>
      )}
      <div {...popover.anchorProps} className="aq-datepicker__field" style={{ '--aq-datepicker-chars': fields.size } as CSSProperties}>
        {field('start')}
        <span className="aq-datepicker__separator" aria-hidden="true">
          –
        </span>
        {field('end')}
        <button {...popover.triggerProps} className="aq-datepicker__trigger">
          <CalendarDays aria-hidden="true" size={18} />
        </button>
      </div>
      <div className="aq-datepicker__messages" aria-live="polite">
        {SIDES.map(
          (side) =>
            fields[side].error && (
              <div key={side} {...fields[side].errorProps} className="aq-datepicker__message">
                {fields[side].error}
              </div>
            ),
        )}
      </div>
      {popover.isOpen && (
        <Portal>
          <FocusTrap {...popover.focusTrapProps}>
            {/* Rendered on document.body, so it does not inherit the field's language. */}
            <div {...popover.popupProps} lang={lang} className="aq-datepicker__popup">
              <RangeCalendar
                range={range}
                initialDay={fields.typedDay ?? range.startDate ?? range.endDate}
                // While a date is typed, the calendar beside the field shows its month.
                followDay={fields.typedDay}
                onPick={(day) => {
                  // The second pick finishes the range and closes the calendar.
                  if (state.pickDay(day).endDate) popover.close(true);
                }}
                onToday={(today) => {
                  state.setRange({ startDate: today, endDate: today });
                  popover.close(true);
                }}
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
