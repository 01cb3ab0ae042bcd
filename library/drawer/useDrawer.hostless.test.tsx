import { createContext, useContext } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawerAnimation, mockCssAnimation } from '../../tests/unit/css-animation.ts';
import { DrawerHost } from './DrawerHost.tsx';
import { useDrawer, type DrawerContentProps } from './useDrawer.ts';
import { giveElementsClientRects } from '../../tests/unit/client-rects.ts';

// A file of its own: the host mounted on first use stays for the rest of the page, as in an app.

beforeAll(giveElementsClientRects);

beforeEach(() => {
  mockCssAnimation(drawerAnimation);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const Theme = createContext('no theme');

function Themed({ drawerRef }: DrawerContentProps) {
  return (
    <>
      <p>Theme: {useContext(Theme)}</p>
      <button type="button" onClick={() => drawerRef.close()}>
        Done
      </button>
    </>
  );
}

describe('useDrawer without a DrawerHost', () => {
  it('mounts a host of its own on first use, in the body, and the drawer opens and closes there', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn');
    expect(document.querySelector('[data-aq-overlay-host]')).toBeNull();
    let closed: Promise<void> | undefined;
    act(() => {
      closed = useDrawer().open(Themed, { heading: 'Hostless', closeDesktop: true }).afterClosed();
    });
    const dialog = screen.getByRole('dialog', { name: 'Hostless' });
    expect(screen.getByText('Theme: no theme')).toBeInTheDocument();
    expect(document.querySelector('[data-aq-overlay-host]')?.parentElement).toBe(document.body);
    expect(warn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialog).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(closed).resolves.toBeUndefined();
  });

  it('mounts that host only once', () => {
    act(() => {
      useDrawer().open(<p>One</p>, { heading: 'One' });
      useDrawer().open(<p>Two</p>, { heading: 'Two' });
    });
    // Both are on the page; the one below is hidden from assistive technology by the modal one above it.
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Two');
    expect(document.querySelectorAll('[data-aq-overlay-host]')).toHaveLength(1);
    act(() => useDrawer().closeAll());
  });

  it('gives way to a DrawerHost the app mounts, which renders the drawers inside the app’s context', async () => {
    await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0));
    render(
      <Theme value="dark">
        <DrawerHost />
      </Theme>,
    );
    act(() => {
      useDrawer().open(Themed, { heading: 'Hosted' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('Theme: dark')).toBeInTheDocument();
  });
});
