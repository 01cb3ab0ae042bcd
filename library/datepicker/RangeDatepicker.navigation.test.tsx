import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  cell,
  dialog,
  endField,
  expectFocusedDay,
  focusedCells,
  grid,
  startField,
  todayIsJanuary15,
  trigger,
  walkDays,
} from './testing.ts';
import { RangeDatepicker, type RangeDatepickerProps } from './RangeDatepicker.tsx';

todayIsJanuary15();

const button = (name: string) => screen.getByRole('button', { name });

async function open(props: Partial<RangeDatepickerProps> = {}) {
  const user = userEvent.setup();
  render(<RangeDatepicker {...props} />);
  await user.click(trigger());
  return user;
}

describe('RangeDatepicker navigation', () => {
  describe('the year buttons', () => {
    it('sit outside the month buttons: year back, month back, the lists, month on, year on', async () => {
      await open();
      const controls = [...dialog().querySelectorAll('button, select')].map(
        (control) => control.getAttribute('aria-label') ?? control.textContent,
      );
      expect(controls).toEqual(['Previous year', 'Previous month', 'Month', 'Year', 'Next month', 'Next year', 'Today']);
    });

    it('show the same month a year before or after, the focused day following', async () => {
      const user = await open();
      await user.click(button('Previous year'));
      expect(grid()).toHaveAccessibleName('January 2024');
      expect(button('Previous year')).toHaveFocus();
      expect(focusedCells()).toEqual([cell('15 January 2024')]);
      await user.click(button('Next year'));
      await user.click(button('Next year'));
      expect(grid()).toHaveAccessibleName('January 2026');
      expect(focusedCells()).toEqual([cell('15 January 2026')]);
    });

    it('are operated with Enter and Space', async () => {
      const user = await open();
      button('Next year').focus();
      await user.keyboard('{Enter}');
      expect(grid()).toHaveAccessibleName('January 2026');
      await user.keyboard(' ');
      expect(grid()).toHaveAccessibleName('January 2027');
      button('Previous year').focus();
      await user.keyboard('{Enter}');
      expect(grid()).toHaveAccessibleName('January 2026');
      expect(button('Previous year')).toHaveFocus();
    });

    it('keep a 29 February inside a shorter February', async () => {
      const user = await open({ defaultValue: { startDate: '29/02/2024', endDate: null } });
      await user.click(button('Next year'));
      expect(grid()).toHaveAccessibleName('February 2025');
      expect(focusedCells()).toEqual([cell('28 February 2025')]);
    });

    it('stop at startYear and endYear: marked aria-disabled, and a press does nothing', async () => {
      const user = await open({ startYear: 2024, endYear: 2026 });
      expect(button('Previous year')).not.toHaveAttribute('aria-disabled');
      await user.click(button('Previous year'));
      expect(grid()).toHaveAccessibleName('January 2024');
      expect(button('Previous year')).toHaveAttribute('aria-disabled', 'true');
      await user.click(button('Previous year'));
      expect(grid()).toHaveAccessibleName('January 2024');
      // A disabled button would drop focus out of the dialog.
      expect(button('Previous year')).toHaveFocus();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2026');
      expect(button('Next year')).toHaveAttribute('aria-disabled', 'true');
      await user.click(button('Next year'));
      expect(grid()).toHaveAccessibleName('January 2026');
      expect(button('Previous year')).not.toHaveAttribute('aria-disabled');
    });
  });

  describe('Shift + Page Up and Page Down in the grid', () => {
    it('move the focused day a year, to 28 February from a 29th, and show its month', async () => {
      const user = await open({ defaultValue: { startDate: '2024-02-29', endDate: null } });
      expectFocusedDay('29 February 2024');
      await walkDays(user, [
        ['{Shift>}{PageDown}{/Shift}', '28 February 2025'],
        ['{Shift>}{PageUp}{PageUp}{/Shift}', '28 February 2023'],
        // Without Shift, a month.
        ['{PageDown}', '28 March 2023'],
      ]);
    });

    it('stop at the first and last day of the years', async () => {
      const user = await open({ startYear: 2025, endYear: 2026 });
      await user.keyboard('{Shift>}{PageUp}{/Shift}');
      expectFocusedDay('1 January 2025');
      await user.keyboard('{Shift>}{PageDown}{PageDown}{PageDown}{/Shift}');
      expectFocusedDay('31 December 2026');
    });
  });

  describe('while a date is typed', () => {
    it('the calendar beside the field goes to the month of the date typed, and stays there once it is taken', async () => {
      const user = userEvent.setup();
      render(<RangeDatepicker />);
      await user.click(startField());
      expect(grid()).toHaveAccessibleName('January 2025');
      await user.keyboard('09/03/203');
      // Not yet a date: the calendar stays where it was.
      expect(grid()).toHaveAccessibleName('January 2025');
      await user.keyboard('0');
      expect(grid()).toHaveAccessibleName('March 2030');
      expect(focusedCells()).toEqual([cell('9 March 2030')]);
      // Focus and typing stay in the field; nothing is taken yet.
      expect(startField()).toHaveFocus();
      expect(dialog()).toHaveAttribute('aria-modal', 'false');
      expect(cell('9 March 2030')).toHaveAttribute('aria-selected', 'false');

      await user.keyboard('{Enter}');
      expect(grid()).toHaveAccessibleName('March 2030');
      expect(cell('9 March 2030')).toHaveAttribute('aria-selected', 'true');

      await user.tab();
      expect(endField()).toHaveFocus();
      await user.keyboard('20/04/2030');
      expect(grid()).toHaveAccessibleName('April 2030');
      expect(focusedCells()).toEqual([cell('20 April 2030')]);
    });

    it('follows each new date as the text changes, and stays while the text is no date', async () => {
      const user = userEvent.setup();
      render(<RangeDatepicker format="yyyy-MM-dd" />);
      await user.click(endField());
      await user.keyboard('2030-03-09');
      expect(grid()).toHaveAccessibleName('March 2030');
      await user.keyboard('{Backspace>5/}');
      expect(endField()).toHaveValue('2030-');
      expect(grid()).toHaveAccessibleName('March 2030');
      await user.keyboard('04-01');
      expect(grid()).toHaveAccessibleName('April 2030');
      expect(focusedCells()).toEqual([cell('1 April 2030')]);
      await user.keyboard('{Backspace>8/}29-12-24');
      expect(grid()).toHaveAccessibleName('December 2029');
      expect(focusedCells()).toEqual([cell('24 December 2029')]);
      expect(endField()).toHaveFocus();
    });

    it('a date outside the years, or text that is no date, leaves the calendar where it is', async () => {
      const user = userEvent.setup();
      render(<RangeDatepicker startYear={2020} endYear={2030} />);
      await user.click(startField());
      await user.keyboard('01/01/2031');
      expect(grid()).toHaveAccessibleName('January 2025');
      await user.clear(startField());
      await user.keyboard('31/02/2029');
      expect(grid()).toHaveAccessibleName('January 2025');
    });

    it('the calendar opened with Arrow Down opens on the month typed, focused on its day', async () => {
      const user = userEvent.setup();
      render(<RangeDatepicker />);
      await user.click(startField());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      await user.keyboard('09/03/2030');
      // Typing in the field opens nothing; Arrow Down then opens the dialog on the typed month.
      expect(screen.queryByRole('dialog')).toBeNull();
      await user.keyboard('{ArrowDown}');
      expect(dialog()).toHaveAttribute('aria-modal', 'true');
      expectFocusedDay('9 March 2030');
    });
  });
});
