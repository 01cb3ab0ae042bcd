import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The menu item of this name. */
export const item = (name: string) => screen.getByRole('menuitem', { name });

/** Renders `ui` and returns a user to act on it. */
export function renderWithUser(ui: ReactElement) {
  const user = userEvent.setup();
  render(ui);
  return user;
}
