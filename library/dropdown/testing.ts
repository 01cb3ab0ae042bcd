import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** The menu item of this name. */
export const item = (name: string) => screen.getByRole('menuitem', { name });

/** Presses each run of keys in turn, checking the item focused after it. */
export async function expectFocusAfter(user: UserEvent, steps: [keys: string, focused: string][]) {
  for (const [keys, focused] of steps) {
    await user.keyboard(keys);
    expect(item(focused), `focused after ${keys}`).toHaveFocus();
  }
}

/** Renders `ui` and returns a user to act on it. */
export function renderWithUser(ui: ReactElement) {
  const user = userEvent.setup();
  render(ui);
  return user;
}
