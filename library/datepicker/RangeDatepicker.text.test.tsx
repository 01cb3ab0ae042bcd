import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cell, endField, jan, selectedDays, startField, todayIsJanuary15, trigger } from './testing.ts';
import { DATEPICKER_WARNINGS } from './errors.ts';
import { RangeDatepicker } from './RangeDatepicker.tsx';
import type { DateRangeInput, DateRangeText } from './value.ts';

todayIsJanuary15();

const silenceWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('RangeDatepicker with dates as text', () => {
  describe('value and defaultValue', () => {
    it('take strings in the format and in ISO yyyy-MM-dd, for the start and the end', async () => {
      const user = userEvent.setup();
      const warn = silenceWarnings();
      const { unmount } = render(<RangeDatepicker defaultValue={{ startDate: '05/01/2025', endDate: '2025-01-11' }} />);
      expect(startField()).toHaveValue('05/01/2025');
      expect(endField()).toHaveValue('11/01/2025');
      await user.click(trigger());
      expect(screen.getByRole('grid')).toHaveAccessibleName('January 2025');
      expect(selectedDays()).toEqual([
        '2025-01-05',
        '2025-01-06',
        '2025-01-07',
        '2025-01-08',
        '2025-01-09',
        '2025-01-10',
        '2025-01-11',
      ]);
      unmount();

      render(<RangeDatepicker format="d.M.yyyy" value={{ startDate: '2025-01-05', endDate: '11.1.2025' }} onChange={() => {}} />);
      expect(startField()).toHaveValue('5.1.2025');
      expect(endField()).toHaveValue('11.1.2025');
      expect(warn).not.toHaveBeenCalled();
    });

    it('mix strings and Dates, and a string start later than the end sets the end to the start', () => {
      render(<RangeDatepicker defaultValue={{ startDate: '20/01/2025', endDate: jan(11) }} />);
      expect(startField()).toHaveValue('20/01/2025');
      expect(endField()).toHaveValue('20/01/2025');
    });

    it('a controlled string value is followed as the parent changes it', async () => {
      const user = userEvent.setup();
      function Controlled() {
        const [range, setRange] = useState<DateRangeInput>({ startDate: '2025-01-01', endDate: '2025-01-04' });
        return <RangeDatepicker value={range} onChange={(_, text) => setRange(text)} />;
      }
      render(<Controlled />);
      expect(startField()).toHaveValue('01/01/2025');
      await user.click(trigger());
      await user.click(cell('6 January 2025'));
      await user.click(cell('8 January 2025'));
      // The parent keeps the text it was given back, and the picker reads it again.
      expect(startField()).toHaveValue('06/01/2025');
      expect(endField()).toHaveValue('08/01/2025');
      await user.click(trigger());
      expect(selectedDays()).toEqual(['2025-01-06', '2025-01-07', '2025-01-08']);
    });

    it('an unreadable string warns once in development and is taken as empty, without throwing', () => {
      const warn = silenceWarnings();
      const value = () => ({ startDate: 'next Tuesday', endDate: '2025-01-11' });
      const { rerender, unmount } = render(<RangeDatepicker value={value()} onChange={() => {}} />);
      rerender(<RangeDatepicker value={value()} onChange={() => {}} />);
      rerender(<RangeDatepicker value={value()} onChange={() => {}} />);
      expect(startField()).toHaveValue('');
      expect(endField()).toHaveValue('11/01/2025');
      expect(warn.mock.calls).toEqual([
        [
          'Aquila UI: RangeDatepicker could not read value.startDate "next Tuesday" as a date in dd/MM/yyyy or yyyy-MM-dd, so the start is empty.',
        ],
      ]);
      unmount();
      warn.mockClear();

      render(<RangeDatepicker format="yyyy-MM-dd" defaultValue={{ startDate: '31/02/2025', endDate: new Date('soon') }} />);
      expect(startField()).toHaveValue('');
      expect(endField()).toHaveValue('');
      expect(warn.mock.calls).toEqual([
        [DATEPICKER_WARNINGS.unreadableDate('defaultValue', 'start', '31/02/2025', 'yyyy-MM-dd')],
        ['Aquila UI: RangeDatepicker could not read defaultValue.endDate Invalid Date as a date in yyyy-MM-dd, so the end is empty.'],
      ]);
    });

    it('warns again when the parent passes another unreadable string', () => {
      const warn = silenceWarnings();
      const { rerender } = render(<RangeDatepicker value={{ startDate: 'soon', endDate: null }} onChange={() => {}} />);
      rerender(<RangeDatepicker value={{ startDate: 'later', endDate: null }} onChange={() => {}} />);
      expect(warn.mock.calls.map(([message]) => message)).toEqual([
        DATEPICKER_WARNINGS.unreadableDate('value', 'start', 'soon', 'dd/MM/yyyy'),
        DATEPICKER_WARNINGS.unreadableDate('value', 'start', 'later', 'dd/MM/yyyy'),
      ]);
    });
  });

  describe("onChange's second argument", () => {
    it('is the range written in the format', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn<(range: unknown, text: DateRangeText) => void>();
      render(<RangeDatepicker onChange={onChange} />);
      await user.click(trigger());
      await user.click(cell('10 January 2025'));
      await user.click(cell('14 January 2025'));
      expect(onChange.mock.calls).toEqual([
        [
          { startDate: jan(10), endDate: jan(14) },
          { startDate: '10/01/2025', endDate: '14/01/2025' },
        ],
      ]);
    });

    it('follows the format prop, for typed dates and Today alike', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn<(range: unknown, text: DateRangeText) => void>();
      render(<RangeDatepicker format="d.M.yyyy" onChange={onChange} />);
      await user.type(startField(), '5.1.2025{Enter}');
      await user.type(endField(), '2.2.2025{Enter}');
      expect(onChange.mock.calls.at(-1)?.[1]).toEqual({ startDate: '5.1.2025', endDate: '2.2.2025' });
      await user.click(trigger());
      await user.click(screen.getByRole('button', { name: 'Today' }));
      expect(onChange.mock.calls.at(-1)?.[1]).toEqual({ startDate: '15.1.2025', endDate: '15.1.2025' });
    });

    it('is null at both ends when both fields are emptied', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<RangeDatepicker defaultValue={{ startDate: '10/01/2025', endDate: '12/01/2025' }} onChange={onChange} />);
      await user.clear(startField());
      await user.clear(endField());
      await user.tab();
      expect(onChange.mock.calls).toEqual([
        [
          { startDate: null, endDate: null },
          { startDate: null, endDate: null },
        ],
      ]);
    });
  });
});
