import { useState } from 'react';
import { RangeDatepicker, type DateRange } from 'aquila-ui/datepicker';
import './datepicker-demo2.scss';

const iso = (date: Date | null) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : 'not set';

export default function DatepickerDemo2() {
  const [chosen, setChosen] = useState<DateRange>({ startDate: null, endDate: null });

  return (
    <div className="datepicker-demo2">
      <RangeDatepicker label="Sprint" format="yyyy-MM-dd" firstDayOfWeek={1} onChange={setChosen} />
      <dl className="datepicker-demo2__values">
        <dt>startDate</dt>
        <dd>{iso(chosen.startDate)}</dd>
        <dt>endDate</dt>
        <dd>{iso(chosen.endDate)}</dd>
      </dl>
    </div>
  );
}
