import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConformsAsAModal, itReportsOpenThenCloseRequestThenClose } from '../core/testing.ts';
import { itBehavesAsAModal, modalPage } from '../../tests/unit/modal-conformance.tsx';
import { drawerAnimation, mockCssAnimation } from '../../tests/unit/css-animation.ts';
import { Drawer, type DrawerPlacement, type DrawerProps } from './Drawer.tsx';
import { DRAWER_DURATION } from './constants.ts';
import { giveElementsClientRects } from '../../tests/unit/client-rects.ts';

beforeAll(giveElementsClientRects);

// The panel's slide-out, which jsdom does not run, decides when a closed drawer leaves.
beforeEach(() => {
  mockCssAnimation(drawerAnimation);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.style.overflow = '';
});

const backdrop = () => document.querySelector<HTMLElement>('.aq-drawer__backdrop');

/** A page with an opener button and a controlled drawer with the × close button (closeDesktop). */
const { Page, openPage } = modalPage(Drawer, {
  heading: 'Menu',
  props: { closeDesktop: true },
  children: (
    <>
      <p>Drawer text</p>
      <button type="button">First action</button>
      <a href="#details">Details link</a>
    </>
  ),
});

// jsdom's selector engine lists links before buttons, so tabbable (and the trap) would see them out of
// document order; the focus-order tests use buttons only.
const buttonsOnly = (
  <>
    <p>Drawer text</p>
    <button type="button">First action</button>
    <button type="button">Second action</button>
  </>
);

/** Presses the mouse on `target` and releases it `dx`, `dy` px away. */
async function swipe(user: UserEvent, target: Element, dx: number, dy: number) {
  await user.pointer([
    { keys: '[MouseLeft>]', target, coords: { clientX: 200, clientY: 200 } },
    { coords: { clientX: 200 + dx, clientY: 200 + dy } },
    { keys: '[/MouseLeft]' },
  ]);
}

/** The drawer most tests open: headed Menu, with a line of text. */
const MenuDrawer = (props: DrawerProps) => (
  <Drawer heading="Menu" {...props}>
    Body
  </Drawer>
);

/** Renders an open drawer whose `open` the test then sets, as a controlling parent would. */
function renderControlled(props: Partial<DrawerProps>) {
  const { rerender } = render(<Drawer open heading="Menu" {...props} />);
  return (open: boolean) => rerender(<Drawer open={open} heading="Menu" {...props} />);
}

const waitForUnmount = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const handle = () => screen.getByRole('button', { name: 'Close' });

itBehavesAsAModal({
  name: 'Drawer',
  Component: Drawer,
  props: { closeDesktop: true },
  animation: drawerAnimation,
  exitMs: DRAWER_DURATION,
});

describe('Drawer', () => {
  itConformsAsAModal('Drawer', Drawer);

  describe('defaults', () => {
    it('is closed when neither open nor defaultOpen is given', () => {
      render(<Drawer heading="Menu">Body</Drawer>);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(backdrop()).toBeNull();
      expect(document.body.style.overflow).toBe('');
    });

    it('opens on the left with a closable backdrop, as a modal dialog portalled to the body', async () => {
      const user = userEvent.setup();
      const { container } = render(<MenuDrawer defaultOpen />);
      const dialog = screen.getByRole('dialog', { name: 'Menu' });
      expect(container).not.toContainElement(dialog);
      expect(dialog.parentElement).toBe(document.body);
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveAttribute('data-placement', 'left');
      expect(dialog).toHaveAttribute('data-state', 'open');
      expect(dialog).toHaveClass('aq-drawer');
      expect(backdrop()).toHaveAttribute('data-placement', 'left');
      expect(backdrop()).toHaveAttribute('data-state', 'open');

      await user.click(backdrop()!);
      expect(dialog).toHaveAttribute('data-state', 'closed');
      await waitForUnmount();
    });

    it('does not close on a link click', async () => {
      const { user, dialog } = await openPage({ closeMobile: true });
      await user.click(screen.getByRole('link', { name: 'Details link' }));
      expect(dialog).toHaveAttribute('data-state', 'open');
    });

    it('draws no close control by default, and keeps a close button for screen readers outside the Tab order', async () => {
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      render(
        <Drawer defaultOpen heading="Settings" onOpenChange={onOpenChange}>
          Body
        </Drawer>,
      );
      const dismiss = screen.getByRole('button', { name: 'Close' });
      expect(dismiss).toHaveAttribute('tabindex', '-1');
      expect(dismiss).toHaveClass('aq-visually-hidden');
      await user.click(dismiss);
      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    });
  });

  describe('placement', () => {
    it.each<DrawerPlacement>(['top', 'right', 'bottom', 'left'])('%s sets data-placement on panel and backdrop', (placement) => {
      render(<MenuDrawer defaultOpen placement={placement} />);
      expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', placement);
      expect(backdrop()).toHaveAttribute('data-placement', placement);
    });

    it('passes width and height to the panel as CSS variables (numbers in px)', () => {
      render(<MenuDrawer defaultOpen width={250} height="40vh" />);
      const dialog = screen.getByRole('dialog');
      expect(dialog.style.getPropertyValue('--aq-drawer-width')).toBe('250px');
      expect(dialog.style.getPropertyValue('--aq-drawer-height')).toBe('40vh');
    });

    it.each([
      [200, '200px'],
      ['200', '200px'],
      ['200px', '200px'],
      [' 200.5PX ', '200.5px'],
      ['30rem', '30rem'],
      ['50%', '50%'],
      ['min(400px, 90vw)', 'min(400px, 90vw)'],
      ['var(--panel-width)', 'var(--panel-width)'],
    ])('takes the width %j as %s, without a word', (width, css) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(<MenuDrawer defaultOpen width={width} height={width} />);
      const dialog = screen.getByRole('dialog');
      expect(dialog.style.getPropertyValue('--aq-drawer-width')).toBe(css);
      expect(dialog.style.getPropertyValue('--aq-drawer-height')).toBe(css);
      expect(warn).not.toHaveBeenCalled();
    });

    it.each([['wide'], [-20], [Number.NaN], ['20 px'], ['calc(20px']])(
      'keeps the default 20rem for the width %j, warning once',
      (width) => {
        const warn = watchWarnings();
        const { rerender } = render(
          <Drawer defaultOpen width={width} heading="Menu">
            Body
          </Drawer>,
        );
        rerender(
          <Drawer defaultOpen width={width} heading="Menu again">
            Body
          </Drawer>,
        );
        expect(screen.getByRole('dialog').style.getPropertyValue('--aq-drawer-width')).toBe('');
        expect(warn.mock.calls).toEqual([
          [
            `Aquila UI: Drawer width must be a number of pixels (200 or "200px") or a CSS length ("30rem", "50%"); got ${typeof width === 'string' ? JSON.stringify(width) : String(width)}. The default is used.`,
          ],
        ]);
      },
    );
  });

  describe('backdrop', () => {
    it('states with data-closable whether a backdrop click closes the drawer', async () => {
      await openPage();
      expect(backdrop()).toHaveAttribute('data-closable', '');
      cleanup();
      await openPage({ backdropClosable: false });
      expect(backdrop()).not.toHaveAttribute('data-closable');
    });

    it('does not close on a backdrop click when backdropClosable is false', async () => {
      const onOpenChange = vi.fn();
      const { user, dialog } = await openPage({ backdropClosable: false, onOpenChange });
      await user.click(backdrop()!);
      expect(dialog).toHaveAttribute('data-state', 'open');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    });

    it('keeps an invisible layer when backdrop is false, which still closes the drawer on a click', async () => {
      const { user, dialog } = await openPage({ backdrop: false });
      expect(backdrop()).toHaveAttribute('data-invisible', '');
      await user.click(backdrop()!);
      expect(dialog).toHaveAttribute('data-state', 'closed');
      await waitForUnmount();
    });

    it('an invisible layer does not close the drawer when backdropClosable is false', async () => {
      const { user, dialog } = await openPage({ backdrop: false, backdropClosable: false });
      await user.click(backdrop()!);
      expect(dialog).toHaveAttribute('data-state', 'open');
    });

    it('keeps focus inside when the backdrop is pressed', async () => {
      const { user } = await openPage({ backdropClosable: false, children: buttonsOnly });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
      await user.click(backdrop()!);
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    });
  });

  describe('closing', () => {
    it('closes with the close button', async () => {
      const { user, dialog } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(dialog).toHaveAttribute('data-state', 'closed');
      expect(backdrop()).toHaveAttribute('data-state', 'closed');
      await waitForUnmount();
    });

    it('closes with Escape', async () => {
      const { user, dialog } = await openPage();
      await user.keyboard('{Escape}');
      expect(dialog).toHaveAttribute('data-state', 'closed');
      await waitForUnmount();
    });
  });

  describe('closeDesktop and closeMobile', () => {
    it('closeDesktop shows the × button, which closes the drawer', async () => {
      const { user, dialog } = await openPage({ closeDesktop: true });
      const close = screen.getByRole('button', { name: 'Close' });
      expect(close).not.toHaveClass('aq-visually-hidden');
      await user.click(close);
      expect(dialog).toHaveAttribute('data-state', 'closed');
      expect(backdrop()).toHaveAttribute('data-state', 'closed');
      await waitForUnmount();
    });

    it('closeMobile shows the drag handle instead, even with closeDesktop, and a click on it closes', async () => {
      const { user, dialog } = await openPage({ closeDesktop: true, closeMobile: true });
      expect(screen.getAllByRole('button', { name: 'Close' })).toEqual([handle()]);
      expect(handle()).toHaveClass('aq-drawer__handle');
      await user.click(handle());
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });

    it.each<[DrawerPlacement, 'first' | 'last']>([
      ['left', 'first'],
      ['right', 'first'],
      ['bottom', 'first'],
      ['top', 'last'],
    ])('%s: the handle is the %s thing in the panel', async (placement, where) => {
      const { dialog } = await openPage({ placement, closeMobile: true });
      const element = where === 'first' ? dialog.firstElementChild : dialog.lastElementChild;
      expect(element).toBe(handle());
    });

    it('names the close controls with closeLabel', async () => {
      await openPage({ closeLabel: 'Cerrar' });
      expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    });
  });

  describe('swipe on the handle', () => {
    const swipes: Array<[DrawerPlacement, number, number, number, number]> = [
      // placement, toward-the-edge dx/dy, away dx/dy
      ['left', -1, 0, 1, 0],
      ['right', 1, 0, -1, 0],
      ['top', 0, -1, 0, 1],
      ['bottom', 0, 1, 0, -1],
    ];

    it.each(swipes)('%s: 29 px toward the edge does nothing, 30 px closes', async (placement, x, y) => {
      const { user, dialog } = await openPage({ placement, closeMobile: true });
      await swipe(user, handle(), x * 29, y * 29);
      expect(dialog).toHaveAttribute('data-state', 'open');
      await swipe(user, handle(), x * 30, y * 30);
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });

    it.each(swipes)(
      '%s: a long swipe away from the edge does not close, even ending on the handle',
      async (placement, _x, _y, awayX, awayY) => {
        const { user, dialog } = await openPage({ placement, closeMobile: true });
        await swipe(user, handle(), awayX * 120, awayY * 120);
        expect(dialog).toHaveAttribute('data-state', 'open');
      },
    );

    it('closes on a touch swipe toward the edge', async () => {
      const { dialog } = await openPage({ placement: 'bottom', closeMobile: true });
      fireEvent.touchStart(handle(), { touches: [{ clientX: 100, clientY: 100 }] });
      fireEvent.touchEnd(handle(), { changedTouches: [{ clientX: 100, clientY: 129 }] });
      expect(dialog).toHaveAttribute('data-state', 'open');
      fireEvent.touchStart(handle(), { touches: [{ clientX: 100, clientY: 100 }] });
      fireEvent.touchEnd(handle(), { changedTouches: [{ clientX: 100, clientY: 130 }] });
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });

    it('a swipe on the content does not close (it may be scrolling)', async () => {
      const { user, dialog } = await openPage({ placement: 'left', closeMobile: true });
      await swipe(user, screen.getByText('Drawer text'), -120, 0);
      fireEvent.touchStart(screen.getByText('Drawer text'), { touches: [{ clientX: 100, clientY: 100 }] });
      fireEvent.touchEnd(screen.getByText('Drawer text'), { changedTouches: [{ clientX: 0, clientY: 100 }] });
      expect(dialog).toHaveAttribute('data-state', 'open');
    });
  });

  describe('lifecycle', () => {
    itReportsOpenThenCloseRequestThenClose(openPage);

    it('reports onOpenChange(false) at once, and onClose 500 ms later, once it has slid out', () => {
      vi.useFakeTimers();
      const onOpenChange = vi.fn();
      const onClose = vi.fn();
      render(<MenuDrawer defaultOpen closeDesktop onOpenChange={onOpenChange} onClose={onClose} />);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
      act(() => vi.advanceTimersByTime(DRAWER_DURATION - 1));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onOpenChange).toHaveBeenCalledTimes(1);
    });

    it('locks page scroll while open and restores the previous value only after 500 ms', () => {
      // Timed to the millisecond with fake timers; user-event's async wrapper would wait on a faked timer.
      vi.useFakeTimers();
      document.body.style.overflow = 'scroll';
      const onClose = vi.fn();
      render(<Page onClose={onClose} />);
      expect(document.body.style.overflow).toBe('scroll');
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(document.body.style.overflow).toBe('hidden');

      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      act(() => vi.advanceTimersByTime(DRAWER_DURATION - 1));
      expect(document.body.style.overflow).toBe('hidden');
      expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
      expect(onClose).not.toHaveBeenCalled();

      act(() => vi.advanceTimersByTime(1));
      expect(document.body.style.overflow).toBe('scroll');
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('reopening during the slide-out keeps it mounted without a second onOpen', () => {
      vi.useFakeTimers();
      const onOpen = vi.fn();
      const onClose = vi.fn();
      const setOpen = renderControlled({ onOpen, onClose });
      setOpen(false);
      act(() => vi.advanceTimersByTime(300));
      setOpen(true);
      act(() => vi.advanceTimersByTime(DRAWER_DURATION));
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
      expect(onOpen).toHaveBeenCalledTimes(1);
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  describe('focus', () => {
    it('focuses the panel itself when nothing inside can take focus', async () => {
      vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([] as unknown as DOMRectList);
      render(
        <Drawer defaultOpen heading="Menu">
          Plain text
        </Drawer>,
      );
      await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    });
  });

  describe('controlled and uncontrolled', () => {
    it('controlled: a close asks through onOpenChange; a parent that keeps it open keeps it open', async () => {
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      const onOpen = vi.fn();
      render(<MenuDrawer open closeDesktop onOpenChange={onOpenChange} onOpen={onOpen} />);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
      expect(onOpen).toHaveBeenCalledTimes(1);
    });

    it('controlled: a parent that sets open to false slides it out without onOpenChange', async () => {
      const onOpenChange = vi.fn();
      const onClose = vi.fn();
      const setOpen = renderControlled({ onOpenChange, onClose });
      setOpen(false);
      expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
      await waitForUnmount();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onOpenChange).not.toHaveBeenCalled();
    });

    it('uncontrolled: closes itself and reports the change', async () => {
      const user = userEvent.setup();
      const onOpenChange = vi.fn();
      render(<MenuDrawer defaultOpen closeDesktop onOpenChange={onOpenChange} />);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitForUnmount();
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    });
  });

  it.each([{ closeMobile: true }, { closeDesktop: false }, { backdrop: false }])(
    'has no axe violations when open (%o)',
    async (props) => {
      await openPage(props);
      const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
      expect(results.violations).toEqual([]);
    },
  );
});

describe('Drawer with a tooltip inside', () => {
  it('Escape first closes the open tooltip, and only the next Escape closes the drawer', async () => {
    const { Tooltip } = await import('../tooltip/index.ts');
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Drawer open onOpenChange={onOpenChange} heading="Settings">
        <Tooltip content="Saves the settings">
          <button type="button">Save</button>
        </Tooltip>
      </Drawer>,
    );
    await user.hover(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Saves the settings');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
