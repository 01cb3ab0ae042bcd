import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { DRAG_STEP, DRAG_STEP_LARGE } from './constants.ts';
import type { UseDragResult } from './useDrag.ts';

export interface DialogBoxSize {
  width: number;
  height: number;
}

interface ActiveResize {
  pointerId: number;
  x: number;
  y: number;
  start: DialogBoxSize;
  offset: { x: number; y: number };
}

// The panel's layout size: unlike its bounding box, it does not shrink with the opening animation's scale.
const measure = (panel: HTMLElement): DialogBoxSize => ({ width: panel.offsetWidth, height: panel.offsetHeight });

const same = (a: DialogBoxSize, b: DialogBoxSize) => a.width === b.width && a.height === b.height;

/**
 * The resize handle of a dialog: pointer drag and arrow keys change the width and height the
 * stylesheet reads (`--aq-dialog-resized-*`). The stylesheet's min and max sizes have the last word;
 * what is laid out is measured back, and the dialog is moved by half the change so its top-left
 * corner stays where it was (the window centres it) and the corner handle stays under the pointer —
 * unless the drag constraint keeps the dialog inside the window and growing would take it out.
 */
export function useDialogResize(
  panel: HTMLElement | null,
  drag: Pick<UseDragResult, 'getOffset' | 'reset' | 'moveBy'>,
  enabled: boolean,
) {
  const [size, setSize] = useState<DialogBoxSize>({ width: 0, height: 0 });
  const active = useRef<ActiveResize | null>(null);
  const [resizing, setResizing] = useState(false);

  // The handle's value follows the laid-out size, also when the content changes it.
  useLayoutEffect(() => {
    if (!enabled || !panel) return;
    const update = () => {
      const next = measure(panel);
      setSize((previous) => (same(previous, next) ? previous : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(panel);
    return () => observer.disconnect();
  }, [enabled, panel]);

  const resizeTo = (start: DialogBoxSize, offset: { x: number; y: number }, next: Partial<DialogBoxSize>) => {
    if (!panel) return;
    if (next.width !== undefined) panel.style.setProperty('--aq-dialog-resized-width', `${Math.max(0, Math.round(next.width))}px`);
    if (next.height !== undefined) panel.style.setProperty('--aq-dialog-resized-height', `${Math.max(0, Math.round(next.height))}px`);
    const laidOut = measure(panel);
    drag.reset({ x: offset.x + (laidOut.width - start.width) / 2, y: offset.y + (laidOut.height - start.height) / 2 });
    // A dialog kept inside the window ('constrain', 'bounce') stays inside as it grows.
    drag.moveBy(0, 0);
    setSize(laidOut);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!panel || event.button !== 0 || event.isPrimary === false || active.current) return;
    event.preventDefault();
    event.currentTarget.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    active.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      start: measure(panel),
      offset: drag.getOffset(),
    };
    setResizing(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const resize = active.current;
    if (!resize || event.pointerId !== resize.pointerId) return;
    resizeTo(resize.start, resize.offset, {
      width: resize.start.width + event.clientX - resize.x,
      height: resize.start.height + event.clientY - resize.y,
    });
  };

  const finish = (event: PointerEvent<HTMLElement>) => {
    if (!active.current || event.pointerId !== active.current.pointerId) return;
    active.current = null;
    setResizing(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!panel || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.shiftKey ? DRAG_STEP_LARGE : DRAG_STEP;
    const start = measure(panel);
    const change: Record<string, Partial<DialogBoxSize>> = {
      ArrowRight: { width: start.width + step },
      ArrowLeft: { width: start.width - step },
      ArrowDown: { height: start.height + step },
      ArrowUp: { height: start.height - step },
    };
    const next = change[event.key];
    if (!next) return;
    event.preventDefault();
    resizeTo(start, drag.getOffset(), next);
  };

  return {
    size,
    resizing,
    handleProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: finish,
      onPointerCancel: finish,
      onLostPointerCapture: finish,
      onKeyDown,
    },
  };
}
