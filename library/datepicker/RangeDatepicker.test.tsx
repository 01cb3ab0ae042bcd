import { useState, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { useOverlayLayer } from '../core/index.ts';
import { RangeDatepicker, type RangeDatepickerProps } from './RangeDatepicker.tsx';
import { DATEPICKER_ERRORS } from './errors.ts';
import type { DateRange } from './range.ts';
import {
  cell,
  dialog,
  endField,
  expectFocusedDay,
  focusedCells,
  grid,
  jan,
  selectedDays,
  startField,
  todayIsJanuary15,
  trigger,
  walkDays,
} from './testing.ts';

todayIsJanuary15();

/** The picker inside an open overlay of the layer stack that closes by Escape, as a dialog or drawer around it would. */
function InAnOverlay({ onEscape, children }: { onEscape: () => void; children: ReactNode }) {
  useOverlayLayer(true, { onEscape });
  return <>{children}</>;
}

function renderInAnOverlay() {
  const user = userEvent.setup();
  const outer = vi.fn();
  render(
    <InAnOverlay onEscape={outer}>
      <RangeDatepicker />
    </InAnOverlay>,
  );
  return { user, outer };
}

/** The ranges onChange reported, without the text it gives beside each (that has tests of its own). */
const ranges = (onChange: Mock) => onChange.mock.calls.map(([reported]) => reported as DateRange);

/** The calendar is closed and focus is on element: where closing it should leave a person. */
function expectClosedWithFocusOn(element: HTMLElement) {
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(element).toHaveFocus();
}

/** The picker, with a person to drive it and its onChange watched. */
function renderPicker(props: Partial<RangeDatepickerProps> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const { unmount } = render(<RangeDatepicker onChange={onChange} {...props} />);
  return { user, onChange, unmount };
}

/** The picker with its calendar opened by the button. */
async function open(props: Partial<RangeDatepickerProps> = {}) {
  const picker = renderPicker(props);
  await picker.user.click(trigger());
  return picker;
}

describe('RangeDatepicker', () => {
  itConforms(RangeDatepicker, { props: {}, element: 'div' });

  describe('fields and defaults', () => {
    it('is a group of two empty date fields in the dd/MM/yyyy format and a calendar button, closed', () => {
      render(<RangeDatepicker />);
      const group = screen.getByRole('group');
      expect(group).toHaveClass('aq-datepicker');
      expect(group).toHaveAttribute('data-state', 'closed');
      for (const field of [startField(), endField()]) {
        expect(field).toHaveValue('');
        expect(field).toHaveAttribute('placeholder', 'dd/MM/yyyy');
        expect(field).not.toHaveAttribute('aria-invalid');
      }
      expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('shows defaultValue in the fields, and a start later than the end sets the end to the start', () => {
      const { unmount } = render(<RangeDatepicker defaultValue={{ startDate: jan(5), endDate: jan(11) }} />);
      expect(startField()).toHaveValue('05/01/2025');
      expect(endField()).toHaveValue('11/01/2025');
      unmount();
      render(<RangeDatepicker defaultValue={{ startDate: jan(20), endDate: jan(11) }} />);
      expect(startField()).toHaveValue('20/01/2025');
      expect(endField()).toHaveValue('20/01/2025');
    });

    it('names the group with label, and the label focuses the start field', async () => {
      const user = userEvent.setup();
      render(<RangeDatepicker label="Report period" />);
      expect(screen.getByRole('group', { name: 'Report period' })).toBeInTheDocument();
      await user.click(screen.getByText('Report period'));
      expect(startField()).toHaveFocus();
    });

    it('disabled disables both fields and the calendar button', () => {
      render(<RangeDatepicker disabled />);
      expect(startField()).toBeDisabled();
      expect(endField()).toBeDisabled();
      expect(trigger()).toBeDisabled();
      expect(screen.getByRole('group')).toHaveAttribute('data-disabled', '');
    });

    it('disabling closes an open calendar, and enabling again leaves it closed', async () => {
      const user = userEvent.setup();
      const { rerender } = render(<RangeDatepicker />);
      await user.click(trigger());
      expect(dialog()).toBeInTheDocument();
      rerender(<RangeDatepicker disabled />);
      expect(screen.queryByRole('dialog')).toBeNull();
      rerender(<RangeDatepicker />);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    });

    it('labels renames the fields, the button and the dialog; the other texts stay English', async () => {
      const user = userEvent.setup();
      render(<RangeDatepicker labels={{ startDate: 'Check-in', endDate: 'Check-out', chooseDates: 'Pick your stay' }} />);
      expect(screen.getByRole('textbox', { name: 'Check-in' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Check-out' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Pick your stay' }));
      const calendar = screen.getByRole('dialog', { name: 'Pick your stay' });
      expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    });
  });

  describe('the calendar', () => {
    it('opens as a modal dialog of six weeks by seven days, on the current month, focused on today', async () => {
      await open();
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      expect(trigger()).toHaveAttribute('aria-controls', dialog().id);
      expect(dialog()).toHaveAttribute('aria-modal', 'true');
      expect(screen.getByRole('group')).toHaveAttribute('data-state', 'open');
      expect(grid()).toHaveAccessibleName('January 2025');
      const rows = within(grid()).getAllByRole('row');
      expect(rows).toHaveLength(7);
      for (const row of rows.slice(1)) expect(within(row).getAllByRole('gridcell')).toHaveLength(7);
      // 1 January 2025 is a Wednesday: the first row starts on Sunday 29 December.
      const cells = screen.getAllByRole('gridcell');
      expect(cells[0]).toHaveAccessibleName('Sunday 29 December 2024');
      expect(cells[41]).toHaveAccessibleName('Saturday 8 February 2025');
      expect(cells[0]).toHaveAttribute('data-outside', '');
      expect(cell('15 January 2025')).toHaveFocus();
      expect(cell('15 January 2025')).toHaveAttribute('aria-current', 'date');
      expect(focusedCells()).toEqual([cell('15 January 2025')]);
      const monthNames = within(screen.getByRole('combobox', { name: 'Month' })).getAllByRole('option');
      expect(monthNames.map((option) => option.textContent)).toEqual([
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ]);
    });

    it('names its columns with full day names, shows the short ones, Sunday first by default', async () => {
      await open();
      const headers = screen.getAllByRole('columnheader');
      expect(headers.map((header) => header.textContent?.slice(0, 3))).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
      expect(headers.map((header) => header.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
        'Sun',
        'Mon',
        'Tue',
        'Wed',
        'Thu',
        'Fri',
        'Sat',
      ]);
      screen
        .getAllByRole('columnheader')
        .forEach((header, index) =>
          expect(header).toHaveAccessibleName(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][index]),
        );
    });

    it('firstDayOfWeek={1} starts the weeks on Monday', async () => {
      await open({ firstDayOfWeek: 1 });
      expect(screen.getAllByRole('columnheader')[0]).toHaveAccessibleName('Monday');
      expect(screen.getAllByRole('columnheader')[6]).toHaveAccessibleName('Sunday');
      expect(screen.getAllByRole('gridcell')[0]).toHaveAccessibleName('Monday 30 December 2024');
    });

    it('days, dayNames, months and todayLabel replace the names', async () => {
      await open({
        days: ['do', 'lu', 'ma', 'mi', 'ju', 'vi', 'sá'],
        dayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
        months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'sept.', 'oct.', 'nov.', 'dic.'],
        todayLabel: 'Hoy',
      });
      expect(screen.getAllByRole('columnheader')[1]).toHaveAccessibleName('lunes');
      expect(screen.getAllByRole('columnheader')[1].querySelector('[aria-hidden="true"]')).toHaveTextContent('lu');
      expect(cell('15 enero 2025')).toHaveAccessibleName('miércoles 15 enero 2025');
      expect(grid()).toHaveAccessibleName('enero 2025');
      expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('enero');
      expect(screen.getByRole('button', { name: 'Hoy' })).toBeInTheDocument();
    });

    it('opens on the start of the range, which is marked selected with its end', async () => {
      await open({ defaultValue: { startDate: new Date(2024, 2, 30), endDate: new Date(2024, 3, 2) } });
      expectFocusedDay('30 March 2024');
      expect(cell('30 March 2024')).toHaveAccessibleName('Saturday 30 March 2024, start of range');
      expect(cell('2 April 2024')).toHaveAccessibleName('Tuesday 2 April 2024, end of range');
      expect(selectedDays()).toEqual(['2024-03-30', '2024-03-31', '2024-04-01', '2024-04-02']);
      expect(cell('31 March 2024')).toHaveAttribute('data-in-range', '');
    });

    it('the month buttons and lists change the month; the year list runs from 1900 to 2100', async () => {
      const { user } = await open();
      const next = screen.getByRole('button', { name: 'Next month' });
      await user.click(next);
      expect(grid()).toHaveAccessibleName('February 2025');
      expect(next).toHaveFocus();
      expect(focusedCells()).toEqual([cell('15 February 2025')]);
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
      expect(grid()).toHaveAccessibleName('December 2024');

      const years = screen.getByRole('combobox', { name: 'Year' });
      const yearOptions = within(years).getAllByRole('option');
      expect(yearOptions).toHaveLength(201);
      expect(yearOptions[0]).toHaveTextContent('1900');
      expect(yearOptions[200]).toHaveTextContent('2100');
      await user.selectOptions(years, '1999');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'July');
      expect(grid()).toHaveAccessibleName('July 1999');
      expect(focusedCells()).toEqual([cell('15 July 1999')]);
    });

    it('moving to a shorter month keeps the focused day inside it (31 January → 28 February)', async () => {
      const { user } = await open({ defaultValue: { startDate: jan(31), endDate: null } });
      await user.click(screen.getByRole('button', { name: 'Next month' }));
      expect(focusedCells()).toEqual([cell('28 February 2025')]);
    });

    it('startYear and endYear limit the months, the year list and the days that can be picked', async () => {
      const { user, onChange } = await open({ startYear: 2025, endYear: 2025 });
      expect(
        within(screen.getByRole('combobox', { name: 'Year' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['2025']);
      const previous = screen.getByRole('button', { name: 'Previous month' });
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      await user.click(previous);
      expect(grid()).toHaveAccessibleName('January 2025');

      const lastYearDay = cell('31 December 2024');
      expect(lastYearDay).toHaveAttribute('aria-disabled', 'true');
      await user.click(lastYearDay);
      expect(onChange).not.toHaveBeenCalled();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'December');
      expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
      await user.click(screen.getByRole('button', { name: 'Next month' }));
      expect(grid()).toHaveAccessibleName('December 2025');
    });

    it('opens on the nearest day within the years when today is outside them', async () => {
      await open({ startYear: 2030, endYear: 2040 });
      expectFocusedDay('1 January 2030');
    });
  });

  describe('picking', () => {
    it('the first pick sets the start and keeps the calendar open; the second sets the end and closes it', async () => {
      const { user, onChange } = await open();
      await user.click(cell('10 January 2025'));
      // onChange waits for a whole range.
      expect(onChange).not.toHaveBeenCalled();
      expect(startField()).toHaveValue('10/01/2025');
      expect(endField()).toHaveValue('');
      expect(dialog()).toBeInTheDocument();
      expect(selectedDays()).toEqual(['2025-01-10']);

      await user.click(cell('14 January 2025'));
      expect(ranges(onChange)).toEqual([{ startDate: jan(10), endDate: jan(14) }]);
      expect(endField()).toHaveValue('14/01/2025');
      expectClosedWithFocusOn(trigger());
    });

    it('a second pick earlier than the start swaps the two', async () => {
      const { user, onChange } = await open();
      await user.click(cell('10 January 2025'));
      await user.click(cell('3 January 2025'));
      expect(ranges(onChange).at(-1)).toEqual({ startDate: jan(3), endDate: jan(10) });
      expect(startField()).toHaveValue('03/01/2025');
      expect(endField()).toHaveValue('10/01/2025');
    });

    it('picking the start day again makes a range of one day', async () => {
      const { user, onChange } = await open();
      await user.click(cell('10 January 2025'));
      await user.click(cell('10 January 2025'));
      expect(ranges(onChange).at(-1)).toEqual({ startDate: jan(10), endDate: jan(10) });
    });

    it('a third pick starts a new range', async () => {
      const { user, onChange } = await open();
      await user.click(cell('10 January 2025'));
      await user.click(cell('14 January 2025'));
      await user.click(trigger());
      expect(selectedDays()).toEqual(['2025-01-10', '2025-01-11', '2025-01-12', '2025-01-13', '2025-01-14']);
      await user.click(cell('20 January 2025'));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(startField()).toHaveValue('20/01/2025');
      expect(endField()).toHaveValue('');
      expect(dialog()).toBeInTheDocument();
      await user.click(cell('22 January 2025'));
      expect(ranges(onChange).at(-1)).toEqual({ startDate: jan(20), endDate: jan(22) });
      // The same range again is no change.
      await user.click(trigger());
      await user.click(cell('20 January 2025'));
      await user.click(cell('22 January 2025'));
      expect(onChange).toHaveBeenCalledTimes(2);
    });

    it('a day of the next month shown in the grid can be picked without leaving the month', async () => {
      const { user, onChange } = await open({ defaultValue: { startDate: jan(28), endDate: null } });
      await user.click(cell('2 February 2025'));
      expect(ranges(onChange).at(-1)).toEqual({ startDate: jan(28), endDate: new Date(2025, 1, 2) });
    });

    it('while the end is awaited, the days up to the pointer are previewed', async () => {
      const { user } = await open({ defaultValue: { startDate: jan(10), endDate: null } });
      await user.hover(cell('13 January 2025'));
      const previewed = screen.getAllByRole('gridcell').filter((element) => element.hasAttribute('data-preview'));
      expect(previewed.map((element) => element.getAttribute('data-date'))).toEqual([
        '2025-01-10',
        '2025-01-11',
        '2025-01-12',
        '2025-01-13',
      ]);
    });

    it('Today makes today both the start and the end, reports it and closes', async () => {
      const { user, onChange } = await open({ defaultValue: { startDate: new Date(2024, 5, 1), endDate: null } });
      expect(grid()).toHaveAccessibleName('June 2024');
      await user.click(screen.getByRole('button', { name: 'Today' }));
      expect(ranges(onChange)).toEqual([{ startDate: jan(15), endDate: jan(15) }]);
      expect(startField()).toHaveValue('15/01/2025');
      expect(endField()).toHaveValue('15/01/2025');
      expectClosedWithFocusOn(trigger());

      // Whatever the range was, and with a start waiting for its end.
      await user.click(trigger());
      await user.click(cell('3 January 2025'));
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
      await user.click(screen.getByRole('button', { name: 'Today' }));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(startField()).toHaveValue('15/01/2025');
      expect(endField()).toHaveValue('15/01/2025');
      await user.click(trigger());
      expect(grid()).toHaveAccessibleName('January 2025');
      expect(selectedDays()).toEqual(['2025-01-15']);
    });

    it('states todayButton on the group as data-today-button, while the calendar is closed too', () => {
      const { rerender } = render(<RangeDatepicker />);
      expect(screen.getByRole('group')).toHaveAttribute('data-today-button', '');
      rerender(<RangeDatepicker todayButton={false} />);
      expect(screen.getByRole('group')).not.toHaveAttribute('data-today-button');
    });

    it('todayButton={false} hides the Today button; it is disabled when today is outside the years', async () => {
      const { unmount } = await open({ todayButton: false });
      expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
      unmount();
      await open({ endYear: 2020 });
      expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    });

    it('controlled: shows value, reports picks through onChange and follows the new value', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      function Controlled() {
        const [range, setRange] = useState<DateRange>({ startDate: jan(1), endDate: jan(4) });
        return (
          <RangeDatepicker
            value={range}
            onChange={(next) => {
              onChange(next);
              setRange(next);
            }}
          />
        );
      }
      render(<Controlled />);
      expect(startField()).toHaveValue('01/01/2025');
      await user.click(trigger());
      await user.click(cell('6 January 2025'));
      expect(onChange).not.toHaveBeenCalled();
      expect(startField()).toHaveValue('06/01/2025');
      expect(endField()).toHaveValue('');
      await user.click(cell('8 January 2025'));
      expect(ranges(onChange).at(-1)).toEqual({ startDate: jan(6), endDate: jan(8) });
      expect(endField()).toHaveValue('08/01/2025');
    });

    it('value without onChange warns once in development, naming defaultValue', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(<RangeDatepicker value={{ startDate: jan(1), endDate: jan(4) }} />);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('RangeDatepicker got `value` without `onChange`');
      expect(warn.mock.calls[0][0]).toContain('`defaultValue`');
    });

    it('a new value from the parent replaces a range still waiting for its end', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      const { rerender } = render(<RangeDatepicker value={{ startDate: jan(1), endDate: jan(4) }} onChange={onChange} />);
      await user.click(trigger());
      await user.click(cell('6 January 2025'));
      expect(startField()).toHaveValue('06/01/2025');
      rerender(<RangeDatepicker value={{ startDate: jan(2), endDate: jan(3) }} onChange={onChange} />);
      expect(startField()).toHaveValue('02/01/2025');
      expect(endField()).toHaveValue('03/01/2025');
      expect(selectedDays()).toEqual(['2025-01-02', '2025-01-03']);
    });

    it('controlled without updating the value: the fields keep showing the value', async () => {
      const { user, onChange } = renderPicker({ value: { startDate: jan(1), endDate: jan(4) } });
      await user.click(trigger());
      await user.click(cell('6 January 2025'));
      await user.click(cell('7 January 2025'));
      expect(ranges(onChange)).toContainEqual({ startDate: jan(6), endDate: jan(7) });
      expect(startField()).toHaveValue('01/01/2025');
      expect(endField()).toHaveValue('04/01/2025');
      await user.clear(endField());
      await user.type(endField(), '09/01/2025{Enter}');
      expect(ranges(onChange).at(-1)).toEqual({ startDate: jan(1), endDate: jan(9) });
      expect(endField()).toHaveValue('04/01/2025');
    });
  });

  describe('typing', () => {
    it('reads a typed start and end as day/month/year when the field is left or Enter is pressed', async () => {
      const { user, onChange } = renderPicker();
      await user.type(startField(), '03/02/2025');
      await user.tab();
      expect(startField()).toHaveValue('03/02/2025');
      // A start alone is no whole range yet.
      expect(onChange).not.toHaveBeenCalled();
      await user.type(endField(), '7/2/2025{Enter}');
      expect(ranges(onChange)).toEqual([{ startDate: new Date(2025, 1, 3), endDate: new Date(2025, 1, 7) }]);
      expect(endField()).toHaveValue('07/02/2025');
      await user.click(trigger());
      expect(grid()).toHaveAccessibleName('February 2025');
      expect(selectedDays()).toHaveLength(5);
    });

    it('an impossible date shows a message naming the text and the format, and keeps the text', async () => {
      const { user, onChange } = renderPicker();
      await user.type(startField(), '31/02/2024');
      await user.tab();
      const message = screen.getByText('31/02/2024 is not a valid date — use dd/MM/yyyy');
      expect(startField()).toHaveValue('31/02/2024');
      expect(startField()).toHaveAttribute('aria-invalid', 'true');
      expect(startField()).toHaveAccessibleDescription('31/02/2024 is not a valid date — use dd/MM/yyyy');
      expect(message.parentElement).toHaveAttribute('aria-live', 'polite');
      expect(screen.getByRole('group')).toHaveAttribute('data-invalid', '');
      expect(onChange).not.toHaveBeenCalled();

      await user.type(startField(), '{Backspace}{Backspace}{Backspace}{Backspace}2023');
      expect(screen.queryByText(/is not a valid date/)).toBeNull();
      expect(startField()).not.toHaveAttribute('aria-invalid');
      await user.keyboard('{Backspace}4{Enter}');
      expect(screen.getByText('31/02/2024 is not a valid date — use dd/MM/yyyy')).toBeInTheDocument();
    });

    it('text that is no date at all, or in another order, gets the same message', async () => {
      const user = userEvent.setup();
      render(<RangeDatepicker />);
      await user.type(endField(), 'next friday{Enter}');
      expect(screen.getByText('next friday is not a valid date — use dd/MM/yyyy')).toBeInTheDocument();
      await user.clear(startField());
      await user.type(startField(), '2025-01-03{Enter}');
      expect(screen.getByText('2025-01-03 is not a valid date — use dd/MM/yyyy')).toBeInTheDocument();
      expect(endField()).toHaveValue('next friday');
      expect(endField()).toHaveAccessibleDescription('next friday is not a valid date — use dd/MM/yyyy');
    });

    it('a date outside startYear to endYear is refused with its own message', async () => {
      const { user, onChange } = renderPicker();
      await user.type(startField(), '31/12/1899{Enter}');
      expect(screen.getByText('31/12/1899 is outside the years 1900 to 2100')).toBeInTheDocument();
      await user.clear(startField());
      await user.type(startField(), '01/01/1900{Enter}');
      expect(startField()).toHaveValue('01/01/1900');
      expect(screen.queryByText(/is outside the years/)).toBeNull();
      await user.type(endField(), '01/01/2101{Enter}');
      expect(screen.getByText('01/01/2101 is outside the years 1900 to 2100')).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });

    it.each([
      [
        'a typed start later than the end sets the end to the start',
        { startDate: jan(5), endDate: jan(10) },
        startField,
        '20/01/2025',
        { startDate: jan(20), endDate: jan(20) },
        ['20/01/2025', '20/01/2025'],
      ],
      [
        'a typed end earlier than the start swaps the two',
        { startDate: jan(10), endDate: jan(12) },
        endField,
        '05/01/2025',
        { startDate: jan(5), endDate: jan(10) },
        ['05/01/2025', '10/01/2025'],
      ],
    ])('%s', async (_name, defaultValue, field, typed, expected, [startText, endText]) => {
      const { user, onChange } = renderPicker({ defaultValue });
      await user.clear(field());
      await user.type(field(), `${typed}{Enter}`);
      expect(ranges(onChange).at(-1)).toEqual(expected);
      expect(startField()).toHaveValue(startText);
      expect(endField()).toHaveValue(endText);
    });

    it('an emptied field clears its date; both emptied report an empty range', async () => {
      const { user, onChange } = renderPicker({ defaultValue: { startDate: jan(10), endDate: jan(12) } });
      await user.clear(endField());
      await user.keyboard('{Enter}');
      expect(endField()).toHaveValue('');
      expect(onChange).not.toHaveBeenCalled();
      await user.clear(startField());
      await user.keyboard('{Enter}');
      expect(ranges(onChange)).toEqual([{ startDate: null, endDate: null }]);
    });

    it('a valid date typed in one field keeps the unfinished text of the other', async () => {
      const user = userEvent.setup();
      render(<RangeDatepicker />);
      await user.type(startField(), '32/01/2025{Enter}');
      await user.type(endField(), '09/01/2025{Enter}');
      expect(startField()).toHaveValue('32/01/2025');
      expect(screen.getByText('32/01/2025 is not a valid date — use dd/MM/yyyy')).toBeInTheDocument();
      expect(endField()).toHaveValue('09/01/2025');
    });

    it('a pick on the calendar replaces the unfinished text and its message', async () => {
      const user = userEvent.setup();
      render(<RangeDatepicker />);
      await user.type(startField(), '32/01/2025{Enter}');
      await user.click(trigger());
      await user.click(cell('8 January 2025'));
      expect(startField()).toHaveValue('08/01/2025');
      expect(screen.queryByText(/is not a valid date/)).toBeNull();
    });

    it('format sets how dates are shown, typed and named in the message', async () => {
      const { user, onChange } = renderPicker({ format: 'yyyy-MM-dd', defaultValue: { startDate: jan(5), endDate: null } });
      expect(startField()).toHaveValue('2025-01-05');
      expect(startField()).toHaveAttribute('placeholder', 'yyyy-MM-dd');
      await user.type(endField(), '2025-02-03{Enter}');
      expect(ranges(onChange).at(-1)).toEqual({ startDate: jan(5), endDate: new Date(2025, 1, 3) });
      await user.clear(endField());
      await user.type(endField(), '03/02/2025{Enter}');
      expect(screen.getByText('03/02/2025 is not a valid date — use yyyy-MM-dd')).toBeInTheDocument();
    });

    it('d.M.yyyy shows days and months without a leading zero', () => {
      render(<RangeDatepicker format="d.M.yyyy" defaultValue={{ startDate: jan(5), endDate: new Date(2025, 10, 12) }} />);
      expect(startField()).toHaveValue('5.1.2025');
      expect(endField()).toHaveValue('12.11.2025');
    });

    it('labels.invalidDate and labels.outOfRange replace the messages', async () => {
      const user = userEvent.setup();
      render(
        <RangeDatepicker
          labels={{
            invalidDate: (text, format) => `${text}: formato ${format}`,
            outOfRange: (text, from, to) => `${text}: ${from}-${to}`,
          }}
        />,
      );
      await user.type(startField(), 'x{Enter}');
      expect(screen.getByText('x: formato dd/MM/yyyy')).toBeInTheDocument();
      await user.type(endField(), '01/01/1800{Enter}');
      expect(screen.getByText('01/01/1800: 1900-2100')).toBeInTheDocument();
    });
  });

  describe('keyboard', () => {
    it('arrows move a day or a week, moving focus with the one tab stop', async () => {
      const { user } = await open();
      const expectFocus = (date: string) => {
        expect(cell(date)).toHaveFocus();
        expect(focusedCells()).toEqual([cell(date)]);
      };
      await user.keyboard('{ArrowRight}');
      expectFocus('16 January 2025');
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expectFocus('14 January 2025');
      await user.keyboard('{ArrowDown}');
      expectFocus('21 January 2025');
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expectFocus('7 January 2025');
    });

    it('arrows cross into the next or previous month, which the grid then shows', async () => {
      const { user } = await open({ defaultValue: { startDate: jan(31), endDate: null } });
      await walkDays(user, [
        ['{ArrowRight}', '1 February 2025'],
        ['{ArrowUp}', '25 January 2025'],
      ]);
    });

    it('Home and End go to the first and last day of the week, as firstDayOfWeek defines it', async () => {
      const { user, unmount } = await open();
      await user.keyboard('{Home}');
      expect(cell('12 January 2025')).toHaveFocus();
      await user.keyboard('{End}');
      expect(cell('18 January 2025')).toHaveFocus();
      unmount();
      const monday = await open({ firstDayOfWeek: 1 });
      await monday.user.keyboard('{Home}');
      expect(cell('13 January 2025')).toHaveFocus();
      await monday.user.keyboard('{End}');
      expect(cell('19 January 2025')).toHaveFocus();
    });

    it('Page Up and Page Down move a month, with Shift a year', async () => {
      const { user } = await open();
      await walkDays(user, [
        ['{PageDown}', '15 February 2025'],
        ['{PageUp}{PageUp}', '15 December 2024'],
        ['{Shift>}{PageDown}{/Shift}', '15 December 2025'],
        ['{Shift>}{PageUp}{PageUp}{/Shift}', '15 December 2023'],
      ]);
    });

    it('focus stops at the first and last day of the years', async () => {
      const { user } = await open({ startYear: 2025, endYear: 2025, defaultValue: { startDate: jan(1), endDate: null } });
      await user.keyboard('{ArrowLeft}{ArrowUp}{PageUp}{Shift>}{PageUp}{/Shift}{Home}');
      expectFocusedDay('1 January 2025');
      expect(focusedCells()).toEqual([cell('1 January 2025')]);
      await user.keyboard('{Shift>}{PageDown}{/Shift}');
      expectFocusedDay('31 December 2025');
      await user.keyboard('{ArrowRight}{ArrowDown}{PageDown}{End}');
      expectFocusedDay('31 December 2025');
      expect(focusedCells()).toEqual([cell('31 December 2025')]);
    });

    it('Enter and Space pick the focused day: the start, then the end, which closes the calendar', async () => {
      const { user, onChange } = await open();
      await user.keyboard('{ArrowLeft}{Enter}');
      expect(startField()).toHaveValue('14/01/2025');
      expect(cell('14 January 2025')).toHaveFocus();
      await user.keyboard('{ArrowDown} ');
      expect(ranges(onChange)).toEqual([{ startDate: jan(14), endDate: jan(21) }]);
      expectClosedWithFocusOn(trigger());
    });

    it('Escape closes the calendar without picking and returns focus to the calendar button', async () => {
      const { user, onChange } = await open();
      await user.keyboard('{ArrowRight}{Escape}');
      expectClosedWithFocusOn(trigger());
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('Escape inside the calendar closes it, not the dialog or drawer around the picker', async () => {
      const { user, outer } = renderInAnOverlay();
      await user.click(trigger());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(outer).not.toHaveBeenCalled();
    });

    // The order itself is checked in the browser: in jsdom, focus-trap sees its tabbable elements grouped by tag.
    it('Tab and Shift+Tab keep focus inside the calendar', async () => {
      const { user } = await open();
      for (const shift of [false, false, false, false, false, false, false, true, true, true, true, true, true, true]) {
        await user.tab({ shift });
        expect(dialog()).toContainElement(document.activeElement as HTMLElement);
      }
    });
  });

  describe('opened from a date field', () => {
    it('focus in a field shows the calendar beside it, not modal: focus and typing stay in the field', async () => {
      const { user, onChange } = renderPicker();
      await user.tab();
      expect(startField()).toHaveFocus();
      expect(dialog()).toHaveAttribute('aria-modal', 'false');
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('group')).toHaveAttribute('data-state', 'open');
      await user.keyboard('10/01/2025{Enter}');
      expect(startField()).toHaveFocus();
      expect(startField()).toHaveValue('10/01/2025');
      expect(selectedDays()).toEqual(['2025-01-10']);
      // On to the end field, the calendar stays; on to the calendar button, it closes.
      await user.tab();
      expect(endField()).toHaveFocus();
      expect(dialog()).toBeInTheDocument();
      await user.keyboard('12/01/2025');
      await user.tab();
      expectClosedWithFocusOn(trigger());
      expect(ranges(onChange)).toEqual([{ startDate: jan(10), endDate: jan(12) }]);
    });

    it('a click in either field opens it, also after Escape closed it', async () => {
      const { user, outer } = renderInAnOverlay();
      await user.click(endField());
      expect(dialog()).toHaveAttribute('aria-modal', 'false');
      await user.keyboard('{Escape}');
      expectClosedWithFocusOn(endField());
      expect(outer).not.toHaveBeenCalled();
      await user.click(endField());
      expect(dialog()).toBeInTheDocument();
      await user.click(document.body);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('a press on a day picks it and makes the calendar modal; the range done, focus goes back to the field', async () => {
      const { user, onChange } = renderPicker();
      await user.click(startField());
      await user.click(cell('10 January 2025'));
      expect(dialog()).toHaveAttribute('aria-modal', 'true');
      expect(startField()).toHaveValue('10/01/2025');
      await user.click(cell('13 January 2025'));
      expect(ranges(onChange).at(-1)).toEqual({ startDate: jan(10), endDate: jan(13) });
      expectClosedWithFocusOn(startField());
    });

    it('Arrow Down in a field moves focus into the calendar, which Escape closes, giving focus back to the field', async () => {
      const user = userEvent.setup();
      render(<RangeDatepicker defaultValue={{ startDate: jan(6), endDate: jan(9) }} />);
      await user.click(endField());
      await user.keyboard('{ArrowDown}');
      expect(dialog()).toHaveAttribute('aria-modal', 'true');
      expect(cell('6 January 2025')).toHaveFocus();
      await user.keyboard('{Escape}');
      expectClosedWithFocusOn(endField());
      // Closed with focus in the field, Arrow Down opens it straight away as the dialog.
      await user.keyboard('{ArrowDown}');
      expect(cell('6 January 2025')).toHaveFocus();
    });

    it('Today from a calendar opened by a field sets both ends and closes', async () => {
      const { user, onChange } = renderPicker();
      await user.click(startField());
      await user.click(screen.getByRole('button', { name: 'Today' }));
      expect(ranges(onChange).at(-1)).toEqual({ startDate: jan(15), endDate: jan(15) });
      expectClosedWithFocusOn(startField());
    });
  });

  describe('closing', () => {
    it('a press outside closes the calendar and leaves focus where the person pressed', async () => {
      const user = userEvent.setup();
      render(
        <>
          <RangeDatepicker />
          <button type="button">Elsewhere</button>
        </>,
      );
      await user.click(trigger());
      // Behind the modal calendar, the page is hidden from assistive technology, not from the pointer.
      await user.click(screen.getByText('Elsewhere'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    });

    it('a press on a date field while the dialog is open keeps the calendar beside that field', async () => {
      const { user } = await open();
      await user.click(endField());
      expect(endField()).toHaveFocus();
      expect(dialog()).toHaveAttribute('aria-modal', 'false');
    });

    it('the calendar button closes it again and keeps focus', async () => {
      const { user } = await open();
      await user.click(trigger());
      expectClosedWithFocusOn(trigger());
    });
  });

  describe('props no calendar can be drawn from: the default is used, with one warning, never a throw', () => {
    it.each([
      [{ format: 'dd/MM/yy' }, DATEPICKER_ERRORS.format('dd/MM/yy'), 'the default dd/MM/yyyy'],
      [{ format: 'dd/MM' }, DATEPICKER_ERRORS.format('dd/MM'), 'the default dd/MM/yyyy'],
      [{ format: 'dd/dd/MM/yyyy' }, DATEPICKER_ERRORS.format('dd/dd/MM/yyyy'), 'the default dd/MM/yyyy'],
      [{ format: 42 }, DATEPICKER_ERRORS.format('42'), 'the default dd/MM/yyyy'],
      [{ firstDayOfWeek: 7 }, DATEPICKER_ERRORS.firstDayOfWeek(7), 'the default 0'],
      [{ firstDayOfWeek: 1.5 }, DATEPICKER_ERRORS.firstDayOfWeek(1.5), 'the default 0'],
      [{ startYear: 2100, endYear: 1900 }, DATEPICKER_ERRORS.years(2100, 1900), '1900 to 2100'],
      [{ days: ['S', 'M', 'T'] }, DATEPICKER_ERRORS.names('days', 7, 3), 'the default days'],
      [{ dayNames: [] }, DATEPICKER_ERRORS.names('dayNames', 7, 0), 'the default dayNames'],
      [{ months: ['Jan'] }, DATEPICKER_ERRORS.names('months', 12, 1), 'the default months'],
    ] as Array<[Partial<RangeDatepickerProps>, string, string]>)('%o', async (props, message, used) => {
      const warn = watchWarnings();
      // Opening renders it again: still one warning.
      await open(props);
      expect(startField()).toHaveAttribute('placeholder', 'dd/MM/yyyy');
      const headers = screen.getAllByRole('columnheader');
      expect(headers).toHaveLength(7);
      expect(headers[0]).toHaveAccessibleName('Sunday');
      expect(warn.mock.calls).toEqual([[`Aquila UI: ${message}; ${used} is used instead.`]]);
    });

    it('says what is wrong in words', () => {
      expect(DATEPICKER_ERRORS.format('dd/MM/yy')).toBe(
        'RangeDatepicker: format "dd/MM/yy" must have a day (dd or d), a month (MM or M) and a year (yyyy), each once',
      );
      expect(DATEPICKER_ERRORS.firstDayOfWeek(7)).toBe(
        'RangeDatepicker: firstDayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday), got 7',
      );
      expect(DATEPICKER_ERRORS.years(2100, 1900)).toBe(
        'RangeDatepicker: startYear and endYear must be whole numbers from 1 to 9999 with startYear <= endYear, got 2100 and 1900',
      );
      expect(DATEPICKER_ERRORS.names('months', 12, 1)).toBe('RangeDatepicker: months must have 12 names, got 1');
    });
  });

  it('has no axe violations, closed, with a message, and open', async () => {
    const user = userEvent.setup();
    const { container } = render(<RangeDatepicker label="Report period" defaultValue={{ startDate: jan(6), endDate: jan(10) }} />);
    expect((await axe.run(container)).violations).toEqual([]);
    await user.clear(startField());
    await user.type(startField(), 'soon{Enter}');
    expect((await axe.run(container)).violations).toEqual([]);
    await user.click(trigger());
    expect((await axe.run(dialog())).violations).toEqual([]);
    await user.click(startField());
    expect(dialog()).toHaveAttribute('aria-modal', 'false');
    expect((await axe.run(container)).violations).toEqual([]);
    expect((await axe.run(dialog())).violations).toEqual([]);
  });
});
