import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useEffectEvent } from '../core/index.ts';
import type { CropperHandle } from './constants.ts';
import type { CropperPosition, ImageTransform } from './types.ts';

/** What the cropper does with a gesture: each callback gets the state at its start and the way gone since. */
export interface GestureCallbacks {
  /** The frame and the transform as a gesture starts; null when none may start (disabled, not ready). */
  start: () => { position: CropperPosition; transform: ImageTransform } | null;
  move: (start: CropperPosition, dx: number, dy: number) => void;
  resize: (start: CropperPosition, handle: CropperHandle, dx: number, dy: number) => void;
  drag: (start: ImageTransform, dx: number, dy: number) => void;
  /** Two pointers apart (scale above 1) or together (below). */
  pinch: (start: CropperPosition, scale: number) => void;
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
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const [active, setActive] = useState(false);

  const follow = useEffectEvent((event: PointerEvent) => {
    const point = pointers.current.get(event.pointerId);
    const current = gesture.current;
    if (!point || !current) return;
    point.x = event.clientX;
    point.y = event.clientY;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (current.kind === 'pinch') {
      if (current.distance > 0) callbacks.pinch(current.position, distanceOf([...pointers.current.values()]) / current.distance);
    } else if (current.kind === 'move') callbacks.move(current.position, dx, dy);
    else if (current.kind === 'resize') callbacks.resize(current.position, current.handle, dx, dy);
    else if (current.kind === 'drag') callbacks.drag(current.transform, dx, dy);
  });

  const release = useEffectEvent((event: PointerEvent) => {
    if (!pointers.current.delete(event.pointerId)) return;
    // A pinch that loses a finger is over; the finger left behind does not start a move mid-way.
    if (gesture.current) gesture.current.kind = 'over';
    if (pointers.current.size > 0) return;
    gesture.current = null;
    setActive(false);
  });

  // Subscribed while a gesture is under way. React runs the effects of a pointerdown's update before the
  // browser sends the next event, so no move is missed.
  useEffect(() => {
    if (!active) return;
    const down = pointers.current;
    const onMove = (event: PointerEvent) => follow(event);
    const onUp = (event: PointerEvent) => release(event);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      down.clear();
    };
  }, [active]);

  const begin = (event: ReactPointerEvent, kind: 'move' | 'resize' | 'drag', handle: CropperHandle = 'bottom-right') => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (pointers.current.size >= 2) return;
    const state = callbacks.start();
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
    setActive(true);
  };

  return {
    /** Whether a pointer is down in a gesture. */
    active,
    onFramePointerDown: (event: ReactPointerEvent) => begin(event, 'move'),
    onHandlePointerDown: (handle: CropperHandle) => (event: ReactPointerEvent) => begin(event, 'resize', handle),
    onImagePointerDown: (event: ReactPointerEvent) => begin(event, 'drag'),
  };
}
