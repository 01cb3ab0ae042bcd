import { useEffect, type PointerEvent as ReactPointerEvent } from 'react';
import { PINCH_UNAVAILABLE_WARNING, type CropperHandle } from './constants.ts';
import { movePosition, pinchPosition, resizePosition } from './geometry.ts';
import type { CropAreaOptions } from './cropAreaOptions.ts';
import { translatedBy } from './output.ts';
import type { ImageTransform } from './types.ts';
import { useGestures } from './useGestures.ts';

export interface UseCropperPointerOptions extends CropAreaOptions {
  transform: ImageTransform;
  /** Lets the image be dragged under the crop area. */
  allowMoveImage: boolean;
  setTransform: (transform: ImageTransform) => void;
}

/**
 * The pointer on the cropper: pressing the crop area moves it, a handle resizes it, the image around it drags the
 * image (with allowMoveImage), and a second finger anywhere on the image pinches. Spread `pointerProps` on the
 * cropper's root; `active` is true while a pointer is down in a gesture.
 */
export function useCropperPointer(options: UseCropperPointerOptions) {
  const { frame, rules, display, transform, disabled, allowMoveImage, frameRef, setPosition, setTransform } = options;
  const gestures = useGestures({
    start: () => (frame && !disabled ? { position: frame, transform } : null),
    move: (start, dx, dy) => {
      if (rules) setPosition(movePosition(start, dx, dy, rules.bounds));
    },
    resize: (start, handle, dx, dy) => {
      if (rules?.resizable) setPosition(resizePosition(start, handle, dx, dy, rules));
    },
    drag: (start, dx, dy) => {
      if (display) setTransform(translatedBy(start, dx, dy, display));
    },
    pinch: (start, scale) => {
      if (rules?.resizable) setPosition(pinchPosition(start, scale, rules));
    },
  });

  useEffect(() => {
    if (typeof window.PointerEvent === 'undefined') console.warn(PINCH_UNAVAILABLE_WARNING);
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (disabled || !frame) return;
    const target = event.target as Element;
    const handle = target.closest('[data-handle]')?.getAttribute('data-handle') as CropperHandle | null;
    const onOverlay = target.closest('.aq-image-cropper__overlay') !== null;
    const onFrame = target.closest('.aq-image-cropper__frame') !== null;
    // The gesture keeps the browser from focusing what was pressed; the keys should work on the frame after it.
    if (onFrame) frameRef.current?.focus({ preventScroll: true });
    if (handle) gestures.onHandlePointerDown(handle)(event);
    else if (onFrame) gestures.onFramePointerDown(event);
    else if (onOverlay && allowMoveImage) gestures.onImagePointerDown(event);
    // A second finger anywhere on the image joins the gesture under way as a pinch.
    else if (onOverlay && gestures.active) gestures.onFramePointerDown(event);
  };

  return { pointerProps: { onPointerDown }, active: gestures.active };
}
