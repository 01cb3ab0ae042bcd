import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { CropperHandle } from './constants';
import type { CropperPosition, ImageTransform } from './types';

/** What the cropper does with a gesture: each callback gets the state at its start and the way gone since. */
export interface GestureCallbacks {
  /** The frame and the transform as a gesture starts; null when none may start (disabled, not ready). */
  start: () => { position: CropperPosition; transform: ImageTransform } | null;
  move: (start: CropperPosition, dx: number, dy: number) => void;
  resize: (start: CropperPosition, handle: CropperHandle, dx: number, dy: number) => void;
  drag: (start: ImageTransform, dx: number, dy: number) => void;
  /** Two pointers apart (scale above 1) or together (below). */
  pinch: (start: CropperPosition, scale: number) => void;
  /** The last pointer was lifted. */
  end: () => void;
}

interface Gesture {
  kind: 'move' | 'resize' | 'drag' | 'pinch' | 'over';
  handle: CropperHandle;
  x: number;
  y: number;
  distance: number;
  position: CropperPosition;
  transform: ImageTransform;
}

type Point = { x: number; y: number };
const distanceOf = ([a, b]: Point[]) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pointer gestures on the crop area, its handles and the image. One pointer moves the frame, resizes it from
 * a handle or drags the image; a second pointer turns the gesture into a pinch that scales the frame. The
 * pointer is followed on the window, so a drag that leaves the cropper goes on until it is released.
 */
export function useGestures(callbacks: GestureCallbacks) {
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const listening = useRef<(() => void) | null>(null);

  const follow = useCallback((event: PointerEvent) => {
    const point = pointers.current.get(event.pointerId);
    const current = gesture.current;
    if (!point || !current) return;
    point.x = event.clientX;
    point.y = event.clientY;
    const on = callbacksRef.current;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (current.kind === 'pinch') {
      if (current.distance > 0) on.pinch(current.position, distanceOf([...pointers.current.values()]) / current.distance);
    } else if (current.kind === 'move') on.move(current.position, dx, dy);
    else if (current.kind === 'resize') on.resize(current.position, current.handle, dx, dy);
    else if (current.kind === 'drag') on.drag(current.transform, dx, dy);
  }, []);

  const release = useCallback((event: PointerEvent) => {
    if (!pointers.current.delete(event.pointerId)) return;
    // A pinch that loses a finger is over; the finger left behind does not start a move mid-way.
    if (gesture.current) gesture.current.kind = 'over';
    if (pointers.current.size > 0) return;
    listening.current?.();
    gesture.current = null;
    callbacksRef.current.end();
  }, []);

  useEffect(() => () => listening.current?.(), []);

  const begin = useCallback(
    (event: ReactPointerEvent, kind: 'move' | 'resize' | 'drag', handle: CropperHandle = 'bottom-right') => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if (pointers.current.size >= 2) return;
      const state = callbacksRef.current.start();
      if (!state) return;
      // Keeps the browser from selecting text or dragging the image file away.
      event.preventDefault();
      event.stopPropagation();
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 2) {
        gesture.current = {
          ...gesture.current!,
          kind: 'pinch',
          distance: distanceOf([...pointers.current.values()]),
          position: state.position,
        };
        return;
      }
      gesture.current = { kind, handle, x: event.clientX, y: event.clientY, distance: 0, ...state };
      window.addEventListener('pointermove', follow);
      window.addEventListener('pointerup', release);
      window.addEventListener('pointercancel', release);
      listening.current = () => {
        window.removeEventListener('pointermove', follow);
        window.removeEventListener('pointerup', release);
        window.removeEventListener('pointercancel', release);
        listening.current = null;
        pointers.current.clear();
      };
    },
    [follow, release],
  );

  return {
    /** Whether a pointer is down in a gesture (the auto crop waits for its end). */
    active: () => gesture.current !== null,
    onFramePointerDown: (event: ReactPointerEvent) => begin(event, 'move'),
    onHandlePointerDown: (handle: CropperHandle) => (event: ReactPointerEvent) => begin(event, 'resize', handle),
    onImagePointerDown: (event: ReactPointerEvent) => begin(event, 'drag'),
  };
}
