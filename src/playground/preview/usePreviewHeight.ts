import { useRef, useState, type HTMLAttributes, type KeyboardEvent, type PointerEvent } from 'react';

/** The frame is never shorter than this, so an empty demo still reads as a preview. */
export const MIN_PREVIEW_HEIGHT = 120;
/** Fitting stops here; a taller demo scrolls inside the frame, or the person drags it taller. */
export const MAX_FITTED_HEIGHT = 800;
/** How tall the person may drag the frame. */
export const MAX_PREVIEW_HEIGHT = 1600;

const STEP = 16;
const LARGE_STEP = 160;

export interface PreviewHeight {
  /** The frame's height now, in pixels. */
  height: number;
  /** Whether the person set it (by dragging or the keyboard) rather than the content. */
  manual: boolean;
  /** What the frame reports its content needs. */
  setContentHeight: (height: number) => void;
  /** Props of the resize handle: a keyboard-operable separator that is dragged with any pointer. */
  separatorProps: HTMLAttributes<HTMLDivElement>;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/**
 * The preview frame's height: it follows what the demo shows (`minHeight` being the least a page
 * declares for a demo that opens a dialog or a drawer) until the person resizes it; Enter or a double
 * click on the handle hands it back to the content.
 */
export function usePreviewHeight(minHeight = 0): PreviewHeight {
  const [contentHeight, setContentHeight] = useState(MIN_PREVIEW_HEIGHT);
  const [manualHeight, setManualHeight] = useState<number | null>(null);
  const fitted = clamp(Math.max(contentHeight, minHeight), MIN_PREVIEW_HEIGHT, MAX_FITTED_HEIGHT);
  const height = manualHeight ?? fitted;
  const drag = useRef<{ pointerId: number; startY: number; startHeight: number } | null>(null);

  const resizeTo = (value: number) => setManualHeight(clamp(value, MIN_PREVIEW_HEIGHT, MAX_PREVIEW_HEIGHT));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? STEP * 4 : STEP;
    const moves: Record<string, () => void> = {
      ArrowDown: () => resizeTo(height + step),
      ArrowUp: () => resizeTo(height - step),
      PageDown: () => resizeTo(height + LARGE_STEP),
      PageUp: () => resizeTo(height - LARGE_STEP),
      Home: () => resizeTo(MIN_PREVIEW_HEIGHT),
      End: () => resizeTo(MAX_PREVIEW_HEIGHT),
      Enter: () => setManualHeight(null),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // Captured, so the drag keeps its events while the pointer is over the frame (another document).
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startY: event.clientY, startHeight: height };
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.pointerId === event.pointerId) resizeTo(current.startHeight + event.clientY - current.startY);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  return {
    height,
    manual: manualHeight !== null,
    setContentHeight,
    separatorProps: {
      role: 'separator',
      tabIndex: 0,
      'aria-orientation': 'horizontal',
      'aria-label': 'Preview height',
      'aria-valuemin': MIN_PREVIEW_HEIGHT,
      'aria-valuemax': MAX_PREVIEW_HEIGHT,
      'aria-valuenow': height,
      'aria-valuetext': `${height} pixels, ${manualHeight === null ? 'fitted to the preview' : 'set by you; Enter fits it again'}`,
      onKeyDown,
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onDoubleClick: () => setManualHeight(null),
    },
  };
}
