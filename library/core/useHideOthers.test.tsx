import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHideOthers } from './useHideOthers.ts';

/** A modal panel, in a box of its own on the body as a portal puts it, hiding the rest while `open`. */
function Modal({ name, open }: { name: string; open: boolean }) {
  const element = document.getElementById(name);
  useHideOthers(open ? element : null);
  return null;
}

/** The page (a button and a live region) and two panels on the body, as portalled overlays are. */
function setUp() {
  const page = document.createElement('main');
  page.innerHTML = '<button type="button">Page button</button><p aria-live="polite">Saved</p>';
  const panels = ['lower', 'upper'].map((name) => {
    const panel = document.createElement('div');
    panel.id = name;
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', name);
    return panel;
  });
  document.body.append(page, ...panels);
  // A live region stays (it must still speak), and so does the path to it; what is beside it is hidden.
  const pageButton = page.querySelector('button')!;
  return { pageButton, cleanUp: () => [page, ...panels].forEach((node) => node.remove()) };
}

const named = (name: string) => screen.queryByRole('dialog', { name });

describe('useHideOthers', () => {
  it('hides everything but the panel (and live regions) from assistive technology while open, and undoes it', () => {
    const { pageButton, cleanUp } = setUp();
    const { rerender, container } = render(<Modal name="lower" open />);
    expect(pageButton).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Page button' })).toBeNull();
    expect(named('lower')).not.toBeNull();
    expect(screen.getByText('Saved')).not.toHaveAttribute('aria-hidden');

    rerender(<Modal name="lower" open={false} />);
    expect(pageButton).not.toHaveAttribute('aria-hidden');
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('button', { name: 'Page button' })).toBeInTheDocument();
    cleanUp();
  });

  it('leaves only the topmost of two modals, even opened in one render; as it closes, the lower one is back', () => {
    const { pageButton, cleanUp } = setUp();
    const { rerender, unmount } = render(
      <>
        <Modal name="lower" open />
        <Modal name="upper" open />
      </>,
    );
    expect(named('upper')).not.toBeNull();
    expect(named('lower')).toBeNull();
    expect(pageButton).toHaveAttribute('aria-hidden', 'true');

    rerender(
      <>
        <Modal name="lower" open />
        <Modal name="upper" open={false} />
      </>,
    );
    expect(named('lower')).not.toBeNull();
    expect(pageButton).toHaveAttribute('aria-hidden', 'true');

    unmount();
    expect(pageButton).not.toHaveAttribute('aria-hidden');
    expect(named('lower')).not.toBeNull();
    cleanUp();
  });

  it('leaves alone an element the page itself had hidden', () => {
    const { pageButton, cleanUp } = setUp();
    pageButton.setAttribute('aria-hidden', 'true');
    const { unmount } = render(<Modal name="lower" open />);
    unmount();
    expect(pageButton).toHaveAttribute('aria-hidden', 'true');
    cleanUp();
  });
});
