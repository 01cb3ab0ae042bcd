import { useState, type ComponentType, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveElementsClientRects } from './client-rects';
import { mockCssAnimation, type AnimationStyle } from './css-animation';
import { staticMediaQueryList } from './media-query';

/** The props every modal overlay of the library shares (the dialog's and the drawer's names). */
export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  heading?: ReactNode;
  onOpen?: () => void;
  onClose?: () => void;
  children?: ReactNode;
  'aria-label'?: string;
}

export interface ModalConformanceOptions<P extends ModalProps> {
  /** Named as the component is, for the test titles. */
  name: string;
  Component: ComponentType<P>;
  /** Props every render gets, such as whatever shows its close button. */
  props?: Partial<P>;
  /** The animations its stylesheet gives it, which jsdom does not run (see css-animation.ts). */
  animation: (element: Element) => AnimationStyle | null;
  /** How long its exit animation lasts, in ms. */
  exitMs: number;
}

/**
 * A page with an Open button and the overlay, controlled: `onOpenChange` sees every request and the
 * page follows it. `openPage` renders it and presses Open, and returns the user and the open dialog.
 */
export function modalPage<P extends ModalProps>(
  Component: ComponentType<P>,
  { heading, props, children }: { heading: string; props?: Partial<P>; children: ReactNode },
) {
  function Page(own: Partial<P>) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Component
          {...({ heading, ...props, ...own } as P)}
          open={open}
          onOpenChange={(next: boolean) => {
            own.onOpenChange?.(next);
            setOpen(next);
          }}
        >
          {own.children ?? children}
        </Component>
      </>
    );
  }

  async function openPage(own: Partial<P> = {}) {
    const user = userEvent.setup();
    const view = render(<Page {...own} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    return { user, dialog: screen.getByRole('dialog', { name: own.heading === undefined ? heading : undefined }), ...view };
  }

  return { Page, openPage };
}

/**
 * What every modal overlay of the library does, one suite for each (the dialog, the drawer): closed
 * until asked, a modal dialog in a portal named by its heading, focus moved in, trapped and given back,
 * Escape for the topmost only and not when a field inside takes it, the page's scroll locked until it
 * has left, onOpen and onClose once each, no exit animation under reduced motion, and no axe violation.
 * Each component's own test file covers what is its own.
 */
export function itBehavesAsAModal<P extends ModalProps>({ name, Component, props, animation, exitMs }: ModalConformanceOptions<P>) {
  const Modal = (own: ModalProps) => <Component {...(props as P)} {...(own as P)} />;

  const { Page, openPage } = modalPage(Component as ComponentType<ModalProps>, {
    heading: 'Settings',
    props: props as Partial<ModalProps>,
    children: (
      <>
        <button type="button">First action</button>
        <button type="button">Second action</button>
      </>
    ),
  });

  describe(`${name} as a modal overlay`, () => {
    beforeAll(giveElementsClientRects);
    beforeEach(() => {
      mockCssAnimation(animation);
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
      document.body.style.overflow = '';
    });

    it('is closed, and locks nothing, when neither open nor defaultOpen is given', () => {
      render(<Modal heading="Settings">Body</Modal>);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.body.style.overflow).toBe('');
    });

    it('opens in a portal on the body as a modal dialog named by its heading; without one, a consumer aria-label names it', () => {
      const { container, unmount } = render(<Modal defaultOpen heading="Settings" />);
      const dialog = screen.getByRole('dialog', { name: 'Settings' });
      expect(container).not.toContainElement(dialog);
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveAttribute('data-state', 'open');
      expect(screen.getByRole('heading', { name: 'Settings', level: 2 }).id).toBe(dialog.getAttribute('aria-labelledby'));
      unmount();

      render(<Modal defaultOpen aria-label="Filters" />);
      const labelled = screen.getByRole('dialog', { name: 'Filters' });
      expect(labelled).not.toHaveAttribute('aria-labelledby');
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    });

    it('moves focus inside as it opens, keeps Tab and Shift+Tab inside, and gives focus back to the opener when Escape closes it', async () => {
      const { user, dialog } = await openPage();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      const reached = new Set<Element | null>();
      for (const shift of [false, false, false, true, true, true]) {
        await user.tab({ shift });
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
        reached.add(document.activeElement);
      }
      // Every control of the overlay, its own close button among them, and nothing of the page.
      expect([...reached].map((element) => element?.textContent || element?.getAttribute('aria-label')).sort()).toEqual([
        'Close',
        'First action',
        'Second action',
      ]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
    });

    it('hides the page behind it from assistive technology while open, and gives it back as it closes', async () => {
      const { user } = await openPage();
      expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
      expect(screen.getByText('Open').closest('[aria-hidden="true"]')).not.toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    });

    it('closes only the topmost of two with Escape', async () => {
      const user = userEvent.setup();
      const lower = vi.fn();
      const upper = vi.fn();
      render(
        <>
          <Modal open heading="Lower" onOpenChange={lower} />
          <Modal open heading="Upper" onOpenChange={upper} />
        </>,
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(upper).toHaveBeenCalledWith(false));
      expect(lower).not.toHaveBeenCalled();
    });

    it('stays open when a field inside handles Escape itself (preventDefault)', async () => {
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      render(
        <Modal defaultOpen heading="Settings" onOpenChange={onOpenChange}>
          <input aria-label="Query" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
        </Modal>,
      );
      await user.click(screen.getByRole('textbox', { name: 'Query' }));
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
      expect(onOpenChange).not.toHaveBeenCalled();
    });

    it('reports onOpen as it opens and onClose once it has left; meanwhile it is closed and inert', () => {
      // Timed to the millisecond with fake timers; user-event's async wrapper would wait on a faked timer.
      vi.useFakeTimers();
      const onOpen = vi.fn();
      const onClose = vi.fn();
      render(<Page onOpen={onOpen} onClose={onClose} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(onOpen).toHaveBeenCalledTimes(1);
      const dialog = screen.getByRole('dialog');
      expect(dialog).not.toHaveAttribute('inert');

      fireEvent.keyDown(dialog, { key: 'Escape' });
      act(() => vi.advanceTimersByTime(exitMs - 1));
      expect(dialog).toHaveAttribute('data-state', 'closed');
      expect(dialog).toHaveAttribute('inert');
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onOpen).toHaveBeenCalledTimes(1);
    });

    it('locks the page scroll until it has left, keeping it while another is open, then restores the page’s own value', () => {
      vi.useFakeTimers();
      document.body.style.overflow = 'scroll';
      const { rerender } = render(
        <>
          <Modal open heading="One" />
          <Modal open heading="Two" />
        </>,
      );
      expect(document.body.style.overflow).toBe('hidden');
      rerender(
        <>
          <Modal open heading="One" />
          <Modal open={false} heading="Two" />
        </>,
      );
      act(() => vi.advanceTimersByTime(exitMs));
      expect(document.body.style.overflow).toBe('hidden');
      rerender(
        <>
          <Modal open={false} heading="One" />
          <Modal open={false} heading="Two" />
        </>,
      );
      act(() => vi.advanceTimersByTime(exitMs - 1));
      expect(document.body.style.overflow).toBe('hidden');
      act(() => vi.advanceTimersByTime(1));
      expect(document.body.style.overflow).toBe('scroll');
    });

    it('leaves at once when the person prefers reduced motion', async () => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
        staticMediaQueryList(query, query.includes('prefers-reduced-motion')),
      );
      const onClose = vi.fn();
      const { user } = await openPage({ onClose });
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(document.body.style.overflow).toBe('');
    });

    it('has no axe violations when open', async () => {
      await openPage();
      const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
      expect(results.violations).toEqual([]);
    });
  });
}
