import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyPageButton } from './CopyPageButton';
import { renderAt } from '../../tests/unit/router';

const renderButtonAt = (path: string) => renderAt(path, <CopyPageButton />);

afterEach(() => vi.unstubAllGlobals());

describe('CopyPageButton', () => {
  it('copies the page’s Markdown, as the build wrote it beside its HTML, and says so', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => new Response('# Button\n'));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    renderButtonAt('/components/button');
    expect(screen.getByRole('link', { name: 'Markdown' })).toHaveAttribute('href', '/components/button.md');
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(fetch).toHaveBeenCalledWith('/components/button.md');
    expect(await navigator.clipboard.readText()).toBe('# Button\n');
    expect(screen.getByRole('status')).toHaveTextContent('Page copied as Markdown');
  });

  it('says the copy failed when the Markdown cannot be fetched, leaving the clipboard alone', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    renderButtonAt('/guides/');
    await navigator.clipboard.writeText('kept');
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    expect(await navigator.clipboard.readText()).toBe('kept');
  });
});
