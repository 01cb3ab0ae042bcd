import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { RangeDatepickerLabels } from './constants.ts';
import { addMonths, makeDate } from './dates.ts';
import type { CalendarMonth } from './useCalendarView.ts';

export interface CalendarHeaderProps {
  /** The month shown. */
  view: CalendarMonth;
  /** Shows another month. */
  onShowMonth: (year: number, month: number) => void;
  /** The first year shown. */
  startYear: number;
  /** The last year shown. */
  endYear: number;
  /** Month names, January first. */
  months: readonly string[];
  /** The names of the buttons and lists. */
  labels: Pick<RangeDatepickerLabels, 'previousYear' | 'previousMonth' | 'nextMonth' | 'nextYear' | 'month' | 'year'>;
}

interface StepProps {
  /** The button's accessible name. */
  label: string;
  /** No month to go to within the years. */
  atLimit: boolean;
  /** Shows the month the button goes to. */
  onStep: () => void;
  /** The icon. */
  children: ReactNode;
}

function StepButton({ label, atLimit, onStep, children }: StepProps) {
  return (
    <button
      type="button"
      className="aq-datepicker__nav"
      aria-label={label}
      // aria-disabled rather than disabled: a disabled button drops focus out of the dialog.
      aria-disabled={atLimit || undefined}
      onClick={() => !atLimit && onStep()}
    >
      {children}
    </button>
  );
}

/**
 * The calendar's navigation: a year back, a month back, the month and year lists, a month
 * on and a year on. The buttons stop at the first and last month the years allow.
 */
export function CalendarHeader({ view, onShowMonth, startYear, endYear, months, labels }: CalendarHeaderProps) {
  const years = Array.from({ length: endYear - startYear + 1 }, (_, index) => startYear + index);
  const step = (count: number) => {
    const first = addMonths(makeDate(view.year, view.month, 1), count);
    onShowMonth(first.getFullYear(), first.getMonth());
  };

  return (
    <div className="aq-datepicker__header">
      <StepButton label={labels.previousYear} atLimit={view.year <= startYear} onStep={() => step(-12)}>
        <ChevronsLeft aria-hidden="true" size={18} />
      </StepButton>
      <StepButton label={labels.previousMonth} atLimit={view.year === startYear && view.month === 0} onStep={() => step(-1)}>
        <ChevronLeft aria-hidden="true" size={18} />
      </StepButton>
      <select
        className="aq-datepicker__select"
        aria-label={labels.month}
        value={view.month}
        onChange={(event) => onShowMonth(view.year, Number(event.target.value))}
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
        onChange={(event) => onShowMonth(Number(event.target.value), view.month)}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <StepButton label={labels.nextMonth} atLimit={view.year === endYear && view.month === 11} onStep={() => step(1)}>
        <ChevronRight aria-hidden="true" size={18} />
      </StepButton>
      <StepButton label={labels.nextYear} atLimit={view.year >= endYear} onStep={() => step(12)}>
        <ChevronsRight aria-hidden="true" size={18} />
      </StepButton>
    </div>
  );
}
