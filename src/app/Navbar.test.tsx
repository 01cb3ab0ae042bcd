import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from './Navbar';
import { useThemeStore } from '../shared/theme-store';
import { renderAt } from '../../tests/unit/router';

const renderNavbarAt = (path: string) => renderAt(path, <Navbar />);

describe('Navbar', () => {
  beforeEach(() => useThemeStore.getState().setTheme('light'));

  it('links the brand to the overview and the repository out', () => {
    renderNavbarAt('/overview');
    expect(screen.getByRole('link', { name: 'Aquila UI' })).toHaveAttribute('href', '/overview');
    expect(screen.getByRole('link', { name: 'Source repository' })).toHaveAttribute('href', expect.stringContaining('github.com'));
  });

  it('marks Components current only when the URL contains /components', () => {
    renderNavbarAt('/components/button');
    // In the top bar and in the small screens' second bar (CSS shows one of them).
    const links = [screen.getByRole('navigation', { name: 'Main' }), screen.getByRole('navigation', { name: 'Sections' })].map((nav) =>
      within(nav).getByRole('link', { name: 'Components' }),
    );
    for (const link of links) expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('links the theme page in both bars, marked while it is open', () => {
    renderNavbarAt('/theme');
    for (const nav of [screen.getByRole('navigation', { name: 'Main' }), screen.getByRole('navigation', { name: 'Sections' })]) {
      const link = within(nav).getByRole('link', { name: 'Theme' });
      expect(link).toHaveAttribute('href', '/theme');
      expect(link).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Guides' })).not.toHaveAttribute('aria-current');
    }
  });

  it('does not mark Components on the overview', () => {
    renderNavbarAt('/overview');
    for (const link of screen.getAllByRole('link', { name: 'Components' })) expect(link).not.toHaveAttribute('aria-current');
  });

  it('toggles the theme with the "Dark theme" toggle, which is pressed while the dark theme is on', async () => {
    const user = userEvent.setup();
    renderNavbarAt('/overview');
    const toggle = screen.getByRole('button', { name: 'Dark theme', pressed: false });
    expect(toggle).toHaveAttribute('title', 'Dark theme is off: switch to dark');
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('theme', 'dark');
    expect(localStorage.getItem('theme-storage-current-name')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark theme', pressed: true })).toHaveAttribute(
      'title',
      'Dark theme is on: switch to light',
    );
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('theme', 'light');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('reads pressed when the page starts in the stored dark theme', () => {
    useThemeStore.setState({ theme: 'dark', followsSystem: false });
    renderNavbarAt('/overview');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });
});
