import { useRef, type PointerEvent as ReactPointerEvent, type TouchEvent as ReactTouchEvent } from 'react';

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

/** Distance in px (30) a pointer must travel before a movement counts as a swipe. */
export const SWIPE_THRESHOLD = 30;

/** Works out the dominant direction of a movement, or null when it is shorter than the threshold. */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD): SwipeDirection | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < threshold) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

/**
 * Swipe gestures for touch and pen (and mouse, for testing) without a gesture library:
 * spread the returned handlers on the element and `onSwipe` gets the direction.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void, threshold = SWIPE_THRESHOLD) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const begin = (x: number, y: number) => {
    start.current = { x, y };
  };
  const end = (x: number, y: number) => {
    if (!start.current) return;
    const direction = swipeDirection(x - start.current.x, y - start.current.y, threshold);
    start.current = null;
    if (direction) onSwipe(direction);
  };
  return {
    onTouchStart: (event: ReactTouchEvent) => begin(event.touches[0].clientX, event.touches[0].clientY),
    onTouchEnd: (event: ReactTouchEvent) => end(event.changedTouches[0].clientX, event.changedTouches[0].clientY),
    onPointerDown: (event: ReactPointerEvent) => {
      if (event.pointerType !== 'touch') begin(event.clientX, event.clientY);
    },
    onPointerUp: (event: ReactPointerEvent) => {
      if (event.pointerType !== 'touch') end(event.clientX, event.clientY);
    },
  };
}
