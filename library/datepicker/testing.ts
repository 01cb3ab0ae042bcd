import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { giveElementsClientRects } from '../../tests/unit/client-rects.ts';

/**
 * Today is Wednesday 15 January 2025 in every test of the file that calls this; only Date is faked, so
 * user-event's timers run. Elements get client rects, which placing the calendar reads.
 */
export function todayIsJanuary15() {
  beforeAll(giveElementsClientRects);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 0, 15, 10, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

export const jan = (day: number) => new Date(2025, 0, day);

// While the calendar is a modal dialog, the fields and the button are behind it: hidden from assistive
// technology (aria-hidden), yet still what a person presses.
export const startField = () => screen.getByRole('textbox', { name: 'Start date', hidden: true }) as HTMLInputElement;
export const endField = () => screen.getByRole('textbox', { name: 'End date', hidden: true }) as HTMLInputElement;
export const trigger = () => screen.getByRole('button', { name: 'Choose dates', hidden: true });
export const dialog = () => screen.getByRole('dialog', { name: 'Choose dates' });
export const grid = () => screen.getByRole('grid');
/** The day named e.g. "15 January 2025" (its weekday and range notes left out). */
export const cell = (date: string) => screen.getByRole('gridcell', { name: (name) => name.split(', ')[0].endsWith(` ${date}`) });
/** The day named e.g. "15 January 2025" has focus, and the grid, one month at a time, shows its month. */
export function expectFocusedDay(date: string) {
  expect(cell(date)).toHaveFocus();
  expect(grid()).toHaveAccessibleName(date.replace(/^\d+ /, ''));
}
/** Presses each step's keys in turn and checks the day focused after it, so a keyboard walk reads as a table. */
export async function walkDays(user: UserEvent, steps: [keys: string, day: string][]) {
  for (const [keys, day] of steps) {
    await user.keyboard(keys);
    expectFocusedDay(day);
  }
}
export const focusedCells = () => screen.getAllByRole('gridcell').filter((element) => element.tabIndex === 0);
/** The dates (yyyy-MM-dd) of the days shown as chosen. */
export const selectedDays = () =>
  screen
    .getAllByRole('gridcell')
    .filter((element) => element.getAttribute('aria-selected') === 'true')
    .map((element) => element.getAttribute('data-date'));
