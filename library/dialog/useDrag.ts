import { useInsertionEffect, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { prefersReducedMotion } from '../core/index.ts';
import { DIALOG_ERRORS, DRAG_STEP, DRAG_STEP_LARGE, type DragConstraint } from './constants.ts';

/** Where to put a dragged element, in px from where the layout places it; a missing axis is 0. */
export interface DragOffset {
  x?: number;
  y?: number;
}

export interface UseDragOptions {
  /** The element that moves; the hook throws when none is given. */
  target: RefObject<HTMLElement | null> | null | undefined;
  /**
   * 'none' lets it go anywhere, 'constrain' keeps it inside the window while dragging, 'bounce' pulls
   * it back inside when released.
   * @default 'none'
   */
  constraint?: DragConstraint;
  /**
   * Stops the handle from responding; `reset` and `moveBy` still work.
   * @default false
   */
  disabled?: boolean;
}

/** Spread on the drag handle: the pointer events that drag. */
export interface DragHandleProps {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  onLostPointerCapture: (event: PointerEvent<HTMLElement>) => void;
}

export interface UseDragResult {
  handleProps: DragHandleProps;
  /** For a focusable handle: arrow keys move by 10 px (50 with Shift), Home moves back to the start. */
  onHandleKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** True from the press on the handle until its release. */
  dragging: boolean;
  /** Puts the target back where the layout places it, moved by `offset` when given. */
  reset: (offset?: DragOffset) => void;
  /** Moves the target by (dx, dy) px, within the window unless the constraint is 'none'. */
  moveBy: (dx: number, dy: number) => void;
  /** The target's current offset from where the layout places it. */
  getOffset: () => Required<DragOffset>;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Viewport {
  width: number;
  height: number;
}

/** A press that starts on a control inside the handle (the close button, a field) uses that control, not the handle. */
const CONTROL = 'a[href], button, input, select, textarea, [contenteditable]:not([contenteditable="false"]), [role="separator"]';

/** How long a released 'bounce' element takes to come back inside the window, in ms. */
const BOUNCE_DURATION = 300;

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The window's size without its scrollbars. */
function viewport(): Viewport {
  const root = document.documentElement;
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight };
}

/**
 * The part of a move by (dx, dy) that keeps `box` inside the viewport. A box larger than the viewport
 * keeps its top-left corner in, so its title bar stays reachable; one already outside comes back in.
 */
export function clampMove(box: Box, dx: number, dy: number, view: Viewport): { dx: number; dy: number } {
  // `|| 0` turns the -0 of an edge at 0 into 0.
  const axis = (delta: number, start: number, end: number, size: number) => Math.max(-start, Math.min(delta, size - end)) || 0;
  return { dx: axis(dx, box.left, box.right, view.width), dy: axis(dy, box.top, box.bottom, view.height) };
}

interface ActiveDrag {
  pointerId: number;
  x: number;
  y: number;
  start: Required<DragOffset>;
  box: Box;
}

/**
 * Moves an element by a handle: press and drag with a mouse, pen or finger (pointer events, captured
 * so a fast pointer does not lose it), or arrow keys on a focusable handle. The element is moved with
 * the CSS `translate` property, so its own `transform` (an entry animation) still applies.
 */
export function useDrag({ target, constraint = 'none', disabled = false }: UseDragOptions): UseDragResult {
  const [dragging, setDragging] = useState(false);
  const [{ configure, ...api }] = useState(() => createDrag(setDragging));
  // The handlers read the options of the render last committed, given before any event can reach them.
  useInsertionEffect(() => configure({ target, constraint, disabled }));
  if (!target) throw new Error(DIALOG_ERRORS.dragTarget);
  return { ...api, dragging };
}

type DragOptions = Required<Pick<UseDragOptions, 'constraint' | 'disabled'>> & Pick<UseDragOptions, 'target'>;

/** The drag's handlers, made once per hook so they stay the same functions; they read the latest options. */
function createDrag(
  setDragging: (dragging: boolean) => void,
): Omit<UseDragResult, 'dragging'> & { configure: (next: DragOptions) => void } {
  const options: { current: DragOptions } = { current: { target: undefined, constraint: 'none', disabled: false } };
  let offset: Required<DragOffset> = { x: 0, y: 0 };
  let active: ActiveDrag | null = null;
  let bounce: Animation | null = null;
  const element = () => options.current.target?.current ?? null;

  const apply = (next: Required<DragOffset>) => {
    offset = next;
    const node = element();
    if (node) node.style.translate = next.x || next.y ? `${next.x}px ${next.y}px` : '';
  };

  const bounceBack = (node: HTMLElement) => {
    const { dx, dy } = clampMove(node.getBoundingClientRect(), 0, 0, viewport());
    if (!dx && !dy) return;
    const from = offset;
    const to = { x: from.x + dx, y: from.y + dy };
    apply(to);
    if (prefersReducedMotion() || typeof node.animate !== 'function') return;
    bounce = node.animate([{ translate: `${from.x}px ${from.y}px` }, { translate: `${to.x}px ${to.y}px` }], {
      duration: BOUNCE_DURATION,
      // A slight overshoot: the element springs back rather than sliding.
      easing: 'cubic-bezier(0.34, 1.4, 0.64, 1)',
    });
  };

  const moveBy = (dx: number, dy: number) => {
    const node = element();
    if (!node) return;
    const allowed = options.current.constraint === 'none' ? { dx, dy } : clampMove(node.getBoundingClientRect(), dx, dy, viewport());
    apply({ x: offset.x + allowed.dx, y: offset.y + allowed.dy });
  };

  const reset = (to: DragOffset = {}) => apply({ x: to.x ?? 0, y: to.y ?? 0 });

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (options.current.disabled || event.button !== 0 || event.isPrimary === false || active) return;
    const control = (event.target as Element).closest?.(CONTROL);
    if (control && control !== event.currentTarget && !control.hasAttribute('data-drag-handle')) return;
    const node = element();
    if (!node) return;
    // No text selection while dragging; the press does not move focus either.
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // A bounce still playing ends where it was going; the new drag starts from there.
    bounce?.cancel();
    active = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, start: offset, box: node.getBoundingClientRect() };
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!active || event.pointerId !== active.pointerId) return;
    let dx = event.clientX - active.x;
    let dy = event.clientY - active.y;
    if (options.current.constraint === 'constrain') ({ dx, dy } = clampMove(active.box, dx, dy, viewport()));
    apply({ x: active.start.x + dx, y: active.start.y + dy });
  };

  // Release, cancel (the browser took the pointer over) and lost capture all end the drag.
  const finish = (event: PointerEvent<HTMLElement>) => {
    if (!active || event.pointerId !== active.pointerId) return;
    active = null;
    setDragging(false);
    const node = element();
    if (options.current.constraint === 'bounce' && node) bounceBack(node);
  };

  const onHandleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (options.current.disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? DRAG_STEP_LARGE : DRAG_STEP;
      moveBy(arrow[0] * step, arrow[1] * step);
    } else if (event.key === 'Home') {
      event.preventDefault();
      reset();
    }
  };

  return {
    handleProps: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish, onLostPointerCapture: finish },
    onHandleKeyDown,
    reset,
    moveBy,
    getOffset: () => offset,
    configure: (next) => {
      options.current = next;
    },
  };
}
