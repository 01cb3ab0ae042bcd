import { useState } from 'react';
import { RangeDatepicker, type DateRangeText } from 'aquila-ui/datepicker';
import './datepicker-demo2.scss';

export default function DatepickerDemo2() {
  // onChange gives the range as text in the format too, beside the Date objects: ISO dates here.
  const [chosen, setChosen] = useState<DateRangeText>({ startDate: null, endDate: null });

  return (
    <div className="datepicker-demo2">
      <RangeDatepicker label="Sprint" format="yyyy-MM-dd" firstDayOfWeek={1} onChange={(_range, text) => setChosen(text)} />
      <dl className="datepicker-demo2__values">
        <dt>startDate</dt>
        <dd>{chosen.startDate ?? 'not set'}</dd>
        <dt>endDate</dt>
        <dd>{chosen.endDate ?? 'not set'}</dd>
      </dl>
    </div>
  );
}
