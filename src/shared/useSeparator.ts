import { useRef, useState, type HTMLAttributes, type KeyboardEvent, type PointerEvent } from 'react';

/**
 * The ARIA orientation of the separator itself: `horizontal` for a bar between stacked panes (it moves
 * up and down), `vertical` for a bar between side-by-side columns (it moves left and right).
 */
export type SeparatorOrientation = 'horizontal' | 'vertical';

export interface SeparatorOptions {
  /** The size now, in px, of the pane the separator resizes: the one above it, or before it. */
  value: number;
  /** The least size the pane may take, in px (Home goes there). */
  min: number;
  /** The most size the pane may take, in px (End goes there). */
  max: number;
  /** Default `'horizontal'`. */
  orientation?: SeparatorOrientation;
  /** Pixels per arrow key. Default 16. */
  step?: number;
  /** Pixels per arrow key with Shift held. Default `step * 4`. */
  shiftStep?: number;
  /** Pixels per PageUp / PageDown. Default 160. */
  largeStep?: number;
  /** The separator's accessible name (`aria-label`). */
  label: string;
  /** What a screen reader announces for the value (`aria-valuetext`). Default `` `${value} pixels` ``. */
  valueText?: string;
  /** Called with the new size, already rounded and kept within `min`…`max`. */
  onChange: (value: number) => void;
  /** Called on Enter and on a double click. Default: none, and Enter is left alone. */
  onReset?: () => void;
}

/** The props to spread on the handle element. `data-dragging` is present while a pointer drags it. */
export type SeparatorProps = HTMLAttributes<HTMLElement> & { 'data-dragging'?: '' };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/**
 * A focusable splitter (the WAI-ARIA window splitter pattern) whose value is a pane's size in px, moved
 * with the keyboard or dragged with any pointer. The keys move the bar where they point on screen: Down
 * or Right grows the pane before it, Up or Left shrinks it. PageDown grows a horizontal separator (the bar
 * goes down the page); a vertical one has no "down", so it reads the keys as a slider does: PageUp grows.
 */
export function useSeparator({
  value,
  min,
  max,
  orientation = 'horizontal',
  step = 16,
  shiftStep = step * 4,
  largeStep = 160,
  label,
  valueText,
  onChange,
  onReset,
}: SeparatorOptions): SeparatorProps {
  const drag = useRef<{ pointerId: number; start: number; startValue: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const vertical = orientation === 'vertical';
  const coordinate = (event: PointerEvent) => (vertical ? event.clientX : event.clientY);
  const resizeTo = (next: number) => onChange(clamp(next, min, max));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const by = event.shiftKey ? shiftStep : step;
    const [grow, shrink] = vertical ? ['ArrowRight', 'ArrowLeft'] : ['ArrowDown', 'ArrowUp'];
    const [growMore, shrinkMore] = vertical ? ['PageUp', 'PageDown'] : ['PageDown', 'PageUp'];
    const moves: Record<string, (() => void) | undefined> = {
      [grow]: () => resizeTo(value + by),
      [shrink]: () => resizeTo(value - by),
      [growMore]: () => resizeTo(value + largeStep),
      [shrinkMore]: () => resizeTo(value - largeStep),
      Home: () => resizeTo(min),
      End: () => resizeTo(max),
      Enter: onReset,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    // Captured, so the drag keeps its events while the pointer is over an iframe (another document).
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, start: coordinate(event), startValue: value };
    setDragging(true);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (current?.pointerId === event.pointerId) resizeTo(current.startValue + coordinate(event) - current.start);
  };
  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  return {
    role: 'separator',
    tabIndex: 0,
    'aria-orientation': orientation,
    'aria-label': label,
    'aria-valuemin': min,
    'aria-valuemax': max,
    'aria-valuenow': value,
    'aria-valuetext': valueText ?? `${value} pixels`,
    'data-dragging': dragging ? '' : undefined,
    onKeyDown,
    onPointerDown,
    onPointerMove,
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onDoubleClick: onReset,
  };
}
