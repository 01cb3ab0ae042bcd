import { ChevronLeft, ChevronRight } from 'lucide-react';

const WEEKDAYS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];
/** A month of 31 days starting on a Tuesday, with the days of the months around it: five weeks. */
const CELLS = [30, 31, ...Array.from({ length: 31 }, (_, index) => index + 1), 1, 2].map((day, index) => ({
  day,
  outside: index < 2 || index > 32,
}));
// Tuesday to Saturday of one week, so the band runs along one row.
const START = 15;
const END = 19;

/**
 * The date picker's calendar as a picture, a range chosen. The real calendar opens only on demand, as a
 * modal with a focus trap, code the overview would download for a card; its page has it live. No year
 * and no today in the picture, so it never dates.
 */
export function CalendarPreview() {
  return (
    <div
      className="calendar-preview"
      role="img"
      aria-label="A month calendar with a range of five days chosen, from the 15th to the 19th"
    >
      <div className="calendar-preview__header">
        <ChevronLeft size={14} />
        <span>March</span>
        <ChevronRight size={14} />
      </div>
      <div className="calendar-preview__grid">
        {WEEKDAYS.map((weekday, index) => (
          <span key={index} className="calendar-preview__weekday">
            {weekday}
          </span>
        ))}
        {CELLS.map(({ day, outside }, index) => {
          const inside = !outside && day >= START && day <= END;
          return (
            <span
              key={index}
              className="calendar-preview__day"
              data-outside={outside || undefined}
              data-in-range={inside || undefined}
              data-first={(inside && day === START) || undefined}
              data-last={(inside && day === END) || undefined}
            >
              {day}
            </span>
          );
        })}
      </div>
    </div>
  );
}
