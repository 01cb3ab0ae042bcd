import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GettingStartedPage } from './GettingStartedPage';
import { installCommand, PACKAGE_MANAGER_KEY } from './packageManager';
import { renderAt } from '../../../tests/unit/router';

const renderPage = () => renderAt('/guides/getting-started', <GettingStartedPage />);

describe('GettingStartedPage', () => {
  it('gives the install command for npm, pnpm and yarn, copying the one shown', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    renderPage();
    const install = screen.getByRole('region', { name: 'Install' });
    expect(within(install).getByRole('tab', { name: 'npm', selected: true })).toBeInTheDocument();
    await user.click(within(install).getByRole('button', { name: 'Copy “npm install aquila-ui”' }));
    expect(await navigator.clipboard.readText()).toBe('npm install aquila-ui');
    await user.click(within(install).getByRole('tab', { name: 'pnpm' }));
    await user.click(within(install).getByRole('button', { name: 'Copy “pnpm add aquila-ui”' }));
    expect(await navigator.clipboard.readText()).toBe('pnpm add aquila-ui');
  });

  it('remembers the package manager chosen, for the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'yarn' }));
    expect(localStorage.getItem(PACKAGE_MANAGER_KEY)).toBe('yarn');
    unmount();
    renderPage();
    expect(screen.getByRole('tab', { name: 'yarn', selected: true })).toBeInTheDocument();
    expect(screen.getByText(installCommand('yarn', 'aquila-ui'))).toBeInTheDocument();
  });

  it('walks through the theme, a first component, TypeScript, server rendering and the dark theme', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Install',
      'Load the theme',
      'Your first component',
      'TypeScript',
      'Server rendering',
      'The dark theme',
      'Next',
    ]);
    expect(screen.getByRole('region', { name: 'App.tsx' })).toHaveTextContent("import { Button } from 'aquila-ui/button';");
    expect(screen.getByRole('button', { name: 'Open in playground' })).toBeInTheDocument();
  });
});
