import { useId } from 'react';
import { RangeDatepicker, useToday } from 'aquila-ui/datepicker';
import './datepicker-demo4.scss';

export default function DatepickerDemo4() {
  const hintId = useId();
  // Bookings open for this year and the next; the calendar and typed dates stay within them. The year is
  // the visitor's: null on a server, which may render the page in another year.
  const thisYear = useToday()?.getFullYear();

  return (
    <div className="datepicker-demo4">
      <RangeDatepicker
        label="Your stay"
        startYear={thisYear}
        endYear={thisYear === undefined ? undefined : thisYear + 1}
        todayButton={false}
        labels={{ startDate: 'Check-in', endDate: 'Check-out' }}
        aria-describedby={hintId}
      />
      <p id={hintId} className="datepicker-demo4__hint">
        {thisYear === undefined
          ? 'Stays from January this year to December next year.'
          : `Stays from January ${thisYear} to December ${thisYear + 1}.`}
      </p>
    </div>
  );
}
