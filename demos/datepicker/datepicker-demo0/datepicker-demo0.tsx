import { useState } from 'react';
import { RangeDatepicker, type DateRange } from 'aquila-ui/datepicker';

const spelledOut = (date: Date) => date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'long' });

export default function DatepickerConfigurator() {
  const [stay, setStay] = useState<DateRange>({ startDate: null, endDate: null });

  return (
    <div>
      <RangeDatepicker label="Your stay" onChange={setStay} />
      <p>
        {stay.startDate && stay.endDate
          ? `Arriving ${spelledOut(stay.startDate)}, leaving ${spelledOut(stay.endDate)}`
          : 'Choose the day you arrive and the day you leave.'}
      </p>
    </div>
  );
}
