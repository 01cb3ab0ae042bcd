import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The label of the option the combobox named State points at with aria-activedescendant, or null when none is active. */
export function activeOption() {
  const id = screen.getByRole('combobox', { name: 'State' }).getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)!.textContent : null;
}

/** Presses each run of keys in turn, checking the option active after it. */
export async function expectActiveAfter(user: UserEvent, steps: [keys: string, active: string][]) {
  for (const [keys, active] of steps) {
    await user.keyboard(keys);
    expect(activeOption(), `active after ${keys}`).toBe(active);
  }
}
