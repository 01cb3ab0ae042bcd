import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';
import { RangeDatepicker, useToday } from 'aquila-ui/datepicker';
import { monthWeeks } from './month-weeks';
// After the library's stylesheets: it moves their panels into the box.
import './still.scss';

// The calendar's default texts (English, weeks from Sunday), as the sample opens it: the names come
// from Intl, as the library's do. 2023 began on a Sunday.
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const month = new Intl.DateTimeFormat('en-US', { month: 'long' });
const DAYS = Array.from({ length: 7 }, (_, day) => weekday.format(new Date(2023, 0, 1 + day)));
const MONTHS = Array.from({ length: 12 }, (_, index) => month.format(new Date(2023, index, 1)));

/** One of the header's arrows, drawn as the library draws it; out of the tab order, as the still is a picture. */
function NavButton({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <button type="button" className="aq-datepicker__nav" tabIndex={-1}>
      <Icon size={18} />
    </button>
  );
}

/** The calendar's month: today's, known only in the browser after hydration; until then its days wait blank. */
function CalendarStill() {
  const today = useToday();
  const weeks = monthWeeks(today);
  return (
    <div className="aq-datepicker__calendar">
      <div className="aq-datepicker__header">
        <NavButton icon={ChevronsLeft} />
        <NavButton icon={ChevronLeft} />
        <select className="aq-datepicker__select" tabIndex={-1} value={today?.getMonth() ?? ''} onChange={() => undefined}>
          <option value="">{'\u00a0'}</option>
          {today && <option value={today.getMonth()}>{MONTHS[today.getMonth()]}</option>}
        </select>
        <select className="aq-datepicker__select" tabIndex={-1} value={today?.getFullYear() ?? ''} onChange={() => undefined}>
          <option value="">{'\u00a0'}</option>
          {today && <option value={today.getFullYear()}>{today.getFullYear()}</option>}
        </select>
        <NavButton icon={ChevronRight} />
        <NavButton icon={ChevronsRight} />
      </div>
      <table className="aq-datepicker__grid">
        <thead>
          <tr>
            {DAYS.map((day) => (
              <th key={day} scope="col" className="aq-datepicker__weekday">
                <span>{day}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((cell, column) => (
                <td
                  key={column}
                  className="aq-datepicker__day"
                  data-outside={cell.outside ? '' : undefined}
                  aria-current={cell.today ? 'date' : undefined}
                >
                  {cell.day ? cell.day.getDate() : '\u00a0'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="aq-datepicker__footer">
        <button type="button" className="aq-datepicker__today" tabIndex={-1}>
          Today
        </button>
      </div>
    </div>
  );
}

/**
 * The date picker sample as it opens: the real, closed field, its calendar under it as the library
 * draws it (the same elements and classes), and the line the sample keeps under them.
 */
export default function DatepickerStill() {
  return (
    <div>
      <div className="configurator-still__anchor">
        <RangeDatepicker label="Your stay" />
        <div className="aq-datepicker__popup configurator-still__below configurator-still__below--in-flow">
          <CalendarStill />
        </div>
      </div>
      <p>Choose the day you arrive and the day you leave.</p>
    </div>
  );
}
