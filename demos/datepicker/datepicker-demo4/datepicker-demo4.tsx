import { useId } from 'react';
import { RangeDatepicker } from 'aquila-ui/datepicker';
import './datepicker-demo4.scss';

export default function DatepickerDemo4() {
  const hintId = useId();
  // Bookings open for this year and the next; the calendar and typed dates stay within them.
  const thisYear = new Date().getFullYear();

  return (
    <div className="datepicker-demo4">
      <RangeDatepicker
        label="Your stay"
        startYear={thisYear}
        endYear={thisYear + 1}
        todayButton={false}
        labels={{ startDate: 'Check-in', endDate: 'Check-out' }}
        aria-describedby={hintId}
      />
      <p id={hintId} className="datepicker-demo4__hint">
        Stays from January {thisYear} to December {thisYear + 1}.
      </p>
    </div>
  );
}
