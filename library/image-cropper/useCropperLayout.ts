import { useEffect, useRef, useState, type RefObject } from 'react';
import { useEffectEvent } from '../core/index.ts';
import { IMAGE_CROPPER_ERRORS, MEASURE_MAX_RETRIES, MEASURE_RETRY_INTERVAL } from './constants.ts';
import type { Dimensions } from './types.ts';

/** The displayed image's size and where it sits in the cropper. */
export interface Layout extends Dimensions {
  left: number;
  top: number;
}

export interface UseCropperLayoutOptions {
  /** The image shown (any value naming it): each new one is measured afresh, and null has no layout. */
  image: object | null;
  /** The `<img>` showing it. */
  imageRef: RefObject<HTMLImageElement | null>;
  /** The element whose size the image follows (the cropper's root). */
  rootRef: RefObject<HTMLElement | null>;
  /** While hidden nothing is measured; a resize meanwhile is measured when it is shown again. */
  hidden: boolean;
  /** A new image was measured. */
  onMeasured: (layout: Layout) => void;
  /** The image's layout changed after a resize. */
  onResized: (before: Layout, after: Layout) => void;
  /** The image still had no width after the last retry (the cropper is inside a hidden element). */
  onUnmeasurable: (error: Error) => void;
}

const measure = (image: HTMLImageElement): Layout => ({
  width: image.offsetWidth,
  height: image.offsetHeight,
  left: image.offsetLeft,
  top: image.offsetTop,
});

const sameLayout = (a: Layout, b: Layout) => a.width === b.width && a.height === b.height && a.left === b.left && a.top === b.top;

/**
 * Where the shown image lies in the cropper: measured once it has a width (retried every 50 ms, 40 times at
 * most), and again whenever the cropper is resized. Null until the current image is measured.
 */
export function useCropperLayout(options: UseCropperLayoutOptions): Layout | null {
  const { image, imageRef, rootRef, hidden, onMeasured, onResized, onUnmeasurable } = options;
  const [measured, setMeasured] = useState<{ image: object; layout: Layout } | null>(null);
  const layout = measured && measured.image === image ? measured.layout : null;

  const reportMeasured = useEffectEvent(onMeasured);
  const reportUnmeasurable = useEffectEvent(() => onUnmeasurable(new Error(IMAGE_CROPPER_ERRORS.notMeasurable)));
  useEffect(() => {
    const element = imageRef.current;
    if (!image || !element) return;
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (element.naturalWidth > 0 && element.offsetWidth > 0) {
        const next = measure(element);
        setMeasured({ image, layout: next });
        reportMeasured(next);
      } else if (retries === MEASURE_MAX_RETRIES) {
        reportUnmeasurable();
      } else {
        retries += 1;
        timer = setTimeout(check, MEASURE_RETRY_INTERVAL);
      }
    };
    check();
    return () => clearTimeout(timer);
  }, [image, imageRef]);

  const resizedWhileHidden = useRef(false);
  const remeasure = useEffectEvent(() => {
    const element = imageRef.current;
    if (!image || !layout || !element) return;
    if (hidden) {
      resizedWhileHidden.current = true;
      return;
    }
    const after = measure(element);
    if (after.width <= 0 || sameLayout(after, layout)) return;
    setMeasured({ image, layout: after });
    onResized(layout, after);
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => remeasure());
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef]);

  useEffect(() => {
    if (hidden || !resizedWhileHidden.current) return;
    resizedWhileHidden.current = false;
    remeasure();
  }, [hidden]);

  return layout;
}
