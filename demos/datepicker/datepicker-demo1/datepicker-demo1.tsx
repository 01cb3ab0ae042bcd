import { useState } from 'react';
import { RangeDatepicker, type DateRange } from 'aquila-ui/datepicker';
import './datepicker-demo1.scss';

/** Sunday to Saturday of the week today falls in, worked out when the page opens. */
function currentWeek(): DateRange {
  const today = new Date();
  const sunday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay());
  const saturday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 6);
  return { startDate: sunday, endDate: saturday };
}

const spelledOut = (date: Date) =>
  date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Days from start to end, both counted; rounding absorbs a daylight-saving hour. */
const daysIn = ({ startDate, endDate }: DateRange) =>
  startDate && endDate ? Math.round((endDate.getTime() - startDate.getTime()) / 86_400_000) + 1 : 0;

export default function DatepickerDemo1() {
  const [range, setRange] = useState(currentWeek);

  return (
    <div className="datepicker-demo1">
      <RangeDatepicker label="Report period" value={range} onChange={setRange} />
      <p className="datepicker-demo1__summary" aria-live="polite">
        {/* onChange reports whole ranges: both days, or none when both fields are emptied. */}
        {range.startDate && range.endDate
          ? `${spelledOut(range.startDate)} to ${spelledOut(range.endDate)}: ${daysIn(range)} days`
          : 'Pick the first and the last day of the period'}
      </p>
    </div>
  );
}
