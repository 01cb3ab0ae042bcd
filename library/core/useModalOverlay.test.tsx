import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FocusTrap } from 'focus-trap-react';
import { giveElementsClientRects } from '../../tests/unit/client-rects.ts';
import { mockCssAnimation } from '../../tests/unit/css-animation.ts';
import { useModalOverlay, type UseModalOverlayOptions } from './useModalOverlay.ts';

beforeAll(giveElementsClientRects);
afterEach(() => vi.restoreAllMocks());

type Options = Partial<Omit<UseModalOverlayOptions, 'open'>>;

/** A bare modal built on the hook. */
function ModalPanel({ open, options, onRequestClose }: { open: boolean; options: Options; onRequestClose: () => void }) {
  const overlay = useModalOverlay({ open, onEscape: onRequestClose, ...options });
  if (!overlay.mounted) return null;
  return (
    <FocusTrap {...overlay.focusTrapProps}>
      <div {...overlay.panelProps} aria-label="Settings" className="panel">
        <div className="panel__header">
          <button type="button" onClick={onRequestClose}>
            Close
          </button>
        </div>
        <div className="panel__body">
          <button type="button">Save</button>
        </div>
      </div>
    </FocusTrap>
  );
}

/** A page behind it, with a button that opens it. */
function Page({ options = {} }: { options?: Options }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <button type="button">Elsewhere</button>
      <ModalPanel open={open} options={options} onRequestClose={() => setOpen(false)} />
    </>
  );
}

describe('useModalOverlay', () => {
  it('is a modal dialog while open, traps focus, locks the page scroll and gives focus back as it closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    // Focus moves inside (the trap does so a moment later), and Tab goes round the dialog's two controls.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const focused = new Set<Element | null>();
    for (let press = 0; press < 3; press++) {
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      focused.add(document.activeElement);
      await user.tab();
    }
    expect(focused.size).toBe(2);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('hides the page from assistive technology while open, and gives it back as it closes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Page />
        <p aria-live="polite">Saved</p>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Open settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Settings' })).not.toHaveAttribute('aria-hidden');
    // A live region still speaks.
    expect(screen.getByText('Saved')).not.toHaveAttribute('aria-hidden');

    await user.keyboard('{Escape}');
    expect(opener).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('button', { name: 'Open settings' })).toBeInTheDocument();
  });

  it('starts focus on the first control inside `initialFocusWithin`', async () => {
    const user = userEvent.setup();
    render(<Page options={{ initialFocusWithin: '.panel__body' }} />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
  });

  it('hears presses outside only when asked, and not those `isInside` claims', async () => {
    const user = userEvent.setup();
    const onOutsidePress = vi.fn();
    render(
      <>
        <button type="button">Behind</button>
        <ModalPanel
          open
          options={{ onOutsidePress, isInside: (node) => !!(node as Element).closest?.('.panel') }}
          onRequestClose={() => {}}
        />
      </>,
    );
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('button', { name: 'Save' }) });
    expect(onOutsidePress).not.toHaveBeenCalled();
    // The page behind is hidden from assistive technology, not from the pointer.
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByText('Behind') });
    expect(onOutsidePress).toHaveBeenCalledTimes(1);
  });

  it('stays through its exit animation, unusable, and reports onOpen once opened and onClose once gone', async () => {
    mockCssAnimation((element) =>
      element.classList.contains('panel') && element.getAttribute('data-state') === 'closed'
        ? { animationName: 'fade-out', animationDuration: '200ms' }
        : null,
    );
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Page options={{ onOpen, onClose }} />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(onOpen).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    const closing = screen.getByRole('dialog', { hidden: true });
    expect(closing).toHaveAttribute('data-state', 'closed');
    expect(closing).toHaveAttribute('inert');
    expect(onClose).not.toHaveBeenCalled();
    act(() => closing.dispatchEvent(Object.assign(new Event('animationend'), { animationName: 'fade-out' })));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callbacks, not those of the render that opened it', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<Page options={{ onClose: first }} />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    rerender(<Page options={{ onClose: latest }} />);
    await user.keyboard('{Escape}');
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
