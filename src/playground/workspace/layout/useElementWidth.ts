import { useCallback, useState, type RefCallback } from 'react';

/**
 * The content width in px of the element the returned ref is put on, kept current with a
 * ResizeObserver; 0 until the observer first reports (and wherever there is none, as on the server).
 */
export function useElementWidth(): [RefCallback<HTMLElement>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports once as it starts, after layout and before paint: the first frame is fitted.
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
