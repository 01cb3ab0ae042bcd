import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { RESIZE_HANDLE_SIZE, RESIZE_MIN_HEIGHT, RESIZE_MIN_WIDTH, RESIZE_STEP, RESIZE_STEP_LARGE } from './constants.ts';
import { AquilaProvider } from '../provider/index.ts';
import { Resizable, type ResizableProps } from './Resizable.tsx';

/** jsdom lays nothing out: a panel is as wide as its style says (400 × 150 when unset), never below its min-width/min-height, in a 600 px container. */
const NATURAL = { width: 400, height: 150 };
const CONTAINER = 600;

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const style = (this as HTMLElement).style;
    if (!this.classList.contains('aq-resizable')) return { width: 0, height: 0 } as DOMRect;
    const width = Math.max(parseFloat(style.width) || NATURAL.width, parseFloat(style.minWidth) || 0);
    const height = Math.max(parseFloat(style.height) || NATURAL.height, parseFloat(style.minHeight) || 0);
    return { width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0 } as DOMRect;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(CONTAINER);
});

afterEach(() => vi.restoreAllMocks());

function setup(props: Partial<ResizableProps> = {}) {
  const onResize = vi.fn();
  const user = userEvent.setup();
  render(
    <Resizable onResize={onResize} {...props}>
      Notes
    </Resizable>,
  );
  const handle = screen.getByRole('separator');
  const panel = screen.getByText('Notes').parentElement!;
  const press = (kind = 'MouseLeft') => user.pointer({ keys: `[${kind}>]`, target: handle, coords: { clientX: 100, clientY: 100 } });
  const moveBy = (dx: number, dy: number, pointerName = 'mouse') =>
    user.pointer({ pointerName, target: handle, coords: { clientX: 100 + dx, clientY: 100 + dy } });
  const release = (kind = 'MouseLeft') => user.pointer({ keys: `[/${kind}]`, target: handle });
  const drag = async (dx: number, dy: number) => {
    await press();
    await moveBy(dx, dy);
    await release();
  };
  return { onResize, user, handle, panel, press, moveBy, release, drag };
}

const sizeOf = (panel: HTMLElement) => ({ width: panel.style.width, height: panel.style.height });

describe('Resizable', () => {
  itConforms(Resizable, { props: { children: 'Content' }, element: 'div' });
  itWarnsOfItsZeroXNames('Resizable', (props) => <Resizable {...props}>Content</Resizable>);

  it('reports nothing on mount, nor when its width prop changes: only a person’s resize is reported', () => {
    const onResize = vi.fn();
    const { rerender } = render(
      <Resizable width={240} onResize={onResize}>
        Notes
      </Resizable>,
    );
    rerender(
      <Resizable width={320} onResize={onResize}>
        Notes
      </Resizable>,
    );
    expect(onResize).not.toHaveBeenCalled();
  });

  it('reports inside the person’s event, with the new size already drawn', async () => {
    const drawn: string[] = [];
    const { user, handle, panel } = setup({ onResize: () => drawn.push(panel.style.width) });
    // The page hears the key after the panel: by then the size has been reported, not at some later commit.
    let reportedBeforeThePageHeardTheKey = false;
    const pageListener = () => (reportedBeforeThePageHeardTheKey = drawn.length === 1);
    document.addEventListener('keydown', pageListener);
    handle.focus();
    await user.keyboard('{ArrowRight}');
    document.removeEventListener('keydown', pageListener);
    expect(reportedBeforeThePageHeardTheKey).toBe(true);
    expect(drawn).toEqual(['410px']);
  });

  it('is a panel with a focusable separator handle, bottom-right and diagonal, at least 100 × 100, by default', () => {
    const { handle, panel } = setup();
    expect(panel).toHaveClass('aq-resizable');
    expect(panel).toHaveAttribute('data-marker', 'bottom-right');
    expect(panel).toHaveAttribute('data-direction', 'diagonal');
    expect(panel).not.toHaveAttribute('data-resizing');
    expect(panel.style.minWidth).toBe('100px');
    expect(panel.style.minHeight).toBe('100px');
    // width 0: no width is set, the layout decides.
    expect(sizeOf(panel)).toEqual({ width: '', height: '' });
    expect(handle).toHaveAccessibleName('Resize');
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAttribute('aria-controls', panel.id);
    expect(panel.id).not.toBe('');
    expect(handle).toHaveAttribute('aria-orientation', 'vertical');
    expect(handle).toHaveAttribute('aria-valuenow', '400');
    expect(handle).toHaveAttribute('aria-valuemin', '100');
    expect(handle).toHaveAttribute('aria-valuemax', String(CONTAINER));
    expect(handle).toHaveAttribute('aria-valuetext', 'Width 400 px, height 150 px');
    expect(handle).toHaveAttribute('data-marker', 'bottom-right');
    expect(handle.style.cursor).toBe('nwse-resize');
  });

  it('has the documented constants: 100 × 100 minimum, a 5 px handle, steps of 10 and 50 px', () => {
    expect([RESIZE_MIN_WIDTH, RESIZE_MIN_HEIGHT, RESIZE_HANDLE_SIZE, RESIZE_STEP, RESIZE_STEP_LARGE]).toEqual([100, 100, 5, 10, 50]);
  });

  describe('width', () => {
    it('sets the width the panel starts with', () => {
      const { panel, handle } = setup({ width: 240 });
      expect(panel.style.width).toBe('240px');
      expect(handle).toHaveAttribute('aria-valuenow', '240');
    });

    it('sets the width again when it changes, and 0 gives the width back to the layout', () => {
      const { rerender } = render(<Resizable width={240}>Notes</Resizable>);
      const panel = screen.getByText('Notes').parentElement!;
      rerender(<Resizable width={320}>Notes</Resizable>);
      expect(panel.style.width).toBe('320px');
      rerender(<Resizable width={0}>Notes</Resizable>);
      expect(panel.style.width).toBe('');
    });

    it.each([['300'], ['300px'], [' 300PX '], [300]])('takes %j as 300 px', (width) => {
      const warn = watchWarnings();
      const { panel, handle } = setup({ width, minWidth: '120', minHeight: '80px' });
      expect(panel.style.width).toBe('300px');
      expect(panel.style.minWidth).toBe('120px');
      expect(panel.style.minHeight).toBe('80px');
      expect(handle).toHaveAttribute('aria-valuenow', '300');
      expect(handle).toHaveAttribute('aria-valuemin', '120');
      expect(warn).not.toHaveBeenCalled();
    });

    it('a width given as text and then as the same number is the same width: it is not set again', async () => {
      const { rerender } = render(<Resizable width="300">Notes</Resizable>);
      const handle = screen.getByRole('separator');
      handle.focus();
      await userEvent.setup().keyboard('{ArrowRight}');
      const panel = screen.getByText('Notes').parentElement!;
      expect(panel.style.width).toBe('310px');
      rerender(<Resizable width={300}>Notes</Resizable>);
      expect(panel.style.width).toBe('310px');
    });

    it('below minWidth, the minimum holds', () => {
      const { handle } = setup({ width: 50 });
      expect(handle).toHaveAttribute('aria-valuenow', '100');
    });

    it('a width or height in the consumer’s style is where the panel starts, until it is resized', async () => {
      const { panel, drag } = setup({ style: { width: 300, height: 200, marginTop: 4 } });
      expect(sizeOf(panel)).toEqual({ width: '300px', height: '200px' });
      await drag(10, 20);
      expect(sizeOf(panel)).toEqual({ width: '310px', height: '220px' });
      expect(panel.style.marginTop).toBe('4px');
    });
  });

  describe('pointer', () => {
    it('resizes while the handle is dragged and reports the size once, on release', async () => {
      const { panel, handle, onResize, press, moveBy, release } = setup();
      await press();
      expect(panel).toHaveAttribute('data-resizing', '');
      expect(handle).toHaveFocus();
      await moveBy(50, 30);
      expect(sizeOf(panel)).toEqual({ width: '450px', height: '180px' });
      await moveBy(60, 40);
      expect(sizeOf(panel)).toEqual({ width: '460px', height: '190px' });
      expect(handle).toHaveAttribute('aria-valuetext', 'Width 460 px, height 190 px');
      expect(onResize).not.toHaveBeenCalled();
      await release();
      expect(onResize).toHaveBeenCalledExactlyOnceWith({ width: 460, height: 190 });
      expect(panel).not.toHaveAttribute('data-resizing');
    });

    it('captures the pointer, so moves outside the handle keep resizing', async () => {
      const { handle, press } = setup();
      const capture = vi.fn();
      handle.setPointerCapture = capture;
      await press();
      expect(capture).toHaveBeenCalledExactlyOnceWith(expect.any(Number));
    });

    it('reports the unchanged size when released without moving, and leaves the size to the layout', async () => {
      const { panel, onResize, drag } = setup();
      await drag(0, 0);
      expect(onResize).toHaveBeenCalledExactlyOnceWith({ width: 400, height: 150 });
      expect(sizeOf(panel)).toEqual({ width: '', height: '' });
    });

    it('never goes below the minimums, nor wider than the container', async () => {
      const { panel, onResize, drag } = setup();
      await drag(-1000, -1000);
      expect(sizeOf(panel)).toEqual({ width: '100px', height: '100px' });
      expect(onResize).toHaveBeenLastCalledWith({ width: 100, height: 100 });
      await drag(1000, 1000);
      expect(onResize).toHaveBeenLastCalledWith({ width: CONTAINER, height: 1100 });
    });

    it('keeps its own minWidth and minHeight', async () => {
      const { panel, handle, onResize, drag } = setup({ minWidth: 200, minHeight: 120 });
      expect(panel.style.minWidth).toBe('200px');
      expect(panel.style.minHeight).toBe('120px');
      expect(handle).toHaveAttribute('aria-valuemin', '200');
      await drag(-1000, -1000);
      expect(onResize).toHaveBeenLastCalledWith({ width: 200, height: 120 });
    });

    it('works with a finger', async () => {
      const { panel, onResize, press, moveBy, release } = setup();
      await press('TouchA');
      await moveBy(-40, 25, 'TouchA');
      await release('TouchA');
      expect(sizeOf(panel)).toEqual({ width: '360px', height: '175px' });
      expect(onResize).toHaveBeenCalledExactlyOnceWith({ width: 360, height: 175 });
    });

    it('works with a pen, and a cancelled pen stroke ends the resize where it got to', () => {
      const { panel, onResize, handle } = setup();
      const pen = { pointerId: 7, pointerType: 'pen', isPrimary: true, button: 0 };
      fireEvent.pointerDown(handle, { ...pen, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(handle, { ...pen, clientX: 30, clientY: 15 });
      fireEvent.pointerCancel(handle, pen);
      expect(sizeOf(panel)).toEqual({ width: '420px', height: '155px' });
      expect(onResize).toHaveBeenCalledExactlyOnceWith({ width: 420, height: 155 });
      expect(panel).not.toHaveAttribute('data-resizing');
      // The capture released afterwards does not report again.
      fireEvent.lostPointerCapture(handle, pen);
      expect(onResize).toHaveBeenCalledOnce();
    });

    it('ignores a secondary button and a second finger, and moves of another pointer', () => {
      const { panel, handle, onResize } = setup();
      fireEvent.pointerDown(handle, { pointerId: 1, button: 2, isPrimary: true });
      expect(panel).not.toHaveAttribute('data-resizing');
      fireEvent.pointerDown(handle, { pointerId: 3, button: 0, isPrimary: false, pointerType: 'touch' });
      expect(panel).not.toHaveAttribute('data-resizing');

      fireEvent.pointerDown(handle, { pointerId: 1, button: 0, isPrimary: true, clientX: 0, clientY: 0 });
      fireEvent.pointerMove(handle, { pointerId: 2, clientX: 80, clientY: 80 });
      fireEvent.pointerUp(handle, { pointerId: 2 });
      expect(sizeOf(panel)).toEqual({ width: '', height: '' });
      expect(onResize).not.toHaveBeenCalled();
      expect(panel).toHaveAttribute('data-resizing', '');
    });

    it.each([
      ['top-left', 380, 130, 'nwse-resize'],
      ['top-right', 420, 130, 'nesw-resize'],
      ['bottom-left', 380, 170, 'nesw-resize'],
      ['bottom-right', 420, 170, 'nwse-resize'],
      ['left', 380, 170, 'nesw-resize'],
      ['right', 420, 170, 'nwse-resize'],
      ['top', 420, 130, 'nesw-resize'],
      ['bottom', 420, 170, 'nwse-resize'],
    ] as const)(
      'markerPosition="%s": dragging right and down by 20 px makes it %i × %i',
      async (markerPosition, width, height, cursor) => {
        const { panel, handle, onResize, drag } = setup({ markerPosition });
        expect(panel).toHaveAttribute('data-marker', markerPosition);
        expect(handle).toHaveAttribute('data-marker', markerPosition);
        expect(handle.style.cursor).toBe(cursor);
        await drag(20, 20);
        expect(onResize).toHaveBeenCalledExactlyOnceWith({ width, height });
      },
    );

    it('resizeDirection="horizontal" changes only the width', async () => {
      const { panel, handle, onResize, drag } = setup({ resizeDirection: 'horizontal' });
      expect(panel).toHaveAttribute('data-direction', 'horizontal');
      expect(handle.style.cursor).toBe('ew-resize');
      expect(handle).toHaveAttribute('aria-orientation', 'vertical');
      await drag(30, 30);
      expect(sizeOf(panel)).toEqual({ width: '430px', height: '' });
      expect(onResize).toHaveBeenCalledExactlyOnceWith({ width: 430, height: 150 });
      expect(handle).toHaveAttribute('aria-valuetext', 'Width 430 px');
    });

    it('resizeDirection="vertical" changes only the height, and the separator’s value is the height', async () => {
      const { panel, handle, onResize, drag } = setup({ resizeDirection: 'vertical', markerPosition: 'bottom' });
      expect(handle.style.cursor).toBe('ns-resize');
      expect(handle).toHaveAttribute('aria-orientation', 'horizontal');
      expect(handle).toHaveAttribute('aria-valuenow', '150');
      expect(handle).toHaveAttribute('aria-valuemin', '100');
      expect(handle).not.toHaveAttribute('aria-valuemax');
      await drag(30, 30);
      expect(sizeOf(panel)).toEqual({ width: '', height: '180px' });
      expect(onResize).toHaveBeenCalledExactlyOnceWith({ width: 400, height: 180 });
      expect(handle).toHaveAttribute('aria-valuenow', '180');
      expect(handle).toHaveAttribute('aria-valuetext', 'Height 180 px');
    });
  });

  describe('keyboard', () => {
    it('is reached with Tab; arrows move the handle by 10 px, with Shift by 50 px, reporting each change', async () => {
      const { user, handle, panel, onResize } = setup();
      await user.tab();
      expect(handle).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(panel.style.width).toBe('410px');
      expect(onResize).toHaveBeenLastCalledWith({ width: 410, height: 150 });
      await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
      expect(onResize).toHaveBeenLastCalledWith({ width: 460, height: 150 });
      await user.keyboard('{ArrowLeft}');
      expect(onResize).toHaveBeenLastCalledWith({ width: 450, height: 150 });
      await user.keyboard('{ArrowDown}');
      expect(onResize).toHaveBeenLastCalledWith({ width: 450, height: 160 });
      await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
      expect(onResize).toHaveBeenLastCalledWith({ width: 450, height: 110 });
      expect(handle).toHaveAttribute('aria-valuenow', '450');
      expect(handle).toHaveAttribute('aria-valuetext', 'Width 450 px, height 110 px');
      expect(onResize).toHaveBeenCalledTimes(5);
    });

    it('Home makes it as small as allowed, End as wide as its container', async () => {
      const { user, handle, onResize } = setup();
      handle.focus();
      await user.keyboard('{Home}');
      expect(onResize).toHaveBeenLastCalledWith({ width: 100, height: 100 });
      await user.keyboard('{End}');
      expect(onResize).toHaveBeenLastCalledWith({ width: CONTAINER, height: 100 });
    });

    it('stops at the minimums and reports nothing when a key changes nothing', async () => {
      const { user, handle, onResize } = setup({ width: 100, style: { height: 100 } });
      handle.focus();
      await user.keyboard('{ArrowLeft}{ArrowUp}{Home}');
      expect(onResize).not.toHaveBeenCalled();
      await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
      expect(onResize).toHaveBeenCalledExactlyOnceWith({ width: 150, height: 100 });
    });

    it('with the handle on the left or top, the arrows still move the handle: left and up grow the panel', async () => {
      const { user, handle, onResize } = setup({ markerPosition: 'top-left' });
      handle.focus();
      await user.keyboard('{ArrowLeft}{ArrowUp}');
      expect(onResize).toHaveBeenLastCalledWith({ width: 410, height: 160 });
    });

    it('right to left the handle mirrors: the default sits bottom-left, where ArrowLeft grows the panel', async () => {
      const onResize = vi.fn();
      const user = userEvent.setup();
      render(
        <AquilaProvider dir="rtl">
          <Resizable onResize={onResize}>Notes</Resizable>
          <Resizable markerPosition="left" resizeDirection="horizontal">
            Links
          </Resizable>
        </AquilaProvider>,
      );
      const [handle, leftHandle] = screen.getAllByRole('separator');
      expect(handle).toHaveAttribute('data-marker', 'bottom-left');
      expect(handle).toHaveStyle({ cursor: 'nesw-resize' });
      expect(leftHandle).toHaveAttribute('data-marker', 'right');
      handle.focus();
      await user.keyboard('{ArrowLeft}{ArrowDown}');
      expect(onResize).toHaveBeenLastCalledWith({ width: 410, height: 160 });
      await user.keyboard('{ArrowRight}');
      expect(onResize).toHaveBeenLastCalledWith({ width: 400, height: 160 });
    });

    it('only the arrows of its direction resize; the others are left to the page', () => {
      const { handle, onResize } = setup({ resizeDirection: 'horizontal' });
      expect(fireEvent.keyDown(handle, { key: 'ArrowDown' })).toBe(true);
      expect(fireEvent.keyDown(handle, { key: 'ArrowRight', ctrlKey: true })).toBe(true);
      expect(onResize).not.toHaveBeenCalled();
      expect(fireEvent.keyDown(handle, { key: 'ArrowRight' })).toBe(false);
      expect(onResize).toHaveBeenCalledExactlyOnceWith({ width: 410, height: 150 });
    });

    it('a vertical handle resizes the height with Up and Down; Home sets the minimum height, End does nothing', async () => {
      const { user, handle, onResize } = setup({ resizeDirection: 'vertical' });
      handle.focus();
      await user.keyboard('{ArrowLeft}{ArrowDown}');
      expect(onResize).toHaveBeenCalledExactlyOnceWith({ width: 400, height: 160 });
      await user.keyboard('{End}{Home}');
      expect(onResize).toHaveBeenCalledTimes(2);
      expect(onResize).toHaveBeenLastCalledWith({ width: 400, height: 100 });
    });
  });

  it('reports the size as laid out: a height that follows the width is reported after it rewraps', async () => {
    // Text rewraps in a wider panel, so the natural height shrinks as the width grows.
    vi.mocked(Element.prototype.getBoundingClientRect).mockImplementation(function (this: Element) {
      const style = (this as HTMLElement).style;
      if (!this.classList.contains('aq-resizable')) return { width: 0, height: 0 } as DOMRect;
      const width = parseFloat(style.width) || NATURAL.width;
      return { width, height: parseFloat(style.height) || Math.round(60000 / width) } as DOMRect;
    });
    const { user, handle, onResize, drag } = setup({ resizeDirection: 'horizontal' });
    handle.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(onResize).toHaveBeenLastCalledWith({ width: 450, height: 133 });
    expect(handle).toHaveAttribute('aria-valuetext', 'Width 450 px');
    await drag(150, 0);
    expect(onResize).toHaveBeenLastCalledWith({ width: CONTAINER, height: 100 });
  });

  it('takes its own handle label', () => {
    setup({ handleLabel: 'Resize notes' });
    expect(screen.getByRole('separator', { name: 'Resize notes' })).toBeInTheDocument();
  });

  it('keeps an id given by the consumer, and the handle points at it', () => {
    setup({ id: 'notes-panel' });
    expect(screen.getByRole('separator')).toHaveAttribute('aria-controls', 'notes-panel');
  });

  describe('replaces values it cannot use by the default, warning once, never throwing', () => {
    it.each([
      [
        { width: -1 },
        'Aquila UI: Resizable width must be a number of pixels of at least 0, such as 300 or "300px" (0 keeps the natural width); got -1. 0 is used.',
        { width: '', minWidth: '100px', minHeight: '100px' },
      ],
      [
        { width: 'wide' },
        'Aquila UI: Resizable width must be a number of pixels of at least 0, such as 300 or "300px" (0 keeps the natural width); got "wide". 0 is used.',
        { width: '', minWidth: '100px', minHeight: '100px' },
      ],
      [
        { width: '30rem' },
        'Aquila UI: Resizable width must be a number of pixels of at least 0, such as 300 or "300px" (0 keeps the natural width); got "30rem". 0 is used.',
        { width: '', minWidth: '100px', minHeight: '100px' },
      ],
      [
        { minWidth: -10 },
        'Aquila UI: Resizable minWidth must be a number of pixels of at least 0, such as 120 or "120px"; got -10. 100 is used.',
        { width: '', minWidth: '100px', minHeight: '100px' },
      ],
      [
        { minWidth: Number.NaN },
        'Aquila UI: Resizable minWidth must be a number of pixels of at least 0, such as 120 or "120px"; got NaN. 100 is used.',
        { width: '', minWidth: '100px', minHeight: '100px' },
      ],
      [
        { minHeight: Number.POSITIVE_INFINITY },
        'Aquila UI: Resizable minHeight must be a number of pixels of at least 0, such as 120 or "120px"; got Infinity. 100 is used.',
        { width: '', minWidth: '100px', minHeight: '100px' },
      ],
      [
        { minHeight: '12 px' },
        'Aquila UI: Resizable minHeight must be a number of pixels of at least 0, such as 120 or "120px"; got "12 px". 100 is used.',
        { width: '', minWidth: '100px', minHeight: '100px' },
      ],
    ])('%j', (props, message, size) => {
      const warn = watchWarnings();
      const { rerender } = render(<Resizable {...(props as ResizableProps)}>Notes</Resizable>);
      rerender(
        <Resizable {...(props as ResizableProps)} handleLabel="Resize notes">
          Notes
        </Resizable>,
      );
      const panel = screen.getByText('Notes').parentElement!;
      expect({ width: panel.style.width, minWidth: panel.style.minWidth, minHeight: panel.style.minHeight }).toEqual(size);
      expect(warn.mock.calls).toEqual([[message]]);
    });

    it.each([
      [
        { markerPosition: 'middle' },
        'Aquila UI: Resizable markerPosition must be one of top-left, top-right, bottom-left, bottom-right, left, right, top, bottom; got "middle". bottom-right is used.',
        ['bottom-right', 'diagonal'],
      ],
      [
        { resizeDirection: 'both' },
        'Aquila UI: Resizable resizeDirection must be one of diagonal, horizontal, vertical; got "both". diagonal is used.',
        ['bottom-right', 'diagonal'],
      ],
    ])('%j', (props, message, [marker, direction]) => {
      const warn = watchWarnings();
      render(<Resizable {...(props as unknown as ResizableProps)}>Notes</Resizable>);
      const panel = screen.getByText('Notes').parentElement!;
      expect(panel).toHaveAttribute('data-marker', marker);
      expect(panel).toHaveAttribute('data-direction', direction);
      expect(warn.mock.calls).toEqual([[message]]);
    });
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Resizable handleLabel="Resize notes">Notes</Resizable>
        <Resizable handleLabel="Resize preview" resizeDirection="vertical" markerPosition="bottom">
          Preview
        </Resizable>
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
