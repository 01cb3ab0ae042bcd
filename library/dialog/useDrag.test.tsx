import { useRef } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockBox, translateOf } from './testing.ts';
import { clampMove, useDrag, type UseDragOptions } from './useDrag.ts';

afterEach(() => vi.restoreAllMocks());

/** A box and its handle, the way a consumer wires the hook to their own element. */
function Draggable(props: Omit<UseDragOptions, 'target'>) {
  const box = useRef<HTMLDivElement>(null);
  const drag = useDrag({ target: box, ...props });
  return (
    <div ref={box} data-testid="box" data-dragging={drag.dragging || undefined}>
      <div {...drag.handleProps}>Handle</div>
      <button type="button" onKeyDown={drag.onHandleKeyDown} data-drag-handle="">
        Move
      </button>
      <input aria-label="Field" />
    </div>
  );
}

const view = { width: 1024, height: 768 };

describe('useDrag', () => {
  it('throws "You need to specify the drag target" without a target', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDrag({ target: undefined }))).toThrow(new Error('You need to specify the drag target'));
    expect(() => renderHook(() => useDrag({ target: null }))).toThrow('You need to specify the drag target');
  });

  it('moves the target by the handle and reports dragging while pressed', async () => {
    const user = userEvent.setup();
    render(<Draggable />);
    const box = screen.getByTestId('box');
    const handle = screen.getByText('Handle');
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 10, clientY: 10 } },
      { target: handle, coords: { clientX: 40, clientY: -20 } },
    ]);
    expect(box).toHaveAttribute('data-dragging');
    expect(translateOf(box)).toEqual({ x: 30, y: -30 });
    await user.pointer({ keys: '[/MouseLeft]', target: handle });
    expect(box).not.toHaveAttribute('data-dragging');
  });

  it('a press on a field inside the handle area does not drag', async () => {
    const user = userEvent.setup();
    function FieldInHandle() {
      const box = useRef<HTMLDivElement>(null);
      const drag = useDrag({ target: box });
      return (
        <div ref={box} data-testid="box" {...drag.handleProps}>
          <input aria-label="Field" />
        </div>
      );
    }
    render(<FieldInHandle />);
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByRole('textbox'), coords: { clientX: 10, clientY: 10 } },
      { coords: { clientX: 90, clientY: 10 } },
      { keys: '[/MouseLeft]' },
    ]);
    expect(translateOf(screen.getByTestId('box'))).toEqual({ x: 0, y: 0 });
  });

  it('does nothing from the handle while disabled', async () => {
    const user = userEvent.setup();
    render(<Draggable disabled />);
    const handle = screen.getByText('Handle');
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 10, clientY: 10 } },
      { target: handle, coords: { clientX: 90, clientY: 10 } },
      { keys: '[/MouseLeft]', target: handle },
    ]);
    screen.getByRole('button', { name: 'Move' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(translateOf(screen.getByTestId('box'))).toEqual({ x: 0, y: 0 });
  });

  it('ignores the arrow keys with Ctrl, Alt or Meta held', async () => {
    const user = userEvent.setup();
    render(<Draggable />);
    screen.getByRole('button', { name: 'Move' }).focus();
    await user.keyboard('{Control>}{ArrowRight}{/Control}{Alt>}{ArrowRight}{/Alt}');
    expect(translateOf(screen.getByTestId('box'))).toEqual({ x: 0, y: 0 });
  });

  it("with 'bounce', a keyboard move stays inside the window", async () => {
    const user = userEvent.setup();
    render(<Draggable constraint="bounce" />);
    const box = screen.getByTestId('box');
    mockBox(box, { left: 1000, top: 0, width: 20, height: 20 });
    screen.getByRole('button', { name: 'Move' }).focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(translateOf(box)).toEqual({ x: 4, y: 0 });
  });
});

describe('clampMove', () => {
  const box = { left: 100, top: 100, right: 300, bottom: 200 };

  it('lets a move inside the viewport through', () => {
    expect(clampMove(box, 50, -50, view)).toEqual({ dx: 50, dy: -50 });
  });

  it('stops at each edge', () => {
    expect(clampMove(box, -500, -500, view)).toEqual({ dx: -100, dy: -100 });
    expect(clampMove(box, 2000, 2000, view)).toEqual({ dx: 724, dy: 568 });
  });

  it('keeps the top-left corner of a box larger than the viewport inside', () => {
    expect(clampMove({ left: 0, top: 0, right: 1200, bottom: 900 }, -50, -50, view)).toEqual({ dx: 0, dy: 0 });
    expect(clampMove({ left: -40, top: -30, right: 1160, bottom: 870 }, 0, 0, view)).toEqual({ dx: 40, dy: 30 });
  });

  it('brings back a box that is outside', () => {
    expect(clampMove({ left: 1000, top: 700, right: 1200, bottom: 800 }, 0, 0, view)).toEqual({ dx: -176, dy: -32 });
  });
});
