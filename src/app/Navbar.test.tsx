import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Navbar } from './Navbar';
import { useThemeStore } from '../stores/theme';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
    </MemoryRouter>,
  );

describe('Navbar', () => {
  beforeEach(() => useThemeStore.getState().setTheme('light'));

  it('links the brand to the overview and the repository out', () => {
    renderAt('/overview');
    expect(screen.getByRole('link', { name: 'Aquila UI' })).toHaveAttribute('href', '/overview');
    expect(screen.getByRole('link', { name: 'Source repository' })).toHaveAttribute('href', expect.stringContaining('github.com'));
  });

  it('marks Components current only when the URL contains /components', () => {
    renderAt('/components/button');
    // In the top bar and in the small screens' second bar (CSS shows one of them).
    const links = [screen.getByRole('navigation', { name: 'Main' }), screen.getByRole('navigation', { name: 'Sections' })].map((nav) =>
      within(nav).getByRole('link', { name: 'Components' }),
    );
    for (const link of links) expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('does not mark Components on the overview', () => {
    renderAt('/overview');
    for (const link of screen.getAllByRole('link', { name: 'Components' })) expect(link).not.toHaveAttribute('aria-current');
  });

  it('toggles the theme with the "Toggle theme" button', async () => {
    const user = userEvent.setup();
    renderAt('/overview');
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(document.documentElement).toHaveAttribute('theme', 'dark');
    expect(localStorage.getItem('theme-storage-current-name')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(document.documentElement).toHaveAttribute('theme', 'light');
  });
});
