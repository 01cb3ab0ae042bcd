import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useSeparator, type SeparatorOptions } from './useSeparator';

type Options = Partial<Omit<SeparatorOptions, 'value' | 'onChange'>>;

/** A pane's size held in state, with the separator that changes it. */
function Harness({ initial = 300, ...options }: Options & { initial?: number }) {
  const [value, setValue] = useState(initial);
  const props = useSeparator({ min: 100, max: 600, label: 'Width of the pane', ...options, value, onChange: setValue });
  return <div {...props} />;
}

function renderSeparator(options: Options & { initial?: number } = {}) {
  render(<Harness {...options} />);
  const handle = screen.getByRole('separator', { name: options.label ?? 'Width of the pane' });
  handle.setPointerCapture = vi.fn();
  return handle;
}

const valueOf = (handle: HTMLElement) => Number(handle.getAttribute('aria-valuenow'));

/** Focuses the handle, then presses each step's keys in turn, expecting the value they leave it at. */
async function expectValuesAfterKeys(handle: HTMLElement, steps: [keys: string, value: number][]) {
  const user = userEvent.setup();
  handle.focus();
  for (const [keys, value] of steps) {
    await user.keyboard(keys);
    expect(valueOf(handle), `after ${keys}`).toBe(value);
  }
}

describe('useSeparator', () => {
  it('is a focusable separator that names its value, its bounds and its orientation', () => {
    const handle = renderSeparator({ orientation: 'vertical' });
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAttribute('aria-orientation', 'vertical');
    expect(handle).toHaveAttribute('aria-valuenow', '300');
    expect(handle).toHaveAttribute('aria-valuemin', '100');
    expect(handle).toHaveAttribute('aria-valuemax', '600');
    expect(handle).toHaveAttribute('aria-valuetext', '300 pixels');
    expect(handle).not.toHaveAttribute('data-dragging');
  });

  it('is horizontal unless told, and announces the caller’s value text', () => {
    const handle = renderSeparator({ valueText: 'three hundred, as you left it' });
    expect(handle).toHaveAttribute('aria-orientation', 'horizontal');
    expect(handle).toHaveAttribute('aria-valuetext', 'three hundred, as you left it');
  });

  it('moves a horizontal separator where the keys point: Down grows the pane above, PageDown by more', async () => {
    await expectValuesAfterKeys(renderSeparator(), [
      ['{ArrowDown}', 316],
      ['{ArrowUp}{ArrowUp}', 284],
      ['{Shift>}{ArrowDown}{/Shift}', 348],
      ['{PageDown}', 508],
      ['{PageUp}', 348],
      // Left and Right do not move a bar that moves up and down.
      ['{ArrowRight}{ArrowLeft}', 348],
    ]);
  });

  it('moves a vertical separator sideways: Right grows the column before it, PageUp by more', async () => {
    await expectValuesAfterKeys(renderSeparator({ orientation: 'vertical', step: 10, shiftStep: 50, largeStep: 100 }), [
      ['{ArrowRight}', 310],
      ['{ArrowLeft}{ArrowLeft}', 290],
      ['{Shift>}{ArrowRight}{/Shift}', 340],
      ['{PageUp}', 440],
      ['{PageDown}{PageDown}', 240],
      ['{ArrowDown}{ArrowUp}', 240],
    ]);
  });

  it('goes to its bounds with Home and End, and never past them', async () => {
    await expectValuesAfterKeys(renderSeparator({ initial: 590 }), [
      ['{ArrowDown}', 600],
      ['{Home}', 100],
      ['{PageUp}', 100],
      ['{End}', 600],
    ]);
  });

  it('resets on Enter and on a double click; without a reset, Enter is left to the page', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const handle = renderSeparator({ onReset });
    handle.focus();
    await user.keyboard('{Enter}');
    expect(onReset).toHaveBeenCalledTimes(1);
    await user.dblClick(handle);
    expect(onReset).toHaveBeenCalledTimes(2);

    const bare = renderSeparator({ label: 'Height of the other pane' });
    expect(fireEvent.keyDown(bare, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(bare, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(bare, { key: 'a' })).toBe(true);
  });

  it('is dragged along clientY when horizontal, holding the pointer and marking the drag', async () => {
    const user = userEvent.setup();
    const handle = renderSeparator();
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 50, clientY: 100 } },
      { target: handle, coords: { clientX: 400, clientY: 140 } },
    ]);
    expect(handle.setPointerCapture).toHaveBeenCalled();
    expect(handle).toHaveAttribute('data-dragging');
    expect(valueOf(handle)).toBe(340);
    await user.pointer([
      { target: handle, coords: { clientX: 400, clientY: 1000 } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: 400, clientY: 1000 } },
    ]);
    expect(valueOf(handle)).toBe(600);
    expect(handle).not.toHaveAttribute('data-dragging');
    // Released: moving the pointer no longer resizes.
    await user.pointer({ target: handle, coords: { clientY: 0 } });
    expect(valueOf(handle)).toBe(600);
  });

  it('is dragged along clientX when vertical', async () => {
    const user = userEvent.setup();
    const handle = renderSeparator({ orientation: 'vertical' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 500, clientY: 100 } },
      { target: handle, coords: { clientX: 420, clientY: 900 } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: 420, clientY: 900 } },
    ]);
    expect(valueOf(handle)).toBe(220);
  });

  it('ignores other buttons, other pointers, and ends the drag when the pointer is cancelled', () => {
    const handle = renderSeparator();
    fireEvent.pointerDown(handle, { pointerId: 1, button: 2, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 200 });
    expect(valueOf(handle)).toBe(300);

    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientY: 200 });
    expect(valueOf(handle)).toBe(300);
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 150 });
    expect(valueOf(handle)).toBe(350);
    fireEvent.pointerCancel(handle, { pointerId: 1 });
    expect(handle).not.toHaveAttribute('data-dragging');
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 250 });
    expect(valueOf(handle)).toBe(350);
  });
});
