import { createRef, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConformsAsAModal, itReportsOpenThenCloseRequestThenClose } from '../core/testing.ts';
import { itBehavesAsAModal, modalPage } from '../../tests/unit/modal-conformance.tsx';
import { mockCssAnimation } from '../../tests/unit/css-animation.ts';
import { staticMediaQueryList } from '../../tests/unit/media-query.ts';
import { Dialog, type DialogControls, type DialogProps } from './Dialog.tsx';
import { DialogClose } from './DialogClose.tsx';
import { DIALOG_OPEN_CLASS } from './constants.ts';
import { dialogAnimation, mockBox, translateOf } from './testing.ts';
import { giveElementsClientRects } from '../../tests/unit/client-rects.ts';

beforeAll(giveElementsClientRects);

// The window's closing animation, which jsdom does not run, decides when a closed dialog leaves.
beforeEach(() => {
  mockCssAnimation(dialogAnimation);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const backdrop = () => document.querySelector<HTMLElement>('.aq-dialog__backdrop');
const layer = () => document.querySelector<HTMLElement>('.aq-dialog-layer');
const waitForUnmount = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

const { Page, openPage } = modalPage(Dialog, {
  heading: 'Settings',
  children: (
    <>
      <p>Dialog text</p>
      <button type="button">First action</button>
      <button type="button">Second action</button>
    </>
  ),
});

/** Presses a paragraph of the page, which comes before the dialog's layer (the Open button would open it again). */
async function pressThePage(user: UserEvent) {
  const pageText = document.createElement('p');
  pageText.textContent = 'Page text';
  document.body.prepend(pageText);
  await user.click(pageText);
  pageText.remove();
}

function mockReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(query, query.includes('prefers-reduced-motion')),
  );
}

// With 'onlyLastStrategy', as the shared suite's "Escape closes only the topmost" asks: by default an Escape
// closes every open dialog that allows it (see Dialog.stack.test.tsx). One dialog alone behaves the same either way.
itBehavesAsAModal({
  name: 'Dialog',
  Component: Dialog,
  props: { enableClose: 'onlyLastStrategy' },
  animation: dialogAnimation,
  exitMs: 200,
});

describe('Dialog', () => {
  itConformsAsAModal('Dialog', Dialog);

  describe('defaults', () => {
    it('is closed when neither open nor defaultOpen is given', () => {
      render(<Dialog heading="Settings">Body</Dialog>);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.body).not.toHaveClass(DIALOG_OPEN_CLASS);
    });

    it('opens as a modal dialog in a portal on the body, named by its heading, medium sized, with backdrop and close button', async () => {
      const { dialog, container } = await openPage();
      expect(container).not.toContainElement(dialog);
      expect(layer()!.parentElement).toBe(document.body);
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(screen.getByRole('heading', { name: 'Settings', level: 2 }).id).toBe(dialog.getAttribute('aria-labelledby'));
      expect(dialog).toHaveAttribute('data-size', 'medium');
      expect(dialog).toHaveAttribute('data-state', 'open');
      expect(dialog.style.getPropertyValue('--aq-dialog-width')).toBe('560px');
      expect(dialog.style.getPropertyValue('--aq-dialog-height')).toBe('auto');
      expect(backdrop()).toHaveAttribute('data-state', 'open');
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Move dialog' })).not.toBeInTheDocument();
      expect(screen.queryByRole('separator')).not.toBeInTheDocument();
      expect(dialog).not.toHaveAttribute('data-draggable');
      expect(dialog).not.toHaveAttribute('data-resizable');
    });

    it('has no title bar without heading, close button and drag', () => {
      render(
        <Dialog defaultOpen aria-label="Bare" closeButton={false}>
          Body
        </Dialog>,
      );
      expect(screen.getByRole('dialog').querySelector('.aq-dialog__header')).toBeNull();
    });
  });

  describe('size', () => {
    it.each([
      ['small', '400px', 'auto'],
      ['medium', '560px', 'auto'],
      ['large', '800px', 'auto'],
      ['fullScreen', '100%', '100%'],
    ])('%s is %s wide and %s high', (size, width, height) => {
      render(
        <Dialog defaultOpen heading="Sized" size={size}>
          Body
        </Dialog>,
      );
      const dialog = screen.getByRole('dialog');
      expect(dialog).toHaveAttribute('data-size', size);
      expect(dialog.style.getPropertyValue('--aq-dialog-width')).toBe(width);
      expect(dialog.style.getPropertyValue('--aq-dialog-height')).toBe(height);
    });

    it('width, height and their limits override the preset; numbers are px', () => {
      render(
        <Dialog
          defaultOpen
          heading="Sized"
          size="small"
          width={300}
          height="50vh"
          minWidth={200}
          maxWidth="90%"
          minHeight={100}
          maxHeight={600}
        >
          Body
        </Dialog>,
      );
      const style = screen.getByRole('dialog').style;
      expect(style.getPropertyValue('--aq-dialog-width')).toBe('300px');
      expect(style.getPropertyValue('--aq-dialog-height')).toBe('50vh');
      expect(style.getPropertyValue('--aq-dialog-min-width')).toBe('200px');
      expect(style.getPropertyValue('--aq-dialog-max-width')).toBe('90%');
      expect(style.getPropertyValue('--aq-dialog-min-height')).toBe('100px');
      expect(style.getPropertyValue('--aq-dialog-max-height')).toBe('600px');
    });

    it('takes px as text too, and keeps the preset for a value that is no size, warning once', () => {
      const warn = watchWarnings();
      render(
        <Dialog defaultOpen id="sized-text" heading="Sized" size="small" width="300" minWidth=" 200px " maxHeight="tall">
          Body
        </Dialog>,
      );
      const style = screen.getByRole('dialog').style;
      expect(style.getPropertyValue('--aq-dialog-width')).toBe('300px');
      expect(style.getPropertyValue('--aq-dialog-min-width')).toBe('200px');
      expect(style.getPropertyValue('--aq-dialog-max-height')).toBe('');
      expect(warn).toHaveBeenCalledWith(
        'Aquila UI: Dialog maxHeight must be a number of pixels (200 or "200px") or a CSS length ("30rem", "50%"); got "tall". The default is used.',
      );
    });

    it('sizes changes a preset and adds named ones; an unknown name is medium', () => {
      const { rerender } = render(
        <Dialog defaultOpen heading="Sized" sizes={{ medium: { width: 640 } }}>
          Body
        </Dialog>,
      );
      const style = () => screen.getByRole('dialog').style;
      expect(style().getPropertyValue('--aq-dialog-width')).toBe('640px');
      expect(style().getPropertyValue('--aq-dialog-height')).toBe('auto');
      rerender(
        <Dialog defaultOpen heading="Sized" size="wide" sizes={{ wide: { width: '90%', maxHeight: 500 } }}>
          Body
        </Dialog>,
      );
      expect(style().getPropertyValue('--aq-dialog-width')).toBe('90%');
      expect(style().getPropertyValue('--aq-dialog-max-height')).toBe('500px');
      rerender(
        <Dialog defaultOpen heading="Sized" size="huge">
          Body
        </Dialog>,
      );
      expect(style().getPropertyValue('--aq-dialog-width')).toBe('560px');
    });

    it.each([
      ['sm', 'small'],
      ['md', 'medium'],
      ['lg', 'large'],
    ])('warns once of 0.x’s size "%s", naming 1.0’s "%s", and is medium', (zeroX, named) => {
      const warn = watchWarnings();
      render(
        <Dialog defaultOpen heading="Sized" size={zeroX}>
          Body
        </Dialog>,
      );
      expect(warn).toHaveBeenCalledExactlyOnceWith(`Aquila UI: Dialog's size "${zeroX}" is "${named}" since 1.0`);
      expect(screen.getByRole('dialog').style.getPropertyValue('--aq-dialog-width')).toBe('560px');
    });

    it('takes a 0.x name that `sizes` defines as that custom preset, without a warning', () => {
      const warn = watchWarnings();
      render(
        <Dialog defaultOpen heading="Sized" size="sm" sizes={{ sm: { width: 320 } }}>
          Body
        </Dialog>,
      );
      expect(warn).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog').style.getPropertyValue('--aq-dialog-width')).toBe('320px');
    });
  });

  describe('layer', () => {
    it('puts windowClass on the layer around backdrop and window, className on the window', () => {
      render(
        <Dialog defaultOpen heading="Classes" windowClass="my-window" className="my-dialog">
          Body
        </Dialog>,
      );
      expect(layer()).toHaveClass('aq-dialog-layer', 'my-window');
      expect(layer()).toContainElement(backdrop());
      expect(screen.getByRole('dialog')).toHaveClass('aq-dialog', 'my-dialog');
      expect(screen.getByRole('dialog')).not.toHaveClass('my-window');
    });

    it('takes its layer’s z-index from zIndexGetter, 1050 (the stylesheet’s) without it', () => {
      const { rerender } = render(
        <Dialog defaultOpen heading="Layered">
          Body
        </Dialog>,
      );
      expect(layer()!.style.getPropertyValue('--aq-z-dialog')).toBe('');
      rerender(
        <Dialog defaultOpen heading="Layered" zIndexGetter={() => 2000}>
          Body
        </Dialog>,
      );
      expect(layer()!.style.getPropertyValue('--aq-z-dialog')).toBe('2000');
    });

    it('renders into the container given', () => {
      const target = document.createElement('section');
      document.body.append(target);
      render(
        <Dialog defaultOpen heading="Contained" container={target}>
          Body
        </Dialog>,
      );
      expect(target).toContainElement(screen.getByRole('dialog'));
      target.remove();
    });

    it('renders no backdrop when backdrop is false', async () => {
      const { dialog } = await openPage({ backdrop: false });
      expect(backdrop()).toBeNull();
      expect(layer()).not.toHaveAttribute('data-backdrop');
      expect(dialog).toHaveAttribute('aria-modal', 'true');
    });

    it('renders no close button when closeButton is false', async () => {
      await openPage({ closeButton: false });
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    });
  });

  describe('closing', () => {
    it('closes with the close button, then leaves after its closing animation', async () => {
      const onOpenChange = vi.fn();
      const { user, dialog } = await openPage({ onOpenChange });
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(dialog).toHaveAttribute('data-state', 'closed');
      expect(backdrop()).toHaveAttribute('data-state', 'closed');
      expect(dialog).toHaveAttribute('inert');
      await waitForUnmount();
    });

    it('closes on a backdrop click and with Escape by default', async () => {
      const { user, dialog } = await openPage();
      await user.click(backdrop()!);
      expect(dialog).toHaveAttribute('data-state', 'closed');
      await waitForUnmount();
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
    });

    it('a press in the window that ends on the backdrop does not close it', async () => {
      const { user, dialog } = await openPage();
      await user.pointer([
        { keys: '[MouseLeft>]', target: screen.getByText('Dialog text') },
        { target: backdrop()! },
        { keys: '[/MouseLeft]' },
      ]);
      expect(dialog).toHaveAttribute('data-state', 'open');
    });

    it('enableClose={false} ignores backdrop and Escape; the close button still closes', async () => {
      const { user, dialog } = await openPage({ enableClose: false });
      await user.click(backdrop()!);
      await user.keyboard('{Escape}');
      expect(dialog).toHaveAttribute('data-state', 'open');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });

    it('enableClose={{ escape: false }} closes by backdrop only', async () => {
      const { user, dialog } = await openPage({ enableClose: { escape: false } });
      await user.keyboard('{Escape}');
      expect(dialog).toHaveAttribute('data-state', 'open');
      await user.click(backdrop()!);
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });

    it('enableClose={{ backdrop: false }} closes by Escape only', async () => {
      const { user, dialog } = await openPage({ enableClose: { backdrop: false } });
      await user.click(backdrop()!);
      expect(dialog).toHaveAttribute('data-state', 'open');
      await user.keyboard('{Escape}');
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });

    it('without a backdrop, a press on the page around it closes it; one inside or on a later layer does not', async () => {
      const { user, dialog } = await openPage({ backdrop: false });
      await user.click(screen.getByText('Dialog text'));
      const laterLayer = document.createElement('div');
      laterLayer.textContent = 'A list opened from the dialog';
      document.body.append(laterLayer);
      await user.click(laterLayer);
      expect(dialog).toHaveAttribute('data-state', 'open');
      laterLayer.remove();
      await pressThePage(user);
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });

    it('without a backdrop and with enableClose backdrop off, a press on the page does not close it', async () => {
      const { user, dialog } = await openPage({ backdrop: false, enableClose: { backdrop: false } });
      await pressThePage(user);
      expect(dialog).toHaveAttribute('data-state', 'open');
    });

    it('a DialogClose inside closes it', async () => {
      const { user, dialog } = await openPage({ children: <DialogClose value="ok">OK</DialogClose> });
      await user.click(screen.getByRole('button', { name: 'OK' }));
      expect(dialog).toHaveAttribute('data-state', 'closed');
    });
  });

  describe('stacked dialogs', () => {
    function Stack({ lower, upper }: { lower: Partial<DialogProps>; upper: Partial<DialogProps> }) {
      return (
        <>
          <Dialog open heading="Lower" {...lower}>
            Lower body
          </Dialog>
          <Dialog open heading="Upper" {...upper}>
            Upper body
          </Dialog>
        </>
      );
    }

    it('with enableClose true, Escape passes a topmost dialog that ignores it and closes the one below', async () => {
      const user = userEvent.setup();
      const lower = vi.fn();
      const upper = vi.fn();
      render(<Stack lower={{ onOpenChange: lower }} upper={{ onOpenChange: upper, enableClose: { escape: false } }} />);
      await user.keyboard('{Escape}');
      expect(upper).not.toHaveBeenCalled();
      expect(lower).toHaveBeenCalledWith(false);
    });

    it("with 'onlyLastStrategy', a dialog that is not the topmost stays open on Escape", async () => {
      const user = userEvent.setup();
      const lower = vi.fn();
      render(<Stack lower={{ onOpenChange: lower, enableClose: 'onlyLastStrategy' }} upper={{ enableClose: { escape: false } }} />);
      await user.keyboard('{Escape}');
      expect(lower).not.toHaveBeenCalled();
    });

    it("with 'onlyLastStrategy', the topmost dialog closes on Escape", async () => {
      const user = userEvent.setup();
      const upper = vi.fn();
      render(<Stack lower={{}} upper={{ onOpenChange: upper, enableClose: 'onlyLastStrategy' }} />);
      await user.keyboard('{Escape}');
      expect(upper).toHaveBeenCalledWith(false);
    });

    it("a backdrop click closes a lower dialog with true, not with 'onlyLastStrategy'", async () => {
      const user = userEvent.setup();
      const lower = vi.fn();
      const upper = { backdrop: false, enableClose: { backdrop: false } };
      const { rerender } = render(
        <Stack lower={{ onOpenChange: lower, enableClose: { backdrop: 'onlyLastStrategy' } }} upper={upper} />,
      );
      await user.click(backdrop()!);
      expect(lower).not.toHaveBeenCalled();
      rerender(<Stack lower={{ onOpenChange: lower }} upper={upper} />);
      await user.click(backdrop()!);
      expect(lower).toHaveBeenCalledWith(false);
    });
  });

  describe('lifecycle', () => {
    itReportsOpenThenCloseRequestThenClose(openPage);

    it('locks page scroll and sets the open class until the closing animation (0.2 s) has ended', () => {
      vi.useFakeTimers();
      document.body.style.overflow = 'scroll';
      render(<Page />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(document.body.style.overflow).toBe('hidden');
      expect(document.body).toHaveClass(DIALOG_OPEN_CLASS);

      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      act(() => vi.advanceTimersByTime(199));
      expect(document.body).toHaveClass(DIALOG_OPEN_CLASS);
      expect(document.body.style.overflow).toBe('hidden');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
      expect(document.body).not.toHaveClass(DIALOG_OPEN_CLASS);
      expect(document.body.style.overflow).toBe('scroll');
      document.body.style.overflow = '';
    });

    it('keeps the open class while a second dialog is still open', () => {
      const { rerender } = render(
        <>
          <Dialog open heading="One" />
          <Dialog open heading="Two" />
        </>,
      );
      expect(document.body).toHaveClass(DIALOG_OPEN_CLASS);
      mockReducedMotion();
      rerender(
        <>
          <Dialog open heading="One" />
          <Dialog open={false} heading="Two" />
        </>,
      );
      expect(document.body).toHaveClass(DIALOG_OPEN_CLASS);
      rerender(
        <>
          <Dialog open={false} heading="One" />
          <Dialog open={false} heading="Two" />
        </>,
      );
      expect(document.body).not.toHaveClass(DIALOG_OPEN_CLASS);
      expect(document.body.style.overflow).toBe('');
    });
  });

  describe('focus', () => {
    it('moves focus to the first control of the content, traps Tab and Shift+Tab, and returns focus on close', async () => {
      const { user } = await openPage();
      await waitFor(() => expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus());
      await user.tab();
      expect(screen.getByRole('button', { name: 'Second action' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
      await user.tab({ shift: true });
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
    });

    it('focuses the close button when the content has no control', async () => {
      await openPage({ children: <p>Only text</p> });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    });

    it('keeps focus inside when the backdrop is pressed', async () => {
      const { user } = await openPage({ enableClose: false });
      await waitFor(() => expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus());
      await user.click(backdrop()!);
      expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
    });
  });

  describe('dragging', () => {
    const header = () => document.querySelector<HTMLElement>('.aq-dialog__header')!;

    async function openDraggable(props: Partial<DialogProps> = {}) {
      const opened = await openPage({ draggable: true, ...props });
      // A 400 × 200 window centred in jsdom's 1024 × 768 viewport.
      mockBox(opened.dialog, { left: 312, top: 284, width: 400, height: 200 });
      return opened;
    }

    async function dragHeader(user: ReturnType<typeof userEvent.setup>, dx: number, dy: number) {
      await user.pointer([
        { keys: '[MouseLeft>]', target: header(), coords: { clientX: 500, clientY: 300 } },
        { target: header(), coords: { clientX: 500 + dx, clientY: 300 + dy } },
        { keys: '[/MouseLeft]', target: header(), coords: { clientX: 500 + dx, clientY: 300 + dy } },
      ]);
    }

    it('shows the 10 px drag marker and a move button described for keyboard users', async () => {
      const { dialog } = await openDraggable();
      expect(dialog).toHaveAttribute('data-draggable');
      expect(dialog.querySelector('.aq-dialog__drag-marker')).toHaveAttribute('aria-hidden', 'true');
      const move = screen.getByRole('button', { name: 'Move dialog' });
      expect(move).toHaveAccessibleDescription(/Arrow keys move the dialog/);
    });

    it('states its drag constraint as data-drag-constraint while draggable', async () => {
      const { dialog, rerender } = await openDraggable();
      expect(dialog).toHaveAttribute('data-drag-constraint', 'none');
      rerender(<Page draggable dragConstraint="bounce" />);
      expect(dialog).toHaveAttribute('data-drag-constraint', 'bounce');
      rerender(<Page dragConstraint="bounce" />);
      expect(dialog).not.toHaveAttribute('data-drag-constraint');
    });

    it("follows the pointer on the title bar anywhere with dragConstraint 'none'", async () => {
      const { user, dialog } = await openDraggable();
      await dragHeader(user, -600, 40);
      expect(translateOf(dialog)).toEqual({ x: -600, y: 40 });
      expect(dialog).not.toHaveAttribute('data-dragging');
    });

    it("stays inside the window while dragged with 'constrain'", async () => {
      const { user, dialog } = await openDraggable({ dragConstraint: 'constrain' });
      await dragHeader(user, -600, 900);
      // Left edge at 0, bottom edge at 768.
      expect(translateOf(dialog)).toEqual({ x: -312, y: 284 });
    });

    it("goes outside while dragged with 'bounce', and comes back inside on release", async () => {
      const { user, dialog } = await openDraggable({ dragConstraint: 'bounce' });
      await user.pointer([
        { keys: '[MouseLeft>]', target: header(), coords: { clientX: 500, clientY: 300 } },
        { target: header(), coords: { clientX: 1500, clientY: 250 } },
      ]);
      expect(translateOf(dialog)).toEqual({ x: 1000, y: -50 });
      expect(dialog).toHaveAttribute('data-dragging');
      await user.pointer({ keys: '[/MouseLeft]', target: header(), coords: { clientX: 1500, clientY: 250 } });
      // Right edge at 1024.
      expect(translateOf(dialog)).toEqual({ x: 312, y: -50 });
    });

    it('does not start a drag from the close button', async () => {
      const { user, dialog } = await openDraggable();
      await user.pointer([
        { keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Close' }), coords: { clientX: 500, clientY: 300 } },
        { coords: { clientX: 600, clientY: 300 } },
        { keys: '[/MouseLeft]' },
      ]);
      expect(translateOf(dialog)).toEqual({ x: 0, y: 0 });
    });

    it('moves from the keyboard on the move button: arrows by 10 px, Shift by 50, Home back to the centre', async () => {
      const { user, dialog } = await openDraggable();
      screen.getByRole('button', { name: 'Move dialog' }).focus();
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
      expect(translateOf(dialog)).toEqual({ x: 20, y: 10 });
      await user.keyboard('{Shift>}{ArrowLeft}{ArrowUp}{/Shift}');
      expect(translateOf(dialog)).toEqual({ x: -30, y: -40 });
      await user.keyboard('{Home}');
      expect(translateOf(dialog)).toEqual({ x: 0, y: 0 });
    });

    it("keeps keyboard moves inside the window with 'constrain'", async () => {
      const { user, dialog } = await openDraggable({ dragConstraint: 'constrain' });
      screen.getByRole('button', { name: 'Move dialog' }).focus();
      for (let index = 0; index < 8; index++) await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
      expect(translateOf(dialog)).toEqual({ x: 0, y: -284 });
    });

    it('is not dragged when draggable is false', async () => {
      const { user, dialog } = await openPage();
      mockBox(dialog, { left: 312, top: 284, width: 400, height: 200 });
      await dragHeader(user, 100, 100);
      expect(translateOf(dialog)).toEqual({ x: 0, y: 0 });
    });

    it('controlsRef.resetDrag returns it to the centre, with an optional offset', async () => {
      const controls = createRef<DialogControls>();
      const { user, dialog } = await openDraggable({ controlsRef: controls });
      await dragHeader(user, 80, 80);
      act(() => controls.current!.resetDrag());
      expect(translateOf(dialog)).toEqual({ x: 0, y: 0 });
      act(() => controls.current!.resetDrag({ x: 25 }));
      expect(translateOf(dialog)).toEqual({ x: 25, y: 0 });
    });

    it('opens in the centre again after it was dragged and closed', async () => {
      const { user, dialog } = await openDraggable();
      await dragHeader(user, 80, 80);
      expect(translateOf(dialog)).toEqual({ x: 80, y: 80 });
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitForUnmount();
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(translateOf(screen.getByRole('dialog'))).toEqual({ x: 0, y: 0 });
    });
  });

  describe('resizing', () => {
    /** Lays the window out as the stylesheet would: the resized size, within min 240 × 160 and max 600 × 400. */
    function mockLayout(dialog: HTMLElement) {
      const read = (name: string, fallback: number) => parseFloat(dialog.style.getPropertyValue(name)) || fallback;
      vi.spyOn(dialog, 'offsetWidth', 'get').mockImplementation(() =>
        Math.min(600, Math.max(240, read('--aq-dialog-resized-width', 560))),
      );
      vi.spyOn(dialog, 'offsetHeight', 'get').mockImplementation(() =>
        Math.min(400, Math.max(160, read('--aq-dialog-resized-height', 300))),
      );
    }

    async function openResizable() {
      const user = userEvent.setup();
      function Resizable() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <button type="button" onClick={() => setOpen(true)}>
              Open
            </button>
            <Dialog
              open={open}
              onOpenChange={setOpen}
              heading="Resizable"
              resizable
              ref={(node) => {
                if (node) mockLayout(node);
              }}
            >
              Body
            </Dialog>
          </>
        );
      }
      render(<Resizable />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      return { user, dialog: screen.getByRole('dialog'), handle: screen.getByRole('separator', { name: 'Resize dialog' }) };
    }

    it('shows a focusable resize handle with the laid-out size as its value', async () => {
      const { dialog, handle } = await openResizable();
      expect(dialog).toHaveAttribute('data-resizable');
      expect(handle).toHaveAttribute('tabindex', '0');
      expect(handle).toHaveAttribute('aria-valuenow', '560');
      expect(handle).toHaveAttribute('aria-valuetext', 'Width 560 px, height 300 px');
      expect(handle).toHaveAccessibleDescription(/arrows change the width/);
    });

    it('arrow keys resize by 10 px (50 with Shift), keeping the top-left corner in place', async () => {
      const { user, dialog, handle } = await openResizable();
      handle.focus();
      await user.keyboard('{ArrowLeft}');
      expect(dialog.style.getPropertyValue('--aq-dialog-resized-width')).toBe('550px');
      expect(handle).toHaveAttribute('aria-valuenow', '550');
      expect(translateOf(dialog)).toEqual({ x: -5, y: 0 });
      await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
      expect(handle).toHaveAttribute('aria-valuetext', 'Width 550 px, height 350 px');
      expect(translateOf(dialog)).toEqual({ x: -5, y: 25 });
    });

    it('stops at the min and max sizes the stylesheet lays out', async () => {
      const { user, dialog, handle } = await openResizable();
      handle.focus();
      await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
      expect(handle).toHaveAttribute('aria-valuenow', '600');
      // Only the 40 px it really grew moved it.
      expect(translateOf(dialog).x).toBe(20);
      for (let index = 0; index < 8; index++) await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
      expect(handle).toHaveAttribute('aria-valuetext', 'Width 600 px, height 160 px');
    });

    it("with 'constrain', growing keeps it inside the window", async () => {
      const user = userEvent.setup();
      render(
        <Dialog
          defaultOpen
          heading="Resizable"
          resizable
          draggable
          dragConstraint="constrain"
          ref={(node) => {
            if (!node) return;
            mockLayout(node);
            // Centred at 744 px, so its right edge is at the window's (1024 px) before it grows.
            vi.spyOn(node, 'getBoundingClientRect').mockImplementation(() => {
              const left = 744 - node.offsetWidth / 2 + translateOf(node).x;
              return { left, right: left + node.offsetWidth, top: 100, bottom: 100 + node.offsetHeight } as DOMRect;
            });
          }}
        >
          Body
        </Dialog>,
      );
      screen.getByRole('separator', { name: 'Resize dialog' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('dialog').style.getPropertyValue('--aq-dialog-resized-width')).toBe('570px');
      // Grown by 10 px with its top-left corner kept would put 10 px outside: it moves back by those.
      expect(translateOf(screen.getByRole('dialog')).x).toBe(-5);
    });

    it('follows a pointer drag of the handle', async () => {
      const { user, handle } = await openResizable();
      await user.pointer([
        { keys: '[MouseLeft>]', target: handle, coords: { clientX: 800, clientY: 500 } },
        { target: handle, coords: { clientX: 770, clientY: 540 } },
        { keys: '[/MouseLeft]', target: handle, coords: { clientX: 770, clientY: 540 } },
      ]);
      expect(handle).toHaveAttribute('aria-valuetext', 'Width 530 px, height 340 px');
      expect(handle).toHaveFocus();
    });
  });
});
