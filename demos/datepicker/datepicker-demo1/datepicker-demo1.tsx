import { useMemo, useState } from 'react';
import { RangeDatepicker, useToday, type DateRange } from 'aquila-ui/datepicker';
import './datepicker-demo1.scss';

/** Sunday to Saturday of the week a day falls in. */
function weekOf(day: Date): DateRange {
  const sunday = new Date(day.getFullYear(), day.getMonth(), day.getDate() - day.getDay());
  const saturday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 6);
  return { startDate: sunday, endDate: saturday };
}

const spelledOut = (date: Date) =>
  date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Days from start to end, both counted; rounding absorbs a daylight-saving hour. */
const daysIn = ({ startDate, endDate }: DateRange) =>
  startDate && endDate ? Math.round((endDate.getTime() - startDate.getTime()) / 86_400_000) + 1 : 0;

export default function DatepickerDemo1() {
  // Null on a server: the page may be rendered on another day, so the visitor's week comes once it runs.
  const today = useToday();
  const thisWeek = useMemo(() => (today ? weekOf(today) : { startDate: null, endDate: null }), [today]);
  const [picked, setPicked] = useState<DateRange | null>(null);
  // Until a person picks, the range is the current week.
  const range = picked ?? thisWeek;

  return (
    <div className="datepicker-demo1">
      <RangeDatepicker label="Report period" value={range} onChange={setPicked} />
      <p className="datepicker-demo1__summary" aria-live="polite">
        {/* onChange reports whole ranges: both days, or none when both fields are emptied. */}
        {range.startDate && range.endDate
          ? `${spelledOut(range.startDate)} to ${spelledOut(range.endDate)}: ${daysIn(range)} days`
          : today || picked
            ? 'Pick the first and the last day of the period'
            : 'This week, Sunday to Saturday'}
      </p>
    </div>
  );
}
